import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_ROWS_MAX,
  IMPORT_KIND_SPECS,
  IMPORT_KINDS,
  IMPORT_PREVIEW_ROWS,
  type ImportKind,
} from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { IMPORT_CHUNK_ROWS } from '../services/imports';
import { caller, makeDomain } from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';

/**
 * The Import page's calls (spec 002 "Import page", §7 "Import"; issue 17): per kind the rows
 * created, existed and not valid with their lists and messages; dry runs write nothing; the same
 * rows again create nothing; a failure midway leaves nothing; the CSV upload's file-level
 * refusals; the permission; the format calls; the import_runs record.
 */

const ADMIN = 'admin@example.com';
const IMPORTER = 'importer@example.com';
const OPERATOR = 'operator@example.com';
const NOBODY = 'nobody@example.com';

const testApp = await createTestApp({
  seed: async ({ db }) => {
    await db.execute(sql`INSERT INTO agencies (name) VALUES ('Agency A'), ('Agency B')`);
  },
});
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

const tokens = new Map<string, string>();
/** The bearer header of a demo account, signed in once. */
async function bearer(email: string) {
  if (!tokens.has(email)) tokens.set(email, await testApp.login(email));
  return `Bearer ${tokens.get(email)!}`;
}

const path = (kind: ImportKind, which: 'format' | 'batch' | 'csv') =>
  `/api${IMPORT_KIND_SPECS[kind].paths[which]!}`;

/** A multipart body of these parts (files: `{ field, name, content }`). */
function multipart(parts: { field: string; name?: string; content: string | Buffer }[]) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${
          part.name ? `; filename="${part.name}"\r\nContent-Type: text/csv` : ''
        }\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  kind: ImportKind,
  content: string | Buffer,
  {
    dryRun,
    email = IMPORTER,
    name = 'rows.csv',
  }: { dryRun?: boolean; email?: string | null; name?: string } = {},
) {
  const body = multipart([{ field: 'file', name, content }]);
  return testApp.app.inject({
    method: 'POST',
    url: `${path(kind, 'csv')}${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(email ? { authorization: await bearer(email) } : {}),
    },
  });
}

const batch = (kind: ImportKind, rows: unknown, query = '', email = IMPORTER) =>
  api.call(email, 'POST', `${path(kind, 'batch')}${query}`, rows);

const count = async (table: string, where = sql`true`) =>
  Number(
    (
      await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`,
      )
    )[0]!.n,
  );

beforeAll(async () => {
  for (const email of [ADMIN, IMPORTER, OPERATOR, NOBODY]) await api.signIn(email);
});

describe('permissions', () => {
  it('every import route needs the import permission (403) and a token (401)', async () => {
    for (const kind of IMPORT_KINDS) {
      for (const email of [OPERATOR, NOBODY]) {
        const format = await api.call(email, 'GET', path(kind, 'format'));
        expect(format.statusCode).toBe(403);
        expect(format.json()).toMatchObject({ error_definition: 'ACCESS_DENIED' });
        expect((await upload(kind, 'x\n1\n', { email })).statusCode).toBe(403);
      }
      expect((await api.call(null, 'GET', path(kind, 'format'))).statusCode).toBe(401);
      const anonymous = await upload(kind, 'x\n1\n', { email: null });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error_definition: 'INVALID_ACCESS_TOKEN' });
      if (IMPORT_KIND_SPECS[kind].paths.batch && kind !== 'BLACKLISTED_DOMAINS') {
        expect((await batch(kind, [{}], '', NOBODY)).statusCode).toBe(403);
        expect((await api.call(null, 'POST', path(kind, 'batch'), [{}])).statusCode).toBe(401);
      }
    }
    expect((await api.call(ADMIN, 'GET', path('COUNTRIES', 'format'))).statusCode).toBe(200);
  });

  it('the blacklist batch takes the import permission and still refuses nobody', async () => {
    const response = await api.call(NOBODY, 'POST', '/api/blacklisted_domain/batch?dryRun=true', [
      { domain: 'x.example' },
    ]);
    expect(response.statusCode).toBe(403);
  });
});

