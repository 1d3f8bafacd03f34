import { errors, jwtVerify, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** How many checked tokens `check` remembers (about one per signed-in user). */
const CHECKED_TOKENS_MAX = 1_000;

/**
 * Signed access tokens (HS256 JWT). Each carries the user's token version: raising the version
 * (password change, disabling, sign-out) ends every token issued before.
 *
 * Every request's token is checked (app.ts): a token whose signature was verified once is
 * remembered with its claims and expiry, so its next requests skip the HMAC (an async job on
 * libuv's thread pool, where it waits behind picture resizing and password hashing). Only a
 * verified token is remembered; its expiry is still checked on every request, and whether it
 * still holds (the user active, the same token version) is the request's own check of the
 * user row, never remembered.
 */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  const checked = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    ttlSeconds,
    async issue({ userId, tokenVersion }: TokenClaims): Promise<string> {
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async check(token: string): Promise<TokenCheck> {
      const known = checked.get(token);
      if (known) {
        // jose's rule: expired once `exp` is not after now (in whole seconds).
        if (known.expiresAt > Math.floor(Date.now() / 1000))
          return { ok: true, claims: known.claims };
        checked.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isInteger(userId) || typeof tokenVersion !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        const claims = { userId, tokenVersion };
        if (typeof payload.exp === 'number') {
          if (checked.size >= CHECKED_TOKENS_MAX) checked.clear();
          checked.set(token, { claims, expiresAt: payload.exp });
        }
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * The signing secret: JWT_SECRET when set; otherwise one generated once and kept in the data
 * folder (so tokens survive a restart), or a fresh one per process for an in-memory database.
 */
export function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string | undefined,
): string {
  if (configured) return configured;
  if (!dataDir || dataDir === 'memory://') return randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
