import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/testApp';

const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
mkdirSync(join(consoleDir, 'assets'));
writeFileSync(join(consoleDir, 'assets', 'app-abc123.js'), 'console.log(1)');

const testApp = await createTestApp({ consoleDir });
const { app } = testApp;
afterAll(() => testApp.close());

describe('review-api foundation', () => {
  it('answers the health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the console at / and falls back to index.html for client routes', async () => {
    for (const url of ['/', '/images', '/domains/12?x=1', '/admin-panel']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing built file with 404, not the console (no source map unless built)', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/app-old999.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error_definition: 'NOT_FOUND', path: url });
    }
  });

  it('answers unknown API paths with the contract JSON 404, not the console', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?page=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      error: 'Not Found',
      message: 'No such API path: GET /api/no-such-thing',
      error_definition: 'NOT_FOUND',
      path: '/api/no-such-thing',
    });
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, error_definition: 'VALIDATION_ERROR' });
  });
});

describe('without a built console', () => {
  it('still serves the API and explains how to build the console', async () => {
    const bare = await createTestApp({ consoleDir: join(consoleDir, 'missing') });
    const health = await bare.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const page = await bare.app.inject({ method: 'GET', url: '/images' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    await bare.close();
  });
});

describe('logging', () => {
  it('keeps tokens and stack traces out of the log and the response', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logger: { write: (line) => void lines.push(line) } });
    const token = await logged.login('admin@example.com');
    // Break the database under the server: the next query fails unexpectedly.
    await logged.database.db.execute('ALTER TABLE users RENAME TO users_gone');
    const response = await logged.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    await logged.database.db.execute('ALTER TABLE users_gone RENAME TO users');
    await logged.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on the server.',
      error_definition: 'INTERNAL_ERROR',
      path: '/api/auth/me',
    });
    const log = lines.join('\n');
    expect(log).toContain('users');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/"stack"/);
    expect(log).not.toMatch(/app\.test\.ts:\d+/);
  });
});
