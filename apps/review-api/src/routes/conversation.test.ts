import { TEXTS } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../db/database';
import { createTestApp } from '../testing/testApp';

const QC = 'qc@example.com';
const REVIEWER = 'reviewer@example.com';
const ADMIN = 'admin@example.com';
const OPERATOR = 'operator@example.com';
const NOBODY = 'nobody@example.com';

const testApp = await createTestApp();
const { app } = testApp;
const db: Db = testApp.database.db;
afterAll(() => testApp.close());

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const email of [QC, REVIEWER, ADMIN, OPERATOR, NOBODY]) {
    tokens[email] = await testApp.login(email);
  }
});

function call(email: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: email ? { authorization: `Bearer ${tokens[email]}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let counter = 0;
async function makeDomain(imageCount: number): Promise<{ id: number; imageIds: number[] }> {
  counter += 1;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO domains (domain, domain_flow_status)
      VALUES (${`talk-${counter}-${Date.now()}.example`}, 'PENDING_QUALITY_CONTROL') RETURNING id`,
  );
  const id = Number(row!.id);
  const imageIds: number[] = [];
  for (let i = 0; i < imageCount; i += 1) {
    const [image] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO images (image_id, agency, status, domain_id)
        VALUES (${`T-${id}-${i}`}, 'Agency', 'IDENTICAL', ${id}) RETURNING id`,
    );
    imageIds.push(Number(image!.id));
  }
  return { id, imageIds };
}

const countThreads = async () =>
  Number(
    (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM conversations`))[0]!.n,
  );

describe('conversation', () => {
  it('starts a thread, takes a reply and shows both (001 §3 shape)', async () => {
    const { imageIds } = await makeDomain(1);
    const imageId = imageIds[0]!;
    const created = await call(QC, 'POST', '/api/conversation', {
      message: '  Please check the crop  ',
      messageName: String(imageId),
      sentFrom: 'QC',
    });
    expect(created.statusCode, created.body).toBe(201);
    const thread = created.json();
    expect(thread).toMatchObject({
      imageId,
      message: 'Please check the crop',
      sentFrom: 'QC',
      createdBy: expect.any(String),
      submessages: [],
    });
    expect(new Date(thread.createdAt).toISOString()).toBe(thread.createdAt);

    const reply = await call(REVIEWER, 'POST', '/api/conversation', {
      message: 'Checked: same picture.\nLine two',
      messageName: imageId,
      sentFrom: 'FR',
      conversationId: thread.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().submessages).toEqual([
      {
        id: expect.any(Number),
        message: 'Checked: same picture.\nLine two',
        createdAt: expect.any(String),
        createdBy: expect.any(String),
        sentFrom: 'FR',
      },
    ]);
    const list = await call(QC, 'GET', `/api/conversation/${imageId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([reply.json()]);
  });

  it.each([
    ['an empty message', { message: '' }, 400, TEXTS.review.commentEmpty],
    ['a blank message', { message: ' \n\t ' }, 400, TEXTS.review.commentEmpty],
    ['a NUL byte', { message: 'a\u0000b' }, 400, 'NUL'],
    ['a huge message', { message: 'x'.repeat(4001) }, 400, '4000'],
    ['a message over the body limit', { message: 'x'.repeat(1_100_000) }, 413, 'too large'],
    ['an unknown sender', { sentFrom: 'XX' }, 400, 'sentFrom'],
    ['a messageName that is no id', { messageName: 'abc' }, 400, 'messageName'],
    ['an unknown image', { messageName: '999999' }, 404, 'No image'],
    ['an unknown field', { extra: 1 }, 400, 'extra'],
    ['writing as FR without final review', { sentFrom: 'FR' }, 403, 'final review'],
  ])('refuses %s and stores nothing', async (_name, change, status, text) => {
    const { imageIds } = await makeDomain(1);
    const before = await countThreads();
    const response = await call(QC, 'POST', '/api/conversation', {
      message: 'fine',
      messageName: String(imageIds[0]),
      sentFrom: 'QC',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toContain(text);
    expect(await countThreads()).toBe(before);
  });

  it("refuses a reply to another image's thread", async () => {
    const { imageIds } = await makeDomain(2);
    const thread = (
      await call(QC, 'POST', '/api/conversation', {
        message: 'first',
        messageName: imageIds[0],
        sentFrom: 'QC',
      })
    ).json();
    const response = await call(QC, 'POST', '/api/conversation', {
      message: 'reply',
      messageName: imageIds[1],
      sentFrom: 'QC',
      conversationId: thread.id,
    });
    expect(response.statusCode).toBe(400);
    const missing = await call(QC, 'POST', '/api/conversation', {
      message: 'reply',
      messageName: imageIds[0],
      sentFrom: 'QC',
      conversationId: 999999,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 for an unknown image and 403 without a review permission', async () => {
    expect((await call(QC, 'GET', '/api/conversation/999999')).statusCode).toBe(404);
    for (const email of [OPERATOR, NOBODY]) {
      expect((await call(email, 'GET', '/api/conversation/1')).statusCode).toBe(403);
      expect(
        (
          await call(email, 'POST', '/api/conversation', {
            message: 'x',
            messageName: 1,
            sentFrom: 'QC',
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});

describe('add_message_to_images', () => {
  it('adds the message as a thread on every sighting of the domain', async () => {
    const domain = await makeDomain(3);
    const response = await call(
      ADMIN,
      'POST',
      `/api/assessment_domain/add_message_to_images/${domain.id}`,
      { message: 'Whole domain: check the company', sentFrom: 'FR' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: 3, imageIds: domain.imageIds });
    for (const imageId of domain.imageIds) {
      const threads = (await call(REVIEWER, 'GET', `/api/conversation/${imageId}`)).json();
      expect(threads.map((t: { message: string }) => t.message)).toEqual([
        'Whole domain: check the company',
      ]);
    }
  });

  it('adds it to the images named, and refuses another domain’s image ids', async () => {
    const domain = await makeDomain(3);
    const other = await makeDomain(1);
    const named = await call(
      QC,
      'POST',
      `/api/assessment_domain/add_message_to_images/${domain.id}`,
      {
        message: 'two of them',
        sentFrom: 'QC',
        imageIds: domain.imageIds.slice(1),
      },
    );
    expect(named.json()).toEqual({ count: 2, imageIds: domain.imageIds.slice(1) });
    const before = await countThreads();
    const foreign = await call(
      QC,
      'POST',
      `/api/assessment_domain/add_message_to_images/${domain.id}`,
      {
        message: 'sneaky',
        sentFrom: 'QC',
        imageIds: [domain.imageIds[0], other.imageIds[0]],
      },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain(String(other.imageIds[0]));
    const blank = await call(
      QC,
      'POST',
      `/api/assessment_domain/add_message_to_images/${domain.id}`,
      {
        message: '   ',
        sentFrom: 'QC',
      },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(TEXTS.review.commentEmpty);
    const nul = await call(
      QC,
      'POST',
      `/api/assessment_domain/add_message_to_images/${domain.id}`,
      {
        message: 'a\u0000',
        sentFrom: 'QC',
      },
    );
    expect(nul.statusCode).toBe(400);
    const unknown = await call(QC, 'POST', '/api/assessment_domain/add_message_to_images/999999', {
      message: 'x',
      sentFrom: 'QC',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await countThreads()).toBe(before);
  });
});
