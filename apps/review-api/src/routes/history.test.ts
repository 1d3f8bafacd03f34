import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { recordAudit } from '../services/audit';
import { ADMIN, NOBODY, OPERATOR, QC, REVIEWER, reviewTestApp } from '../testing/reviewTestApp';

const { db, call, userId, userName } = await reviewTestApp();

let counter = 0;
async function makeDomain(
  statuses: string[],
  flow = 'PENDING_QUALITY_CONTROL',
): Promise<{ id: number; domain: string; imageIds: number[] }> {
  counter += 1;
  const domain = `history-${counter}-${Date.now()}.example`;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO domains (domain, domain_flow_status) VALUES (${domain}, ${flow}) RETURNING id`,
  );
  const id = Number(row!.id);
  const imageIds: number[] = [];
  for (const [i, status] of statuses.entries()) {
    const [image] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO images (image_id, agency, status, domain_id)
        VALUES (${`H-${id}-${i}`}, 'Agency H', ${status}, ${id}) RETURNING id`,
    );
    imageIds.push(Number(image!.id));
  }
  return { id, domain, imageIds };
}

/**
 * An image status change as the status updates make it: the statuses, and one audit row per
 * image (IMAGE, `status`, before, after, the user). Answers the audit ids.
 */
async function changeStatuses(email: string, ids: number[], status: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    const before = await queryRows<{ id: number; status: string }>(
      tx,
      sql`SELECT id, status FROM images WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id FOR UPDATE`,
    );
    await tx.execute(
      sql`UPDATE images SET status = ${status} WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await recordAudit(
      tx,
      before.map((row) => ({
        entityType: 'IMAGE' as const,
        entityId: Number(row.id),
        field: 'status',
        before: row.status,
        after: status,
        userId: userId(email),
      })),
    );
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM audit_log WHERE entity_type = 'IMAGE' AND field = 'status'
        ORDER BY id DESC LIMIT ${ids.length}`,
    );
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  });
}

