import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it.each([
    [{}, 8080],
    [{ PORT: '' }, 8080],
    [{ PORT: '9000' }, 9000],
    [{ PORT: '0' }, 0],
  ])('reads PORT from %j as %i', (env, port) => {
    expect(readConfig(env).port).toBe(port);
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s with a message naming it', (value) => {
    expect(() => readConfig({ PORT: value })).toThrow(`PORT must be a whole number`);
  });

  it('takes CONSOLE_DIR when given', () => {
    expect(readConfig({ CONSOLE_DIR: '/srv/console' }).consoleDir).toBe('/srv/console');
  });
});
