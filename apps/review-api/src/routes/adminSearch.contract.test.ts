import { afterAll, describe, expect, it } from 'vitest';
import { blacklistedDomains, domains, images } from '../db/schema';
import { caller } from '../testing/reviewFixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * The Search page's, user administration's and the work queues' calls in the specs' forms (002
 * §3, §7; 001 §3), answered alike by the reference server with its extensions and with them off
 * (`API_EXTENSIONS=off`, a server that knows only the specs); this area's extensions answer 404
 * with them off, and their parameters are ignored (docs/api-contract.md).
 */

const ADMIN = 'admin@example.com';
const REVIEWER = 'reviewer@example.com';
const DOMAINS = '/api/assessment_domain/domain_image_info';
const USERS = '/api/assessment_user';
const QUEUES = '/api/assessment_user_work_queue';

interface Server {
  app: TestApp;
  api: ReturnType<typeof caller>;
  /** The fixture's domains by the first part of their name. */
  domainIds: Record<string, number>;
}

/** A server with three domains: new and listed, new and flagged blacklisted, parked and clean. */
async function serverWith(extensions: boolean): Promise<Server> {
  const app = await createTestApp({ extensions });
  const api = caller(app);
  for (const email of [ADMIN, REVIEWER]) await api.signIn(email);
  const db = app.database.db;
  const made = await db
    .insert(domains)
    .values([
      { domain: 'listed-one.example', domainFlowStatus: 'NEW' },
      { domain: 'flagged-two.example', domainFlowStatus: 'NEW', blacklisted: true },
      { domain: 'clean-three.example', domainFlowStatus: 'PARKED' },
    ])
    .returning({ id: domains.id, domain: domains.domain });
  const domainIds = Object.fromEntries(made.map((row) => [row.domain.split('-')[0]!, row.id]));
  await db.insert(blacklistedDomains).values({ domain: 'listed-one.example' });
  await db.insert(images).values(
    made.map((row, i) => ({
      imageId: `I-${i}`,
      agency: 'Agency A',
      domainId: row.id,
      status: 'PENDING' as const,
      usageUrl: `https://${row.domain}/page`,
      imageUrl: `https://${row.domain}/image.jpg`,
    })),
  );
  return { app, api, domainIds };
}

const servers = { on: await serverWith(true), off: await serverWith(false) };
afterAll(() => Promise.all([servers.on.app.close(), servers.off.app.close()]));
const both = ['on', 'off'] as const;

describe('the domain search: 002 §3 filters status and notBlacklisted', () => {
  const ids = async (server: Server, filter: object, query = '') => {
    const response = await server.api.call(REVIEWER, 'POST', `${DOMAINS}${query}`, filter);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().content as { id: number }[]).map((row) => row.id);
  };
  const named = (server: Server, ...names: string[]) => names.map((name) => server.domainIds[name]);

  it.each(both)('extensions %s: status is a list of domain flow statuses', async (mode) => {
    const server = servers[mode];
    expect(await ids(server, { status: ['NEW'] })).toEqual(named(server, 'listed', 'flagged'));
    expect(await ids(server, { status: ['PARKED', 'NEW'] })).toHaveLength(3);
    expect(await ids(server, { status: null })).toHaveLength(3);
  });

  it.each(both)(
    'extensions %s: notBlacklisted true leaves out the flag and the list; false keeps only them',
    async (mode) => {
      const server = servers[mode];
      expect(await ids(server, { notBlacklisted: true })).toEqual(named(server, 'clean'));
      expect(await ids(server, { notBlacklisted: false })).toEqual(
        named(server, 'listed', 'flagged'),
      );
      expect(await ids(server, { notBlacklisted: null, status: ['NEW'] })).toHaveLength(2);
    },
  );

  it.each(both)("extensions %s: this server's old names are unknown fields (400)", async (mode) => {
    for (const filter of [{ domainFlowStatus: ['NEW'] }, { blacklisted: true }, { domain: 'x' }]) {
      const response = await servers[mode].api.call(REVIEWER, 'POST', DOMAINS, filter);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
    }
  });

  it('perImage=true (domain-with-image): one row per sighting; ignored with extensions off', async () => {
    const query = '?perImage=true';
    const on = await servers.on.api.call(REVIEWER, 'POST', `${DOMAINS}${query}`, {
      status: ['NEW'],
    });
    expect(on.json().content[0]).toHaveProperty('imageId');
    const off = await servers.off.api.call(REVIEWER, 'POST', `${DOMAINS}${query}`, {
      status: ['NEW'],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().content.map((row: { id: number }) => row.id)).toEqual(
      named(servers.off, 'listed', 'flagged'),
    );
    expect(off.json().content[0]).not.toHaveProperty('imageId');
  });
});

