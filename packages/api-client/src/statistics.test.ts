import { statisticRangeError, type UserStatistic } from '@sightings/domain-model';
import { createTestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { ApiError } from './errors';

// User statistics against the real reference server with a small demo data set; no mocks.
const server = await createTestApp({ demoData: { domainCount: 10, imageCount: 60 } });
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

/** `YYYY-MM-DD` of the UTC day `offset` days from now. */
const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Yesterday to tomorrow: the decisions below fall inside even when the test runs at midnight.
const start = utcDay(-1);
const end = utcDay(1);

const sumDays = (result: UserStatistic) =>
  result.days.reduce<Record<string, number>>((sum, day) => {
    for (const [status, n] of Object.entries(day.decisions)) sum[status] = (sum[status] ?? 0) + n;
    return sum;
  }, {});

describe('statistics', () => {
  it("mine: the caller's own decisions, per day and in total", async () => {
    const operator = await signedIn('operator@example.com');
    const before = await operator.statistics.mine(start, end);
    expect(before.totals.decisions).toEqual({});

    const leased = await operator.images.reservePending(5);
    expect(leased.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = leased as [(typeof leased)[0], (typeof leased)[0], (typeof leased)[0]];
    await operator.images.setStatuses([
      { id: a.id, status: 'IDENTICAL' },
      { id: b.id, status: 'NOT_IDENTICAL' },
      { id: c.id, status: 'NOT_IDENTICAL' },
    ]);

    const after = await operator.statistics.mine(start, end);
    expect(after).toMatchObject({ start, end });
    expect(after.days.map((day) => day.day)).toEqual([start, utcDay(0), end].sort());
    expect(after.totals.decisions).toEqual({ IDENTICAL: 1, NOT_IDENTICAL: 2 });
    expect(sumDays(after)).toEqual(after.totals.decisions);
    expect(after.totals.domainsClassified).toBe(0);
  });

  it('forUser: the admin reads any user; the same answer as their own', async () => {
    const admin = await signedIn('admin@example.com');
    const operatorRow = (await admin.users.list()).find(
      (user) => user.email === 'operator@example.com',
    )!;
    const operator = await signedIn('operator@example.com');
    const byAdmin = await admin.statistics.forUser(operatorRow.id, start, end);
    expect(byAdmin).toEqual(await operator.statistics.mine(start, end));
    expect(byAdmin).toMatchObject({ userId: operatorRow.id, userName: operatorRow.name });

    await expect(admin.statistics.forUser(999_999, start, end)).rejects.toMatchObject({
      status: 404,
      errorDefinition: 'NOT_FOUND',
    });
  });

  it('forUser is refused to a user who is not an admin, even for their own id', async () => {
    const admin = await signedIn('admin@example.com');
    const operatorId = (await admin.users.list()).find(
      (user) => user.email === 'operator@example.com',
    )!.id;
    const operator = await signedIn('operator@example.com');
    const refused = operator.statistics.forUser(operatorId, start, end);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, errorDefinition: 'ACCESS_DENIED' });
  });

  it.each([
    ['2025-02-30', '2025-03-01'],
    ['2026-03-10', '2026-03-09'],
    ['2025-01-01', '2026-12-31'],
    ['10/03/2026', '2026-03-10'],
  ])('rejects the range %s to %s with the server’s message', async (from, to) => {
    const operator = await signedIn('operator@example.com');
    await expect(operator.statistics.mine(from, to)).rejects.toMatchObject({
      status: 400,
      errorDefinition: 'VALIDATION_ERROR',
      message: statisticRangeError(from, to),
    });
  });
});
