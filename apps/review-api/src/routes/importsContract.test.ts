import { IMPORT_KIND_SPECS, type ImportKind } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { caller } from '../testing/reviewFixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * The imports in the spec's form and with this server's extensions (docs/import.md "Spec mode
 * and extended mode"): without a parameter every import stores its valid rows and counts the
 * invalid ones in `notValid` (002 §7), on a server with extensions and on one without alike;
 * `dryRun=true` (import-dry-run) writes nothing and `strict=true` (import-strict) refuses the
 * whole import where offered, and both are ignored (the import happens) where not.
 */

const IMPORTER = 'importer@example.com';

const seed = async ({ db }: TestApp['database']) => {
  await db.execute(sql`INSERT INTO agencies (name) VALUES ('Agency A')`);
};
const servers = {
  extended: await createTestApp({ seed }),
  spec: await createTestApp({ extensions: false, seed }),
};
afterAll(() => Promise.all(Object.values(servers).map((server) => server.close())));

const callers = {
  extended: caller(servers.extended),
  spec: caller(servers.spec),
};
type Mode = keyof typeof servers;
const tokens: Partial<Record<Mode, string>> = {};
beforeAll(async () => {
  for (const mode of ['extended', 'spec'] as const) {
    await callers[mode].signIn(IMPORTER);
    tokens[mode] = await servers[mode].login(IMPORTER);
  }
});

const MODES = ['extended', 'spec'] as const satisfies readonly Mode[];

const path = (kind: ImportKind, which: 'batch' | 'csv') =>
  `/api${IMPORT_KIND_SPECS[kind].paths[which]!}`;

const blacklistBatch = (mode: Mode, query: string, domains: string[]) =>
  callers[mode].call(
    IMPORTER,
    'POST',
    `/api/blacklisted_domain/batch${query}`,
    domains.map((domain) => ({ domain })),
  );

async function upload(mode: Mode, kind: ImportKind, query: string, content: string) {
  const boundary = '----importcontract';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rows.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return servers[mode].app.inject({
    method: 'POST',
    url: `${path(kind, 'csv')}${query}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[mode]!}`,
    },
  });
}

async function listed(mode: Mode, table: string, values: string[], column = 'domain') {
  const rows = await queryRows<{ value: string }>(
    servers[mode].database.db,
    sql`SELECT ${sql.raw(column)} AS value FROM ${sql.raw(table)}
      WHERE ${sql.raw(column)} IN (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}) ORDER BY 1`,
  );
  return rows.map((row) => row.value);
}

describe.each(MODES)('the spec form (%s server)', (mode) => {
  it('a blacklist batch with one invalid domain stores the others and counts it as notValid', async () => {
    const response = await blacklistBatch(mode, '', [
      'spec-one.example',
      'not a domain',
      'spec-two.example',
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      created: 2,
      existed: 0,
      existedDomains: [],
      notValid: 1,
      notValidDomains: ['not a domain'],
      messages: ['line 2: domain: "not a domain" is not a valid domain name'],
    });
    expect(
      await listed(mode, 'blacklisted_domains', ['spec-one.example', 'spec-two.example']),
    ).toEqual(['spec-one.example', 'spec-two.example']);
    // Again: both existed, listed by name.
    const again = (await blacklistBatch(mode, '', ['spec-one.example', 'spec-two.example'])).json();
    expect(again).toMatchObject({
      created: 0,
      existed: 2,
      existedDomains: ['spec-one.example', 'spec-two.example'],
      notValid: 0,
    });
  });

  it('every batch kind does the same: the subdomains and the registered images', async () => {
    const subdomains = await callers[mode].call(
      IMPORTER,
      'POST',
      path('BLACKLISTED_SUBDOMAINS', 'batch'),
      [{ domain: 'shop.spec-sub.example' }, { domain: 'spec-sub.example' }],
    );
    expect(subdomains.json()).toMatchObject({
      created: 1,
      notValid: 1,
      notValidDomains: ['spec-sub.example'],
    });
    const images = await callers[mode].call(IMPORTER, 'POST', path('REGISTERED_IMAGES', 'batch'), [
      { imageNumber: `SPEC-${mode}`, copyrightHolder: '', registrationNumber: '' },
      { imageNumber: '', copyrightHolder: 'Holder', registrationNumber: '' },
    ]);
    expect(images.json()).toMatchObject({ created: 1, notValid: 1, notValidDomains: [''] });
    expect(await listed(mode, 'registered_assets', [`SPEC-${mode}`], 'image_number')).toHaveLength(
      1,
    );
  });

  it('a CSV file with one invalid row stores the others and counts it', async () => {
    const response = await upload(
      mode,
      'BLACKLISTED_DOMAINS',
      '',
      'domain\ncsv-one.example\nbad name\ncsv-two.example\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      created: 2,
      notValid: 1,
      notValidDomains: ['bad name'],
    });
    expect(
      await listed(mode, 'blacklisted_domains', ['csv-one.example', 'csv-two.example']),
    ).toHaveLength(2);
  });

  it('a file that cannot be read is still a 400 naming what is wrong, nothing imported', async () => {
    const response = await upload(mode, 'BLACKLISTED_DOMAINS', '', 'name\nheader-wrong.example\n');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_definition: 'VALIDATION_ERROR',
      message: 'file: The first line must name the columns domain: missing domain; unknown "name".',
    });
    expect(await listed(mode, 'blacklisted_domains', ['header-wrong.example'])).toEqual([]);
  });

  it('a batch of blank rows only is refused (400); blank rows among others are skipped', async () => {
    const blank = await blacklistBatch(mode, '', [' ', '']);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('body: This field cannot be empty.');
    const mixed = (await blacklistBatch(mode, '', ['', 'blank-mixed.example'])).json();
    expect(mixed).toMatchObject({ created: 1, notValid: 0 });
  });
});

