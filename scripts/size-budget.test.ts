import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./size-budget.mjs', import.meta.url));

/** A file's size in kB: random bytes, so gzip keeps them as they are (plus a few bytes). */
type Sizes = Record<string, number>;

/**
 * A built console in a temporary folder: index.html loads the entry and preloads `initial.js`;
 * the entry loads the routes `src/a/A.tsx`, `src/a/A2.tsx` and `src/b/B.tsx` lazily. All three
 * share `lib.js` (shared code: two areas load it); A and A2 share `screen.js` (their area's own);
 * A imports `initial.js` too (already loaded), and opens `src/Dialog.tsx` lazily on its own.
 */
function builtConsole(sizes: Sizes, { manifest = true } = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-budget-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, kb] of Object.entries(sizes))
    writeFileSync(join(dist, 'assets', name), randomBytes(kb * 1000));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/initial.js">' +
      '</head><body></body></html>',
  );
  if (manifest) {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_initial.js'],
          dynamicImports: ['src/a/A.tsx', 'src/a/A2.tsx', 'src/b/B.tsx'],
        },
        '_initial.js': { file: 'assets/initial.js' },
        'src/a/A.tsx': {
          file: 'assets/A.js',
          isDynamicEntry: true,
          imports: ['_screen.js', '_initial.js'],
          dynamicImports: ['src/Dialog.tsx'],
        },
        'src/a/A2.tsx': { file: 'assets/A2.js', isDynamicEntry: true, imports: ['_screen.js'] },
        '_screen.js': { file: 'assets/screen.js', imports: ['_lib.js'] },
        'src/b/B.tsx': { file: 'assets/B.js', isDynamicEntry: true, imports: ['_lib.js'] },
        '_lib.js': { file: 'assets/lib.js' },
        'src/Dialog.tsx': { file: 'assets/Dialog.js', isDynamicEntry: true },
      }),
    );
  }
  folders.push(dist);
  return dist;
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const run = (dist: string) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, SIZE_DIST: dist },
    encoding: 'utf8',
  });

/** The figure the script prints for a route, in kB. */
const figure = (stdout: string, route: string) =>
  Number(new RegExp(`${route}\\s+([\\d.]+) kB gzipped`).exec(stdout)?.[1]);

const SIZES: Sizes = {
  'index.js': 100,
  'initial.js': 40,
  'A.js': 5,
  'A2.js': 1,
  'screen.js': 15,
  'lib.js': 30,
  'B.js': 10,
  'Dialog.js': 50,
};

describe('npm run size (scripts/size-budget.mjs)', () => {
  it("measures each route's own code (its area's), the shared code apart, less the initial JavaScript and its own lazy imports", () => {
    const result = run(builtConsole(SIZES));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Initial JavaScript: 140\.\d kB gzipped \(budget 150 kB\)/);
    // A: its chunk and its area's screen.js (initial.js is loaded already; lib.js is shared
    // with area b; the dialog loads when it opens).
    expect(figure(result.stdout, 'src/a/A.tsx')).toBeCloseTo(20, 0);
    expect(figure(result.stdout, 'src/a/A2.tsx')).toBeCloseTo(16, 0);
    expect(figure(result.stdout, 'src/b/B.tsx')).toBeCloseTo(10, 0);
    expect(result.stdout).toMatch(
      /src\/a\/A\.tsx .*\(2 files; first visit 50\.\d kB with shared code\)/,
    );
    expect(result.stdout).toMatch(/\/assets\/lib\.js\s+30\.\d kB gzipped \(src\/a, src\/b\)/);
    expect(result.stdout).not.toContain('Dialog');
  });

  it('fails for a route above 60 kB, naming it, and still prints every route', () => {
    const result = run(builtConsole({ ...SIZES, 'B.js': 65 }));
    expect(result.status).toBe(1);
    expect(figure(result.stdout, 'src/b/B.tsx')).toBeCloseTo(65, 0);
    expect(result.stdout).toMatch(/src\/b\/B\.tsx .* OVER by 5\.\d kB/);
    expect(figure(result.stdout, 'src/a/A.tsx')).toBeCloseTo(20, 0);
    expect(result.stderr).toMatch(/^size budget: route src\/b\/B\.tsx is over by 5\.\d kB\n$/);
  });

  it('fails above 150 kB of initial JavaScript', () => {
    const result = run(builtConsole({ ...SIZES, 'initial.js': 55 }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^size budget: over by 5\.\d kB\n$/);
  });

  it('refuses to measure without the build manifest', () => {
    const result = run(builtConsole(SIZES, { manifest: false }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build.manifest');
  });
});
