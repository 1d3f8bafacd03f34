import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('a checked token is accepted again until it expires, then answers expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T09:00:00Z'));
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256', 60);
    const token = await tokens.issue({ userId: 7, tokenVersion: 3 });
    const ok = { ok: true, claims: { userId: 7, tokenVersion: 3 } };
    expect(await tokens.check(token)).toEqual(ok);
    vi.setSystemTime(new Date('2026-11-28T09:00:59Z'));
    expect(await tokens.check(token)).toEqual(ok);
    vi.setSystemTime(new Date('2026-11-28T09:01:00Z'));
    expect(await tokens.check(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.check(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a token signed with another secret, or altered, is invalid, also after a valid one was checked', async () => {
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256', 60);
    const other = createTokenService('another-secret-of-enough-length-hs256', 60);
    const token = await tokens.issue({ userId: 7, tokenVersion: 3 });
    expect((await tokens.check(token)).ok).toBe(true);
    const foreign = await other.issue({ userId: 7, tokenVersion: 3 });
    expect(await tokens.check(foreign)).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: '1', ver: 3, exp: 4102444800 })).toString(
      'base64url',
    );
    expect(await tokens.check(`${header}.${claims}.${signature}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
