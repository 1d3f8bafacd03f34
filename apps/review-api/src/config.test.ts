import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it.each([
    [{}, 8080],
    [{ PORT: '' }, 8080],
    [{ PORT: '9000' }, 9000],
    [{ PORT: '0' }, 0],
  ])('reads PORT from %j as %i', (env, port) => {
    expect(readConfig(env).port).toBe(port);
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s with a message naming it', (value) => {
    expect(() => readConfig({ PORT: value })).toThrow(`PORT must be a whole number`);
  });

  it('takes CONSOLE_DIR when given', () => {
    expect(readConfig({ CONSOLE_DIR: '/srv/console' }).consoleDir).toBe('/srv/console');
  });

  it('uses embedded PGlite with demo data unless DATABASE_URL is set', () => {
    const embedded = readConfig({ DATA_DIR: 'memory://' });
    expect(embedded.database).toEqual({ dataDir: 'memory://' });
    // A folder: small shared buffers (its files are in the system's page cache), or as told.
    expect(readConfig({ DATA_DIR: '/srv/sightings' }).database).toEqual({
      dataDir: '/srv/sightings',
      sharedBuffers: '32MB',
    });
    expect(
      readConfig({ DATA_DIR: '/srv/sightings', PGLITE_SHARED_BUFFERS: '256MB' }).database,
    ).toEqual({ dataDir: '/srv/sightings', sharedBuffers: '256MB' });
    expect(() => readConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
    expect(embedded.seed).toBe('demo');
    const postgres = readConfig({ DATABASE_URL: 'postgres://localhost/x' });
    // A server opens its whole pool at the start and keeps it (database.ts warmPool).
    expect(postgres.database).toEqual({
      databaseUrl: 'postgres://localhost/x',
      keepPoolOpen: true,
    });
    expect(postgres.seed).toBe('none');
    expect(readConfig({ DATABASE_URL: 'postgres://localhost/x', SEED: 'demo' }).seed).toBe('demo');
  });

  it('refuses an unknown SEED', () => {
    expect(() => readConfig({ SEED: 'all' })).toThrow('SEED must be "demo" or "none"');
  });

  it('reads the token and reservation lifetimes', () => {
    const config = readConfig({ ACCESS_TOKEN_TTL: '60', RESERVATION_TTL: '120' });
    expect(config.accessTokenTtlSeconds).toBe(60);
    expect(config.reservationTtlSeconds).toBe(120);
    expect(readConfig({}).accessTokenTtlSeconds).toBe(28800);
    expect(readConfig({}).reservationTtlSeconds).toBe(900);
  });

  it('offers the extensions unless API_EXTENSIONS=off', () => {
    expect(readConfig({}).apiExtensions).toBe(true);
    expect(readConfig({ API_EXTENSIONS: 'on' }).apiExtensions).toBe(true);
    expect(readConfig({ API_EXTENSIONS: 'off' }).apiExtensions).toBe(false);
    expect(() => readConfig({ API_EXTENSIONS: 'no' })).toThrow(
      'API_EXTENSIONS must be "on" or "off", not "no".',
    );
  });

  it('hashes passwords at the production cost unless a loopback test server asks for the test cost', () => {
    expect(readConfig({}).passwordHashing).toBe('production');
    expect(readConfig({ PASSWORD_HASHING: 'test' }).passwordHashing).toBe('test');
    expect(readConfig({ PASSWORD_HASHING: 'test', HOST: '::1' }).passwordHashing).toBe('test');
    expect(() => readConfig({ PASSWORD_HASHING: 'test', HOST: '0.0.0.0' })).toThrow(
      'PASSWORD_HASHING=test is for test servers on loopback only, not for HOST=0.0.0.0.',
    );
    expect(() => readConfig({ PASSWORD_HASHING: 'cheap' })).toThrow(
      'PASSWORD_HASHING must be "production" or "test", not "cheap".',
    );
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a list of addresses and ranges, and refuses anything else', () => {
    expect(readConfig({}).trustProxy).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const value of ['true', '2', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/9']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow('TRUST_PROXY must list');
    }
  });

  it('reads the work-queue sandbox timeouts; absent, the sandbox keeps its defaults', () => {
    expect(readConfig({}).workQueueSandbox).toEqual({});
    expect(
      readConfig({ WORK_QUEUE_TIMEOUT_MS: '60000', WORK_QUEUE_RESERVE_TIMEOUT_MS: '500' })
        .workQueueSandbox,
    ).toEqual({ statementTimeoutMs: 60000, reserveTimeoutMs: 500 });
    for (const value of ['0', '99', '600001', '1e4', '-5', 'soon']) {
      expect(() => readConfig({ WORK_QUEUE_TIMEOUT_MS: value }), value).toThrow(
        'WORK_QUEUE_TIMEOUT_MS must be a whole number from 100 to 600000',
      );
    }
    expect(() => readConfig({ WORK_QUEUE_RESERVE_TIMEOUT_MS: '60001' })).toThrow(
      'WORK_QUEUE_RESERVE_TIMEOUT_MS must be a whole number from 100 to 60000',
    );
  });
});
