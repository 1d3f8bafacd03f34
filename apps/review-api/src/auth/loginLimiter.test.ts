import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './loginLimiter';

function limiter() {
  let clock = 1_000_000;
  const instance = createLoginLimiter({
    windowMs: 60_000,
    maxPerAccount: 3,
    maxPerAddress: 5,
    now: () => clock,
  });
  return { instance, advance: (ms: number) => (clock += ms) };
}

describe('login limiter', () => {
  it('blocks an account after its failures, whatever the address, until the window passes', () => {
    const { instance, advance } = limiter();
    for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      expect(instance.retryAfter('Ann@example.com', address)).toBe(0);
      instance.fail('Ann@example.com', address);
    }
    expect(instance.retryAfter('ann@example.com', '4.4.4.4')).toBe(60);
    expect(instance.retryAfter('bob@example.com', '4.4.4.4')).toBe(0);
    advance(59_000);
    expect(instance.retryAfter('ann@example.com', '4.4.4.4')).toBe(1);
    advance(1_001);
    expect(instance.retryAfter('ann@example.com', '4.4.4.4')).toBe(0);
  });

  it('blocks an address trying many accounts', () => {
    const { instance } = limiter();
    for (let i = 0; i < 5; i += 1) instance.fail(`user${i}@example.com`, '9.9.9.9');
    expect(instance.retryAfter('new@example.com', '9.9.9.9')).toBeGreaterThan(0);
    expect(instance.retryAfter('new@example.com', '8.8.8.8')).toBe(0);
  });

  it('clears the account on success', () => {
    const { instance } = limiter();
    instance.fail('ann@example.com', '1.1.1.1');
    instance.fail('ann@example.com', '1.1.1.1');
    instance.succeed('ann@example.com');
    instance.fail('ann@example.com', '1.1.1.1');
    expect(instance.retryAfter('ann@example.com', '1.1.1.1')).toBe(0);
  });
});
