// Benchmarks that import the workspace's TypeScript sources (the product's own functions, not a
// server over HTTP) run in a child Node with tsx and the `@sightings/source` condition.
import { fork } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

/**
 * Runs `modulePath` with `args` from the repository's root in such a child. The child prints its
 * own lines; resolves when it ends well, rejects naming `name` otherwise.
 */
export function runFromSources(modulePath, args, name) {
  return new Promise((resolve, reject) => {
    const child = fork(modulePath, args, {
      cwd: root,
      execArgv: ['--conditions=@sightings/source', '--import', 'tsx'],
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve({});
      else reject(new Error(`the ${name} benchmark stopped with exit code ${code}`));
    });
  });
}
