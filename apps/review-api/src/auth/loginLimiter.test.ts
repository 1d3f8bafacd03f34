import { describe, expect, it } from 'vitest';
import { createLoginLimiter, type LoginDecision } from './loginLimiter';

function limiter() {
  let clock = 1_000_000;
  const instance = createLoginLimiter({
    windowMs: 60_000,
    maxPerPair: 3,
    maxPerAddress: 5,
    maxPerAccount: 8,
    knownForMs: 3_600_000,
    now: () => clock,
  });
  return { instance, advance: (ms: number) => (clock += ms) };
}

const allowed = (decision: LoginDecision) => decision.allowed;
const wait = (decision: LoginDecision) => (decision.allowed ? 0 : decision.retryAfter);

describe('login limiter', () => {
  it('counts an attempt before its answer: a burst is limited like a sequence', () => {
    const { instance } = limiter();
    // Three attempts in flight at once, none answered yet: the fourth is refused.
    const burst = [1, 2, 3, 4].map(() => instance.begin('ann@example.com', '1.1.1.1'));
    expect(burst.map(allowed)).toEqual([true, true, true, false]);
  });

  it('blocks a pair after its failures until the oldest leaves the window', () => {
    const { instance, advance } = limiter();
    for (let i = 0; i < 3; i += 1) {
      expect(allowed(instance.begin('Ann@example.com', '1.1.1.1'))).toBe(true);
      advance(1_000);
    }
    expect(wait(instance.begin('ann@example.com', '1.1.1.1'))).toBe(57);
    // Another machine may still try this account, and this machine another account.
    expect(allowed(instance.begin('ann@example.com', '2.2.2.2'))).toBe(true);
    expect(allowed(instance.begin('bob@example.com', '1.1.1.1'))).toBe(true);
    advance(57_000);
    expect(allowed(instance.begin('ann@example.com', '1.1.1.1'))).toBe(true);
  });

  it('blocks an address trying many accounts', () => {
    const { instance } = limiter();
    for (let i = 0; i < 5; i += 1) instance.begin(`user${i}@example.com`, '9.9.9.9');
    expect(wait(instance.begin('new@example.com', '9.9.9.9'))).toBeGreaterThan(0);
    expect(allowed(instance.begin('new@example.com', '8.8.8.8'))).toBe(true);
  });

  it('does not let failures from several machines lock the account owner out', () => {
    const { instance } = limiter();
    // Failures from 3 machines, each up to its pair limit: 9, over the account limit of 8.
    for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      for (let i = 0; i < 3; i += 1) instance.begin('ann@example.com', address);
    }
    // A new machine is refused by the account limit (a distributed guess)...
    expect(allowed(instance.begin('ann@example.com', '4.4.4.4'))).toBe(false);
    // ...but the owner's machine, which signed in before, still gets in.
    const fresh = limiter();
    const owner = fresh.instance.begin('ann@example.com', '7.7.7.7');
    if (owner.allowed) owner.attempt.succeed();
    for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      for (let i = 0; i < 3; i += 1) fresh.instance.begin('ann@example.com', address);
    }
    expect(allowed(fresh.instance.begin('ann@example.com', '4.4.4.4'))).toBe(false);
    expect(allowed(fresh.instance.begin('ann@example.com', '7.7.7.7'))).toBe(true);
  });

  it('forgets a successful attempt and clears the pair', () => {
    const { instance } = limiter();
    instance.begin('ann@example.com', '1.1.1.1');
    instance.begin('ann@example.com', '1.1.1.1');
    const right = instance.begin('ann@example.com', '1.1.1.1');
    expect(right.allowed).toBe(true);
    if (right.allowed) right.attempt.succeed();
    for (let i = 0; i < 3; i += 1) {
      expect(allowed(instance.begin('ann@example.com', '1.1.1.1'))).toBe(true);
    }
    expect(allowed(instance.begin('ann@example.com', '1.1.1.1'))).toBe(false);
  });

  it('treats the email case-insensitively and trimmed', () => {
    const { instance } = limiter();
    for (const email of ['Ann@Example.com', ' ann@example.com', 'ANN@EXAMPLE.COM']) {
      instance.begin(email, '1.1.1.1');
    }
    expect(allowed(instance.begin('ann@example.com', '1.1.1.1'))).toBe(false);
  });

  it('forgets a known address after its time', () => {
    const { instance, advance } = limiter();
    const owner = instance.begin('ann@example.com', '7.7.7.7');
    if (owner.allowed) owner.attempt.succeed();
    advance(3_600_001);
    for (let address = 1; address <= 3; address += 1) {
      for (let i = 0; i < 3; i += 1) instance.begin('ann@example.com', `${address}.0.0.1`);
    }
    expect(allowed(instance.begin('ann@example.com', '7.7.7.7'))).toBe(false);
  });

  describe("an account's lock, as an administrator sees and clears it", () => {
    // Clock 1,000,000; window 60 s; pair 3, address 5, account 8 (above).
    it('reports no failures and no lock for an account nobody tried', () => {
      const { instance } = limiter();
      expect(instance.lockOf('ann@example.com')).toEqual({
        failures: 0,
        locked: false,
        lockedUntil: null,
      });
    });

    it('counts failures from every address; a full pair locks until its oldest attempt leaves', () => {
      const { instance, advance } = limiter();
      instance.begin('ann@example.com', '1.1.1.1');
      advance(1_000);
      expect(instance.lockOf('ANN@example.com ')).toEqual({
        failures: 1,
        locked: false,
        lockedUntil: null,
      });
      instance.begin('ann@example.com', '1.1.1.1');
      instance.begin('ann@example.com', '1.1.1.1');
      instance.begin('ann@example.com', '2.2.2.2');
      expect(instance.lockOf('ann@example.com')).toEqual({
        failures: 4,
        locked: true,
        lockedUntil: 1_000_000 + 60_000,
      });
      // A success from another machine is not a failure and leaves the locked pair as it is.
      const success = instance.begin('ann@example.com', '3.3.3.3');
      if (success.allowed) success.attempt.succeed();
      expect(instance.lockOf('ann@example.com')).toMatchObject({ failures: 4, locked: true });
      advance(59_000);
      expect(instance.lockOf('ann@example.com')).toEqual({
        failures: 3,
        locked: false,
        lockedUntil: null,
      });
    });

    it('reports the account limit (many machines) with when it ends, and clears it so a new machine signs in', () => {
      const { instance, advance } = limiter();
      for (let i = 1; i <= 8; i += 1) {
        expect(allowed(instance.begin('ann@example.com', `10.0.0.${i}`))).toBe(true);
        advance(1_000);
      }
      expect(allowed(instance.begin('ann@example.com', '192.0.2.1'))).toBe(false);
      expect(instance.lockOf('ann@example.com')).toEqual({
        failures: 8,
        locked: true,
        lockedUntil: 1_000_000 + 60_000,
      });
      // Another account is untouched by the clear.
      instance.begin('bob@example.com', '10.0.0.1');
      expect(instance.clear('ann@example.com')).toEqual({
        failures: 8,
        locked: true,
        lockedUntil: 1_000_000 + 60_000,
      });
      expect(instance.lockOf('ann@example.com')).toEqual({
        failures: 0,
        locked: false,
        lockedUntil: null,
      });
      expect(instance.lockOf('bob@example.com').failures).toBe(1);
      expect(allowed(instance.begin('ann@example.com', '192.0.2.1'))).toBe(true);
    });

    it("clears every address's pair lock for the account, not the addresses' own counters", () => {
      const { instance } = limiter();
      for (let i = 0; i < 3; i += 1) instance.begin('ann@example.com', '1.1.1.1');
      instance.begin('bob@example.com', '1.1.1.1');
      instance.begin('carl@example.com', '1.1.1.1');
      // 1.1.1.1 is at its address limit (5) and at its pair limit for ann.
      expect(instance.lockOf('ann@example.com').locked).toBe(true);
      instance.clear('ann@example.com');
      expect(instance.lockOf('ann@example.com').locked).toBe(false);
      expect(allowed(instance.begin('ann@example.com', '2.2.2.2'))).toBe(true);
      // The address's own limit over all accounts still holds.
      expect(allowed(instance.begin('ann@example.com', '1.1.1.1'))).toBe(false);
    });
  });
});
