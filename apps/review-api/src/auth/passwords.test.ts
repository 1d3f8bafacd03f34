import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_HASH_COST,
  TEST_PASSWORD_HASH_COST,
  verifyPassword,
} from './passwords';

describe('password hashes', () => {
  it('are argon2id at the library default cost in production', async () => {
    const hash = await hashPassword('correct horse', PASSWORD_HASH_COST);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct horsE')).toBe(false);
  });

  it('carry their own cost, so a test-cost hash verifies the same way', async () => {
    const hash = await hashPassword('correct horse', TEST_PASSWORD_HASH_COST);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });

  it('refuse a stored value that is not a hash without throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
