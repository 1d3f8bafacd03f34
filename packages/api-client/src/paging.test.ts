import type { Page } from '@sightings/domain-model';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from './transport';

/** What the tiny server saw: method, URL and body of each call. */
const seen: { method: string; url: string; body: string }[] = [];
let server: Server;
let root = '';

const page: Page<{ id: number }> = {
  content: [{ id: 1 }, { id: 2 }],
  totalElements: 12,
  totalPages: 2,
  number: 1,
  size: 10,
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, body });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(page));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const params = (url: string) => [...new URL(url, 'http://x').searchParams.entries()];

describe('paged calls', () => {
  const transport = () => createTransport({ baseUrl: root, getToken: () => 't' });

  it('GET: page, size, one sort per key in camelCase, then the filters; answers the Page', async () => {
    const answer = await transport().getPage<{ id: number }>(
      '/blacklisted_domain',
      {
        page: 1,
        size: 10,
        sorts: [
          { field: 'DOMAIN_FLOW_STATUS', direction: 'desc' },
          { field: 'domain', direction: 'asc' },
        ],
      },
      { domain: 'shop', missing: undefined, none: null, ids: [3, 4] },
    );
    expect(answer).toEqual(page);
    const call = seen.at(-1)!;
    expect(call.method).toBe('GET');
    expect(new URL(call.url, 'http://x').pathname).toBe('/api/blacklisted_domain');
    expect(params(call.url)).toEqual([
      ['page', '1'],
      ['size', '10'],
      ['sort', 'domainFlowStatus,desc'],
      ['sort', 'domain,asc'],
      ['domain', 'shop'],
      ['ids', '3'],
      ['ids', '4'],
    ]);
  });

  it('POST: the paging in the query, the filter as the JSON body', async () => {
    await transport().postPage(
      '/assessment_domain/domain_image_info',
      { page: 0, size: 1000 },
      {
        status: ['IDENTICAL'],
      },
    );
    const call = seen.at(-1)!;
    expect(call.method).toBe('POST');
    expect(params(call.url)).toEqual([
      ['page', '0'],
      ['size', '1000'],
    ]);
    expect(JSON.parse(call.body)).toEqual({ status: ['IDENTICAL'] });
  });

  it('refuses a bad page request before any call', async () => {
    const calls = seen.length;
    await expect(transport().getPage('/x', { page: -1, size: 10 })).rejects.toThrow(RangeError);
    expect(seen.length).toBe(calls);
  });
});
