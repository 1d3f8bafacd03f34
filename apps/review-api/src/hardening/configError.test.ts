import { describe, expect, it } from 'vitest';
import { spawnSourceServer } from '../testing/sourceServer';

/*
 * A server started with a setting it cannot read says what is wrong in one line and ends: no
 * Node stack trace in its log (the house rule: no stack trace reaches a response or a log).
 */
describe('a setting the server cannot read', () => {
  it('ends the start with one line naming the setting, and no stack', async () => {
    const server = spawnSourceServer({ CLICKHOUSE: 'on', DATA_DIR: 'memory://' });
    let said = '';
    server.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
    expect(code).toBe(1);
    expect(said.trim()).toBe('CLICKHOUSE must be "off", "embedded" or "server", not "on".');
  });
});
