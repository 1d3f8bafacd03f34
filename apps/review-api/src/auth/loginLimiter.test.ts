import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Db } from '../db/database';
import { createEmptyTestDatabase, createTestApp } from '../testing/testApp';
import {
  createLoginLimiter,
  SERVER_LOGIN_LIMITS,
  type LoginDecision,
  type LoginLimiterOptions,
} from './loginLimiter';

/*
 * The limiter against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Where time
 * must pass, the test moves the attempts' times back (`age`, `setAt`) instead of waiting: the
 * limiter reads the database's clock.
 */
const testApp = await createTestApp();
const { db } = testApp.database;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await testApp.close();
});

beforeEach(async () => {
  await db.execute(sql`DELETE FROM sign_in_attempts`);
  await db.execute(sql`DELETE FROM sign_in_known_addresses`);
});

/** Window 60 s; pair 3, address 5, account 8; an address is known for an hour. */
const SMALL: LoginLimiterOptions = {
  windowMs: 60_000,
  maxPerPair: 3,
  maxPerAddress: 5,
  maxPerAccount: 8,
  knownForMs: 3_600_000,
};
const limiter = (on: Db = db, options = SMALL) => createLoginLimiter(on, options);

const allowed = (decision: LoginDecision) => decision.allowed;
const wait = (decision: LoginDecision) => (decision.allowed ? 0 : decision.retryAfter);
const succeed = async (decision: LoginDecision) => {
  if (!decision.allowed) throw new Error('refused');
  await decision.attempt.succeed();
};

/** As if `ms` had passed: every attempt and known address moves that far into the past. */
async function age(ms: number) {
  await db.execute(
    sql`UPDATE sign_in_attempts SET at = at - ${ms}::float8 * interval '1 millisecond'`,
  );
  await db.execute(
    sql`UPDATE sign_in_known_addresses
      SET last_at = last_at - ${ms}::float8 * interval '1 millisecond'`,
  );
}

/** The database's time now, in whole ms since the epoch. */
async function dbNow(): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(
    db,
    sql`SELECT floor(extract(epoch FROM now()) * 1000)::float8 AS ms`,
  );
  return Number(row!.ms);
}

/** Stamps the attempts of `address` at `ms` (ms since the epoch), so times can be asserted. */
async function setAt(address: string, ms: number) {
  await db.execute(
    sql`UPDATE sign_in_attempts SET at = to_timestamp(${ms}::float8 / 1000)
      WHERE address = ${address}`,
  );
}

interface AttemptRow {
  account: string;
  address: string;
  pair: boolean;
  account_counter: boolean;
}

/** The attempts counted, oldest first, with the counters they still count in. */
async function attemptRows() {
  return queryRows<AttemptRow>(
    db,
    sql`SELECT account, address, counts_pair AS pair, counts_account AS account_counter
      FROM sign_in_attempts ORDER BY id`,
  );
}