describe('the format calls', () => {
  it('give fields, separator, the format list and a CSV example for every kind', async () => {
    for (const kind of IMPORT_KINDS) {
      const response = await api.call(IMPORTER, 'GET', path(kind, 'format'));
      expect(response.statusCode, kind).toBe(200);
      const format = response.json();
      const spec = IMPORT_KIND_SPECS[kind];
      expect(format).toMatchObject({
        kind,
        fields: spec.fields,
        optional: spec.optional,
        separator: spec.separator,
      });
      expect(format.format[0]).toBe(spec.fields.join(spec.separator));
      expect(format.format.length).toBeGreaterThanOrEqual(3);
      expect(format.csvExample[0]).toBe(spec.fields.join(spec.separator));
      expect(format.csvExample.length).toBeGreaterThanOrEqual(3);
    }
    const statuses = (await api.call(IMPORTER, 'GET', path('IMAGE_STATUSES', 'format'))).json();
    expect(statuses.format).toEqual([
      'id;status',
      '1024;NOT_PURSUABLE',
      '1025;LEGITIMATE',
      '1031;OFFLINE',
    ]);
    const countries = (await api.call(IMPORTER, 'GET', path('COUNTRIES', 'format'))).json();
    expect(countries.csvExample).toContain('"Korea, Republic of",KOR,');
  });

  it('the format examples import as they are (dry run)', async () => {
    for (const kind of ['REGISTERED_IMAGES', 'BLACKLISTED_SUBDOMAINS', 'COUNTRIES'] as const) {
      const { csvExample } = (await api.call(IMPORTER, 'GET', path(kind, 'format'))).json();
      const response = await upload(kind, csvExample.join('\n'), { dryRun: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().notValid, response.body).toBe(0);
    }
  });
});

describe('not pursuable images', () => {
  it('creates pairs, sets their sightings NOT_PURSUABLE (audited), refuses unknown agencies', async () => {
    const domain = await makeDomain(db, {
      status: 'NEW',
      images: ['PENDING', 'IDENTICAL', 'PENDING'],
      delivered: [2],
    });
    const [first, second, third] = domain.imageIds as [number, number, number];
    // first and third: Agency A; second: Agency B. Give first and third the same picture.
    await db.execute(
      sql`UPDATE images SET image_id = 'NP-1', agency = 'Agency A' WHERE id IN (${first}, ${third})`,
    );
    const response = await batch('NOT_PURSUABLE_IMAGES', [
      { agency: 'Agency A', imageId: 'NP-1' },
      { agency: 'Agency B', imageId: 'NP-NONE' },
      { agency: 'Nowhere Photo', imageId: 'NP-2' },
      { agency: 'Agency A', imageId: '' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      kind: 'NOT_PURSUABLE_IMAGES',
      dryRun: false,
      read: 4,
      created: 2,
      existed: 0,
      notValid: 2,
      notValidDomains: ['Nowhere Photo', ''],
      preview: [],
    });
    expect(result.problems).toEqual([
      {
        line: 3,
        field: 'agency',
        value: 'Nowhere Photo',
        message: 'no agency named "Nowhere Photo"',
      },
      { line: 4, field: 'imageId', value: '', message: 'is empty' },
    ]);
    expect(result.messages).toEqual(
      [
        '2 rows imported',
        '2 rows not valid',
        '1 sighting set to NOT_PURSUABLE',
        'line 3: agency: no agency named "Nowhere Photo"',
        'line 4: imageId: is empty',
      ].sort((a, b) => result.messages.indexOf(a) - result.messages.indexOf(b)),
    );
    expect(result.messages[0]).toBe('2 rows imported');
    const statuses = await queryRows<{ id: number; status: string }>(
      db,
      sql`SELECT id, status FROM images WHERE id IN (${first}, ${second}, ${third}) ORDER BY id`,
    );
    // The delivered third sighting keeps its status.
    expect(statuses.map((row) => row.status)).toEqual(['NOT_PURSUABLE', 'IDENTICAL', 'PENDING']);
    const audit = await queryRows<{ before: string; after: string }>(
      db,
      sql`SELECT before, after FROM audit_log WHERE entity_type = 'IMAGE' AND entity_id = ${first} AND field = 'status'`,
    );
    expect(audit).toEqual([{ before: 'PENDING', after: 'NOT_PURSUABLE' }]);

    const again = (
      await batch('NOT_PURSUABLE_IMAGES', [
        { agency: 'Agency A', imageId: 'NP-1' },
        { agency: 'Agency B', imageId: 'NP-NONE' },
      ])
    ).json();
    expect(again).toMatchObject({
      created: 0,
      existed: 2,
      existedDomains: ['Agency A/NP-1', 'Agency B/NP-NONE'],
      notValid: 0,
    });
    expect(again.messages).toEqual([
      '0 rows imported',
      '2 rows already there: Agency A/NP-1, Agency B/NP-NONE',
    ]);
  });
});

describe('registered images', () => {
  it('creates assets, marks their sightings, counts existing ones; idempotent by CSV', async () => {
    const domain = await makeDomain(db, { status: 'NEW', images: ['PENDING'] });
    await db.execute(sql`UPDATE images SET image_id = 'REG-1' WHERE id = ${domain.imageIds[0]!}`);
    const file =
      'imageNumber,copyrightHolder,registrationNumber\r\nREG-1,Agency A,VA 1\r\nREG-2,,\r\nREG-3,,\r\n';
    const first = await upload('REGISTERED_IMAGES', file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      read: 3,
      created: 3,
      existed: 0,
      notValid: 0,
      messages: ['3 rows imported'],
    });
    const [image] = await queryRows<{ registered_image: boolean }>(
      db,
      sql`SELECT registered_image FROM images WHERE id = ${domain.imageIds[0]!}`,
    );
    expect(image!.registered_image).toBe(true);
    const [asset] = await queryRows<{
      copyright_holder: string | null;
      registration_number: string | null;
    }>(
      db,
      sql`SELECT copyright_holder, registration_number FROM registered_assets WHERE image_number = 'REG-2'`,
    );
    expect(asset).toEqual({ copyright_holder: null, registration_number: null });
    const second = await upload('REGISTERED_IMAGES', file);
    expect(second.json()).toMatchObject({
      created: 0,
      existed: 3,
      existedDomains: ['REG-1', 'REG-2', 'REG-3'],
    });
  });
});

describe('blacklisted domains and subdomains', () => {
  it('the CSV import: created, existed and not valid with their lists; problems as messages', async () => {
    await api.call(IMPORTER, 'POST', '/api/blacklisted_domain/batch', [
      { domain: 'old-listed.example' },
    ]);
    const response = await upload(
      'BLACKLISTED_DOMAINS',
      '\ufeffDomain\r\nnew-one.example\r\nOLD-LISTED.example\r\n"not valid"\r\n\r\nnew-two.example\r\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      read: 4,
      created: 2,
      existed: 1,
      existedDomains: ['old-listed.example'],
      notValid: 1,
      notValidDomains: ['not valid'],
      messages: ['line 4: domain: "not valid" is not a valid domain name'],
    });
    const audit = await count(
      'audit_log',
      sql`entity_type = 'BLACKLISTED_DOMAIN' AND after IN ('new-one.example', 'new-two.example')`,
    );
    expect(audit).toBe(2);
  });

  it('subdomains need three labels and go to their own list, audited', async () => {
    const response = await upload(
      'BLACKLISTED_SUBDOMAINS',
      'domain\nshop.spam.example\nspam.example\n',
    );
    expect(response.json()).toMatchObject({
      created: 1,
      notValid: 1,
      notValidDomains: ['spam.example'],
    });
    expect(await count('blacklisted_subdomains', sql`domain = 'shop.spam.example'`)).toBe(1);
    expect(await count('blacklisted_domains', sql`domain = 'shop.spam.example'`)).toBe(0);
    expect(await count('audit_log', sql`entity_type = 'BLACKLISTED_SUBDOMAIN'`)).toBe(1);
    const batchResponse = await batch('BLACKLISTED_SUBDOMAINS', [
      { domain: 'shop.spam.example' },
      { domain: 'cdn.spam.example' },
    ]);
    expect(batchResponse.json()).toMatchObject({
      created: 1,
      existed: 1,
      existedDomains: ['shop.spam.example'],
    });
  });

  it('the add form batch answers its fields plus the import fields, blanks skipped; dryRun counts', async () => {
    const form = await api.call(IMPORTER, 'POST', '/api/blacklisted_domain/batch', [
      { domain: 'form-one.example' },
      { domain: ' ' },
    ]);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toEqual({
      kind: 'BLACKLISTED_DOMAINS',
      dryRun: false,
      read: 1,
      created: 1,
      createdDomains: ['form-one.example'],
      existed: 0,
      existedDomains: [],
      notValid: 0,
      notValidDomains: [],
      messages: [],
      problems: [],
      preview: [],
    });
    const dry = await api.call(IMPORTER, 'POST', '/api/blacklisted_domain/batch?dryRun=true', [
      { domain: 'form-one.example' },
      { domain: 'form-two.example' },
      { domain: 'bad name' },
    ]);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      created: 1,
      createdDomains: ['form-two.example'],
      existed: 1,
      notValid: 1,
      notValidDomains: ['bad name'],
      // The first valid rows, existing ones too.
      preview: [{ domain: 'form-one.example' }, { domain: 'form-two.example' }],
    });
    expect(await count('blacklisted_domains', sql`domain = 'form-two.example'`)).toBe(0);
  });
});

