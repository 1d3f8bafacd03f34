import { createTestApp, type TestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ClientOptions } from './client';

/**
 * User administration, work queues, the countries list and the domain list speak spec 002's
 * calls (docs/api-contract.md): against the reference server with its extensions and with them
 * off (a server that knows only the specs; its `GET /capabilities` is a 404), recording what the
 * client sends. The extensions of this area are sent only when advertised.
 */
const on = await createTestApp({ demoData: { domainCount: 20, imageCount: 120 } });
const off = await createTestApp({
  demoData: { domainCount: 20, imageCount: 120 },
  extensions: false,
});
const urls = { on: '', off: '' };
beforeAll(async () => {
  urls.on = `${await on.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  urls.off = `${await off.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => Promise.all([on.close(), off.close()]));

interface Sent {
  call: string;
  body: unknown;
}

/** A client of `server` signed in as `email`, recording `METHOD /path?query` and the JSON body. */
async function recorded(
  server: 'on' | 'off',
  email = 'admin@example.com',
  options: ClientOptions = {},
) {
  const app: TestApp = server === 'on' ? on : off;
  const token = await app.login(email);
  const sent: Sent[] = [];
  const client = createClient({
    baseUrl: urls[server],
    getToken: () => token,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = request.body ? await request.clone().text() : '';
      sent.push({
        call: `${request.method} ${url.pathname.replace('/api', '')}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      });
      return fetch(request);
    },
    ...options,
  });
  return { client, sent, calls: () => sent.map((entry) => entry.call) };
}

const servers = ['on', 'off'] as const;

describe('users: the flags in `permissions` (002 §7)', () => {
  it.each(servers)(
    'extensions %s: create and update send permissions; list reads them flat',
    async (server) => {
      const { client, sent } = await recorded(server);
      const email = `flags-${server}@example.com`;
      const created = await client.users.create({
        name: 'Flag Person',
        email,
        role: 'ROLE_USER',
        active: true,
        password: 'a-long-enough-password',
        permissions: { imagePermission: true, tablePermission: true },
      });
      expect(sent.at(-1)).toEqual({
        call: 'POST /assessment_user',
        body: {
          name: 'Flag Person',
          email,
          role: 'ROLE_USER',
          active: true,
          password: 'a-long-enough-password',
          permissions: { imagePermission: true, tablePermission: true },
        },
      });
      expect(created).toMatchObject({
        imagePermission: true,
        tablePermission: true,
        domainPermission: false,
      });

      // Flat flags (the form GET answers) go out in `permissions` too.
      const updated = await client.users.update({
        ...created,
        importPermission: true,
        imagePermission: false,
      });
      expect(sent.at(-1)!.body).toEqual({
        id: created.id,
        name: 'Flag Person',
        email,
        role: 'ROLE_USER',
        active: true,
        permissions: {
          imagePermission: false,
          domainPermission: false,
          qualityControlPermission: false,
          socialMediaPermission: false,
          reviewPermission: false,
          tablePermission: true,
          importPermission: true,
        },
      });
      expect(updated).toMatchObject({
        imagePermission: false,
        tablePermission: true,
        importPermission: true,
      });
      const listed = (await client.users.list()).find((user) => user.id === created.id);
      expect(listed).toEqual(updated);
    },
  );
});

describe('users: the sign-in locks (the extension sign-in-locks)', () => {
  it('offered: GET /assessment_user/sign_in_lock and DELETE …/sign_in_lock', async () => {
    const { client, calls } = await recorded('on');
    const users = await client.users.list();
    await expect(client.users.signInLocks()).resolves.toEqual(expect.any(Array));
    await client.users.clearSignInLock(users[0]!.id);
    expect(calls()).toEqual([
      'GET /assessment_user',
      'GET /capabilities',
      'GET /assessment_user/sign_in_lock',
      `DELETE /assessment_user/${users[0]!.id}/sign_in_lock`,
    ]);
  });

  it('not offered (404 on /capabilities): rejects with 404 NOT_FOUND and sends nothing', async () => {
    const { client, calls } = await recorded('off');
    await expect(client.users.signInLocks()).rejects.toMatchObject({
      status: 404,
      errorDefinition: 'NOT_FOUND',
    });
    await expect(client.users.clearSignInLock(1)).rejects.toMatchObject({ status: 404 });
    expect(calls()).toEqual(['GET /capabilities']);
  });
});

describe('work queues: PUT with the list of entries (002 §7)', () => {
  it.each(servers)(
    'extensions %s: the entries name their user; an empty list goes with ?userId=',
    async (server) => {
      const { client, sent } = await recorded(server);
      const user = await client.users.create({
        name: `Queue ${server}`,
        email: `queue-${server}@example.com`,
        role: 'ROLE_USER',
        password: 'a-long-enough-password',
      });
      const query = "SELECT id FROM work_queue_domains WHERE domain_flow_status = 'NEW'";
      const saved = await client.workQueues.save(user.id, [
        { orderIndex: 0, type: 'DOMAINS', query, description: 'New ones', active: true },
      ]);
      expect(sent.at(-1)).toEqual({
        call: 'PUT /assessment_user_work_queue',
        body: [
          {
            orderIndex: 0,
            type: 'DOMAINS',
            query,
            description: 'New ones',
            active: true,
            userId: user.id,
          },
        ],
      });
      expect(saved).toEqual([
        expect.objectContaining({ userId: user.id, description: 'New ones' }),
      ]);

      // The entries as GET answers them go back as they are (the server's fields ignored).
      const listed = await client.workQueues.list(user.id);
      const again = await client.workQueues.save(user.id, [{ ...listed[0]!, active: false }]);
      expect(again).toEqual([{ ...listed[0]!, active: false }]);

      await expect(client.workQueues.save(user.id, [])).resolves.toEqual([]);
      expect(sent.at(-1)).toEqual({
        call: `PUT /assessment_user_work_queue?userId=${user.id}`,
        body: [],
      });
      await expect(client.workQueues.list(user.id)).resolves.toEqual([]);
    },
  );
});

describe('the countries list (002 §3, 001 §3)', () => {
  it.each(servers)(
    'extensions %s: the server answers both shapes; the client reads Country',
    async (server) => {
      const { client } = await recorded(server);
      const [first] = await client.reference.countries();
      expect(first).toEqual({ fullName: 'Austria', alpha3Code: 'AUT', priority: true });
      const raw = await fetch(`${urls[server]}/assessment_domain/countries_list`, {
        headers: {
          authorization: `Bearer ${await (server === 'on' ? on : off).login('nobody@example.com')}`,
        },
      });
      expect(((await raw.json()) as unknown[])[0]).toEqual({
        fullName: 'Austria',
        alpha3Code: 'AUT',
        priority: true,
        key: 'AUT',
        value: 'Austria',
      });
    },
  );

  it("reads a server that answers 001's key and value only", async () => {
    const client = createClient({
      baseUrl: 'http://api.test/api',
      fetch: async () =>
        new Response(JSON.stringify([{ key: 'AUT', value: 'Austria' }]), {
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    await expect(client.reference.countries()).resolves.toEqual([
      { fullName: 'Austria', alpha3Code: 'AUT', priority: false },
    ]);
  });
});

describe('the domain list: 002 §3 filters, one row per image only when offered', () => {
  it.each(servers)(
    'extensions %s: status and notBlacklisted filter the domain list',
    async (server) => {
      const { client, sent } = await recorded(server, 'reviewer@example.com');
      const page = await client.reviewTables.domainImageInfo(
        { page: 0, size: 100 },
        { status: ['NEW'], notBlacklisted: true },
      );
      expect(sent.at(-1)).toEqual({
        call: 'POST /assessment_domain/domain_image_info?page=0&size=100',
        body: { status: ['NEW'], notBlacklisted: true },
      });
      expect(page.content.length).toBeGreaterThan(0);
      expect(page.content.every((row) => row.domainFlowStatus === 'NEW' && !row.blacklisted)).toBe(
        true,
      );
    },
  );

  it('offered: perImage=true answers one row per domain and sighting', async () => {
    const { client, calls } = await recorded('on', 'reviewer@example.com');
    const page = await client.reviewTables.domainImageInfo(
      { page: 0, size: 5 },
      {},
      { perImage: true },
    );
    expect(page.content[0]).toEqual(
      expect.objectContaining({ domainId: expect.any(Number), imageId: expect.any(String) }),
    );
    expect(calls()).toEqual([
      'GET /capabilities',
      'POST /assessment_domain/domain_image_info?perImage=true&page=0&size=5',
    ]);
  });

  it('not offered (404 on /capabilities): rejects with 404 and sends nothing', async () => {
    const { client, calls } = await recorded('off', 'reviewer@example.com');
    await expect(
      client.reviewTables.domainImageInfo({ page: 0, size: 5 }, {}, { perImage: true }),
    ).rejects.toMatchObject({ status: 404, errorDefinition: 'NOT_FOUND' });
    expect(calls()).toEqual(['GET /capabilities']);
  });
});