describe('login limiter', () => {
  it('counts an attempt before its answer: a concurrent burst is limited like a sequence', async () => {
    const instance = limiter();
    // Six attempts in flight at once, none answered yet: three are let through.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => instance.begin('ann@example.com', '1.1.1.1')),
    );
    expect(burst.filter(allowed)).toHaveLength(3);
    // A refused attempt is not counted: only the three let through are rows.
    expect(await attemptRows()).toHaveLength(3);
  });

  it('blocks a pair after its failures until the oldest leaves the window', async () => {
    const instance = limiter();
    for (let i = 0; i < 3; i += 1) {
      expect(allowed(await instance.begin('Ann@example.com', '1.1.1.1'))).toBe(true);
      await age(1_000);
    }
    // The oldest attempt is 3 s old: it leaves the 60 s window in 57 s.
    expect(wait(await instance.begin('ann@example.com', '1.1.1.1'))).toBe(57);
    // Another machine may still try this account, and this machine another account.
    expect(allowed(await instance.begin('ann@example.com', '2.2.2.2'))).toBe(true);
    expect(allowed(await instance.begin('bob@example.com', '1.1.1.1'))).toBe(true);
    await age(57_000);
    expect(allowed(await instance.begin('ann@example.com', '1.1.1.1'))).toBe(true);
  });

  it('blocks an address trying many accounts', async () => {
    const instance = limiter();
    for (let i = 0; i < 5; i += 1) {
      expect(allowed(await instance.begin(`user${i}@example.com`, '9.9.9.9'))).toBe(true);
    }
    expect(wait(await instance.begin('new@example.com', '9.9.9.9'))).toBeGreaterThan(0);
    expect(allowed(await instance.begin('new@example.com', '8.8.8.8'))).toBe(true);
  });

  it('does not let failures from several machines lock the account owner out', async () => {
    const instance = limiter();
    await succeed(await instance.begin('ann@example.com', '7.7.7.7'));
    // Failures from 3 machines, each up to its pair limit: 9, over the account limit of 8.
    for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      for (let i = 0; i < 3; i += 1) await instance.begin('ann@example.com', address);
    }
    expect((await instance.lockOf('ann@example.com')).failures).toBe(8);
    // A new machine is refused by the account limit (a distributed guess)...
    expect(allowed(await instance.begin('ann@example.com', '4.4.4.4'))).toBe(false);
    // ...but the owner's machine, which signed in before, still gets in.
    expect(allowed(await instance.begin('ann@example.com', '7.7.7.7'))).toBe(true);
  });

  it('takes a successful attempt out of the address and account counters and clears the pair', async () => {
    const instance = limiter();
    await instance.begin('ann@example.com', '1.1.1.1');
    await instance.begin('ann@example.com', '1.1.1.1');
    await succeed(await instance.begin('ann@example.com', '1.1.1.1'));
    // Its own row is gone; the pair's failures stay in the other counters.
    expect(await attemptRows()).toEqual([
      { account: 'ann@example.com', address: '1.1.1.1', pair: false, account_counter: true },
      { account: 'ann@example.com', address: '1.1.1.1', pair: false, account_counter: true },
    ]);
    expect(await instance.lockOf('ann@example.com')).toEqual({
      failures: 2,
      locked: false,
      lockedUntil: null,
    });
    // The pair starts afresh: three more attempts.
    for (let i = 0; i < 3; i += 1) {
      expect(allowed(await instance.begin('ann@example.com', '1.1.1.1'))).toBe(true);
    }
    expect(allowed(await instance.begin('ann@example.com', '1.1.1.1'))).toBe(false);
    // The address holds 2 + 3 failures (the success is not one): at its limit of 5.
    expect(allowed(await instance.begin('bob@example.com', '1.1.1.1'))).toBe(false);
  });

  it('does not count a success against the address', async () => {
    const instance = limiter();
    await instance.begin('ann@example.com', '1.1.1.1');
    await succeed(await instance.begin('ann@example.com', '1.1.1.1'));
    // One failure so far: four more attempts from the address, then its limit.
    for (let i = 0; i < 4; i += 1) {
      expect(allowed(await instance.begin(`user${i}@example.com`, '1.1.1.1'))).toBe(true);
    }
    expect(allowed(await instance.begin('carl@example.com', '1.1.1.1'))).toBe(false);
  });

  it('treats the email case-insensitively and trimmed', async () => {
    const instance = limiter();
    for (const email of ['Ann@Example.com', ' ann@example.com', 'ANN@EXAMPLE.COM ']) {
      expect(allowed(await instance.begin(email, '1.1.1.1'))).toBe(true);
    }
    expect(allowed(await instance.begin('ann@example.com', '1.1.1.1'))).toBe(false);
    expect(new Set((await attemptRows()).map((row) => row.account))).toEqual(
      new Set(['ann@example.com']),
    );
  });

  it('forgets a known address after its time', async () => {
    const instance = limiter();
    await succeed(await instance.begin('ann@example.com', '7.7.7.7'));
    await age(3_600_001);
    for (let address = 1; address <= 3; address += 1) {
      for (let i = 0; i < 3; i += 1) await instance.begin('ann@example.com', `${address}.0.0.1`);
    }
    expect(allowed(await instance.begin('ann@example.com', '7.7.7.7'))).toBe(false);
  });

  it('keeps the newest 20 known addresses of an account', async () => {
    const instance = limiter();
    for (let i = 1; i <= 21; i += 1) {
      await succeed(await instance.begin('ann@example.com', `10.0.0.${i}`));
      // One second apart, so which is the oldest is not left to the clock's resolution.
      await age(1_000);
    }
    const known = await queryRows<{ address: string }>(
      db,
      sql`SELECT address FROM sign_in_known_addresses WHERE account = 'ann@example.com'`,
    );
    expect(known.map((row) => row.address).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `10.0.0.${i + 2}`).sort(),
    );
    // Fill the account counter from strangers: the forgotten first address meets it too.
    for (let i = 0; i < 8; i += 1) await instance.begin('ann@example.com', `192.0.2.${i}`);
    expect(allowed(await instance.begin('ann@example.com', '10.0.0.1'))).toBe(false);
    expect(allowed(await instance.begin('ann@example.com', '10.0.0.2'))).toBe(true);
  });

  it('deletes attempts that left the window and addresses no longer known, as sign-ins come', async () => {
    const earlier = limiter();
    await succeed(await earlier.begin('ann@example.com', '7.7.7.7'));
    await earlier.begin('bob@example.com', '1.1.1.1');
    await earlier.begin('carl@example.com', '2.2.2.2');
    await age(3_600_001);
    await earlier.begin('dora@example.com', '3.3.3.3');
    // A server's limiter prunes at its first attempt (and every 50th after).
    await limiter().begin('eve@example.com', '4.4.4.4');
    expect((await attemptRows()).map((row) => row.account).sort()).toEqual([
      'dora@example.com',
      'eve@example.com',
    ]);
    expect(await queryRows(db, sql`SELECT 1 FROM sign_in_known_addresses`)).toEqual([]);
  });

  describe("an account's lock, as an administrator sees and clears it", () => {
    it('reports no failures and no lock for an account nobody tried', async () => {
      expect(await limiter().lockOf('ann@example.com')).toEqual({
        failures: 0,
        locked: false,
        lockedUntil: null,
      });
      expect(await limiter().lockStates()).toEqual(new Map());
    });

    it('counts failures from every address; a full pair locks until its oldest attempt leaves', async () => {
      const instance = limiter();
      const now = await dbNow();
      await instance.begin('ann@example.com', '1.1.1.1');
      await setAt('1.1.1.1', now - 5_000);
      expect(await instance.lockOf('ANN@example.com ')).toEqual({
        failures: 1,
        locked: false,
        lockedUntil: null,
      });
      await instance.begin('ann@example.com', '1.1.1.1');
      await instance.begin('ann@example.com', '1.1.1.1');
      await instance.begin('ann@example.com', '2.2.2.2');
      expect(await instance.lockOf('ann@example.com')).toEqual({
        failures: 4,
        locked: true,
        lockedUntil: now - 5_000 + 60_000,
      });
      // A success from another machine is not a failure and leaves the locked pair as it is.
      await succeed(await instance.begin('ann@example.com', '3.3.3.3'));
      expect(await instance.lockOf('ann@example.com')).toMatchObject({ failures: 4, locked: true });
      // Every account with something counted, in one answer.
      await instance.begin('bob@example.com', '2.2.2.2');
      expect(await instance.lockStates()).toEqual(
        new Map([
          ['ann@example.com', { failures: 4, locked: true, lockedUntil: now + 55_000 }],
          ['bob@example.com', { failures: 1, locked: false, lockedUntil: null }],
        ]),
      );
      // 56 s later the first attempt has left the window, and with it the pair's lock.
      await age(56_000);
      expect(await instance.lockOf('ann@example.com')).toEqual({
        failures: 3,
        locked: false,
        lockedUntil: null,
      });
    });

    it('reports the account limit (many machines) with when it ends, and clears it so a new machine signs in', async () => {
      const instance = limiter();
      const now = await dbNow();
      for (let i = 1; i <= 8; i += 1) {
        expect(allowed(await instance.begin('ann@example.com', `10.0.0.${i}`))).toBe(true);
        await setAt(`10.0.0.${i}`, now - 10_000 + i * 1_000);
      }
      // The account counter frees when its oldest attempt (9 s old) leaves: in 51 s.
      const refused = await instance.begin('ann@example.com', '192.0.2.1');
      expect(wait(refused)).toBe(51);
      expect(await instance.lockOf('ann@example.com')).toEqual({
        failures: 8,
        locked: true,
        lockedUntil: now - 9_000 + 60_000,
      });
      // Another account is untouched by the clear.
      await instance.begin('bob@example.com', '10.0.0.1');
      expect(await instance.clear('ann@example.com')).toEqual({
        failures: 8,
        locked: true,
        lockedUntil: now + 51_000,
      });
      expect(await instance.lockOf('ann@example.com')).toEqual({
        failures: 0,
        locked: false,
        lockedUntil: null,
      });
      expect((await instance.lockOf('bob@example.com')).failures).toBe(1);
      expect(allowed(await instance.begin('ann@example.com', '192.0.2.1'))).toBe(true);
    });

    it("clears every address's pair lock for the account, not the addresses' own counters", async () => {
      const instance = limiter();
      for (let i = 0; i < 3; i += 1) await instance.begin('ann@example.com', '1.1.1.1');
      await instance.begin('bob@example.com', '1.1.1.1');
      await instance.begin('carl@example.com', '1.1.1.1');
      // 1.1.1.1 is at its address limit (5) and at its pair limit for ann.
      expect((await instance.lockOf('ann@example.com')).locked).toBe(true);
      await instance.clear('ann@example.com');
      expect((await instance.lockOf('ann@example.com')).locked).toBe(false);
      expect(allowed(await instance.begin('ann@example.com', '2.2.2.2'))).toBe(true);
      // The address's own limit over all accounts still holds.
      expect(allowed(await instance.begin('ann@example.com', '1.1.1.1'))).toBe(false);
      expect(allowed(await instance.begin('dan@example.com', '1.1.1.1'))).toBe(false);
    });
  });

  describe('several servers on one database', () => {
    /**
     * Two servers' databases: on PostgreSQL two connection pools on one new database, as two
     * server processes have; on PGlite, which one process holds, the test database twice.
     */
    async function twoServers(): Promise<[Db, Db]> {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) return [db, db];
      const { url, drop } = await createEmptyTestDatabase(serverUrl);
      cleanups.push(drop);
      const first = await openDatabase({ databaseUrl: url });
      cleanups.push(() => first.close());
      const second = await openDatabase({ databaseUrl: url });
      cleanups.push(() => second.close());
      return [first.db, second.db];
    }

    it('share the counters: a concurrent burst over both is limited like one sequence, a clear on one frees the account on the other, a success on one makes the address known on the other', async () => {
      const [firstDb, secondDb] = await twoServers();
      const servers = [
        createLoginLimiter(firstDb, SERVER_LOGIN_LIMITS),
        createLoginLimiter(secondDb, SERVER_LOGIN_LIMITS),
      ];
      // 60 wrong guesses at once, spread over both servers: 10, the pair limit, get through.
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          servers[i % 2]!.begin('ann@example.com', '203.0.113.7'),
        ),
      );
      expect(burst.filter(allowed)).toHaveLength(10);
      expect(Math.min(...burst.filter((d) => !d.allowed).map(wait))).toBeGreaterThan(0);
      const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
      expect(await second.lockOf('ann@example.com')).toMatchObject({
        failures: 10,
        locked: true,
      });

      // An administrator clears the lock through one server: the other lets the owner in.
      expect((await first.clear('ann@example.com')).failures).toBe(10);
      expect(await second.lockOf('ann@example.com')).toEqual({
        failures: 0,
        locked: false,
        lockedUntil: null,
      });
      const owner = await second.begin('ann@example.com', '203.0.113.7');
      expect(allowed(owner)).toBe(true);
      await succeed(owner);

      // That success on the second server makes the address known on the first: the account
      // limit, reached from 100 other addresses, does not apply to it.
      for (let i = 0; i < 100; i += 1) {
        expect(allowed(await servers[i % 2]!.begin('ann@example.com', `198.51.100.${i}`))).toBe(
          true,
        );
      }
      expect(allowed(await first.begin('ann@example.com', '192.0.2.1'))).toBe(false);
      expect(allowed(await first.begin('ann@example.com', '203.0.113.7'))).toBe(true);
    });
  });
});
