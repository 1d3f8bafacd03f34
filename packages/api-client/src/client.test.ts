import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@sightings/review-api/app';
import { createClient } from './client';

// Against the real reference server, started in this process; no mocks.
const app = await buildApp();
let baseUrl = '';

beforeAll(async () => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/api`;
});
afterAll(() => app.close());

describe('createClient', () => {
  it('reads the health of the server', async () => {
    await expect(createClient({ baseUrl }).health()).resolves.toEqual({ status: 'ok' });
  });

  it('rejects when the server cannot be reached', async () => {
    await expect(createClient({ baseUrl: 'http://127.0.0.1:1/api' }).health()).rejects.toThrow();
  });
});