describe('dryRun=true (import-dry-run)', () => {
  it('with extensions: counts and writes nothing, batch and CSV', async () => {
    const dry = await blacklistBatch('extended', '?dryRun=true', ['dry-on.example', 'bad one']);
    expect(dry.json()).toMatchObject({ dryRun: true, created: 1, notValid: 1 });
    const file = await upload(
      'extended',
      'BLACKLISTED_DOMAINS',
      '?dryRun=true',
      'domain\ndry-on-csv.example\n',
    );
    expect(file.json()).toMatchObject({ dryRun: true, created: 1 });
    expect(
      await listed('extended', 'blacklisted_domains', ['dry-on.example', 'dry-on-csv.example']),
    ).toEqual([]);
  });

  it('without extensions: ignored, so the rows are imported (the client never sends it there)', async () => {
    const dry = await blacklistBatch('spec', '?dryRun=true', ['dry-off.example', 'bad one']);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: false, created: 1, notValid: 1 });
    const file = await upload(
      'spec',
      'BLACKLISTED_DOMAINS',
      '?dryRun=true',
      'domain\ndry-off-csv.example\n',
    );
    expect(file.json()).toMatchObject({ dryRun: false, created: 1 });
    expect(
      await listed('spec', 'blacklisted_domains', ['dry-off.example', 'dry-off-csv.example']),
    ).toEqual(['dry-off-csv.example', 'dry-off.example']);
  });
});

describe('strict=true (import-strict)', () => {
  it('with extensions: the first invalid row refuses the whole batch, by line and field', async () => {
    const response = await blacklistBatch('extended', '?strict=true', [
      'strict-on.example',
      '',
      'https://bad.example/',
      'no spaces.example',
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_definition: 'VALIDATION_ERROR',
      message:
        'body: line 3: domain: "https://bad.example/" is not a valid domain name (and 1 more row not valid); nothing was imported.',
    });
    expect(await listed('extended', 'blacklisted_domains', ['strict-on.example'])).toEqual([]);
    // All valid: imported as without it.
    const valid = await blacklistBatch('extended', '?strict=true', ['strict-on.example']);
    expect(valid.json()).toMatchObject({ created: 1, notValid: 0 });
  });

  it('with extensions: a row the database refuses rolls the whole import back; the CSV too', async () => {
    const response = await callers.extended.call(
      IMPORTER,
      'POST',
      `${path('NOT_PURSUABLE_IMAGES', 'batch')}?strict=true`,
      [
        { agency: 'Agency A', imageId: 'STRICT-1' },
        { agency: 'Nowhere Photo', imageId: 'STRICT-2' },
      ],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'body: line 2: agency: no agency named "Nowhere Photo"; nothing was imported.',
    );
    expect(await listed('extended', 'not_pursuable_images', ['STRICT-1'], 'image_id')).toEqual([]);
    const file = await upload(
      'extended',
      'BLACKLISTED_DOMAINS',
      '?strict=true',
      'domain\nstrict-csv.example\nbad name\n',
    );
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toBe(
      'file: line 3: domain: "bad name" is not a valid domain name; nothing was imported.',
    );
    expect(await listed('extended', 'blacklisted_domains', ['strict-csv.example'])).toEqual([]);
  });

  it('without extensions: ignored, so the valid rows are imported and the others counted', async () => {
    const response = await blacklistBatch('spec', '?strict=true', [
      'strict-off.example',
      'https://bad.example/',
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, notValid: 1 });
    const file = await upload(
      'spec',
      'BLACKLISTED_DOMAINS',
      '?strict=true',
      'domain\nstrict-off-csv.example\nbad name\n',
    );
    expect(file.json()).toMatchObject({ created: 1, notValid: 1 });
    expect(
      await listed('spec', 'blacklisted_domains', ['strict-off.example', 'strict-off-csv.example']),
    ).toHaveLength(2);
  });

  it('skipInvalid is taken and ignored: the spec default already stores the valid ones', async () => {
    for (const mode of MODES) {
      const response = await blacklistBatch(mode, '?skipInvalid=true', [
        `skip-${mode}.example`,
        'bad name',
      ]);
      expect(response.json(), mode).toMatchObject({ created: 1, notValid: 1 });
    }
  });
});
