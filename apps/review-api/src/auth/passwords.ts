import argon2 from 'argon2';

/** The cost of an argon2id hash: memory in KiB, passes, lanes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The production cost: the library's defaults (64 MiB, 3 passes, 4 lanes), about 0.1 s a hash. */
export const PASSWORD_HASH_COST: PasswordHashCost = Object.freeze({
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
});

/**
 * A cost for test servers only (1 MiB, 1 pass, 1 lane: well under a millisecond). The test
 * configurations choose it (the node tests' setup file, the e2e servers' `PASSWORD_HASHING=test`);
 * the server refuses it unless it listens on loopback (config.ts). A hash carries its own
 * parameters, so verifying always costs what hashing did.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = Object.freeze({
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
});

let cost: PasswordHashCost = PASSWORD_HASH_COST;

/** Sets the cost of the hashes made from now on in this process (tests and `main.ts` only). */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
  decoy = undefined;
}

/** Passwords are hashed with argon2id, at the production cost unless a test server lowered it. */
export function hashPassword(password: string, hashCost: PasswordHashCost = cost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...hashCost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing tells nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-unknown-accounts');
  return decoy;
}
