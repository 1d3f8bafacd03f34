import { API_EXTENSION_NAMES, API_EXTENSIONS, type ApiExtension } from '@sightings/domain-model';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

/**
 * The contract and its extensions (docs/api-contract.md): the reference server advertises what
 * it adds beyond the specs in `GET /api/capabilities`; `API_EXTENSIONS=off` makes it a server
 * that knows only the specs, whose extension routes answer as unknown paths do.
 */
const on = await createTestApp();
const off = await createTestApp({ extensions: false });
afterAll(() => Promise.all([on.close(), off.close()]));

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('GET /api/capabilities', () => {
  it('lists every extension with its one-line meaning, for any signed-in user', async () => {
    const token = await on.login('nobody@example.com');
    const response = await on.app.inject({
      url: '/api/capabilities',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      extensions: API_EXTENSION_NAMES.map((name) => ({
        name,
        description: API_EXTENSIONS[name],
      })),
    });
  });

  it('needs a token', async () => {
    const response = await on.app.inject({ url: '/api/capabilities' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 with extensions off, as an unknown path, even without a token', async () => {
    const token = await off.login('admin@example.com');
    for (const headers of [{ authorization: `Bearer ${token}` }, {}]) {
      const response = await off.app.inject({ url: '/api/capabilities', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error_definition: 'NOT_FOUND',
        message: 'No such API path: GET /api/capabilities',
      });
    }
  });
});

describe('extension routes', () => {
  const extensionRoutes = on.app.apiRoutes.filter((route) => route.extension);

  it('each names an advertised extension, and every extension that is a path has a route', () => {
    const named = new Set(extensionRoutes.map((route) => route.extension));
    for (const route of extensionRoutes) {
      expect([...API_EXTENSION_NAMES, 'capabilities']).toContain(route.extension);
    }
    // The extensions that are paths of their own (the others are parameters of spec calls).
    const paths: ApiExtension[] = [
      'legal-case',
      'legal-case-records',
      'status-counts',
      'history',
      'undo',
      'usage-export',
      'clickhouse-status',
      'sign-in-locks',
      'logout',
    ];
    for (const name of paths) expect(named).toContain(name);
  });

  it.each(extensionRoutes.map((route) => [route.method, route.url, route.extension]))(
    '%s %s (%s) answers 404 with extensions off, for the admin too',
    async (method, url) => {
      const token = await off.login('admin@example.com');
      const response = await off.app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: { authorization: `Bearer ${token}` },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error_definition: 'NOT_FOUND' });
    },
  );

  it('the spec routes are the same on both servers', () => {
    const specRoutes = (routes: typeof on.app.apiRoutes) =>
      routes
        .filter((route) => !route.extension)
        .map((route) => `${route.method} ${route.url}`)
        .sort();
    expect(specRoutes(off.app.apiRoutes)).toEqual(specRoutes(on.app.apiRoutes));
  });
});
