import {
  emptyFilter,
  filterCondition,
  filterGroup,
  filterToText,
  workQueueActiveLimitMessage,
  workQueueQueryError,
  type WorkQueueEntryInput,
} from '@sightings/domain-model';
import { createTestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { ApiError } from './errors';

// The work-queue calls against the real reference server with a small demo data set; no mocks.
const server = await createTestApp({ demoData: { domainCount: 40, imageCount: 200 } });
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => server.close());

const signedIn = async (email: string) => {
  const token = (await createClient({ baseUrl }).auth.login({ email, password: 'review-demo' }))
    .accessToken;
  return createClient({ baseUrl, getToken: () => token });
};

const FLOW_STATUSES = ['NEW', 'PENDING_QUALITY_CONTROL'];
const everything = filterToText(emptyFilter());
const inFlow = filterToText(
  filterGroup('AND', [filterCondition('DOMAIN_FLOW_STATUS', 'IN', FLOW_STATUSES)]),
);
const notInFlow = filterToText(
  filterGroup('AND', [filterCondition('DOMAIN_FLOW_STATUS', 'NOT_IN', FLOW_STATUSES)]),
);
const newBySql = "SELECT id FROM work_queue_domains WHERE domain_flow_status = 'NEW'";
const newByFilter = filterToText(
  filterGroup('AND', [filterCondition('DOMAIN_FLOW_STATUS', 'EQUALS', ['NEW'])]),
);

/** A fresh user to hang the queues on (ROLE_USER, the images and domains permissions). */
async function newUser(admin: Awaited<ReturnType<typeof signedIn>>, name: string) {
  return admin.users.create({
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
    role: 'ROLE_USER',
    password: 'a-long-enough-password',
    imagePermission: true,
    domainPermission: true,
  });
}

