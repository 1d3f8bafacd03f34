import { TEXTS } from '@sightings/domain-model';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_LOGIN_LIMITS } from '../auth/loginLimiter';
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
