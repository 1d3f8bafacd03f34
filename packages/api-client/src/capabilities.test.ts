import { createTestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ClientOptions } from './client';

/**
 * The client asks the server's extensions once per session (docs/api-contract.md): against the
 * reference server with its extensions and with them off (a server that knows only the specs),
 * counting the calls the client makes.
 */
const on = await createTestApp();
const off = await createTestApp({ extensions: false });
const urls = { on: '', off: '' };

beforeAll(async () => {
  urls.on = `${await on.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  urls.off = `${await off.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => Promise.all([on.close(), off.close()]));

/** A client whose every request is recorded as `METHOD /path`. */
function recordingClient(baseUrl: string, token: () => string | null, options: ClientOptions = {}) {
  const calls: string[] = [];
  const client = createClient({
    baseUrl,
    getToken: token,
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname.replace('/api', '')}`);
      return fetch(input, init);
    },
    ...options,
  });
  return { client, calls };
}

describe('capabilities', () => {
  it('asks the server once per session and knows what it offers', async () => {
    const token = await on.login('operator@example.com');
    const { client, calls } = recordingClient(urls.on, () => token);
    const [first, second] = await Promise.all([client.capabilities(), client.capabilities()]);
    expect(first.has('logout')).toBe(true);
    expect(first.has('status-counts')).toBe(true);
    expect(second).toBe(first);
    await client.capabilities();
    expect(calls.filter((call) => call === 'GET /capabilities')).toHaveLength(1);
  });

  it('asks again for another session (another token)', async () => {
    let token: string | null = await on.login('operator@example.com');
    const { client, calls } = recordingClient(urls.on, () => token);
    await client.capabilities();
    token = await on.login('qc@example.com');
    await client.capabilities();
    expect(calls.filter((call) => call === 'GET /capabilities')).toHaveLength(2);
  });

  it('takes a 404 as a server that knows only the specs', async () => {
    const token = await off.login('operator@example.com');
    const { client } = recordingClient(urls.off, () => token);
    const capabilities = await client.capabilities();
    expect(capabilities.names).toEqual([]);
    expect(capabilities.has('logout')).toBe(false);
  });

  it('does not remember a failure: the next call asks again', async () => {
    const token = await on.login('operator@example.com');
    let fail = true;
    const calls: string[] = [];
    const client = createClient({
      baseUrl: urls.on,
      getToken: () => token,
      fetch: (input, init) => {
        calls.push(String(input));
        if (fail) return Promise.resolve(new Response('{}', { status: 503 }));
        return fetch(input, init);
      },
    });
    await expect(client.capabilities()).rejects.toMatchObject({ status: 503 });
    fail = false;
    expect((await client.capabilities()).has('logout')).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("`extensions: 'off'` never asks and never uses one", async () => {
    const token = await on.login('operator@example.com');
    const { client, calls } = recordingClient(urls.on, () => token, { extensions: 'off' });
    expect((await client.capabilities()).has('logout')).toBe(false);
    await client.auth.logout();
    expect(calls).toEqual([]);
    // The token still works: nothing ended it on the server.
    expect((await client.auth.me()).email).toBe('operator@example.com');
  });
});

describe('logout chooses its form', () => {
  it('with the extension: POST /auth/logout ends the token on the server', async () => {
    const token = await on.login('operator@example.com');
    const { client, calls } = recordingClient(urls.on, () => token);
    await client.auth.logout();
    expect(calls).toEqual(['GET /capabilities', 'POST /auth/logout']);
    await expect(client.auth.me()).rejects.toMatchObject({ status: 401 });
  });

  it('without it: no call (the console removes the token, 000 §4)', async () => {
    const token = await off.login('operator@example.com');
    const { client, calls } = recordingClient(urls.off, () => token);
    await client.auth.logout();
    expect(calls).toEqual(['GET /capabilities']);
  });
});
