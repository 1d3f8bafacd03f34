/**
 * Failed sign-ins are limited per account and per address: after too many failures in the
 * window, further attempts answer 429 until the window has passed. A success clears the
 * account's count. Kept in memory: one server process (documented in docs/).
 */
export interface LoginLimiterOptions {
  windowMs: number;
  maxPerAccount: number;
  maxPerAddress: number;
  now?: () => number;
}

export function createLoginLimiter({
  windowMs,
  maxPerAccount,
  maxPerAddress,
  now = Date.now,
}: LoginLimiterOptions) {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  }

  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;

  return {
    /** Seconds to wait before trying again, or 0 when an attempt is allowed now. */
    retryAfter(email: string, address: string): number {
      const byAccount = recent(accountKey(email));
      const byAddress = recent(addressKey(address));
      const blocked = [
        byAccount.length >= maxPerAccount ? byAccount : undefined,
        byAddress.length >= maxPerAddress ? byAddress : undefined,
      ].filter((list): list is number[] => list !== undefined);
      if (!blocked.length) return 0;
      const until = Math.max(...blocked.map((list) => (list[0] ?? now()) + windowMs));
      return Math.max(1, Math.ceil((until - now()) / 1000));
    },
    fail(email: string, address: string) {
      for (const key of [accountKey(email), addressKey(address)]) {
        failures.set(key, [...recent(key), now()]);
      }
    },
    succeed(email: string) {
      failures.delete(accountKey(email));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
