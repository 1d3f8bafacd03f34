import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-browser.mjs', import.meta.url));
const run = (chromePath: string) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, CHROME_PATH: chromePath },
    encoding: 'utf8',
  });

describe('npm test without Chromium', () => {
  it('stops at once with the exact install line', () => {
    const result = run('/no/such/chromium');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apt-get install -y chromium');
    expect(result.stderr).toContain('/no/such/chromium');
  });

  it('lets the run go on when the browser is there', () => {
    // Any executable stands in for the browser: the check only asks whether it can run.
    expect(run(process.execPath).status).toBe(0);
  });
});