const statusesOf = async (ids: number[]) =>
  (
    await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM images WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id`,
    )
  ).map((row) => row.status);

const auditCount = async () =>
  Number((await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n);

const undo = (email: string, body: unknown) =>
  call(email, 'POST', '/api/assessment_image/undo_status_change', body);

describe('undo_status_change', () => {
  it('restores the statuses of a bulk change named by its audit entries, and audits it', async () => {
    const { imageIds } = await makeDomain(['IDENTICAL', 'PENDING', 'IDENTICAL']);
    const change = await changeStatuses(QC, imageIds.slice(0, 2), 'NOT_IDENTICAL');
    expect(await statusesOf(imageIds)).toEqual(['NOT_IDENTICAL', 'NOT_IDENTICAL', 'IDENTICAL']);
    const response = await undo(QC, { auditIds: change });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      restored: [
        { id: imageIds[0], status: 'IDENTICAL' },
        { id: imageIds[1], status: 'PENDING' },
      ],
      unchanged: [],
    });
    expect(await statusesOf(imageIds)).toEqual(['IDENTICAL', 'PENDING', 'IDENTICAL']);
    const audit = await queryRows<{
      before: string;
      after: string;
      reverts: number;
      user_id: number;
    }>(
      db,
      sql`SELECT before, after, reverts, user_id FROM audit_log WHERE reverts IS NOT NULL
        AND entity_id IN (${imageIds[0]!}, ${imageIds[1]!}) ORDER BY entity_id`,
    );
    expect(
      audit.map((row) => ({ ...row, reverts: Number(row.reverts), user_id: Number(row.user_id) })),
    ).toEqual([
      { before: 'NOT_IDENTICAL', after: 'IDENTICAL', reverts: change[0], user_id: userId(QC) },
      { before: 'NOT_IDENTICAL', after: 'PENDING', reverts: change[1], user_id: userId(QC) },
    ]);
    // A repeat (a retry after a lost answer) changes nothing.
    const count = await auditCount();
    const repeat = await undo(QC, { auditIds: change });
    expect(repeat.json()).toEqual({ restored: [], unchanged: imageIds.slice(0, 2) });
    expect(await auditCount()).toBe(count);
  });

  it('undoes the newest change of the images named', async () => {
    const { imageIds } = await makeDomain(['PENDING', 'PENDING']);
    await changeStatuses(REVIEWER, imageIds, 'IDENTICAL');
    await changeStatuses(REVIEWER, imageIds, 'OFFLINE');
    const response = await undo(REVIEWER, { imageIds });
    expect(response.json().restored).toEqual([
      { id: imageIds[0], status: 'IDENTICAL' },
      { id: imageIds[1], status: 'IDENTICAL' },
    ]);
    expect(await statusesOf(imageIds)).toEqual(['IDENTICAL', 'IDENTICAL']);
    // Named by image again: the newest change is that undo, so it is a repeat.
    expect((await undo(REVIEWER, { imageIds })).json()).toEqual({
      restored: [],
      unchanged: imageIds,
    });
  });

  it('undoes a decision of the Images page (its real route)', async () => {
    const { imageIds } = await makeDomain(['PENDING']);
    const imageId = imageIds[0]!;
    await db.execute(sql`INSERT INTO reservations (entity_type, entity_id, user_id, expires_at)
      VALUES ('IMAGE', ${imageId}, ${userId(ADMIN)}, now() + interval '5 minutes')`);
    const decided = await call(ADMIN, 'PUT', '/api/assessment_image/set_multiple_images_status', [
      { id: imageId, status: 'IDENTICAL' },
    ]);
    expect(decided.statusCode, decided.body).toBe(200);
    const response = await undo(ADMIN, { imageIds: [imageId] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusesOf([imageId])).toEqual(['PENDING']);
  });

  it.each([
    ['after the 10 seconds', 'late'],
    ['of another user’s change', 'other'],
    ['of an image changed again since', 'again'],
    ['of a delivered image', 'delivered'],
    ['when the domain moved on in the flow', 'moved'],
  ])('refuses an undo %s (409) and changes nothing', async (_name, kind) => {
    const domain = await makeDomain(['IDENTICAL', 'IDENTICAL']);
    const change = await changeStatuses(QC, domain.imageIds, 'NOT_IDENTICAL');
    let caller = QC;
    if (kind === 'late') {
      await db.execute(sql`UPDATE audit_log SET at = at - interval '11 seconds'
        WHERE id IN (${change[0]!}, ${change[1]!})`);
    }
    if (kind === 'other') caller = ADMIN;
    if (kind === 'again') await changeStatuses(REVIEWER, [domain.imageIds[1]!], 'OFFLINE');
    if (kind === 'delivered') {
      await db.execute(sql`UPDATE images SET delivered = true WHERE id = ${domain.imageIds[0]!}`);
    }
    if (kind === 'moved') {
      await recordAudit(db, [
        {
          entityType: 'DOMAIN',
          entityId: domain.id,
          field: 'domainFlowStatus',
          before: 'PENDING_QUALITY_CONTROL',
          after: 'PENDING_FINAL_REVIEW',
          userId: userId(QC),
        },
      ]);
    }
    const statuses = await statusesOf(domain.imageIds);
    const count = await auditCount();
    const response = await undo(caller, { auditIds: change });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error_definition).toBe('CONFLICT');
    expect(response.json().message).toContain(
      {
        late: 'more than 10 seconds ago',
        other: 'by someone else',
        again: 'changed again since',
        delivered: 'is delivered',
        moved: 'moved on in the flow',
      }[kind],
    );
    expect(response.json().ids.length).toBeGreaterThan(0);
    expect(await statusesOf(domain.imageIds)).toEqual(statuses);
    expect(await auditCount()).toBe(count);
  });

  it('accepts the change just inside the window', async () => {
    const { imageIds } = await makeDomain(['IDENTICAL']);
    const change = await changeStatuses(QC, imageIds, 'DUPLICATE');
    await db.execute(
      sql`UPDATE audit_log SET at = at - interval '9 seconds' WHERE id = ${change[0]!}`,
    );
    expect((await undo(QC, { auditIds: change })).statusCode).toBe(200);
  });

  it('refuses odd requests', async () => {
    const domain = await makeDomain(['IDENTICAL']);
    const [notStatus] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO audit_log (entity_type, entity_id, field, before, after, user_id)
        VALUES ('DOMAIN', ${domain.id}, 'comment', null, 'x', ${userId(QC)}) RETURNING id`,
    );
    expect((await undo(QC, { auditIds: [Number(notStatus!.id)] })).statusCode).toBe(400);
    expect((await undo(QC, { auditIds: [2147483000] })).statusCode).toBe(404);
    expect((await undo(QC, { imageIds: domain.imageIds })).statusCode).toBe(409);
    expect((await undo(QC, { auditIds: [1, 1] })).statusCode).toBe(400);
    expect((await undo(QC, { auditIds: [] })).statusCode).toBe(400);
    expect((await undo(QC, { auditIds: [1], imageIds: [1] })).statusCode).toBe(400);
    expect((await undo(QC, {})).statusCode).toBe(400);
    expect((await undo(QC, { imageIds: ['1\u0000'] })).statusCode).toBe(400);
    for (const email of [OPERATOR, NOBODY]) {
      expect((await undo(email, { imageIds: domain.imageIds })).statusCode).toBe(403);
    }
  });
});

