import { createTestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';

// Against the real reference server, started in this process; no mocks.
const server = await createTestApp();
let baseUrl = '';

beforeAll(async () => {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/api`;
});
afterAll(() => server.close());

describe('createClient', () => {
  it('reads the health of the server', async () => {
    await expect(createClient({ baseUrl }).health()).resolves.toEqual({ status: 'ok' });
  });

  it('rejects when the server cannot be reached', async () => {
    await expect(createClient({ baseUrl: 'http://127.0.0.1:1/api' }).health()).rejects.toThrow();
  });
});
