import { sql } from 'drizzle-orm';
import { queryRows, withoutWriteNotices, type Db } from '../db/database';

/**
 * Sign-in attempts, limited so that guessing passwords is slow and a stranger still cannot lock
 * a real user out. Every attempt is counted *before* its password is checked (an attempt in
 * flight counts as a failure until it succeeds), so a burst of concurrent guesses is limited
 * exactly like the same guesses one after another.
 *
 * Three counters over a sliding window (15 minutes on the server):
 * - per account and address pair (`maxPerPair`, 10): one machine guessing one account's password.
 *   This is the limit an attacker meets first; it locks only that machine out of that account.
 * - per address (`maxPerAddress`, 30): one machine trying many accounts (password spraying).
 * - per account (`maxPerAccount`, 100): many machines guessing one account. It is set well above
 *   the pair limit, so failures from a handful of addresses never lock the account; and it does
 *   not apply to an address that has signed in to this account before (`knownForMs`, 30 days;
 *   the newest 20 addresses of an account), so even a large distributed attack cannot keep the
 *   account's owner out from their usual machine.
 * A success takes its own attempt out of every counter, clears the pair's failures and marks the
 * address as known for the account.
 *
 * The address is the client's as Fastify sees it: the socket's, or, behind a configured trusted
 * proxy (`TRUST_PROXY`), the one the proxy reports. The account is the email typed, trimmed and
 * in lower case.
 *
 * Kept in the database, shared by every server on it (issue 31, docs/security.md): with several
 * servers behind a balancer an attacker gets no more guesses than with one, an administrator
 * sees and clears the locks of all of them, and a restart forgets nothing. Each attempt is a row
 * of `sign_in_attempts`, stamped with the database's clock (never this process's, so servers
 * agree): the address counter is every row of the address in the window, the pair counter the
 * rows of the account and address still `counts_pair`, the account counter the rows of the
 * account still `counts_account`. A success deletes its row and turns `counts_pair` off for the
 * pair's other rows; an administrator's clear turns both flags off for the account's rows, so
 * the address counter keeps them. `sign_in_known_addresses` holds the known addresses.
 *
 * Counting before checking must hold across servers, where the same account's attempts arrive on
 * different connections at once: `begin` counts and inserts in one transaction that first takes
 * the account's advisory lock, then the address's (always in that order, so two attempts never
 * wait for each other crosswise), and a success or a clear takes the account's. Attempts on other
 * accounts and addresses do not wait. On PGlite, one connection, transactions take turns anyway.
 */
export interface LoginLimiterOptions {
  windowMs: number;
  /** Failures of one account from one address. */
  maxPerPair: number;
  /** Failures from one address over all accounts. */
  maxPerAddress: number;
  /** Failures of one account over all addresses that have not signed in to it before. */
  maxPerAccount: number;
  /** How long a successful sign-in makes its address known for the account. */
  knownForMs?: number;
}

/** The server's limits (see the comment above). */
export const SERVER_LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  maxPerPair: 10,
  maxPerAddress: 30,
  maxPerAccount: 100,
} satisfies LoginLimiterOptions;

/** An attempt let through: say how it ended. */
export interface LoginAttempt {
  /**
   * The password was right: the attempt is not a failure, the pair starts afresh. (A wrong one
   * needs no call: the attempt already counts as a failure.)
   */
  succeed(): Promise<void>;
}

/** One account's state in the limiter (what an administrator sees; docs/security.md). */
export interface AccountLockState {
  /** Attempts counted against the account in the window, from all addresses (failures). */
  failures: number;
  /**
   * Some sign-ins are refused now: the account limit is reached (addresses that have not signed
   * in to it before are refused), or an address is at its own limit for this account.
   */
  locked: boolean;
  /**
   * When the last of these refusals ends by itself (ms since the epoch, by the database's
   * clock), else null.
   */
  lockedUntil: number | null;
}

export type LoginDecision =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfter: number };

/** The limiter's name for the account an email signs in to. */
export const signInAccount = (email: string) => email.trim().toLowerCase();

const MAX_KNOWN_ADDRESSES = 20;
/**
 * Attackers choose the keys, so rows that left the window are deleted as sign-ins come: on the
 * first `begin` of a limiter and every `PRUNE_EVERY`th after, at most `PRUNE_ROWS` of each
 * table. A `begin` adds at most one row, so the pruning keeps up with any rate of attempts.
 */
