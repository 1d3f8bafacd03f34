import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

const testApp = await createTestApp({ demoData: { domainCount: 10, imageCount: 40 } });
const { app } = testApp;
afterAll(() => testApp.close());
const admin = await testApp.login('admin@example.com');

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** JSON text with the character escaped, as a client would send it. */
const raw = (method: Method, url: string, json: string) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    payload: json,
  });

const domainUpdate = {
  website: 'COMMERCIAL',
  companyName: 'ACME',
};

describe('text the database cannot store is refused with 400 naming the field', () => {
  it.each([
    [
      'a NUL in the login email',
      'POST',
      '/api/auth/login',
      '{"email":"a\\u0000b@example.com","password":"x"}',
      'body: email must not contain a NUL character.',
    ],
    [
      'a NUL in the login password',
      'POST',
      '/api/auth/login',
      '{"email":"a@example.com","password":"x\\u0000"}',
      'body: password must not contain a NUL character.',
    ],
    [
      'a lone high surrogate',
      'POST',
      '/api/auth/login',
      '{"email":"a\\ud800b@example.com","password":"x"}',
      'body: email must not contain an unpaired UTF-16 surrogate.',
    ],
    [
      'a lone low surrogate',
      'POST',
      '/api/auth/login',
      '{"email":"a@example.com","password":"\\udc00"}',
      'body: password must not contain an unpaired UTF-16 surrogate.',
    ],
    [
      'a NUL in a field name',
      'POST',
      '/api/auth/login',
      '{"email":"a@example.com","password":"x","\\u0000":1}',
      'body: a field name must not contain a NUL character.',
    ],
    [
      'a NUL deep in a list',
      'PUT',
      '/api/assessment_image/set_multiple_images_status',
      '[{"id":1,"status":"IDENTICAL"},{"id":2,"status":"IDENT\\u0000"}]',
      'body: 1.status must not contain a NUL character.',
    ],
    [
      'a NUL in a user name',
      'POST',
      '/api/assessment_user',
      '{"name":"Eve\\u0000","email":"eve@example.com","role":"ROLE_USER","password":"long-enough"}',
      'body: name must not contain a NUL character.',
    ],
  ] as const)('%s', async (_name, method, url, json, message) => {
    const response = await raw(method, url, json);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR', message });
  });

  it('refuses a NUL or a lone surrogate in a path or query parameter', async () => {
    for (const [url, message] of [
      [
        '/api/third_party_domain_data/main/a%00b.com',
        'params: domain must not contain a NUL character.',
      ],
      // Percent-escapes of a surrogate are not UTF-8: the address itself is malformed.
      [
        '/api/third_party_domain_data/main/a%ED%A0%80b.com',
        'The address is not valid: it holds a malformed %-escape.',
      ],
      [
        '/api/assessment_image/reserve_pending?limit=5&x=%00',
        'querystring: x must not contain a NUL character.',
      ],
    ] as const) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error_definition: 'VALIDATION_ERROR', message });
    }
  });

  it('keeps a surrogate pair (an emoji) intact', async () => {
    const created = await call('POST', '/api/assessment_user', {
      name: 'Emma 😀 Emoji',
      email: 'emma@example.com',
      role: 'USER',
      password: 'long-enough',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Emma 😀 Emoji', role: 'ROLE_USER' });
  });

  it.each([
    ['/api/assessment_image/2147483648', 'params: id must be <= 2147483647.'],
    ['/api/assessment_image/99999999999999999999', 'params: id must be <= 2147483647.'],
    ['/api/assessment_image/1.5', 'params: id must be integer.'],
    ['/api/assessment_image/0', 'params: id must be >= 1.'],
    ['/api/assessment_image/-1', 'params: id must be >= 1.'],
    ['/api/assessment_domain/2147483648', 'params: id must be <= 2147483647.'],
    ['/api/assessment_domain/abc/images_count', 'params: id must be integer.'],
  ])('answers GET %s with 400 naming the id', async (url, message) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR', message });
  });

  it.each([
    [
      'PUT',
      '/api/assessment_user',
      { id: 2147483648, name: 'A', email: 'a@example.com', role: 'ROLE_USER', active: true },
      'body: id must be <= 2147483647.',
    ],
    [
      'PUT',
      '/api/assessment_user/password',
      { id: 1.5, password: 'long-enough' },
      'body: id must be integer.',
    ],
    [
      'PUT',
      '/api/assessment_image/set_multiple_images_offline_status',
      [2147483648],
      'body: 0 must be <= 2147483647.',
    ],
    [
      'PUT',
      '/api/assessment_domain/2147483648/update',
      domainUpdate,
      'params: id must be <= 2147483647.',
    ],
  ] as const)(
    'answers %s %s with an id out of range with 400',
    async (method, url, payload, message) => {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR', message });
    },
  );
});

