import { describe, expect, it } from 'vitest';
import {
  IMPORT_KINDS,
  IMPORT_KIND_SPECS,
  IMPORT_VALUE_MAX_LENGTH,
  type ImportKind,
} from './importKinds';
import {
  checkImportRow,
  ImportRowCollector,
  importHeaderColumns,
  importProblemText,
  importRowObject,
  importRowValues,
  manualImportLines,
  parseManualImport,
} from './importRows.rules';

describe('the import kinds (002 §2, §3, §7)', () => {
  it('offers the five kinds of the select with their spec labels, then the two reference CSVs', () => {
    expect(IMPORT_KINDS.map((kind) => IMPORT_KIND_SPECS[kind].label)).toEqual([
      'IMAGES - NOT PURSUABLE',
      'IMAGES - REGISTERED',
      'DOMAINS - BLACKLISTED',
      'IMAGES - STATUSES',
      'SUBDOMAINS-BLACKLISTED',
      'Import Legitimate Agency CSV',
      'Import Countries CSV',
    ]);
  });

  it('keeps the paths the spec gives', () => {
    expect(IMPORT_KIND_SPECS.REGISTERED_IMAGES.paths).toEqual({
      format: '/registered_asset/registered_asset_format/',
      batch: '/registered_asset/batch',
      csv: '/registered_asset/load_csv',
    });
    expect(IMPORT_KIND_SPECS.IMAGE_STATUSES.paths.csv).toBe('/assessment_image/load_image_status');
    expect(IMPORT_KIND_SPECS.BLACKLISTED_DOMAINS.paths.batch).toBe('/blacklisted_domain/batch');
    expect(IMPORT_KIND_SPECS.BLACKLISTED_SUBDOMAINS.paths.csv).toBe(
      '/blacklisted_domain/subdomains/load_batch_csv',
    );
    expect(IMPORT_KIND_SPECS.COUNTRIES.paths.csv).toBe('/assessment_domain/import_countries');
    expect(IMPORT_KIND_SPECS.LEGITIMATE_AGENCIES.paths.format).toBe(
      '/instruction/import_legitimate_agency/',
    );
  });

  it('gives every kind its own paths', () => {
    const paths = IMPORT_KINDS.flatMap((kind) => Object.values(IMPORT_KIND_SPECS[kind].paths));
    const given = paths.filter((path): path is string => path !== null);
    expect(new Set(given).size).toBe(given.length);
  });
});