describe('workQueues', () => {
  it('validate: answers the kind of a good query, rejects a bad one with a 400 ApiError', async () => {
    const admin = await signedIn('admin@example.com');
    await expect(
      admin.workQueues.validate({ orderIndex: 0, query: inFlow, type: 'DOMAINS' }),
    ).resolves.toEqual({ orderIndex: 0, valid: true, kind: 'filter' });
    await expect(
      admin.workQueues.validate({ orderIndex: 4, query: newBySql, type: 'DOMAINS' }),
    ).resolves.toEqual({ orderIndex: 4, valid: true, kind: 'sql' });

    const writes = admin.workQueues.validate({
      orderIndex: 1,
      query: 'DELETE FROM users',
      type: 'DOMAINS',
    });
    await expect(writes).rejects.toBeInstanceOf(ApiError);
    await expect(writes).rejects.toMatchObject({
      status: 400,
      errorDefinition: 'VALIDATION_ERROR',
    });

    const badFilter = filterToText(
      filterGroup('AND', [filterCondition('ID', 'GREATER', ['not a number'])]),
    );
    const problem = workQueueQueryError(badFilter, 'DOMAINS');
    expect(problem).toBeDefined();
    await expect(
      admin.workQueues.validate({ orderIndex: 2, query: badFilter, type: 'DOMAINS' }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining(problem!) });
  });

  it('count: the rows a query selects, the same for a filter and its SQL', async () => {
    const admin = await signedIn('admin@example.com');
    const count = async (query: string) =>
      (await admin.workQueues.count({ orderIndex: 3, query, type: 'DOMAINS' })).count;
    const all = await count(everything);
    expect(all).toBeGreaterThan(0);
    const inside = await count(inFlow);
    const outside = await count(notInFlow);
    // IN and NOT IN of one list split the domains in two (docs/work-queues.md).
    expect(inside + outside).toBe(all);
    expect(await count(newByFilter)).toBe(await count(newBySql));
    await expect(
      admin.workQueues.count({ orderIndex: 3, query: newBySql, type: 'DOMAINS' }),
    ).resolves.toMatchObject({ orderIndex: 3 });
    await expect(count('SELECT id FROM users')).rejects.toMatchObject({ status: 400 });
  });

  it("list and save: the user's whole list is replaced, entries with an id kept", async () => {
    const admin = await signedIn('admin@example.com');
    const user = await newUser(admin, 'Queue Owner');
    await expect(admin.workQueues.list(user.id)).resolves.toEqual([]);

    const first: WorkQueueEntryInput[] = [
      { orderIndex: 0, type: 'DOMAINS', query: inFlow, description: 'new first', active: true },
      { orderIndex: 1, type: 'DOMAINS', query: newBySql, description: null, active: false },
    ];
    const saved = await admin.workQueues.save(user.id, first);
    expect(saved).toHaveLength(2);
    expect(saved).toMatchObject([
      { userId: user.id, orderIndex: 0, type: 'DOMAINS', query: inFlow, active: true },
      { userId: user.id, orderIndex: 1, type: 'DOMAINS', query: newBySql, active: false },
    ]);
    const counted = await admin.workQueues.count({ orderIndex: 0, query: inFlow, type: 'DOMAINS' });
    expect(saved[0]!.workFilterDto.workFilterResultCount).toBe(counted.count);
    await expect(admin.workQueues.list(user.id)).resolves.toEqual(saved);

    // The whole list again: the first kept (by id) and changed, the second left out, one added.
    const second = await admin.workQueues.save(user.id, [
      { id: saved[0]!.id, orderIndex: 1, type: 'DOMAINS', query: inFlow, active: false },
      { orderIndex: 0, type: 'IMAGES', query: everything, description: 'all', active: true },
    ]);
    expect(second.map((entry) => [entry.type, entry.orderIndex, entry.active])).toEqual([
      ['IMAGES', 0, true],
      ['DOMAINS', 1, false],
    ]);
    expect(second[1]!.id).toBe(saved[0]!.id);
    expect(second.map((entry) => entry.id)).not.toContain(saved[1]!.id);
    await expect(admin.workQueues.list(user.id)).resolves.toEqual(second);

    await expect(admin.workQueues.save(user.id, [])).resolves.toEqual([]);
    await expect(admin.workQueues.list(user.id)).resolves.toEqual([]);
  });

  it('save refuses a fourth active queue of a type and a bad query, and changes nothing', async () => {
    const admin = await signedIn('admin@example.com');
    const user = await newUser(admin, 'Busy Owner');
    const kept = await admin.workQueues.save(user.id, [
      { orderIndex: 0, type: 'DOMAINS', query: inFlow, active: true },
    ]);
    const four = [0, 1, 2, 3].map((orderIndex): WorkQueueEntryInput => ({
      orderIndex,
      type: 'DOMAINS',
      query: everything,
      active: true,
    }));
    await expect(admin.workQueues.save(user.id, four)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(workQueueActiveLimitMessage('DOMAINS')),
    });
    await expect(
      admin.workQueues.save(user.id, [
        {
          orderIndex: 0,
          type: 'DOMAINS',
          query: 'UPDATE domains SET blacklisted = true',
          active: true,
        },
      ]),
    ).rejects.toMatchObject({ status: 400, errorDefinition: 'VALIDATION_ERROR' });
    await expect(admin.workQueues.list(user.id)).resolves.toEqual(kept);
  });

  it('every call is refused to a user who is not an admin', async () => {
    const admin = await signedIn('admin@example.com');
    const user = await newUser(admin, 'Guarded Owner');
    const operator = await signedIn('operator@example.com');
    const body = { orderIndex: 0, query: everything, type: 'DOMAINS' as const };
    for (const call of [
      () => operator.workQueues.list(user.id),
      () => operator.workQueues.save(user.id, []),
      () => operator.workQueues.validate(body),
      () => operator.workQueues.count(body),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 403, errorDefinition: 'ACCESS_DENIED' });
    }
    await expect(admin.workQueues.list(999_999)).rejects.toMatchObject({ status: 404 });
  });
});