const PRUNE_EVERY = 50;
const PRUNE_ROWS = 1_000;

const NO_LOCK: AccountLockState = { failures: 0, locked: false, lockedUntil: null };

/** The advisory lock keys of an account and of an address (transaction level). */
const lockAccount = (account: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtextextended('sign-in account ' || ${account}::text, 0))`;
const lockAddress = (address: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtextextended('sign-in address ' || ${address}::text, 0))`;

/**
 * The limiter on the database `db`. Every server on one database shares its counters (see the
 * comment above); the options should be the same on all of them.
 *
 * Its statements run without write notices (`withoutWriteNotices`): its tables are not copied to
 * ClickHouse, and a guessing attacker's attempts would otherwise wake the usage sync again and
 * again for nothing.
 */
export function createLoginLimiter(
  db: Db,
  {
    windowMs,
    maxPerPair,
    maxPerAddress,
    maxPerAccount,
    knownForMs = 30 * 24 * 3600_000,
  }: LoginLimiterOptions,
) {
  const window = sql`(${windowMs}::float8 * interval '1 millisecond')`;
  const knownFor = sql`(${knownForMs}::float8 * interval '1 millisecond')`;
  let begun = 0;

  /**
   * The lock state of one account, or with `account` null of every account with attempts
   * counted, in one statement. A counter is full when it holds its limit; it frees again when
   * its `max`-th newest attempt leaves the window, so that attempt's time plus the window is
   * when its refusals end.
   */
  async function lockStates(on: Db, account: string | null) {
    const rows = await queryRows<{
      account: string;
      failures: number;
      locked_until: number | null;
    }>(
      on,
      sql`WITH recent AS (
          SELECT account, address, at, counts_pair, counts_account FROM sign_in_attempts
          WHERE at > now() - ${window} AND (counts_pair OR counts_account)
            AND (${account}::text IS NULL OR account = ${account}::text)
        ),
        account_rows AS (
          SELECT account, at, row_number() OVER (PARTITION BY account ORDER BY at DESC) AS n
          FROM recent WHERE counts_account
        ),
        pair_rows AS (
          SELECT account, at,
            row_number() OVER (PARTITION BY account, address ORDER BY at DESC) AS n
          FROM recent WHERE counts_pair
        ),
        ends AS (
          SELECT account, max(at) + ${window} AS until FROM (
            SELECT account, at FROM account_rows WHERE n = ${maxPerAccount}
            UNION ALL SELECT account, at FROM pair_rows WHERE n = ${maxPerPair}
          ) full_counters GROUP BY account
        ),
        failures AS (SELECT account, count(*)::int AS failures FROM account_rows GROUP BY account)
        SELECT account, coalesce(failures.failures, 0) AS failures,
          ceil(extract(epoch FROM ends.until) * 1000)::float8 AS locked_until
        FROM failures FULL JOIN ends USING (account)`,
    );
    return new Map(
      rows.map((row): [string, AccountLockState] => [
        row.account,
        {
          failures: Number(row.failures),
          locked: row.locked_until !== null,
          lockedUntil: row.locked_until === null ? null : Number(row.locked_until),
        },
      ]),
    );
  }

  const lockOf = (on: Db, account: string) =>
    lockStates(on, account).then((states) => states.get(account) ?? NO_LOCK);

  /** Deletes attempts that left the window and known addresses that are no longer known. */
  async function prune() {
    // SKIP LOCKED: rows a success or a clear is changing now are left for the next turn, and
    // the pruning never waits for, or deadlocks with, the sign-ins themselves.
    await db.execute(
      sql`DELETE FROM sign_in_attempts WHERE id IN (
          SELECT id FROM sign_in_attempts WHERE at <= now() - ${window}
          LIMIT ${PRUNE_ROWS} FOR UPDATE SKIP LOCKED)`,
    );
    await db.execute(
      sql`DELETE FROM sign_in_known_addresses WHERE (account, address) IN (
          SELECT account, address FROM sign_in_known_addresses WHERE last_at <= now() - ${knownFor}
          LIMIT ${PRUNE_ROWS} FOR UPDATE SKIP LOCKED)`,
    );
  }

  async function succeed(id: string, account: string, address: string) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(lockAccount(account));
      // Its own attempt leaves every counter; the pair's other attempts leave the pair counter.
      await tx.execute(sql`DELETE FROM sign_in_attempts WHERE id = ${id}::bigint`);
      await tx.execute(
        sql`UPDATE sign_in_attempts SET counts_pair = false
          WHERE account = ${account} AND address = ${address} AND counts_pair`,
      );
      await tx.execute(
        sql`INSERT INTO sign_in_known_addresses (account, address, last_at)
          VALUES (${account}, ${address}, now())
          ON CONFLICT (account, address) DO UPDATE SET last_at = excluded.last_at`,
      );
      // Keep the most recent few (an attacker who signs in from many addresses cannot grow the
      // table, and an address long unused is no reason to skip the account counter).
      await tx.execute(
        sql`DELETE FROM sign_in_known_addresses
          WHERE account = ${account} AND address NOT IN (
            SELECT address FROM sign_in_known_addresses WHERE account = ${account}
            ORDER BY last_at DESC, address LIMIT ${MAX_KNOWN_ADDRESSES})`,
      );
    });
  }

  return {
    /** The account's failures and locks now. */
    lockOf: (email: string): Promise<AccountLockState> =>
      withoutWriteNotices(() => lockOf(db, signInAccount(email))),

    /**
     * The lock state of every account with attempts counted in the window, by account
     * (`signInAccount`); an account missing from it has no failures and no lock.
     */
    lockStates: (): Promise<Map<string, AccountLockState>> =>
      withoutWriteNotices(() => lockStates(db, null)),

    /**
     * Forgets the account's failures: its account counter and the pair counters of every
     * address for it, so the owner signs in from any machine at once. The addresses' own
     * counters (over all accounts) stay. Answers the state it cleared.
     */
    clear: (email: string): Promise<AccountLockState> =>
      withoutWriteNotices(() =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const account = signInAccount(email);
          await tx.execute(lockAccount(account));
          const before = await lockOf(tx, account);
          await tx.execute(
            sql`UPDATE sign_in_attempts SET counts_pair = false, counts_account = false
              WHERE account = ${account} AND (counts_pair OR counts_account)`,
          );
          return before;
        }),
      ),

    /**
     * Counts an attempt and lets it through, or refuses it with the seconds to wait. Call it
     * before checking the password, and tell the attempt how it ended.
     */
    begin: (email: string, address: string): Promise<LoginDecision> =>
      withoutWriteNotices(async () => {
        if (begun++ % PRUNE_EVERY === 0) await prune();
        const account = signInAccount(email);
        const [row] = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await tx.execute(lockAccount(account));
          await tx.execute(lockAddress(address));
          // A full counter's `max`-th newest attempt: the counter frees when it leaves the
          // window. The account counter does not apply to an address known for the account.
          return queryRows<{ id: string | null; retry_after: number | null }>(
            tx,
            sql`WITH full_since AS (
                SELECT greatest(
                  (SELECT at FROM sign_in_attempts
                    WHERE account = ${account} AND address = ${address} AND counts_pair
                      AND at > now() - ${window}
                    ORDER BY at DESC OFFSET ${maxPerPair - 1} LIMIT 1),
                  (SELECT at FROM sign_in_attempts
                    WHERE address = ${address} AND at > now() - ${window}
                    ORDER BY at DESC OFFSET ${maxPerAddress - 1} LIMIT 1),
                  (SELECT at FROM sign_in_attempts
                    WHERE account = ${account} AND counts_account AND at > now() - ${window}
                      AND NOT EXISTS (
                        SELECT 1 FROM sign_in_known_addresses
                        WHERE account = ${account} AND address = ${address}
                          AND last_at > now() - ${knownFor})
                    ORDER BY at DESC OFFSET ${maxPerAccount - 1} LIMIT 1)
                ) AS at
              ),
              inserted AS (
                INSERT INTO sign_in_attempts (account, address, at)
                SELECT ${account}, ${address}, now() FROM full_since WHERE at IS NULL
                RETURNING id
              )
              SELECT (SELECT id::text FROM inserted) AS id,
                extract(epoch FROM (SELECT at FROM full_since) + ${window} - now())::float8
                  AS retry_after`,
          );
        });
        if (row?.id == null) {
          // Free again when enough of the oldest attempts have left the window.
          const seconds = Number(row?.retry_after ?? 1);
          return { allowed: false, retryAfter: Math.max(1, Math.ceil(seconds)) };
        }
        const id = row.id;
        return {
          allowed: true,
          attempt: { succeed: () => withoutWriteNotices(() => succeed(id, account, address)) },
        };
      }),
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