describe('one import row, checked (002 §3, §5)', () => {
  it.each<[ImportKind, string[], unknown, string]>([
    [
      'NOT_PURSUABLE_IMAGES',
      [' Lumen Agency ', ' 12345 '],
      { agency: 'Lumen Agency', imageId: '12345' },
      'Lumen Agency/12345',
    ],
    [
      'REGISTERED_IMAGES',
      ['IMG-1', 'Anna Berger', 'VA 2-123-456'],
      { imageNumber: 'IMG-1', copyrightHolder: 'Anna Berger', registrationNumber: 'VA 2-123-456' },
      'IMG-1',
    ],
    [
      'REGISTERED_IMAGES',
      ['IMG-2', '', ''],
      { imageNumber: 'IMG-2', copyrightHolder: null, registrationNumber: null },
      'IMG-2',
    ],
    ['BLACKLISTED_DOMAINS', ['  Example.COM. '], { domain: 'example.com' }, 'example.com'],
    [
      'BLACKLISTED_SUBDOMAINS',
      ['Shop.Example.com'],
      { domain: 'shop.example.com' },
      'shop.example.com',
    ],
    ['IMAGE_STATUSES', ['42', 'identical'], { id: 42, status: 'IDENTICAL' }, '42'],
    ['IMAGE_STATUSES', [' 7 ', 'not pursuable'], { id: 7, status: 'NOT_PURSUABLE' }, '7'],
    ['IMAGE_STATUSES', ['7', 'Not-Identical'], { id: 7, status: 'NOT_IDENTICAL' }, '7'],
    ['LEGITIMATE_AGENCIES', ['Harbor Lens'], { name: 'Harbor Lens' }, 'Harbor Lens'],
    [
      'COUNTRIES',
      ['Germany', 'deu', 'true'],
      { fullName: 'Germany', alpha3Code: 'DEU', priority: true },
      'DEU',
    ],
    [
      'COUNTRIES',
      ['Chile', 'CHL', 'no'],
      { fullName: 'Chile', alpha3Code: 'CHL', priority: false },
      'CHL',
    ],
    [
      'COUNTRIES',
      ['Chile', 'CHL', ''],
      { fullName: 'Chile', alpha3Code: 'CHL', priority: false },
      'CHL',
    ],
  ])('%s %j is a valid row', (kind, values, row, key) => {
    expect(checkImportRow(kind, 3, values)).toEqual({ ok: true, line: 3, row, key });
  });

  it.each<[ImportKind, string[], string | null, string]>([
    [
      'NOT_PURSUABLE_IMAGES',
      ['Lumen Agency'],
      null,
      'expected 2 values (agency, imageId), found 1',
    ],
    ['NOT_PURSUABLE_IMAGES', ['a', 'b', 'c'], null, 'expected 2 values (agency, imageId), found 3'],
    // Issue 26: a registered image's line without its commas is a wrong line, not a new image.
    [
      'REGISTERED_IMAGES',
      ['IMG-3'],
      null,
      'expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 1',
    ],
    [
      'REGISTERED_IMAGES',
      ['IMG-3', 'Anna'],
      null,
      'expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 2',
    ],
    [
      'COUNTRIES',
      ['Austria', 'AUT'],
      null,
      'expected 3 values (fullName, alpha3Code, priority), found 2',
    ],
    ['LEGITIMATE_AGENCIES', ['Lumen', 'Agency'], null, 'expected 1 value (name), found 2'],
    ['IMAGE_STATUSES', ['12', 'IDENTICAL', 'x'], null, 'expected 2 values (id; status), found 3'],
    ['NOT_PURSUABLE_IMAGES', ['', '123'], 'agency', 'is empty'],
    ['NOT_PURSUABLE_IMAGES', ['Lumen Agency', '  '], 'imageId', 'is empty'],
    ['NOT_PURSUABLE_IMAGES', ['Lumen\u0000Agency', '1'], 'agency', 'contains a control character'],
    ['REGISTERED_IMAGES', ['', 'Anna', 'VA 1'], 'imageNumber', 'is empty'],
    [
      'REGISTERED_IMAGES',
      ['a', 'b', 'c', 'd'],
      null,
      'expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 4',
    ],
    [
      'REGISTERED_IMAGES',
      ['IMG-1', 'x'.repeat(IMPORT_VALUE_MAX_LENGTH + 1), ''],
      'copyrightHolder',
      `longer than ${IMPORT_VALUE_MAX_LENGTH} characters`,
    ],
    [
      'BLACKLISTED_DOMAINS',
      ['https://example.com/'],
      'domain',
      '"https://example.com/" is not a valid domain name',
    ],
    ['BLACKLISTED_DOMAINS', ['localhost'], 'domain', '"localhost" is not a valid domain name'],
    ['BLACKLISTED_DOMAINS', ['a.com', 'b.com'], null, 'expected 1 value (domain), found 2'],
    [
      'BLACKLISTED_SUBDOMAINS',
      ['example.com'],
      'domain',
      '"example.com" is not a subdomain (it needs three labels at least, like shop.example.com)',
    ],
    [
      'IMAGE_STATUSES',
      ['abc', 'IDENTICAL'],
      'id',
      '"abc" is not a sighting id (a whole number from 1)',
    ],
    [
      'IMAGE_STATUSES',
      ['0', 'IDENTICAL'],
      'id',
      '"0" is not a sighting id (a whole number from 1)',
    ],
    [
      'IMAGE_STATUSES',
      ['-3', 'IDENTICAL'],
      'id',
      '"-3" is not a sighting id (a whole number from 1)',
    ],
    [
      'IMAGE_STATUSES',
      ['1.5', 'IDENTICAL'],
      'id',
      '"1.5" is not a sighting id (a whole number from 1)',
    ],
    [
      'IMAGE_STATUSES',
      ['99999999999', 'IDENTICAL'],
      'id',
      '"99999999999" is not a sighting id (a whole number from 1)',
    ],
    [
      'IMAGE_STATUSES',
      ['12', 'DONE'],
      'status',
      '"DONE" is not an image status (IDENTICAL, PENDING, OFFLINE, DUPLICATE, LEGITIMATE, NOT_PURSUABLE, NOT_IDENTICAL)',
    ],
    ['IMAGE_STATUSES', ['12,IDENTICAL'], null, 'expected 2 values (id; status), found 1'],
    ['LEGITIMATE_AGENCIES', [' '], 'name', 'is empty'],
    ['COUNTRIES', ['Germany', 'DE', ''], 'alpha3Code', '"DE" is not a three-letter country code'],
    ['COUNTRIES', ['', 'DEU', ''], 'fullName', 'is empty'],
    ['COUNTRIES', ['Germany', 'DEU', 'maybe'], 'priority', '"maybe" is not true or false'],
  ])('%s %j is refused on its field %s: %s', (kind, values, field, message) => {
    const check = checkImportRow(kind, 9, values);
    expect(check).toMatchObject({ ok: false, problem: { line: 9, field, message } });
  });

  it('cuts a long value in the problem to 80 characters', () => {
    const check = checkImportRow('BLACKLISTED_DOMAINS', 1, ['x'.repeat(300)]);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem.value).toBe(`${'x'.repeat(80)}…`);
  });

  it('names the line and the field in a problem text', () => {
    const check = checkImportRow('IMAGE_STATUSES', 4, ['12', 'DONE']);
    if (check.ok) throw new Error('expected a problem');
    expect(importProblemText(check.problem)).toMatch(
      /^line 4: status: "DONE" is not an image status/,
    );
    const whole = checkImportRow('NOT_PURSUABLE_IMAGES', 2, ['x']);
    if (whole.ok) throw new Error('expected a problem');
    expect(importProblemText(whole.problem)).toBe(
      'line 2: expected 2 values (agency, imageId), found 1',
    );
  });
});

