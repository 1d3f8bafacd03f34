import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_TESTS, PGLITE_ONLY_TESTS } from './postgres-tests.mjs';

const root = new URL('..', import.meta.url).pathname;

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => relative(root, join(root, folder, name)));
}

const opensDatabase = (file: string) =>
  /createTestApp\(|reviewTestApp\(|openDatabase\(/.test(readFileSync(join(root, file), 'utf8'));

const listed = (file: string, entries: readonly string[]) =>
  entries.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

describe('the PostgreSQL pass (scripts/postgres-tests.mjs)', () => {
  it('names files and folders that exist', () => {
    for (const entry of [...DATABASE_TESTS, ...Object.keys(PGLITE_ONLY_TESTS)]) {
      expect(existsSync(join(root, entry)), entry).toBe(true);
    }
  });

  it('puts every server test file that opens a database in exactly one of its two lists', () => {
    const files = [...testFiles('apps/review-api/src'), ...testFiles('packages/api-client/src')];
    const unplaced = files.filter(
      (file) =>
        opensDatabase(file) &&
        listed(file, DATABASE_TESTS) === listed(file, Object.keys(PGLITE_ONLY_TESTS)),
    );
    expect(unplaced).toEqual([]);
    expect(files.filter(opensDatabase).length).toBeGreaterThan(30);
  });
});
