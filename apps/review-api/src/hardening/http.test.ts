import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
const testApp = await createTestApp({ consoleDir });
const { app } = testApp;
afterAll(() => testApp.close());

const ERROR_KEYS = ['error', 'error_definition', 'message', 'path', 'status'];

/** The contract's error body, and nothing else. */
function expectErrorShape(body: string, status: number) {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(ERROR_KEYS);
  expect(json.status).toBe(status);
  expect(typeof json.message).toBe('string');
  return json;
}

/** Sends raw bytes to the listening server and returns what comes back. */
async function rawRequest(text: string): Promise<string> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe("the framework's own refusals answer in the contract's error shape", () => {
  it('a malformed %-escape in the path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/assessment_image/%zz' });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.body, 400)).toMatchObject({
      error_definition: 'VALIDATION_ERROR',
      path: '/api/assessment_image/%zz',
    });
  });

  it('a path parameter that is too long', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/assessment_image/${'1'.repeat(500)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.body, 400)).toMatchObject({
      error_definition: 'VALIDATION_ERROR',
      message: 'A path parameter is too long.',
    });
  });

  it('a preflight request and a method the route does not have', async () => {
    for (const method of ['OPTIONS', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/health',
        headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
      });
      expect(response.statusCode, method).toBe(404);
      expectErrorShape(response.body, 404);
      // No cross-origin permission is granted.
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('a method Node does not know, and a malformed request line', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    for (const request of [
      'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    ]) {
      const answer = await rawRequest(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head, request).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(head).toMatch(/content-type: application\/json/i);
      expect(expectErrorShape(body, 400)).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    }
  });
});

describe('security headers', () => {
  it.each(['/', '/images', '/api/health'])(
    '%s carries CSP, nosniff and a referrer policy',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );
});

describe('the API reference', () => {
  it('relaxes only its own styles', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const console = await app.inject({ method: 'GET', url: '/' });
    expect(String(console.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});

describe('logging', () => {
  it('keeps the values of a failed query, argon2 hashes and passwords out of the log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logger: { write: (line) => void lines.push(line) } });
    const token = await logged.login('admin@example.com');
    // Break the table under the server: the insert of the new user fails with its values.
    await logged.database.db.execute(
      'ALTER TABLE users ADD CONSTRAINT no_new CHECK (id < 0) NOT VALID',
    );
    const response = await logged.app.inject({
      method: 'POST',
      url: '/api/assessment_user',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: 'Secret Sam',
        email: 'sam@example.com',
        role: 'ROLE_USER',
        password: 'sams-secret-password',
      },
    });
    await logged.close();

    expect(response.statusCode).toBe(500);
    expectErrorShape(response.body, 500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query');
    expect(log).toContain('no_new');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('sams-secret-password');
    expect(log).not.toContain('sam@example.com');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/"stack"/);
  });
});
