import type { FullConfig } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_BASE_PORT, E2E_JWT_SECRET, serverUrl, SPEC_ONLY_PORT_OFFSET } from './fixtures.ts';

/**
 * The e2e servers (playwright.config.ts's global setup): one per worker, and the spec-only
 * project's without extensions, all started at once. Playwright's `webServer` entries start one
 * after another (about 10 s each, three in a row); started together they are ready in about
 * two thirds of that. The function it answers stops them all after the tests.
 */

/** How long a server may take to answer its health check (several seeding at once on a loaded machine). */
const READY_WITHIN_MS = 240_000;

/** A worker's server (the demo data in memory), or the spec-only project's, without extensions. */
function serverEnv(index: number, specOnlyServer: boolean): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(E2E_BASE_PORT + (specOnlyServer ? SPEC_ONLY_PORT_OFFSET : index)),
    API_EXTENSIONS: specOnlyServer ? 'off' : 'on',
    // The journeys do not search the ClickHouse copy: the spec-only server saves its memory.
    ...(specOnlyServer ? { CLICKHOUSE: 'off' } : {}),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    SEED: 'demo',
    JWT_SECRET: E2E_JWT_SECRET,
    // Test accounts hash at a test cost (auth/passwords.ts); refused off loopback.
    PASSWORD_HASHING: 'test',
  };
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

interface Started {
  child: ChildProcess;
  ready: Promise<void>;
}

function start(index: number, specOnlyServer: boolean): Started {
  const health = `${serverUrl(index, specOnlyServer)}/api/health`;
  // The built server, as `npm start` runs it but without its idle-memory flags (a small young
  // generation means more garbage collections, which the tests would wait for).
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: new URL('../apps/review-api/', import.meta.url).pathname,
    env: serverEnv(index, specOnlyServer),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const name = specOnlyServer ? 'spec-only server' : `server ${index}`;
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const ready = (async () => {
    const started = Date.now();
    while (Date.now() - started < READY_WITHIN_MS) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`The e2e ${name} ended before it was ready:\n${said}`);
      }
      if (await answers(health)) return;
      await sleep(100);
    }
    throw new Error(`The e2e ${name} did not answer ${health} within ${READY_WITHIN_MS / 1000} s.`);
  })();
  return { child, ready };
}

async function stop({ child }: Started) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const ports = [
    ...Array.from({ length: config.workers }, (_, index) => serverUrl(index)),
    serverUrl(0, true),
  ];
  // A server already on one of the ports would be tested in place of this build's.
  for (const url of ports) {
    if (await answers(`${url}/api/health`)) {
      throw new Error(`Something already answers on ${url}: stop it, or set E2E_PORT.`);
    }
  }
  const servers = [
    ...Array.from({ length: config.workers }, (_, index) => start(index, false)),
    start(0, true),
  ];
  const stopAll = async () => {
    await Promise.all(servers.map(stop));
  };
  try {
    await Promise.all(servers.map((server) => server.ready));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
