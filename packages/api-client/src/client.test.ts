import {
  chooseCountry,
  chooseWebsite,
  EMPTY_DOMAIN_FORM,
  PRIORITY_COUNTRIES,
  TEXTS,
  toDomainUpdate,
} from '@sightings/domain-model';
import { createTestApp } from '@sightings/review-api/testing';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type ClientOptions } from './client';
import { ApiError, isApiError } from './errors';

const { somethingWentWrong: SOMETHING_WENT_WRONG, thereWasAnError: THERE_WAS_AN_ERROR } =
  TEXTS.errors;

// Against the real reference server, started in this process; no mocks.
const server = await createTestApp();
let baseUrl = '';

beforeAll(async () => {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/api`;
});
afterAll(() => server.close());

/** A client with a token (or none) and a spy for `onUnauthorized`. */
function clientWith(token: string | null, options: ClientOptions = {}) {
  const onUnauthorized = vi.fn();
  const client = createClient({ baseUrl, getToken: () => token, onUnauthorized, ...options });
  return { client, onUnauthorized };
}

/** The rejection of `promise`, which must be an `ApiError`. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApiError(error), `expected an ApiError, got ${String(error)}`).toBe(true);
  return error as ApiError;
}

/** The server's own error JSON for a GET, read with plain fetch (to compare messages). */
async function serverError(path: string, token: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { message: string; error_definition: string };
}

const signIn = async (email: string) =>
  (await createClient({ baseUrl }).auth.login({ email, password: 'review-demo' })).accessToken;

describe('createClient', () => {
  it('reads the health of the server', async () => {
    await expect(createClient({ baseUrl }).health()).resolves.toEqual({ status: 'ok' });
  });

  it('rejects when the server cannot be reached', async () => {
    await expect(createClient({ baseUrl: 'http://127.0.0.1:1/api' }).health()).rejects.toThrow();
  });
});

describe('auth', () => {
  it('signs in and reads the current user with the token', async () => {
    const login = await createClient({ baseUrl }).auth.login({
      email: 'operator@example.com',
      password: 'review-demo',
    });
    expect(login).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    const { client, onUnauthorized } = clientWith(login.accessToken);
    const me = await client.auth.me();
    expect(me).toMatchObject({ email: 'operator@example.com', roles: ['ROLE_USER'] });
    expect(me.userPermissions).toMatchObject({ imagePermission: true, domainPermission: true });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a wrong password with the spec text and does not end a session', async () => {
    const { client, onUnauthorized } = clientWith(null);
    const error = await failure(
      client.auth.login({ email: 'operator@example.com', password: 'wrong-password' }),
    );
    expect(error.message).toBe('The username or password you entered is incorrect');
    expect(error.message).toBe(TEXTS.login.badCredentials);
    expect(error).toMatchObject({ status: 401, errorDefinition: 'BAD_CREDENTIALS' });
    expect(error.path).toBe('/api/auth/login');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a garbage token with the server message and ends the session', async () => {
    const { client, onUnauthorized } = clientWith('not-a-token');
    const error = await failure(client.auth.me());
    const expected = await serverError('/auth/me', 'not-a-token');
    expect(expected.error_definition).toBe('INVALID_ACCESS_TOKEN');
    expect(error.message).toBe(expected.message);
    expect(error.message).not.toBe(SOMETHING_WENT_WRONG);
    expect(error).toMatchObject({ status: 401, errorDefinition: 'INVALID_ACCESS_TOKEN' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('sends no Authorization header without a token (401 INVALID_ACCESS_TOKEN)', async () => {
    const { client, onUnauthorized } = clientWith(null);
    const error = await failure(client.reference.countries());
    expect(error).toMatchObject({ status: 401, errorDefinition: 'INVALID_ACCESS_TOKEN' });
    expect(error.message).toMatch(/missing/);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects an expired token with the server message and ends the session', async () => {
    const shortLived = await createTestApp({ accessTokenTtlSeconds: 1 });
    try {
      const address = await shortLived.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await shortLived.login('operator@example.com');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const onUnauthorized = vi.fn();
      const client = createClient({
        baseUrl: `${address}/api`,
        getToken: () => token,
        onUnauthorized,
      });
      const error = await failure(client.auth.me());
      expect(error).toMatchObject({ status: 401, errorDefinition: 'ACCESS_TOKEN_EXPIRED' });
      expect(error.message).toBe('The access token has expired. Sign in again.');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    } finally {
      await shortLived.close();
    }
  });

  it('signs out: the token stops working', async () => {
    const { client, onUnauthorized } = clientWith(await signIn('reviewer@example.com'));
    await expect(client.auth.logout()).resolves.toBeUndefined();
    const error = await failure(client.auth.me());
    expect(error).toMatchObject({ status: 401, errorDefinition: 'INVALID_ACCESS_TOKEN' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the next session alone when a late 401 answers a call of a session that has ended', async () => {
    const ended = await signIn('reviewer@example.com');
    await createClient({ baseUrl, getToken: () => ended }).auth.logout();
    const next = await signIn('reviewer@example.com');
    let stored: string | null = ended;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The server's answer is held back until the test lets it through.
    const slowFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      await answered;
      return response;
    };
    const onUnauthorized = vi.fn();
    const client = createClient({
      baseUrl,
      getToken: () => stored,
      onUnauthorized,
      fetch: slowFetch,
    });
    const late = failure(client.auth.me());
    stored = next; // signed in again while the call of the ended session is under way
    answer();
    expect(await late).toMatchObject({ status: 401, errorDefinition: 'INVALID_ACCESS_TOKEN' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(client.auth.me()).resolves.toMatchObject({ email: 'reviewer@example.com' });
    // A 401 for the token still stored ends the session as before.
    await createClient({ baseUrl, getToken: () => next }).auth.logout();
    await failure(client.auth.me());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects a 429 after repeated wrong passwords with the server message', async () => {
    const { client, onUnauthorized } = clientWith(null);
    const attempt = () =>
      failure(client.auth.login({ email: 'importer@example.com', password: 'wrong-password' }));
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(401);
    const error = await attempt();
    expect(error).toMatchObject({ status: 429, errorDefinition: 'TOO_MANY_REQUESTS' });
    expect(error.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ seconds\.$/);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('permissions', () => {
  it('rejects a 403 with the server message and ACCESS_DENIED, keeping the session', async () => {
    const token = await signIn('nobody@example.com');
    const { client, onUnauthorized } = clientWith(token);
    const error = await failure(client.users.list());
    const expected = await serverError('/assessment_user', token);
    expect(error.message).toBe(expected.message);
    expect(error).toMatchObject({
      status: 403,
      errorDefinition: 'ACCESS_DENIED',
      path: '/api/assessment_user',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('reference data', () => {
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    const token = await signIn('admin@example.com');
    client = createClient({ baseUrl, getToken: () => token });
  });

  it('languages', async () => {
    const languages = await client.reference.languages();
    expect(languages.length).toBeGreaterThan(0);
    for (const language of languages) {
      expect(language).toEqual({
        code: expect.any(String),
        label: expect.any(String),
        priority: expect.any(Boolean),
        countries: expect.any(Array),
      });
    }
    expect(languages[0]?.priority).toBe(true);
  });

  it('non-commercial reasons', async () => {
    const reasons = await client.reference.nonCommercialReasons();
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) {
      expect(reason).toEqual({ id: expect.any(Number), name: expect.any(String) });
    }
  });

  it('agencies', async () => {
    const agencies = await client.reference.agencies();
    expect(Array.isArray(agencies)).toBe(true);
    for (const agency of agencies) expect(typeof agency).toBe('string');
  });

  it('countries: the 11 priority countries first, in the spec order', async () => {
    const countries = await client.reference.countries();
    expect(countries.length).toBeGreaterThan(100);
    expect(countries.slice(0, 11).map((c) => c.alpha3Code)).toEqual(
      PRIORITY_COUNTRIES.map((c) => c.alpha3Code),
    );
    expect(countries.slice(0, 11).every((c) => c.priority)).toBe(true);
    expect(countries.slice(11).some((c) => c.priority)).toBe(false);
    expect(countries[0]).toEqual({ fullName: 'Austria', alpha3Code: 'AUT', priority: true });
  });

  it('domain flow statuses', async () => {
    const statuses = await client.reference.domainFlowStatuses();
    expect(statuses.map((s) => s.name)).toContain('PENDING_QUALITY_CONTROL');
    for (const status of statuses) {
      expect(status).toEqual({
        name: expect.any(String),
        fullName: expect.any(String),
        shortName: expect.any(String),
      });
    }
  });

  it('third-party data of an unknown domain rejects with 404', async () => {
    const error = await failure(client.reference.thirdPartyData('no-such-domain.example'));
    expect(error).toMatchObject({ status: 404, errorDefinition: 'NOT_FOUND' });
    expect(error.message).toBe('No third-party data for no-such-domain.example.');
  });

  it('third-party data: the domain is one encoded path segment', async () => {
    const error = await failure(client.reference.thirdPartyData('a/b?c=d'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('No third-party data for a/b?c=d.');
  });
});

describe('users', () => {
  it('creates, updates and changes the password of a user as admin', async () => {
    const { client, onUnauthorized } = clientWith(await signIn('admin@example.com'));
    const created = await client.users.create({
      name: 'Round Trip',
      email: 'round.trip@example.com',
      role: 'ROLE_USER',
      password: 'first-password',
      imagePermission: true,
    });
    expect(created).toMatchObject({
      id: expect.any(Number),
      name: 'Round Trip',
      email: 'round.trip@example.com',
      role: 'ROLE_USER',
      active: true,
      imagePermission: true,
      domainPermission: false,
    });
    expect(created).not.toHaveProperty('password');
    expect((await client.users.list()).map((u) => u.email)).toContain('round.trip@example.com');

    const updated = await client.users.update({
      id: created.id,
      name: 'Round Trip Renamed',
      email: 'round.trip@example.com',
      role: 'ROLE_USER',
      active: true,
      domainPermission: true,
    });
    expect(updated).toMatchObject({
      name: 'Round Trip Renamed',
      imagePermission: true,
      domainPermission: true,
    });

    const changed = await client.users.changePassword({
      id: created.id,
      password: 'second-password',
    });
    expect(changed.id).toBe(created.id);
    const anonymous = createClient({ baseUrl });
    await expect(
      anonymous.auth.login({ email: 'round.trip@example.com', password: 'second-password' }),
    ).resolves.toMatchObject({ tokenType: 'Bearer' });

    const conflict = await failure(
      client.users.create({
        name: 'Again',
        email: 'round.trip@example.com',
        role: 'ROLE_USER',
        password: 'third-password',
      }),
    );
    expect(conflict).toMatchObject({ status: 409, errorDefinition: 'CONFLICT' });
    expect(conflict.message).toBe('A user with the email round.trip@example.com already exists.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("reads and clears a user's sign-in lock as admin; others get 403", async () => {
    const anonymous = createClient({ baseUrl });
    // The test server's pair limit is 5: five wrong passwords lock this machine out of the account.
    for (let i = 0; i < 5; i += 1) {
      const error = await failure(
        anonymous.auth.login({ email: 'qc@example.com', password: `wrong-${i}` }),
      );
      expect(error.status).toBe(401);
    }
    const locked = await failure(
      anonymous.auth.login({ email: 'qc@example.com', password: 'review-demo' }),
    );
    expect(locked).toMatchObject({ status: 429, errorDefinition: 'TOO_MANY_REQUESTS' });

    const { client, onUnauthorized } = clientWith(await signIn('admin@example.com'));
    const qc = (await client.users.list()).find((u) => u.email === 'qc@example.com')!;
    const locks = await client.users.signInLocks();
    expect(locks.find((lock) => lock.userId === qc.id)).toEqual({
      userId: qc.id,
      locked: true,
      lockedUntil: expect.any(String),
      failures: 5,
    });

    const { client: operator } = clientWith(await signIn('operator@example.com'));
    expect(await failure(operator.users.clearSignInLock(qc.id))).toMatchObject({
      status: 403,
      errorDefinition: 'ACCESS_DENIED',
    });
    expect(await failure(operator.users.signInLocks())).toMatchObject({ status: 403 });

    await expect(client.users.clearSignInLock(qc.id)).resolves.toEqual({
      userId: qc.id,
      locked: false,
      lockedUntil: null,
      failures: 0,
    });
    expect((await client.users.signInLocks()).map((lock) => lock.userId)).not.toContain(qc.id);
    await expect(
      anonymous.auth.login({ email: 'qc@example.com', password: 'review-demo' }),
    ).resolves.toMatchObject({ tokenType: 'Bearer' });
    expect(await failure(client.users.clearSignInLock(999_999))).toMatchObject({
      status: 404,
      errorDefinition: 'NOT_FOUND',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a validation failure with the server message', async () => {
    const { client } = clientWith(await signIn('admin@example.com'));
    const error = await failure(client.users.changePassword({ id: 1, password: 'short' }));
    expect(error).toMatchObject({ status: 400, errorDefinition: 'VALIDATION_ERROR' });
    expect(error.message).toBe(`password: ${TEXTS.validation.passwordMinimum}`);
  });
});

describe('images', () => {
  it('builds the picture URLs without a token', () => {
    const client = createClient({ baseUrl: '/api/', getToken: () => 'secret-token' });
    expect(client.images.downloadedImageUrl(5)).toBe('/api/assessment_image/5/downloaded_image');
    expect(client.images.originalImageUrl(5, 200)).toBe(
      '/api/assessment_image/5/original_image?width=200',
    );
  });

  it('rejects a missing picture with the server 404', async () => {
    const { client } = clientWith(await signIn('operator@example.com'));
    const error = await failure(client.images.fetchOriginalImage(999_999));
    expect(error).toMatchObject({
      status: 404,
      errorDefinition: 'NOT_FOUND',
      message: 'No image with id 999999.',
      path: '/api/assessment_image/999999/original_image',
    });
    const downloaded = await failure(client.images.fetchDownloadedImage(999_999, 64));
    expect(downloaded.status).toBe(404);
  });
});

describe('images: reserve and decide', () => {
  // A server with demo sightings to lease.
  let seeded: Awaited<ReturnType<typeof createTestApp>>;
  let seededUrl = '';
  beforeAll(async () => {
    seeded = await createTestApp({ demoData: { domainCount: 12, imageCount: 150 } });
    seededUrl = `${await seeded.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  });
  afterAll(() => seeded.close());

  const signedIn = async (email: string) => {
    const token = (
      await createClient({ baseUrl: seededUrl }).auth.login({ email, password: 'review-demo' })
    ).accessToken;
    return createClient({ baseUrl: seededUrl, getToken: () => token });
  };

  it('reserves, decides and reads back; a repeat is unchanged; others are refused', async () => {
    const operator = await signedIn('operator@example.com');
    const batch = await operator.images.reservePending(10);
    expect(batch).toHaveLength(10);
    expect(batch.every((image) => image.status === 'PENDING' && image.reservedUntil)).toBe(true);
    expect((await operator.images.reservePending()).slice(0, 10)).toEqual(
      batch.map((image) => ({ ...image, reservedUntil: expect.any(String) })),
    );

    const [first, second, third] = batch;
    const list = [
      { id: first!.id, status: 'IDENTICAL' as const },
      { id: second!.id, status: 'NOT_IDENTICAL' as const },
    ];
    await expect(operator.images.setStatuses(list)).resolves.toEqual({
      updated: [first!.id, second!.id],
      unchanged: [],
    });
    await expect(operator.images.setOffline([third!.id])).resolves.toEqual({
      updated: [third!.id],
      unchanged: [],
    });
    await expect(operator.images.setStatuses(list)).resolves.toEqual({
      updated: [],
      unchanged: [first!.id, second!.id],
    });
    const me = await operator.auth.me();
    await expect(operator.images.byId(second!.id)).resolves.toMatchObject({
      id: second!.id,
      status: 'NOT_IDENTICAL',
      reviewStatusChangedBy: me.id,
      reservedUntil: null,
    });

    const admin = await signedIn('admin@example.com');
    const conflict = await failure(admin.images.setOffline([batch[5]!.id]));
    expect(conflict).toMatchObject({
      status: 409,
      errorDefinition: 'CONFLICT',
      ids: [batch[5]!.id],
    });
    expect(conflict.message).toContain(String(batch[5]!.id));
    const missing = await failure(operator.images.byId(999_999));
    expect(missing).toMatchObject({ status: 404, message: 'No image with id 999999.' });
    const invalid = await failure(operator.images.setOffline([]));
    expect(invalid).toMatchObject({ status: 400, errorDefinition: 'VALIDATION_ERROR' });
  });
});