describe('the Search calls refuse bad input with 400 and a clear message, never 5xx', () => {
  const usage = '/api/assessment_image/by_usage_url_part_without_counting';
  const searchCalls = [
    ['POST', usage],
    ['POST', `${usage}_clickhouse`],
    ['POST', '/api/assessment_image/by_usage_url_part/csv'],
  ] as const;
  const injection = "'; DROP TABLE images; --";

  it.each([
    ['a NUL in a part', '{"part":"a\\u0000b"}', 'body: part must not contain a NUL character.'],
    [
      'a lone surrogate in a list',
      '{"agency":["A\\ud800"]}',
      'body: agency.0 must not contain an unpaired UTF-16 surrogate.',
    ],
    [
      'a day that does not exist',
      '{"foundAtStart":"2026-02-31 10:00:00"}',
      'body: foundAtStart must be a date and time \'yyyy-MM-DD hh:mm:ss\' that exists (got "2026-02-31 10:00:00").',
    ],
    [
      'a difference range upside down',
      '{"differenceStart":5,"differenceEnd":-5}',
      'body: differenceStart (5) must not be greater than differenceEnd (-5).',
    ],
    ['an empty search', '{"domain":"%"}', 'Search values can not be empty!'],
    ['a wrong type', '{"socialNetwork":"yes"}', 'body: socialNetwork must be boolean.'],
  ])('%s', async (_name, json, message) => {
    for (const [method, url] of searchCalls) {
      const response = await raw(method, url, json);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error_definition: 'VALIDATION_ERROR', message });
    }
  });

  it('refuses huge strings, SQL where a code belongs and pages too deep', async () => {
    for (const [method, url] of searchCalls) {
      for (const [query, body] of [
        ['', { part: 'x'.repeat(100_000) }],
        ['', { country: [injection] }],
        ['', { status: [injection] }],
        ['', { foundAtEnd: injection }],
        ['?sort=id;DROP TABLE images,asc', { part: 'x' }],
      ] as const) {
        const response = await call(method, `${url}${query}`, body);
        expect(response.statusCode, `${url}${query} ${JSON.stringify(body).slice(0, 60)}`).toBe(
          400,
        );
        expect(response.json().message.length).toBeGreaterThan(10);
      }
    }
    const deep = await call('POST', `${usage}?page=999999&size=1000`, { part: 'x' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/page \* size .* must not be greater than 1000000/);
  });

  it('takes SQL in the text fields as text', async () => {
    for (const field of ['part', 'domainPart', 'sourcePart', 'imageUrl', 'domain', 'imageId']) {
      const response = await call('POST', usage, { [field]: injection });
      expect(response.statusCode, field).toBe(200);
      expect(response.json().content, field).toEqual([]);
    }
    const images = await call('POST', '/api/assessment_image/search', {
      agency: [injection],
      imageId: injection,
      domains: [injection],
    });
    expect(images.statusCode).toBe(200);
    expect(images.json().totalElements).toBe(0);
  });

  it('answers a malformed count id with 400 and bad status batches with 400', async () => {
    const count = await call('GET', "/api/assessment_image/get_counting/1' OR '1'='1");
    expect(count.statusCode).toBe(400);
    expect(count.json().message).toMatch(/^params: countId must match pattern/);
    for (const body of [
      { ids: [2147483648], status: 'PENDING' },
      { ids: [1], status: injection },
      { ids: [1, 1], status: 'PENDING' },
    ]) {
      const response = await call('PUT', '/api/assessment_image/status_batch', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
