import { afterAll, describe, expect, it } from 'vitest';
import { declareAccess } from '../app';
import { createTestApp } from '../testing/testApp';

const testApp = await createTestApp();
const { app } = testApp;
afterAll(() => testApp.close());

// Fresh tokens for each route: walking POST /api/auth/logout ends the ones before.
async function signIn() {
  return {
    admin: await testApp.login('admin@example.com'),
    nobody: await testApp.login('nobody@example.com'),
    operator: await testApp.login('operator@example.com'),
  };
}

function concrete(url: string): string {
  return url
    .replace(/:domain\b/g, 'example.com')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*$/, 'index.html');
}

async function call(method: string, url: string, token?: string) {
  return app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

const routes = app.apiRoutes;
const guarded = routes.filter((route) => route.access !== 'public');

describe('every /api route declares and enforces its access', () => {
  it('knows the routes', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/auth/login');
  });

  it.each(guarded.map((r) => [r.method, r.url, r.access]))(
    '%s %s (%j): no token 401, a token without the permission 403, the admin passes',
    async (method, url, access) => {
      const tokens = await signIn();
      const anonymous = await call(method, url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error_definition: 'INVALID_ACCESS_TOKEN' });

      if (access === 'authenticated') {
        expect([401, 403]).not.toContain((await call(method, url, tokens.nobody)).statusCode);
      } else {
        const denied = await call(method, url, tokens.nobody);
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toMatchObject({ error_definition: 'ACCESS_DENIED' });
      }
      if (access === 'admin') {
        expect((await call(method, url, tokens.operator)).statusCode).toBe(403);
      }
      expect([401, 403]).not.toContain((await call(method, url, tokens.admin)).statusCode);
    },
  );

  it.each(routes.filter((r) => r.access === 'public').map((r) => [r.method, r.url]))(
    '%s %s is public on purpose',
    (method, url) => {
      expect(
        ['/api/health', '/api/auth/login', '/api/openapi.json'].includes(url) ||
          url.startsWith('/api/docs'),
        `${method} ${url} should not be public`,
      ).toBe(true);
    },
  );

  it('refuses to register an /api route without a declaration', () => {
    expect(() => declareAccess('/api/new-thing', undefined)).toThrow('declares no access');
    expect(declareAccess('/api/docs/static/index.html', undefined)).toBe('public');
    expect(declareAccess('/assets/app.js', undefined)).toBeUndefined();
  });
});

describe('the API reference', () => {
  it('serves the OpenAPI document with every route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/assessment_user',
        '/api/dictionary/language',
      ]),
    );
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