describe('domains: reserve, keep reserved, read and save', () => {
  // A server with demo domains awaiting classification.
  let seeded: Awaited<ReturnType<typeof createTestApp>>;
  let seededUrl = '';
  beforeAll(async () => {
    seeded = await createTestApp({ demoData: { domainCount: 80, imageCount: 500 } });
    seededUrl = `${await seeded.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  });
  afterAll(() => seeded.close());

  const signedIn = async (email: string) => {
    const token = (
      await createClient({ baseUrl: seededUrl }).auth.login({ email, password: 'review-demo' })
    ).accessToken;
    return createClient({ baseUrl: seededUrl, getToken: () => token });
  };

  it('reserves, keeps, reads, counts and saves; the rules and other users are refused', async () => {
    const operator = await signedIn('operator@example.com');
    const batch = await operator.domains.reservePending(5);
    expect(batch).toHaveLength(5);
    for (const domain of batch) {
      expect(domain).toMatchObject({
        filledByOperator: false,
        domainFlowStatus: 'NEW',
        reservedUntil: expect.any(String),
      });
    }
    const [first, second, third] = batch;
    // The server's default is 50: the own leases come first.
    expect((await operator.domains.reservePending()).slice(0, 5)).toEqual(
      batch.map((domain) => ({ ...domain, reservedUntil: expect.any(String) })),
    );
    await expect(operator.domains.keepReserved([second!.id, 999_999, first!.id])).resolves.toEqual([
      second!.id,
      first!.id,
    ]);
    await expect(operator.domains.keepReserved([])).resolves.toEqual([]);
    // More ids than one call takes (100): several calls, one answer in the order asked.
    const unknown = Array.from({ length: 140 }, (_, i) => 900_000 + i);
    await expect(
      operator.domains.keepReserved([first!.id, ...unknown, second!.id]),
    ).resolves.toEqual([first!.id, second!.id]);
    // GET /assessment_domain/{id} also gives the review screens' fields (docs/review-api.md).
    await expect(operator.domains.byId(first!.id)).resolves.toMatchObject({
      ...first,
      reservedUntil: expect.any(String),
    });
    const count = await operator.domains.imagesCount(first!.id);
    expect(count).toBe(first!.imagesCountOnDomain);
    expect(count).toBeGreaterThan(0);

    // The body as the console makes it: Commercial, Germany (the language follows), saved.
    const languages = await operator.reference.languages();
    const form = chooseCountry(
      chooseWebsite(EMPTY_DOMAIN_FORM, 'commercial'),
      'priority',
      'DEU',
      languages,
    );
    const saved = await operator.domains.update(first!.id, toDomainUpdate(form));
    expect(saved).toMatchObject({
      id: first!.id,
      commercialWebSite: true,
      priorityCountry: 'DEU',
      priorityLanguage: 'de',
      otherCountries: null,
      filledByOperator: true,
      domainFlowStatus: 'PENDING_QUALITY_CONTROL',
      reservedUntil: null,
    });
    await expect(operator.domains.keepReserved([first!.id, second!.id])).resolves.toEqual([
      second!.id,
    ]);

    const invalid = await failure(
      operator.domains.update(
        second!.id,
        toDomainUpdate(chooseWebsite(EMPTY_DOMAIN_FORM, 'nonCommercial')),
      ),
    );
    expect(invalid).toMatchObject({
      status: 400,
      errorDefinition: 'VALIDATION_ERROR',
      message: TEXTS.validation.reasonRequired,
    });

    const admin = await signedIn('admin@example.com');
    const conflict = await failure(admin.domains.update(third!.id, toDomainUpdate(form)));
    expect(conflict).toMatchObject({ status: 409, errorDefinition: 'CONFLICT', ids: [third!.id] });
    expect(conflict.message).toContain(String(third!.id));
    const missing = await failure(operator.domains.byId(999_999));
    expect(missing).toMatchObject({ status: 404, message: 'No domain with id 999999.' });

    const nobody = await signedIn('nobody@example.com');
    const denied = await failure(nobody.domains.reservePending());
    expect(denied).toMatchObject({ status: 403, errorDefinition: 'ACCESS_DENIED' });
  });
});

/**
 * What the reference server never answers (an HTML 502 from a proxy, a 200 HTML page), and
 * what the client sends on the wire, seen by a tiny local server.
 */
describe('answers from outside the contract', () => {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  let local: Server;
  let localUrl = '';
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  beforeAll(async () => {
    local = createServer((request, response) => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers });
      const url = request.url ?? '';
      // A picture that never answers (the connection stays open until the client gives up).
      if (url.startsWith('/api/assessment_image/666/')) return;
      if (url.startsWith('/api/assessment_image/')) {
        if (request.headers.authorization !== 'Bearer image-token') {
          response.writeHead(401, { 'Content-Type': 'application/json' });
          response.end('{"status":401,"message":"no","error_definition":"INVALID_ACCESS_TOKEN"}');
          return;
        }
        response.writeHead(200, { 'Content-Type': 'image/png' });
        response.end(png);
        return;
      }
      if (url === '/api/health') {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<!doctype html><title>console</title>');
        return;
      }
      if (url === '/api/auth/me') {
        response.writeHead(401, { 'Content-Type': 'text/html' });
        response.end('<html><body>401 Authorization Required</body></html>');
        return;
      }
      if (url === '/api/assessment_user' && request.method === 'POST') {
        response.writeHead(400, { 'Content-Type': 'application/json' });
        response.end('{"status":400}');
        return;
      }
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    localUrl = `http://127.0.0.1:${(local.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())));

  const localClient = (token: string | null) => clientWith(token, { baseUrl: localUrl });

  it('loads a picture as a Blob with the Bearer header, never the token in the URL', async () => {
    const { client } = localClient('image-token');
    const blob = await client.images.fetchOriginalImage(7, 128);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toMatch(/^image\//);
    expect(blob.size).toBe(png.length);
    const request = seen.at(-1)!;
    expect(request.url).toBe('/api/assessment_image/7/original_image?width=128');
    expect(request.headers.accept).toMatch(/image\/\*/);
    expect(request.url).not.toContain('image-token');
  });

  it('gives up on a picture that never answers when its signal aborts', async () => {
    const { client, onUnauthorized } = localClient('image-token');
    const started = Date.now();
    const timedOut = await failure(
      client.images.fetchDownloadedImage(666, 64, { signal: AbortSignal.timeout(100) }),
    );
    expect(timedOut.message).toBe(THERE_WAS_AN_ERROR);
    expect(Date.now() - started).toBeLessThan(5_000);
    const controller = new AbortController();
    const pending = failure(
      client.images.fetchOriginalImage(666, 64, { signal: controller.signal }),
    );
    controller.abort();
    expect((await pending).message).toBe(THERE_WAS_AN_ERROR);
    // The first request reached the server and was left hanging there.
    expect(seen.some((r) => r.url === '/api/assessment_image/666/downloaded_image?width=64')).toBe(
      true,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends keep_reserved ids as one comma list, and makes no call for none', async () => {
    const { client } = localClient('t');
    await failure(client.domains.keepReserved([3, 1, 2]));
    expect(seen.at(-1)!.url).toBe('/api/assessment_domain/keep_reserved?ids=3,1,2');
    const calls = seen.length;
    await expect(client.domains.keepReserved([])).resolves.toEqual([]);
    expect(seen.length).toBe(calls);
  });

  it('sends the token, JSON accept and a JSON body', async () => {
    const { client } = localClient('wire-token');
    await failure(
      client.users.create({ name: 'n', email: 'e@x.y', role: 'ROLE_USER', password: 'p' }),
    );
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer wire-token');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/json');
  });

  it('rejects a JSON error without a message with the fallback text', async () => {
    const { client } = localClient('t');
    const error = await failure(
      client.users.create({ name: 'n', email: 'e@x.y', role: 'ROLE_USER', password: 'p' }),
    );
    expect(error).toMatchObject({ status: 400, message: SOMETHING_WENT_WRONG });
  });

  it('rejects an HTML 502 with "There was an error."', async () => {
    const { client, onUnauthorized } = localClient('t');
    const error = await failure(client.reference.languages());
    expect(error).toMatchObject({
      status: 502,
      message: THERE_WAS_AN_ERROR,
      errorDefinition: undefined,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session on any 401, even one without the contract JSON', async () => {
    const { client, onUnauthorized } = localClient('t');
    const error = await failure(client.auth.me());
    expect(error).toMatchObject({ status: 401, message: THERE_WAS_AN_ERROR });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects a 2xx that is not JSON with "There was an error."', async () => {
    const { client } = localClient(null);
    const error = await failure(client.health());
    expect(error).toMatchObject({ status: 200, message: THERE_WAS_AN_ERROR });
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('rejects a network failure with status 0 and "There was an error."', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: `http://127.0.0.1:${port}/api`, onUnauthorized });
    const error = await failure(client.auth.me());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: THERE_WAS_AN_ERROR, path: undefined });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