describe('image statuses', () => {
  it('changes statuses (audited); same status existed; unknown and delivered not valid', async () => {
    const domain = await makeDomain(db, {
      status: 'NEW',
      images: ['PENDING', 'IDENTICAL', 'PENDING'],
      delivered: [2],
    });
    const [a, b, c] = domain.imageIds as [number, number, number];
    const file = `id;status\n${a};legitimate\n${b};IDENTICAL\n${c};OFFLINE\n999999;OFFLINE\n${a};FOO\n`;
    const response = await upload('IMAGE_STATUSES', file);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      read: 5,
      created: 1,
      existed: 1,
      existedDomains: [String(b)],
      notValid: 3,
    });
    expect(
      result.problems.map((problem: { line: number; message: string }) => [
        problem.line,
        problem.message,
      ]),
    ).toEqual([
      [4, `sighting ${c} is delivered; its status cannot change`],
      [5, 'no sighting with id 999999'],
      [6, expect.stringContaining('"FOO" is not an image status')],
    ]);
    expect(result.messages.slice(0, 3)).toEqual([
      '1 row updated',
      `1 row already had that status: ${b}`,
      '3 rows not valid',
    ]);
    const rows = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM images WHERE id IN (${a}, ${b}, ${c}) ORDER BY id`,
    );
    expect(rows.map((row) => row.status)).toEqual(['LEGITIMATE', 'IDENTICAL', 'PENDING']);
    expect(
      await count(
        'audit_log',
        sql`entity_type = 'IMAGE' AND entity_id = ${a} AND after = 'LEGITIMATE'`,
      ),
    ).toBe(1);
    // The manual batch: row n is line n.
    const manual = await batch('IMAGE_STATUSES', [
      { id: a, status: 'LEGITIMATE' },
      { id: 'x', status: 'OFFLINE' },
    ]);
    expect(manual.json()).toMatchObject({ created: 0, existed: 1, notValid: 1 });
    expect(manual.json().problems[0]).toMatchObject({ line: 2, field: 'id' });
  });
});

describe('legitimate agencies and countries', () => {
  it('legitimate agencies: new names created, known ones existed', async () => {
    const response = await upload(
      'LEGITIMATE_AGENCIES',
      'name\nNorth Light\n"Lens, Frame & Co"\nNorth Light\n',
    );
    expect(response.json()).toMatchObject({ read: 3, created: 2, existed: 0, notValid: 0 });
    const again = await upload('LEGITIMATE_AGENCIES', 'name\nNorth Light\n');
    expect(again.json()).toMatchObject({ created: 0, existed: 1, existedDomains: ['North Light'] });
  });

  it('countries: alpha-2 from ISO 3166; an unknown code not valid; an existing one left as it is', async () => {
    await db.execute(sql`DELETE FROM countries WHERE alpha3_code = 'ATA'`);
    const response = await upload(
      'COUNTRIES',
      'fullName,alpha3Code,priority\nAntarctica,ata,yes\nAustria (renamed),AUT,false\nNowhere,XYZ,\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      created: 1,
      existed: 1,
      existedDomains: ['AUT'],
      notValid: 1,
      notValidDomains: ['XYZ'],
    });
    const rows = await queryRows<{
      alpha3_code: string;
      alpha2_code: string;
      priority: boolean;
      full_name: string;
    }>(
      db,
      sql`SELECT alpha3_code, alpha2_code, priority, full_name FROM countries WHERE alpha3_code IN ('ATA', 'AUT') ORDER BY alpha3_code`,
    );
    expect(rows[0]).toEqual({
      alpha3_code: 'ATA',
      alpha2_code: 'AQ',
      priority: true,
      full_name: 'Antarctica',
    });
    expect(rows[1]!.full_name).not.toBe('Austria (renamed)');
  });
});

describe('dry runs and the record of imports', () => {
  it('a dry run counts like the import, writes nothing and shows a preview', async () => {
    const lines = Array.from({ length: 15 }, (_, n) => `dry-${n}.example`);
    const runs = await count('import_runs');
    const dry = await upload('BLACKLISTED_DOMAINS', `domain\n${lines.join('\n')}\n`, {
      dryRun: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, read: 15, created: 15, existed: 0 });
    expect(dry.json().preview).toHaveLength(IMPORT_PREVIEW_ROWS);
    expect(dry.json().preview[0]).toEqual({ domain: 'dry-0.example' });
    expect(await count('blacklisted_domains', sql`domain LIKE 'dry-%'`)).toBe(0);
    expect(await count('import_runs')).toBe(runs);
    const real = await upload('BLACKLISTED_DOMAINS', `domain\n${lines.join('\n')}\n`, {
      dryRun: false,
    });
    expect(real.json()).toMatchObject({ dryRun: false, created: 15, preview: [] });
    const summary = await batch('REGISTERED_IMAGES', [{ imageNumber: 'DRY-1' }], '?dryRun=true');
    expect(summary.json().messages).toEqual(['1 row would be imported']);
    expect(await count('registered_assets', sql`image_number = 'DRY-1'`)).toBe(0);
  });

  it('each import that writes is recorded in import_runs: who, kind, source, file, counts', async () => {
    await upload('LEGITIMATE_AGENCIES', 'name\nRecorded Agency\n\nRecorded Agency 2\n', {
      name: 'agencies.csv',
    });
    const [run] = await queryRows<Record<string, unknown>>(
      db,
      sql`SELECT kind, source, file_name, user_id, read, created, existed, not_valid FROM import_runs ORDER BY id DESC LIMIT 1`,
    );
    expect(run).toEqual({
      kind: 'LEGITIMATE_AGENCIES',
      source: 'csv',
      file_name: 'agencies.csv',
      user_id: api.userId(IMPORTER),
      read: 2,
      created: 2,
      existed: 0,
      not_valid: 0,
    });
    await batch('REGISTERED_IMAGES', [
      { imageNumber: 'RUN-1' },
      { imageNumber: ' ', copyrightHolder: 'Holder' },
    ]);
    const [manual] = await queryRows<Record<string, unknown>>(
      db,
      sql`SELECT kind, source, file_name, read, created, not_valid FROM import_runs ORDER BY id DESC LIMIT 1`,
    );
    expect(manual).toEqual({
      kind: 'REGISTERED_IMAGES',
      source: 'manual',
      file_name: null,
      read: 2,
      created: 1,
      not_valid: 1,
    });
  });
});

describe('one transaction', () => {
  it('a failure in a later chunk leaves nothing of the earlier ones', async () => {
    await db.execute(sql`CREATE FUNCTION import_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.image_number = 'FAIL-HERE' THEN RAISE EXCEPTION 'marker row'; END IF;
        RETURN NEW;
      END $$`);
    await db.execute(sql`CREATE TRIGGER import_test_fail BEFORE INSERT ON registered_assets
      FOR EACH ROW EXECUTE FUNCTION import_test_fail()`);
    try {
      const rows = Array.from({ length: IMPORT_CHUNK_ROWS + 10 }, (_, n) => `CHUNK-${n}`);
      rows.push('FAIL-HERE');
      const runs = await count('import_runs');
      const response = await upload('REGISTERED_IMAGES', `imageNumber\n${rows.join('\n')}\n`);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ error_definition: 'INTERNAL_ERROR' });
      expect(response.body).not.toMatch(/marker row|at .*\.ts/);
      expect(await count('registered_assets', sql`image_number LIKE 'CHUNK-%'`)).toBe(0);
      expect(await count('import_runs')).toBe(runs);
    } finally {
      await db.execute(sql`DROP TRIGGER import_test_fail ON registered_assets`);
      await db.execute(sql`DROP FUNCTION import_test_fail()`);
    }
  });
});

describe('the CSV upload', () => {
  const refused = async (response: Awaited<ReturnType<typeof upload>>, status = 400) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    expect(response.body).not.toMatch(/\n\s+at /);
    return response.json().message as string;
  };
  const send = async (parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return testApp.app.inject({
      method: 'POST',
      url: path('LEGITIMATE_AGENCIES', 'csv'),
      payload: body.payload,
      headers: { ...body.headers, authorization: await bearer(IMPORTER) },
    });
  };

  it('refuses no file, two files, a file in another field, and a JSON body', async () => {
    expect(await refused(await send([]))).toMatch(/^file: no file was sent/);
    expect(await refused(await send([{ field: 'note', content: 'hello' }]))).toMatch(
      /^file: no file was sent/,
    );
    const runs = await count('import_runs');
    expect(
      await refused(
        await send([
          { field: 'file', name: 'a.csv', content: 'name\nTwo Files A\n' },
          { field: 'file', name: 'b.csv', content: 'name\nTwo Files B\n' },
        ]),
      ),
    ).toBe('file: send one file only; nothing was imported.');
    expect(await count('legitimate_agencies', sql`name LIKE 'Two Files%'`)).toBe(0);
    expect(await count('import_runs')).toBe(runs);
    expect(
      await refused(await send([{ field: 'upload', name: 'a.csv', content: 'name\nX\n' }])),
    ).toMatch(/field "file"/);
    const json = await api.call(IMPORTER, 'POST', path('LEGITIMATE_AGENCIES', 'csv'), {
      file: 'x',
    });
    expect(await refused(json)).toMatch(/multipart\/form-data/);
  });

  it('refuses a binary file, an empty one, a header only and a wrong header', async () => {
    const binary = Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]);
    expect(await refused(await upload('LEGITIMATE_AGENCIES', binary))).toMatch(
      /^file: this is not a CSV text file/,
    );
    const latin1 = Buffer.from('name\nM\xfcnchen Foto\n', 'latin1');
    expect(await refused(await upload('LEGITIMATE_AGENCIES', latin1))).toMatch(
      /^file: this is not a CSV text file/,
    );
    expect(await refused(await upload('LEGITIMATE_AGENCIES', ''))).toMatch(
      /^file: the file is empty/,
    );
    expect(await refused(await upload('LEGITIMATE_AGENCIES', '\r\n\r\n'))).toMatch(
      /^file: the file is empty/,
    );
    expect(await refused(await upload('LEGITIMATE_AGENCIES', 'name\r\n'))).toMatch(
      /no rows below it/,
    );
    expect(await refused(await upload('NOT_PURSUABLE_IMAGES', 'agency,image\nAgency A,X\n'))).toBe(
      'file: The first line must name the columns agency,imageId: missing imageId; unknown "image".',
    );
  });

  it('refuses broken quotes, naming the line; nothing is written', async () => {
    const unclosed = await refused(
      await upload(
        'LEGITIMATE_AGENCIES',
        'name\nQuote Agency 1\n"Quote Agency 2\nQuote Agency 3\n',
      ),
    );
    expect(unclosed).toMatch(/^file: line \d+: a quoted value is never closed/);
    const stray = await refused(
      await upload('LEGITIMATE_AGENCIES', 'name\nQuote Agency 1\n"Quote" Agency\n'),
    );
    expect(stray).toMatch(/^file: line 3: a closing quote must be followed by the separator/);
    const opening = await refused(
      await upload('LEGITIMATE_AGENCIES', 'name\nQuote Agency 1\nQuote "Agency"\n'),
    );
    expect(opening).toMatch(/^file: line 3: a quote in the middle of a value/);
    expect(await count('legitimate_agencies', sql`name LIKE 'Quote Agency%'`)).toBe(0);
  });

  it('takes a BOM, CRLF, quoted separators, columns in any order, semicolons; refuses short and long rows', async () => {
    const response = await upload(
      'REGISTERED_IMAGES',
      '\ufeffRegistration Number,IMAGE NUMBER,copyright_holder\r\n"VA 1, part 2",Q-1,"Holder ""Q"""\r\n,Q-2,\r\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ read: 2, created: 2, notValid: 0 });
    const [asset] = await queryRows<{ registration_number: string; copyright_holder: string }>(
      db,
      sql`SELECT registration_number, copyright_holder FROM registered_assets WHERE image_number = 'Q-1'`,
    );
    expect(asset).toEqual({ registration_number: 'VA 1, part 2', copyright_holder: 'Holder "Q"' });
    const short = await upload(
      'NOT_PURSUABLE_IMAGES',
      'agency;imageId\nAgency A;SEMI-1\nAgency B\nAgency A;SEMI-2;extra\n',
    );
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json()).toMatchObject({ read: 3, created: 1, notValid: 2 });
    expect(
      short
        .json()
        .problems.map((problem: { line: number; message: string }) => [
          problem.line,
          problem.message,
        ]),
    ).toEqual([
      [3, 'expected 2 values (agency, imageId), found 1'],
      [4, 'expected 2 values (agency, imageId), found 3'],
    ]);
  });

  describe('the number of values of a row (issue 26)', () => {
    it('refuses a registered-image row without its commas, naming the line; the others land', async () => {
      const response = await upload(
        'REGISTERED_IMAGES',
        'imageNumber,copyrightHolder,registrationNumber\nCOUNT-1,Holder,VA 1\nCOUNT-2\nCOUNT-3,Holder\nCOUNT-4,,\n',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ read: 4, created: 2, notValid: 2 });
      expect(response.json().problems).toEqual([
        {
          line: 3,
          field: null,
          value: 'COUNT-2',
          message: 'expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 1',
        },
        {
          line: 4,
          field: null,
          value: 'COUNT-3,Holder',
          message: 'expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 2',
        },
      ]);
      expect(response.json().messages).toContain(
        'line 3: expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 1',
      );
      const stored = await queryRows<{ image_number: string }>(
        db,
        sql`SELECT image_number FROM registered_assets WHERE image_number LIKE 'COUNT-%' ORDER BY 1`,
      );
      expect(stored.map((row) => row.image_number)).toEqual(['COUNT-1', 'COUNT-4']);
    });

    it('counts against the header: optional columns it leaves out are not expected', async () => {
      const response = await upload(
        'REGISTERED_IMAGES',
        'imageNumber\nHEADER-1\nHEADER-2,Holder\n',
        {
          dryRun: true,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ read: 2, created: 1, notValid: 1 });
      expect(response.json().problems[0]).toMatchObject({
        line: 3,
        message: 'expected 1 value (imageNumber), found 2',
      });
    });

    it('every kind refuses a CSV row of one value too many or too few, naming its line', async () => {
      for (const kind of IMPORT_KINDS) {
        const { fields, separator } = IMPORT_KIND_SPECS[kind];
        const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`).join(separator);
        const rows = [values(fields.length + 1), ...(fields.length > 1 ? [values(1)] : [])];
        const response = await upload(kind, `${fields.join(separator)}\n${rows.join('\n')}\n`, {
          dryRun: true,
        });
        expect(response.statusCode, kind).toBe(200);
        const expected = `expected ${fields.length} ${fields.length === 1 ? 'value' : 'values'} (${fields.join(separator === ';' ? '; ' : ', ')})`;
        const problems = (response.json().problems as { line: number; message: string }[]).map(
          (problem) => [problem.line, problem.message],
        );
        expect(problems, kind).toEqual([
          [2, `${expected}, found ${fields.length + 1}`],
          ...(fields.length > 1 ? [[3, `${expected}, found 1`]] : []),
        ]);
      }
    });
  });

  it('tells a file sent as the raw body (not multipart) how to send it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${path('LEGITIMATE_AGENCIES', 'csv')}?dryRun=true`,
      payload: 'name\nRaw Body Agency\n',
      headers: { 'content-type': 'text/csv', authorization: await bearer(IMPORTER) },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'The request body must be multipart/form-data with the CSV file in the field "file".',
    );
    expect(await count('legitimate_agencies', sql`name = 'Raw Body Agency'`)).toBe(0);
  });

  it('refuses a file larger than the limit: 413 naming the size, nothing written', async () => {
    const big = Buffer.alloc(IMPORT_FILE_MAX_BYTES + 1024, 'a');
    Buffer.from('name\nToo Large Agency\n').copy(big);
    const message = await refused(await upload('LEGITIMATE_AGENCIES', big), 413);
    expect(message).toBe(
      `file: the file is larger than ${IMPORT_FILE_MAX_BYTES / (1024 * 1024)} MB, the most one import takes. Split it into smaller files.`,
    );
    expect(await count('legitimate_agencies', sql`name = 'Too Large Agency'`)).toBe(0);
  });

  it('refuses a file of more rows than one import takes, naming the limit, nothing written', async () => {
    const rows = Array.from({ length: IMPORT_ROWS_MAX + 1 }, (_, n) => `Many Rows Agency ${n}`);
    const message = await refused(
      await upload('LEGITIMATE_AGENCIES', `name\n${rows.join('\n')}\n`),
    );
    expect(message).toBe(
      `file: the file has more than ${IMPORT_ROWS_MAX.toLocaleString('en-US')} rows, the most one import takes. Split it into smaller files; nothing was imported.`,
    );
    expect(await count('legitimate_agencies', sql`name LIKE 'Many Rows Agency %'`)).toBe(0);
  }, 60_000);

  it('caps the lists and the problems, and tells how many more', async () => {
    const lines = Array.from({ length: 130 }, (_, n) => `bad name ${n}`);
    const response = await upload('BLACKLISTED_DOMAINS', `domain\n${lines.join('\n')}\n`, {
      dryRun: true,
    });
    const result = response.json();
    expect(result.notValid).toBe(130);
    expect(result.notValidDomains).toHaveLength(100);
    expect(result.problems).toHaveLength(130);
    expect(result.messages).toHaveLength(21);
    expect(result.messages[20]).toBe('and 110 more problems');
  });
});