describe('users: POST and PUT in the spec’s form (002 §7)', () => {
  it.each(both)(
    'extensions %s: POST takes permissions; PUT takes the user as GET answers it',
    async (mode) => {
      const { api } = servers[mode];
      const created = await api.call(ADMIN, 'POST', USERS, {
        name: 'Pat Permissions',
        email: 'pat@example.com',
        role: 'ROLE_USER',
        active: true,
        permissions: { imagePermission: true, socialMediaPermission: true },
        password: 'a-good-password',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        imagePermission: true,
        socialMediaPermission: true,
        tablePermission: false,
      });
      const listed = (await api.call(ADMIN, 'GET', USERS)).json() as { id: number }[];
      const read = listed.find((user) => user.id === created.json().id)!;

      // The read back with an edit; a flag in `permissions` wins over the flat one.
      const back = await api.call(ADMIN, 'PUT', USERS, {
        ...read,
        name: 'Pat Renamed',
        tablePermission: true,
        permissions: { imagePermission: false },
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toEqual({
        ...read,
        name: 'Pat Renamed',
        tablePermission: true,
        imagePermission: false,
      });
      // The edit form's fields plus email, the flags in `permissions` only: the others stay.
      const form = await api.call(ADMIN, 'PUT', USERS, {
        id: read.id,
        name: 'Pat Renamed',
        email: 'pat@example.com',
        role: 'ROLE_USER',
        active: true,
        permissions: { importPermission: true },
      });
      expect(form.json()).toMatchObject({
        tablePermission: true,
        importPermission: true,
        socialMediaPermission: true,
      });
      const odd = await api.call(ADMIN, 'PUT', USERS, {
        ...read,
        permissions: { socialMediaPermitted: true },
      });
      expect(odd.statusCode).toBe(400);
    },
  );

  it('sign-in locks (sign-in-locks) answer 404 with extensions off', async () => {
    const { api } = servers.off;
    expect((await api.call(ADMIN, 'GET', `${USERS}/sign_in_lock`)).statusCode).toBe(404);
    const id = api.userId(REVIEWER);
    expect((await api.call(ADMIN, 'DELETE', `${USERS}/${id}/sign_in_lock`)).statusCode).toBe(404);
    expect((await servers.on.api.call(ADMIN, 'GET', `${USERS}/sign_in_lock`)).statusCode).toBe(200);
  });
});

describe('work queues: PUT with the list of entries (002 §7)', () => {
  const query = "SELECT id FROM work_queue_domains WHERE domain_flow_status = 'NEW'";
  const entry = (userId: number | undefined, orderIndex = 0) => ({
    ...(userId === undefined ? {} : { userId }),
    orderIndex,
    type: 'DOMAINS',
    query,
    description: null,
    active: false,
  });

  it.each(both)(
    'extensions %s: the user from the entries; GET’s entries go back as they are',
    async (mode) => {
      const { api } = servers[mode];
      const reviewer = api.userId(REVIEWER);
      const saved = await api.call(ADMIN, 'PUT', QUEUES, [entry(reviewer)]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual([
        expect.objectContaining({ userId: reviewer, orderIndex: 0, createdBy: expect.any(Number) }),
      ]);
      const listed = (await api.call(ADMIN, 'GET', `${QUEUES}?userId=${reviewer}`)).json();
      // The server's fields changed: ignored.
      const again = await api.call(ADMIN, 'PUT', QUEUES, [
        {
          ...listed[0],
          description: 'Renamed',
          createdBy: 999,
          createdAt: 'yesterday',
          workFilterDto: { workFilterResultCount: 12345 },
        },
      ]);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual([{ ...listed[0], description: 'Renamed' }]);

      // ?userId= names the user of entries that do not; the empty list needs it.
      const withQuery = await api.call(ADMIN, 'PUT', `${QUEUES}?userId=${reviewer}`, [
        { ...listed[0], userId: undefined },
        entry(undefined, 1),
      ]);
      expect(withQuery.statusCode, withQuery.body).toBe(200);
      expect(withQuery.json()).toHaveLength(2);
      const cleared = await api.call(ADMIN, 'PUT', `${QUEUES}?userId=${reviewer}`, []);
      expect(cleared.json()).toEqual([]);
    },
  );

  it.each(both)('extensions %s: a list of two users, or of none, is a 400', async (mode) => {
    const { api } = servers[mode];
    const reviewer = api.userId(REVIEWER);
    const admin = api.userId(ADMIN);
    for (const [url, body, message] of [
      [QUEUES, [entry(reviewer), entry(admin, 1)], /more than one user/],
      [`${QUEUES}?userId=${admin}`, [entry(reviewer)], /more than one user/],
      [QUEUES, [entry(undefined)], /no entry names its user/],
      [QUEUES, [], /An empty list names no user/],
    ] as const) {
      const response = await api.call(ADMIN, 'PUT', url, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await api.call(ADMIN, 'GET', `${QUEUES}?userId=${reviewer}`)).json()).toEqual([]);
  });
});

describe('countries_list: both specs’ shapes (002 §3, 001 §3)', () => {
  it.each(both)('extensions %s: fullName, alpha3Code, priority, key and value', async (mode) => {
    const response = await servers[mode].api.call(
      REVIEWER,
      'GET',
      '/api/assessment_domain/countries_list',
    );
    const list = response.json() as Record<string, unknown>[];
    expect(list[0]).toEqual({
      fullName: 'Austria',
      alpha3Code: 'AUT',
      priority: true,
      key: 'AUT',
      value: 'Austria',
    });
    expect(
      list.every((entry) => entry.key === entry.alpha3Code && entry.value === entry.fullName),
    ).toBe(true);
  });
});

describe('the Search page’s extensions answer 404 with extensions off', () => {
  it.each([
    ['GET', '/api/assessment_image/clickhouse_status', undefined],
    ['POST', '/api/assessment_image/by_usage_url_part/csv', { part: 'page' }],
  ] as const)('%s %s', async (method, url, body) => {
    expect((await servers.off.api.call(REVIEWER, method, url, body)).statusCode).toBe(404);
    expect((await servers.on.api.call(REVIEWER, method, url, body)).statusCode).toBe(200);
  });
});
