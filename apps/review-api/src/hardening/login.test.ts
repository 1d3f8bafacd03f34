import { TEXTS } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_LOGIN_LIMITS } from '../auth/loginLimiter';
import { queryRows } from '../db/database';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createTestApp } from '../testing/testApp';

// The server's own limits, not the small ones of the other test files.
const testApp = await createTestApp({ loginLimits: SERVER_LOGIN_LIMITS });
const { app } = testApp;
afterAll(() => testApp.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1', headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });

describe('sign-in limits', () => {
  it('limits a concurrent burst like a sequence: at most 10 answers, and the right guess among the rest is refused', async () => {
    const passwords = Array.from({ length: 61 }, (_, i) => `wrong-${i}`);
    passwords[30] = DEMO_PASSWORD;
    const answers = await Promise.all(
      passwords.map((password) => login('operator@example.com', password, '203.0.113.7')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses).not.toContain(200);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ error_definition: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let 10 failures from 10 addresses lock the real user out', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const answer = await login('reviewer@example.com', 'a-wrong-guess', `198.51.100.${i}`);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(TEXTS.login.badCredentials);
    }
    expect((await login('reviewer@example.com', DEMO_PASSWORD, '192.0.2.50')).statusCode).toBe(200);
    expect((await login('reviewer@example.com', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(
      200,
    );
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    // Without a trusted proxy, an attacker cannot spread guesses over made-up addresses.
    const forged = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login('importer@example.com', 'nope', '203.0.113.99', {
          'x-forwarded-for': `10.9.9.${i}`,
        }),
      ),
    );
    expect(forged.map((answer) => answer.statusCode).filter((s) => s === 429)).toHaveLength(2);

    const proxied = await createTestApp({
      loginLimits: SERVER_LOGIN_LIMITS,
      trustProxy: ['127.0.0.1'],
    });
    try {
      const viaProxy = (password: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'importer@example.com', password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 10; i += 1)
        expect((await viaProxy('nope', '10.1.1.1')).statusCode).toBe(401);
      expect((await viaProxy('nope', '10.1.1.1')).statusCode).toBe(429);
      // Another client behind the same proxy is another address.
      expect((await viaProxy(DEMO_PASSWORD, '10.2.2.2')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
    // 22 argon2 checks and a second server with its seeded accounts: slow on a loaded machine.
  }, 60_000);
});

describe("an administrator sees and clears a user's sign-in lock", () => {
  it('100 guesses from 12 addresses keep the owner out of a new machine until an administrator clears the lock', async () => {
    const owner = 'nobody@example.com';
    const addresses = Array.from({ length: 12 }, (_, i) => `203.0.113.${100 + i}`);
    for (let guess = 0; guess < 100; guess += 1) {
      const answer = await login(owner, `guess-${guess}`, addresses[guess % addresses.length]);
      expect(answer.statusCode).toBe(401);
    }
    // The finding: the owner's right password from a machine new to the account is refused.
    const newMachine = '192.0.2.200';
    const refused = await login(owner, DEMO_PASSWORD, newMachine);
    expect(refused.statusCode).toBe(429);

    const admin = await testApp.login('admin@example.com', DEMO_PASSWORD);
    const asAdmin = (method: 'GET' | 'DELETE', url: string, token = admin) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    const ownerId = (await asAdmin('GET', '/api/assessment_user'))
      .json<{ id: number; email: string }[]>()
      .find((user) => user.email === owner)!.id;

    const locks = await asAdmin('GET', '/api/assessment_user/sign_in_lock');
    expect(locks.statusCode).toBe(200);
    const lock = locks
      .json<{ userId: number; lockedUntil: string }[]>()
      .find((entry) => entry.userId === ownerId);
    expect(lock).toEqual({
      userId: ownerId,
      locked: true,
      lockedUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      failures: 100,
    });
    // Free again 15 minutes after the first guess at the latest.
    const until = Date.parse(lock!.lockedUntil) - Date.now();
    expect(until).toBeGreaterThan(14 * 60_000);
    expect(until).toBeLessThanOrEqual(15 * 60_000);
    // Only an administrator sees or clears it.
    const operator = await testApp.login('operator@example.com', DEMO_PASSWORD);
    expect((await asAdmin('GET', '/api/assessment_user/sign_in_lock', operator)).statusCode).toBe(
      403,
    );
    expect(
      (await asAdmin('DELETE', `/api/assessment_user/${ownerId}/sign_in_lock`, operator))
        .statusCode,
    ).toBe(403);
    expect((await login(owner, DEMO_PASSWORD, newMachine)).statusCode).toBe(429);

    const cleared = await asAdmin('DELETE', `/api/assessment_user/${ownerId}/sign_in_lock`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({
      userId: ownerId,
      locked: false,
      lockedUntil: null,
      failures: 0,
    });
    const after = await asAdmin('GET', '/api/assessment_user/sign_in_lock');
    expect(after.json().map((entry: { userId: number }) => entry.userId)).not.toContain(ownerId);
    // Audited: who cleared what.
    const audit = await queryRows<{
      field: string;
      before: string;
      after: string;
      user_id: number;
    }>(
      testApp.database.db,
      sql`SELECT field, before, after, user_id FROM audit_log
        WHERE entity_type = 'USER' AND entity_id = ${ownerId}`,
    );
    expect(audit).toEqual([
      {
        field: 'signInLock',
        before: `100 failed sign-ins, locked until ${lock!.lockedUntil}`,
        after: 'cleared',
        user_id: expect.anything(),
      },
    ]);
    expect(Number(audit[0]!.user_id)).toBe(
      (await asAdmin('GET', '/api/auth/me')).json<{ id: number }>().id,
    );

    // The owner signs in from the new machine at once.
    expect((await login(owner, DEMO_PASSWORD, newMachine)).statusCode).toBe(200);
    // Clearing again finds nothing and writes nothing; an unknown user is a 404.
    expect(
      (await asAdmin('DELETE', `/api/assessment_user/${ownerId}/sign_in_lock`)).json(),
    ).toEqual({ userId: ownerId, locked: false, lockedUntil: null, failures: 0 });
    expect(
      await queryRows(
        testApp.database.db,
        sql`SELECT 1 FROM audit_log WHERE entity_type = 'USER' AND entity_id = ${ownerId}`,
      ),
    ).toHaveLength(1);
    const unknown = await asAdmin('DELETE', '/api/assessment_user/999999/sign_in_lock');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_definition: 'NOT_FOUND' });
  }, 120_000);
});