describe('the manual entry (002 §5: one row per line, commas, semicolons for statuses)', () => {
  it('reads a line per row, ignores blank lines and keeps the line numbers', () => {
    expect(manualImportLines('NOT_PURSUABLE_IMAGES', 'A,1\r\n\n  \nB,2\rC,3\n')).toEqual([
      { line: 1, values: ['A', '1'] },
      { line: 4, values: ['B', '2'] },
      { line: 5, values: ['C', '3'] },
    ]);
  });

  it('splits image statuses on semicolons, not commas', () => {
    expect(
      manualImportLines('IMAGE_STATUSES', '12;IDENTICAL\n13,OFFLINE').map(({ line, values }) => ({
        line,
        values,
      })),
    ).toEqual([
      { line: 1, values: ['12', 'IDENTICAL'] },
      { line: 2, values: ['13,OFFLINE'] },
    ]);
  });

  it('keeps the good rows, reports each bad one, and counts a repeated row once', () => {
    const parsed = parseManualImport(
      'IMAGE_STATUSES',
      ['12;IDENTICAL', '', '13;NOPE', '12;identical', '12;OFFLINE', 'x;OFFLINE', '14;PENDING'].join(
        '\n',
      ),
    );
    expect(parsed.rows.map((row) => [row.line, row.row])).toEqual([
      [1, { id: 12, status: 'IDENTICAL' }],
      [7, { id: 14, status: 'PENDING' }],
    ]);
    expect(parsed.read).toBe(6);
    expect(parsed.repeated).toBe(1);
    expect(parsed.problems.map(importProblemText)).toEqual([
      expect.stringMatching(/^line 3: status: "NOPE" is not an image status/),
      'line 5: id: "12" is already given on line 1 with other values',
      'line 6: id: "x" is not a sighting id (a whole number from 1)',
    ]);
  });

  it('makes a domain the same row whatever its case', () => {
    const parsed = parseManualImport(
      'BLACKLISTED_DOMAINS',
      'Example.com\nexample.COM\nnot a domain',
    );
    expect(parsed.rows.map((row) => row.key)).toEqual(['example.com']);
    expect(parsed.repeated).toBe(1);
    expect(parsed.problems).toHaveLength(1);
  });

  it.each<[ImportKind, string, number, string]>([
    [
      'REGISTERED_IMAGES',
      'IMG-1,Anna,VA 1\n\nIMG-2\nIMG-3,,',
      3,
      'line 3: expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 1',
    ],
    [
      'NOT_PURSUABLE_IMAGES',
      'Lumen,1\nLumen 2',
      2,
      'line 2: expected 2 values (agency, imageId), found 1',
    ],
    [
      'BLACKLISTED_DOMAINS',
      'a.example\na.example,b.example',
      2,
      'line 2: expected 1 value (domain), found 2',
    ],
    [
      'IMAGE_STATUSES',
      '12;OFFLINE\n13,OFFLINE',
      2,
      'line 2: expected 2 values (id; status), found 1',
    ],
    ['BLACKLISTED_SUBDOMAINS', 'a.b.example,', 1, 'line 1: expected 1 value (domain), found 2'],
  ])(
    '%s: a line of the wrong number of values carries its problem (issue 26)',
    (kind, text, line, message) => {
      const lines = manualImportLines(kind, text);
      const wrong = lines.filter((entry) => entry.problem);
      expect(wrong.map((entry) => entry.line)).toEqual([line]);
      expect(importProblemText(wrong[0]!.problem!)).toBe(message);
      // The same rule where the server checks the rows: the line is refused, not imported.
      const parsed = parseManualImport(kind, text);
      expect(parsed.rows.map((row) => row.line)).not.toContain(line);
      expect(parsed.problems.map(importProblemText)).toContain(message);
    },
  );

  it('takes a line with every value, the empty ones too', () => {
    expect(manualImportLines('REGISTERED_IMAGES', 'IMG-3,,')).toEqual([
      { line: 1, values: ['IMG-3', '', ''] },
    ]);
    expect(parseManualImport('REGISTERED_IMAGES', 'IMG-3,,').rows[0]?.row).toEqual({
      imageNumber: 'IMG-3',
      copyrightHolder: null,
      registrationNumber: null,
    });
  });

  it('reads nothing from a blank text', () => {
    const parsed = parseManualImport('REGISTERED_IMAGES', ' \n\t\n');
    expect(parsed.read).toBe(0);
    expect(parsed.rows).toEqual([]);
  });
});

