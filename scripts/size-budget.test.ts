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
 * the entry loads the routes `src/a/A.tsx`, `src/a/A2.tsx` and `src/b/B.tsx` lazily, the shell's
 * chunk `src/routing/chrome.ts` (loaded with every screen; alone, the sign-in page) and, on
 * demand, `src/feedback/ToastArea.tsx`. All three routes share `lib.js` (shared code: two areas
 * load it); A and A2 share `screen.js` (their area's own); A, B and the shell share `kit.js`, as
 * does the toast area; A imports `initial.js` too (already loaded), and opens `src/Dialog.tsx`
 * lazily on its own.
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
          dynamicImports: [
            'src/a/A.tsx',
            'src/a/A2.tsx',
            'src/b/B.tsx',
            'src/routing/chrome.ts',
            'src/feedback/ToastArea.tsx',
          ],
        },
        '_initial.js': { file: 'assets/initial.js' },
        'src/a/A.tsx': {
          file: 'assets/A.js',
          isDynamicEntry: true,
          imports: ['_screen.js', '_initial.js', '_kit.js'],
          dynamicImports: ['src/Dialog.tsx'],
        },
        'src/a/A2.tsx': { file: 'assets/A2.js', isDynamicEntry: true, imports: ['_screen.js'] },
        '_screen.js': { file: 'assets/screen.js', imports: ['_lib.js'] },
        'src/b/B.tsx': {
          file: 'assets/B.js',
          isDynamicEntry: true,
          imports: ['_lib.js', '_kit.js'],
        },
        '_lib.js': { file: 'assets/lib.js' },
        '_kit.js': { file: 'assets/kit.js' },
        'src/routing/chrome.ts': {
          file: 'assets/chrome.js',
          isDynamicEntry: true,
          imports: ['_kit.js'],
        },
        'src/feedback/ToastArea.tsx': {
          file: 'assets/ToastArea.js',
          isDynamicEntry: true,
          imports: ['_kit.js'],
        },
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

/** The figure the script prints for a route (its own code), in kB. */
const figure = (stdout: string, route: string) =>
  Number(
    new RegExp(`^  ${route}\\s+([\\d.]+) kB gzipped \\(\\d+ files?\\)`, 'm').exec(stdout)?.[1],
  );

/** The total the script prints for a screen, in kB: its own line. */
const total = (stdout: string, screen: string) =>
  Number(
    new RegExp(`^  ${screen}\\s+([\\d.]+) kB gzipped \\([\\d.]+ initial \\+`, 'm').exec(
      stdout,
    )?.[1],
  );

const SIZES: Sizes = {
  'index.js': 100,
  'initial.js': 20,
  'A.js': 5,
  'A2.js': 1,
  'screen.js': 15,
  'lib.js': 30,
  'B.js': 10,
  'kit.js': 20,
  'chrome.js': 2,
  'ToastArea.js': 4,
  'Dialog.js': 50,
};

describe('npm run size (scripts/size-budget.mjs)', () => {
  it("measures each route's own code (its area's), the shared code apart, less the initial JavaScript and its own lazy imports", () => {
    const result = run(builtConsole(SIZES));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Initial JavaScript: 120\.\d kB gzipped \(budget 130 kB\)/);
    // A: its chunk and its area's screen.js (initial.js is loaded already; lib.js is shared
    // with area b, kit.js with b and the shell; the dialog loads when it opens).
    expect(figure(result.stdout, 'src/a/A.tsx')).toBeCloseTo(20, 0);
    expect(figure(result.stdout, 'src/a/A2.tsx')).toBeCloseTo(16, 0);
    expect(figure(result.stdout, 'src/b/B.tsx')).toBeCloseTo(10, 0);
    expect(figure(result.stdout, 'src/routing/chrome.ts')).toBeCloseTo(2, 0);
    expect(result.stdout).toMatch(/\/assets\/lib\.js\s+30\.\d kB gzipped \(src\/a, src\/b\)/);
    expect(result.stdout).not.toMatch(/^ {2}src\/feedback\/ToastArea\.tsx .*\(1 file\)/m);
  });

  it("prints each screen's total on its own line: the initial JavaScript, its route's chunks and the shell's, each once", () => {
    const result = run(builtConsole(SIZES));
    expect(result.status).toBe(0);
    // A: initial 120 + A 5 + screen 15 + lib 30 + kit 20 + chrome 2 (kit counted once).
    expect(total(result.stdout, 'src/a/A.tsx')).toBeCloseTo(192, 0);
    expect(total(result.stdout, 'src/a/A2.tsx')).toBeCloseTo(188, 0);
    expect(total(result.stdout, 'src/b/B.tsx')).toBeCloseTo(182, 0);
    // The shell alone: the sign-in page.
    expect(total(result.stdout, 'src/routing/chrome.ts')).toBeCloseTo(142, 0);
    expect(result.stdout).toMatch(/src\/routing\/chrome\.ts .*the sign-in page/);
    expect(result.stdout).toMatch(
      /src\/a\/A\.tsx +192\.\d kB gzipped \(120\.\d initial \+ 72\.\d in 5 files\)/,
    );
  });

  it("prints what loads on demand apart, in no budget: a route's own lazy imports and the toasts", () => {
    const result = run(builtConsole({ ...SIZES, 'Dialog.js': 300 }));
    expect(result.status).toBe(0);
    const onDemand = result.stdout.slice(result.stdout.indexOf('Loaded on demand'));
    expect(onDemand).toMatch(/src\/Dialog\.tsx +300\.\d kB gzipped/);
    // The toast area's kit.js comes with the routes already: only its own file counts.
    expect(onDemand).toMatch(/src\/feedback\/ToastArea\.tsx +4\.\d kB gzipped/);
  });

  it('fails for a route above 60 kB, naming it, and still prints every route', () => {
    const result = run(builtConsole({ ...SIZES, 'B.js': 65 }));
    expect(result.status).toBe(1);
    expect(figure(result.stdout, 'src/b/B.tsx')).toBeCloseTo(65, 0);
    expect(result.stdout).toMatch(/src\/b\/B\.tsx .* OVER by 5\.\d kB/);
    expect(figure(result.stdout, 'src/a/A.tsx')).toBeCloseTo(20, 0);
    expect(result.stderr).toMatch(/^size budget: route src\/b\/B\.tsx is over by 5\.\d kB\n$/);
  });

  it('fails for a screen above 250 kB in all, naming it, even when every chunk is in its budget', () => {
    const under = run(builtConsole({ ...SIZES, 'lib.js': 60 }));
    expect(under.status).toBe(0);
    expect(total(under.stdout, 'src/a/A.tsx')).toBeCloseTo(222, 0);
    const over = run(builtConsole({ ...SIZES, 'lib.js': 59, 'screen.js': 45 }));
    // A: 120 + 5 + 45 + 59 + 20 + 2 = 251; A2: 120 + 1 + 45 + 59 + 22 = 247; B: 211.
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/src\/a\/A\.tsx +251\.\d kB gzipped .*OVER by 1\.\d kB/);
    expect(over.stderr).toMatch(/^size budget: screen src\/a\/A\.tsx is over by 1\.\d kB\n$/);
  });

  it('fails above 130 kB of initial JavaScript', () => {
    const result = run(builtConsole({ ...SIZES, 'initial.js': 35 }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^size budget: initial JavaScript is over by 5\.\d kB\n$/);
  });

  it('refuses to measure without the build manifest', () => {
    const result = run(builtConsole(SIZES, { manifest: false }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build.manifest');
  });
});
