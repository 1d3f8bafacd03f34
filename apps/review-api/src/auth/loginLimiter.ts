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
 *   not apply to an address that has signed in to this account before (`knownForMs`, 30 days),
 *   so even a large distributed attack cannot keep the account's owner out from their usual
 *   machine.
 * A success clears the pair's failures and marks the address as known for the account.
 *
 * The address is the client's as Fastify sees it: the socket's, or, behind a configured trusted
 * proxy (`TRUST_PROXY`), the one the proxy reports. Kept in memory: one server process (docs/).
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
  now?: () => number;
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
  succeed(): void;
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
  /** When the last of these refusals ends by itself (ms since the epoch), else null. */
  lockedUntil: number | null;
}

export type LoginDecision =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfter: number };

/** Entries kept before a sweep drops the expired ones (attackers choose the keys). */
const SWEEP_AT = 10_000;
const MAX_KNOWN_ADDRESSES = 20;

export function createLoginLimiter({
  windowMs,
  maxPerPair,
  maxPerAddress,
  maxPerAccount,
  knownForMs = 30 * 24 * 3600_000,
  now = Date.now,
}: LoginLimiterOptions) {
  /** Attempt times per key, oldest first; a successful attempt is removed again. */
  const attempts = new Map<string, number[]>();
  /** Per account: the addresses that signed in to it, with when they last did. */
  const known = new Map<string, Map<string, number>>();

  const account = (email: string) => email.trim().toLowerCase();
  const keys = (email: string, address: string) => ({
    pair: `pair:${account(email)}\u0000${address}`,
    address: `address:${address}`,
    account: `account:${account(email)}`,
  });

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const list = attempts.get(key);
    if (!list) return [];
    const kept = list.filter((at) => at > cutoff);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  }

  function sweep() {
    if (attempts.size < SWEEP_AT) return;
    for (const key of [...attempts.keys()]) recent(key);
    const cutoff = now() - knownForMs;
    for (const [email, addresses] of known) {
      for (const [address, at] of addresses) if (at <= cutoff) addresses.delete(address);
      if (!addresses.size) known.delete(email);
    }
  }

  function isKnown(email: string, address: string): boolean {
    const at = known.get(account(email))?.get(address);
    return at !== undefined && at > now() - knownForMs;
  }

  /** When a full counter frees again (enough of its oldest attempts left the window), else null. */
  function freeAt(key: string, max: number): number | null {
    const list = recent(key);
    return list.length >= max ? (list[list.length - max] ?? now()) + windowMs : null;
  }

  /** The pair keys of one account (every address that failed on it in the window). */
  function pairKeysOf(email: string): string[] {
    const prefix = `pair:${account(email)}\u0000`;
    return [...attempts.keys()].filter((key) => key.startsWith(prefix));
  }

  function lockOf(email: string): AccountLockState {
    const k = keys(email, '');
    const ends = [
      freeAt(k.account, maxPerAccount),
      ...pairKeysOf(email).map((key) => freeAt(key, maxPerPair)),
    ].filter((at): at is number => at !== null);
    return {
      failures: recent(k.account).length,
      locked: ends.length > 0,
      lockedUntil: ends.length ? Math.max(...ends) : null,
    };
  }

  function remove(key: string, at: number) {
    const list = attempts.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
  }

  return {
    /** The account's failures and locks now. */
    lockOf,

    /**
     * Forgets the account's failures: its account counter and the pair counters of every
     * address for it, so the owner signs in from any machine at once. The addresses' own
     * counters (over all accounts) stay. Answers the state it cleared.
     */
    clear(email: string): AccountLockState {
      const before = lockOf(email);
      attempts.delete(keys(email, '').account);
      for (const key of pairKeysOf(email)) attempts.delete(key);
      return before;
    },

    /**
     * Counts an attempt and lets it through, or refuses it with the seconds to wait. Call it
     * before checking the password, and tell the attempt how it ended.
     */
    begin(email: string, address: string): LoginDecision {
      sweep();
      const k = keys(email, address);
      const limits: [string, number][] = [
        [k.pair, maxPerPair],
        [k.address, maxPerAddress],
      ];
      if (!isKnown(email, address)) limits.push([k.account, maxPerAccount]);
      const full = limits
        .map(([key, max]) => ({ list: recent(key), max }))
        .filter(({ list, max }) => list.length >= max);
      if (full.length) {
        // Free again when enough of the oldest attempts have left the window.
        const until = Math.max(
          ...full.map(({ list, max }) => (list[list.length - max] ?? now()) + windowMs),
        );
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((until - now()) / 1000)) };
      }
      const at = now();
      for (const key of [k.pair, k.address, k.account]) attempts.set(key, [...recent(key), at]);
      return {
        allowed: true,
        attempt: {
          succeed() {
            remove(k.address, at);
            remove(k.account, at);
            attempts.delete(k.pair);
            const addresses = known.get(account(email)) ?? new Map<string, number>();
            addresses.delete(address);
            addresses.set(address, now());
            // Keep the most recent few.
            while (addresses.size > MAX_KNOWN_ADDRESSES) {
              addresses.delete(addresses.keys().next().value as string);
            }
            known.set(account(email), addresses);
          },
        },
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
