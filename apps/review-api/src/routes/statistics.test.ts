import {
  STATISTIC_RANGE_MAX_DAYS,
  statisticRangeError,
  type DomainUpdate,
  type UserStatistic,
  type UserStatisticCounts,
} from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { makeDomain } from '../testing/reviewFixtures';
import { ADMIN, NOBODY, OPERATOR, QC, REVIEWER, reviewTestApp } from '../testing/reviewTestApp';

const { db, call, userId, userName } = await reviewTestApp();

const STAT = '/api/report/user_statistic';
const range = (start: string, end: string) => `start=${start}&end=${end}`;

/** Expects a 200 and answers the statistic. */
async function statistic(email: string, url: string): Promise<UserStatistic> {
  const response = await call(email, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserStatistic>();
}

/** Expects a 200 from a call made to change something. */
async function ok(email: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const response = await call(email, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json();
}

const counts = (over: Partial<UserStatisticCounts> = {}): UserStatisticCounts => ({
  decisions: {},
  domainsClassified: 0,
  qualityControlActions: 0,
  finalReviewActions: 0,
  legalCases: 0,
  ...over,
});

const commercial: DomainUpdate = {
  commercialWebSite: true,
  noCommercialCause: null,
  gallery: false,
  priorityCountry: 'DEU',
  otherCountries: null,
  priorityLanguage: 'de',
  otherLanguage: null,
  street: null,
  city: null,
  postcode: null,
  phoneNumber: null,
  email: null,
  companyName: 'Stats GmbH',
  facebookLink: null,
  contactFormLink: null,
};

/** The audit rows of a user's status decisions on this image (newest last). */
async function statusRows(email: string, imageId: number) {
  return queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM audit_log WHERE entity_type = 'IMAGE' AND field = 'status'
      AND entity_id = ${imageId} AND user_id = ${userId(email)} ORDER BY id`,
  );
}

const moveRow = (id: number, at: string) =>
  db.execute(sql`UPDATE audit_log SET at = ${at}::timestamptz WHERE id = ${id}`);

let imageIds: number[] = [];

/*
 * Real work through the API: the operator decides four sightings and classifies their domain on
 * the Domains page, QC comments and approves it (and comments on a second domain), undoing one
 * image decision; final review creates the legal case. Then every audit row is shifted to
 * 2026-03-10 (12:00 UTC onwards, so the rows of one call keep one time), and two of the operator's
 * decisions are moved to the edges of the neighbouring days.
 */
beforeAll(async () => {
  const domain = await makeDomain(db, {
    status: 'NEW',
    images: ['PENDING', 'PENDING', 'PENDING', 'PENDING'],
    values: {
      filledByOperator: false,
      commercialWebSite: null,
      companyName: null,
      priorityCountry: null,
      priorityLanguage: null,
    },
  });
  imageIds = domain.imageIds;
  const [a, b, c, d] = imageIds as [number, number, number, number];

  // The Images page, as the operator.
  const leased = (await ok(OPERATOR, 'GET', '/api/assessment_image/reserve_pending?limit=200')) as {
    id: number;
  }[];
  expect(leased.map((image) => image.id)).toEqual(expect.arrayContaining(imageIds));
  await ok(OPERATOR, 'PUT', '/api/assessment_image/set_multiple_images_status', [
    { id: a, status: 'IDENTICAL' },
    { id: b, status: 'IDENTICAL' },
    { id: c, status: 'NOT_IDENTICAL' },
  ]);
  await ok(OPERATOR, 'PUT', '/api/assessment_image/set_multiple_images_offline_status', [d]);

  // The Domains page, as the operator: commercial, so NEW → PENDING_QUALITY_CONTROL.
  const domains = (await ok(OPERATOR, 'GET', '/api/assessment_domain/reserve_pending')) as {
    id: number;
  }[];
  expect(domains.map((row) => row.id)).toContain(domain.id);
  await ok(OPERATOR, 'PUT', `/api/assessment_domain/${domain.id}/update`, commercial);

  // Quality control, as qc@: a comment (status kept), an image decision undone, the approval.
  const qcQueue = (await ok(
    QC,
    'GET',
    '/api/assessment_domain/reserve_pending_quality_control?limit=1',
  )) as { id: number }[];
  expect(qcQueue.map((row) => row.id)).toEqual([domain.id]);
  await ok(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_returned_for_comment_true`, {});
  await ok(QC, 'PUT', `/api/assessment_image/${b}/update_image`, {
    id: b,
    status: 'NOT_IDENTICAL',
  });
  await ok(QC, 'POST', '/api/assessment_image/undo_status_change', { imageIds: [b] });
  await ok(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_pending_final_review`);

  // A second domain returned to QC: a comment, and no flow change after it.
  const second = await makeDomain(db, { status: 'RETURNED_FOR_QUALITY_CONTROL' });
  const qcNext = (await ok(
    QC,
    'GET',
    '/api/assessment_domain/reserve_pending_quality_control?limit=1',
  )) as { id: number }[];
  expect(qcNext.map((row) => row.id)).toEqual([second.id]);
  await ok(QC, 'PUT', `/api/assessment_domain/${second.id}/set_returned_for_comment_true`, {});

  // Final review, as reviewer@: the legal case (PENDING_FINAL_REVIEW → DELIVERED).
  const frQueue = (await ok(REVIEWER, 'GET', '/api/assessment_domain/reserve_pending_review')) as {
    id: number;
  }[];
  expect(frQueue.map((row) => row.id)).toContain(domain.id);
  await ok(REVIEWER, 'POST', `/api/assessment_domain/${domain.id}/legal_case`, {});

  await db.execute(sql`UPDATE audit_log
    SET at = '2026-03-10T12:00:00Z'::timestamptz + (at - (SELECT min(at) FROM audit_log))`);
  const [offline] = await statusRows(OPERATOR, d);
  const [identical] = await statusRows(OPERATOR, a);
  await moveRow(offline!.id, '2026-03-09T23:59:59.999Z');
  await moveRow(identical!.id, '2026-03-11T00:00:00Z');
});

describe('GET /api/report/user_statistic/:id (admin)', () => {
  it("counts the operator's decisions per UTC day and status, and the domain classified", async () => {
    const result = await statistic(
      ADMIN,
      `${STAT}/${userId(OPERATOR)}?${range('2026-03-09', '2026-03-11')}`,
    );
    expect(result).toEqual({
      userId: userId(OPERATOR),
      userName: userName(OPERATOR),
      start: '2026-03-09',
      end: '2026-03-11',
      days: [
        { day: '2026-03-09', ...counts({ decisions: { OFFLINE: 1 } }) },
        {
          day: '2026-03-10',
          ...counts({ decisions: { IDENTICAL: 1, NOT_IDENTICAL: 1 }, domainsClassified: 1 }),
        },
        { day: '2026-03-11', ...counts({ decisions: { IDENTICAL: 1 } }) },
      ],
      totals: counts({
        decisions: { IDENTICAL: 2, NOT_IDENTICAL: 1, OFFLINE: 1 },
        domainsClassified: 1,
      }),
    });
  });

  it('includes both ends of the range and nothing beyond them', async () => {
    const day = await statistic(
      ADMIN,
      `${STAT}/${userId(OPERATOR)}?${range('2026-03-10', '2026-03-10')}`,
    );
    expect(day.days).toHaveLength(1);
    expect(day.totals).toEqual(
      counts({ decisions: { IDENTICAL: 1, NOT_IDENTICAL: 1 }, domainsClassified: 1 }),
    );
    const before = await statistic(
      ADMIN,
      `${STAT}/${userId(OPERATOR)}?${range('2026-03-01', '2026-03-09')}`,
    );
    expect(before.totals).toEqual(counts({ decisions: { OFFLINE: 1 } }));
    const after = await statistic(
      ADMIN,
      `${STAT}/${userId(OPERATOR)}?${range('2026-03-11', '2026-03-31')}`,
    );
    expect(after.totals).toEqual(counts({ decisions: { IDENTICAL: 1 } }));
  });

  it('lists every day of the range in order, days without actions as zeros', async () => {
    const result = await statistic(
      ADMIN,
      `${STAT}/${userId(OPERATOR)}?${range('2026-02-27', '2026-03-12')}`,
    );
    expect(result.days.map((d) => d.day)).toEqual([
      '2026-02-27',
      '2026-02-28',
      ...Array.from({ length: 12 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(result.days.filter((d) => d.day < '2026-03-09')).toEqual(
      result.days.filter((d) => d.day < '2026-03-09').map((d) => ({ day: d.day, ...counts() })),
    );
    expect(result.days.at(-1)).toEqual({ day: '2026-03-12', ...counts() });
  });

  it('counts QC actions by the flow status before them, one per call; an undone decision not at all', async () => {
    const result = await statistic(
      ADMIN,
      `${STAT}/${userId(QC)}?${range('2026-03-10', '2026-03-10')}`,
    );
    // The comment and the approval on the first domain, the comment on the second.
    expect(result.totals).toEqual(counts({ qualityControlActions: 3 }));
  });

  it("counts final review's legal case as a final review action and a legal case", async () => {
    const result = await statistic(
      ADMIN,
      `${STAT}/${userId(REVIEWER)}?${range('2026-03-10', '2026-03-10')}`,
    );
    expect(result.totals).toEqual(counts({ finalReviewActions: 1, legalCases: 1 }));
    expect(result.days).toEqual([{ day: '2026-03-10', ...result.totals }]);
  });

  it('answers zeros for a user who did nothing, and 404 for an unknown user', async () => {
    const idle = await statistic(
      ADMIN,
      `${STAT}/${userId(NOBODY)}?${range('2026-03-10', '2026-03-11')}`,
    );
    expect(idle.totals).toEqual(counts());
    const unknown = await call(ADMIN, 'GET', `${STAT}/999999?${range('2026-03-10', '2026-03-11')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_definition: 'NOT_FOUND' });
  });

  it('is refused without a token (401) and to non-admins, for another user or themselves (403)', async () => {
    const url = (email: string) => `${STAT}/${userId(email)}?${range('2026-03-10', '2026-03-10')}`;
    const anonymous = await call(null, 'GET', url(OPERATOR));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error_definition: 'INVALID_ACCESS_TOKEN' });
    for (const [email, target] of [
      [OPERATOR, QC],
      [OPERATOR, OPERATOR],
      [NOBODY, OPERATOR],
      [REVIEWER, REVIEWER],
    ] as const) {
      const denied = await call(email, 'GET', url(target));
      expect(denied.statusCode, `${email} → ${target}`).toBe(403);
      expect(denied.json()).toMatchObject({ error_definition: 'ACCESS_DENIED' });
      expect(denied.body).not.toContain('decisions');
    }
  });
});