describe('the domain history', () => {
  it('lists who changed what and when, newest first, paged, with names', async () => {
    const domain = await makeDomain(['PENDING', 'PENDING']);
    const other = await makeDomain(['PENDING']);
    await changeStatuses(QC, [domain.imageIds[0]!], 'IDENTICAL');
    await changeStatuses(QC, other.imageIds, 'IDENTICAL');
    const change = await changeStatuses(REVIEWER, [domain.imageIds[1]!], 'OFFLINE');
    await undo(REVIEWER, { auditIds: change });
    await recordAudit(db, [
      {
        entityType: 'DOMAIN',
        entityId: domain.id,
        field: 'domainFlowStatus',
        before: 'PENDING_QUALITY_CONTROL',
        after: 'PENDING_FINAL_REVIEW',
        userId: userId(ADMIN),
      },
    ]);

    const first = await call(QC, 'GET', `/api/assessment_domain/${domain.id}/history?size=3`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, number: 0, size: 3 });
    expect(page.content).toEqual([
      expect.objectContaining({
        entityType: 'DOMAIN',
        subject: domain.domain,
        field: 'domainFlowStatus',
        after: 'PENDING_FINAL_REVIEW',
        user: userName(ADMIN),
      }),
      expect.objectContaining({
        entityType: 'IMAGE',
        entityId: domain.imageIds[1],
        subject: `Agency H H-${domain.id}-1`,
        before: 'OFFLINE',
        after: 'PENDING',
        reverts: change[0],
        user: userName(REVIEWER),
      }),
      expect.objectContaining({ before: 'PENDING', after: 'OFFLINE', reverts: null }),
    ]);
    const second = (
      await call(REVIEWER, 'GET', `/api/assessment_domain/${domain.id}/history?page=1&size=3`)
    ).json();
    expect(second.content).toEqual([
      expect.objectContaining({
        entityId: domain.imageIds[0],
        after: 'IDENTICAL',
        user: userName(QC),
      }),
    ]);
    expect(new Date(second.content[0].at).toISOString()).toBe(second.content[0].at);
  });

  it('answers 404 for an unknown domain, 400 for a bad page, 403 without a review permission', async () => {
    expect((await call(QC, 'GET', '/api/assessment_domain/999999/history')).statusCode).toBe(404);
    expect((await call(QC, 'GET', '/api/assessment_domain/1/history?size=0')).statusCode).toBe(400);
    expect((await call(QC, 'GET', '/api/assessment_domain/1/history?page=-1')).statusCode).toBe(
      400,
    );
    for (const email of [OPERATOR, NOBODY]) {
      expect((await call(email, 'GET', '/api/assessment_domain/1/history')).statusCode).toBe(403);
    }
  });
});

describe('undo after the review routes (routes/review.ts)', () => {
  it('takes back an update_image_batch of the QC screen, named by its images', async () => {
    const domain = await makeDomain(['IDENTICAL', 'PENDING']);
    await db.execute(sql`INSERT INTO reservations (entity_type, entity_id, user_id, expires_at)
      VALUES ('DOMAIN', ${domain.id}, ${userId(QC)}, now() + interval '5 minutes')`);
    const changed = await call(QC, 'PUT', '/api/assessment_image/update_image_batch', {
      ids: domain.imageIds,
      status: 'OFFLINE',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusesOf(domain.imageIds)).toEqual(['OFFLINE', 'OFFLINE']);
    const response = await undo(QC, { imageIds: domain.imageIds });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusesOf(domain.imageIds)).toEqual(['IDENTICAL', 'PENDING']);
    // Another user cannot take it back, nor can anyone once it is changed again.
    await call(QC, 'PUT', '/api/assessment_image/update_image_batch', {
      ids: domain.imageIds,
      status: 'DUPLICATE',
    });
    expect((await undo(REVIEWER, { imageIds: domain.imageIds })).statusCode).toBe(409);
  });
});