describe('batch rows (002 §7: a list of row objects)', () => {
  it('turns a line into the row object and back', () => {
    const object = importRowObject('REGISTERED_IMAGES', [' IMG-1 ', 'Anna']);
    expect(object).toEqual({
      imageNumber: 'IMG-1',
      copyrightHolder: 'Anna',
      registrationNumber: '',
    });
    expect(importRowValues('REGISTERED_IMAGES', object)).toEqual(['IMG-1', 'Anna', '']);
  });

  it('reads numbers as text and anything else as empty', () => {
    expect(importRowValues('IMAGE_STATUSES', { id: 12, status: 'OFFLINE' })).toEqual([
      '12',
      'OFFLINE',
    ]);
    expect(importRowValues('IMAGE_STATUSES', { id: { $gt: 1 }, status: null })).toEqual(['', '']);
  });
});

describe('a CSV header', () => {
  it('finds the columns in any order, case and spaces ignored, a BOM dropped', () => {
    expect(
      importHeaderColumns('REGISTERED_IMAGES', [
        '\ufeffRegistration Number',
        'imagenumber',
        'copyright_holder',
      ]),
    ).toEqual({
      ok: true,
      columns: [1, 2, 0],
    });
  });

  it('lets an optional column be left out', () => {
    expect(importHeaderColumns('COUNTRIES', ['fullName', 'alpha3Code'])).toEqual({
      ok: true,
      columns: [0, 1, null],
    });
  });

  it.each<[ImportKind, string[], string]>([
    [
      'NOT_PURSUABLE_IMAGES',
      ['agency'],
      'The first line must name the columns agency,imageId: missing imageId.',
    ],
    [
      'BLACKLISTED_DOMAINS',
      ['domain', 'owner'],
      'The first line must name the columns domain: unknown "owner".',
    ],
    [
      'IMAGE_STATUSES',
      ['id', 'id', 'status'],
      'The first line must name the columns id,status: "id" twice.',
    ],
    [
      'IMAGE_STATUSES',
      ['12', 'IDENTICAL'],
      'The first line must name the columns id,status: missing id, status; unknown "12", "IDENTICAL".',
    ],
  ])('%s refuses the header %j', (kind, header, message) => {
    expect(importHeaderColumns(kind, header)).toEqual({ ok: false, message });
  });
});

describe('a CSV record (issue 26: one value per column of the header)', () => {
  const header = ['Registration Number', 'imageNumber', 'copyrightHolder'];
  const columns = [1, 2, 0];

  it('maps a record of the header’s length to the kind’s fields', () => {
    const collector = new ImportRowCollector('REGISTERED_IMAGES');
    collector.addRecord(2, ['VA 1', 'IMG-1', 'Anna'], header, columns);
    expect(collector.rows.map((row) => row.row)).toEqual([
      { imageNumber: 'IMG-1', copyrightHolder: 'Anna', registrationNumber: 'VA 1' },
    ]);
  });

  it('refuses a shorter or longer record, naming the line and the header’s columns', () => {
    const collector = new ImportRowCollector('REGISTERED_IMAGES');
    collector.addRecord(2, ['IMG-1'], header, columns);
    collector.addRecord(3, ['VA 1', 'IMG-2', 'Anna', 'extra'], header, columns);
    expect(collector.read).toBe(2);
    expect(collector.rows).toEqual([]);
    expect(collector.problems.map(importProblemText)).toEqual([
      'line 2: expected 3 values (Registration Number, imageNumber, copyrightHolder), found 1',
      'line 3: expected 3 values (Registration Number, imageNumber, copyrightHolder), found 4',
    ]);
  });

  it('expects only the columns the header gives (an optional one left out)', () => {
    const collector = new ImportRowCollector('COUNTRIES');
    collector.addRecord(2, ['Austria', 'AUT'], ['fullName', 'alpha3Code'], [0, 1, null]);
    expect(collector.problems).toEqual([]);
    expect(collector.rows[0]?.row).toEqual({
      fullName: 'Austria',
      alpha3Code: 'AUT',
      priority: false,
    });
  });
});