describe('GET /api/report/user_statistic/user (the caller)', () => {
  it("answers the caller's own statistics, for any signed-in user", async () => {
    const own = await statistic(OPERATOR, `${STAT}/user?${range('2026-03-09', '2026-03-11')}`);
    const byAdmin = await statistic(
      ADMIN,
      `${STAT}/${userId(OPERATOR)}?${range('2026-03-09', '2026-03-11')}`,
    );
    expect(own).toEqual(byAdmin);
    const reviewer = await statistic(REVIEWER, `${STAT}/user?${range('2026-03-10', '2026-03-10')}`);
    expect(reviewer.userId).toBe(userId(REVIEWER));
    expect(reviewer.totals).toEqual(counts({ finalReviewActions: 1, legalCases: 1 }));
    const nobody = await statistic(NOBODY, `${STAT}/user?${range('2026-03-10', '2026-03-10')}`);
    expect(nobody).toMatchObject({ userId: userId(NOBODY), userName: userName(NOBODY) });
  });

  it('is refused without a token', async () => {
    const anonymous = await call(null, 'GET', `${STAT}/user?${range('2026-03-10', '2026-03-10')}`);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the range', () => {
  const tooLongEnd = new Date(Date.UTC(2025, 0, STATISTIC_RANGE_MAX_DAYS + 1))
    .toISOString()
    .slice(0, 10);
  const longestEnd = new Date(Date.UTC(2025, 0, STATISTIC_RANGE_MAX_DAYS))
    .toISOString()
    .slice(0, 10);

  it.each([
    ['not a date', 'yesterday', '2026-03-10'],
    ['a day that does not exist', '2025-02-30', '2025-03-02'],
    ['an end that is not a date', '2026-03-10', '2026-3-11'],
    ['an end before the start', '2026-03-10', '2026-03-09'],
    [`more than ${STATISTIC_RANGE_MAX_DAYS} days`, '2025-01-01', tooLongEnd],
  ])('refuses %s with the rule’s message', async (_, start, end) => {
    for (const url of [`${STAT}/user`, `${STAT}/${userId(OPERATOR)}`]) {
      const response = await call(ADMIN, 'GET', `${url}?${range(start, end)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error_definition: 'VALIDATION_ERROR',
        message: statisticRangeError(start, end),
      });
    }
  });

  it(`answers the longest range (${STATISTIC_RANGE_MAX_DAYS} days)`, async () => {
    expect(statisticRangeError('2025-01-01', longestEnd)).toBeUndefined();
    const result = await statistic(ADMIN, `${STAT}/user?${range('2025-01-01', longestEnd)}`);
    expect(result.days).toHaveLength(STATISTIC_RANGE_MAX_DAYS);
  });

  it.each([
    ['an extra query parameter', `${range('2026-03-10', '2026-03-10')}&userId=1`],
    ['no end', 'start=2026-03-10'],
    ['no parameters', ''],
    ['a start that is too long', range('2026-03-10T00:00:00Z', '2026-03-10')],
  ])('refuses %s', async (_, query) => {
    for (const url of [`${STAT}/user`, `${STAT}/${userId(OPERATOR)}`]) {
      const response = await call(ADMIN, 'GET', `${url}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    }
  });

  it('refuses an id that is not a row id', async () => {
    const response = await call(ADMIN, 'GET', `${STAT}/0?${range('2026-03-10', '2026-03-10')}`);
    expect(response.statusCode).toBe(400);
  });
});
