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

/**
 * Signed access tokens (HS256 JWT). Each carries the user's token version: raising the version
 * (password change, disabling, sign-out) ends every token issued before.
 */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isInteger(userId) || typeof tokenVersion !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { userId, tokenVersion } };
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
