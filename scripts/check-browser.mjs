#!/usr/bin/env node
// `npm test` runs widget, story and e2e tests in Debian's Chromium. Without it they would fail
// minutes later, one by one; this stops the run in its first second and says how to install it.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    [
      `npm test needs Chromium at ${path}, and there is none.`,
      "Install Debian's Chromium with:",
      '',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      '',
      'or point CHROME_PATH at a Chromium binary. Nothing here downloads a browser.',
    ].join('\n'),
  );
  process.exit(1);
}
