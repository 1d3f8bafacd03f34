import { inArray, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Access } from '../auth/access';
import { users } from '../db/schema';
import { createTestApp } from '../testing/testApp';
import { problemsOf } from './checks';
import {
  describeRequest,
  operationsOf,
  requestsFor,
  resolverOf,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './requests';

/**
 * Property-based fuzzing of every route in the server's own OpenAPI document (a route added
 * later is fuzzed without a change here). Each route gets path parameters, query parameters
 * (declared and extra) and bodies at three levels: valid (to reach the deepest code; id fields
 * also take ids from recent answers, so updates reach rows the admin has leased), mutated (valid
 * with a part or a field or two made hostile) and chaos (hostile throughout: arbitrary or broken
 * JSON, odd content types, undocumented methods, the path written differently, odd headers) —
 * mostly as the admin, also as nobody, without a token and with forged ones, now and then as
 * two or three identical requests at once.
 *
 * Every answer must be below 500, and every error the contract's JSON error shape with a
 * fitting error_definition and no stack trace. On the route itself, calls without a valid token
 * must get 401 INVALID_ACCESS_TOKEN and calls without the permission 403; and text with a NUL
 * or a lone surrogate where the route reads it (a path or query parameter of any name, or the
 * body of a route that declares one) must never get a 2xx. A body sent to a route that declares
 * none (the sign-out, GETs) is not read, so it is held to the first rules only.
 *
 * Environment: FUZZ_SEED (a fixed seed; fast-check prints it with every failure), FUZZ_RUNS
 * (runs per route, default 120), FUZZ_TIME_MS (the time for all routes together, default 20 s;
 * each route stops when its share is used up), FUZZ_STATS=1 (print the answers' statuses by
 * level and caller for each route).
 */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const numRuns = Number(process.env.FUZZ_RUNS ?? 120);
const totalTimeMs = Number(process.env.FUZZ_TIME_MS ?? 20_000);

const ADMIN = 'admin@example.com';
const NOBODY = 'nobody@example.com';

// The ClickHouse usage store runs embedded, copied once: its search is fuzzed like the others.
const testApp = await createTestApp({
  demoData: { domainCount: 40, imageCount: 400 },
  clickhouse: 'embedded',
});
await testApp.clickhouse.drain();
const { app, database } = testApp;
afterAll(() => testApp.close());

const adminToken = await testApp.login(ADMIN);
const nobodyToken = await testApp.login(NOBODY);

/**
 * The fuzzer signs out, disables, demotes and re-passwords users, the admin and nobody among
 * them. Rather than skip those routes, the two accounts the fuzzer calls with are put back as
 * they were (token version included, so their tokens work again) after every call that may
 * write.
 */
const callers = await database.db
  .select()
  .from(users)
  .where(inArray(users.email, [ADMIN, NOBODY]));
const comparable = (row: (typeof callers)[number]) =>
  JSON.stringify({ ...row, createdAt: undefined, updatedAt: undefined });
async function restoreCallers() {
  const now = await database.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        callers.map((row) => row.id),
      ),
    );
  for (const row of callers) {
    const current = now.find((candidate) => candidate.id === row.id);
    if (current && comparable(current) === comparable(row)) continue;
    const { id, ...values } = row;
    await database.db.update(users).set(values).where(eq(users.id, id));
  }
}

const document = (
  await app.inject({ method: 'GET', url: '/api/openapi.json' })
).json<OpenApiDocument>();
const operations = operationsOf(document);
const resolve = resolverOf(document);

/** What a route needs, from the server's own route list (`{id}` in the document is `:id`). */
function accessOf(operation: Operation): Access {
  const url = operation.path.replace(/\{([^}]+)\}/g, ':$1');
  const route = app.apiRoutes.find(
    (candidate) => candidate.method === operation.method && candidate.url === url,
  );
  if (!route) throw new Error(`${operation.method} ${operation.path} is not a route of the app`);
  return route.access;
}

/** Ids from recent 2xx JSON answers, newest last (see SchemaContext.knownIds). */
const knownIds: number[] = [];
function harvestIds(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  const stack = [value];
  while (stack.length) {
    const current = stack.pop();
    if (Array.isArray(current)) stack.push(...current);
    else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key === 'id' && Number.isInteger(child) && (child as number) > 0) {
          const at = knownIds.indexOf(child as number);
          if (at >= 0) knownIds.splice(at, 1);
          knownIds.push(child as number);
        } else if (typeof child === 'object') stack.push(child);
      }
    }
  }
  knownIds.splice(0, Math.max(0, knownIds.length - 100));
}

async function send(request: FuzzRequest) {
  const headers: Record<string, string> = { ...request.headers };
  const { caller } = request;
  if (caller.kind === 'admin') headers.authorization = `Bearer ${adminToken}`;
  if (caller.kind === 'nobody') headers.authorization = `Bearer ${nobodyToken}`;
  if (caller.kind === 'forged') headers.authorization = caller.header;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
  return app.inject(options);
}

describe('the checks of an answer', () => {
  const request: FuzzRequest = {
    level: 'valid',
    method: 'POST',
    url: '/api/x?y=1',
    caller: { kind: 'admin' },
    copies: 1,
    remoteAddress: '127.0.0.1',
    badText: false,
  };
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const answer = (statusCode: number, body: unknown) => ({
    statusCode,
    headers: json,
    body: JSON.stringify(body),
  });
  const contractError = {
    status: 400,
    error: 'Bad Request',
    message: 'body: name is required.',
    error_definition: 'VALIDATION_ERROR',
    path: '/api/x',
  };

  it('pass an error in the contract shape', () => {
    expect(problemsOf(request, answer(400, contractError), 'admin')).toEqual([]);
    expect(
      problemsOf(
        request,
        answer(409, {
          ...contractError,
          status: 409,
          error: 'Conflict',
          error_definition: 'CONFLICT',
          ids: [1],
        }),
        'admin',
      ),
    ).toEqual([]);
  });

  it('catch a 5xx, a foreign error shape, a stack trace and accepted bad text', () => {
    expect(problemsOf(request, answer(500, { ...contractError, status: 500 }), 'admin')).toContain(
      'answered 500',
    );
    const fastify = {
      statusCode: 400,
      code: 'FST_ERR_BAD_URL',
      error: 'Bad Request',
      message: "'/api/%zz' is not a valid url component",
    };
    expect(problemsOf(request, answer(400, fastify), 'admin').length).toBeGreaterThan(2);
    const stack = {
      ...contractError,
      message: 'Error: x\n    at handler (/work/main/apps/review-api/src/app.ts:12:3)',
    };
    expect(problemsOf(request, answer(400, stack), 'admin')).toContain(
      'an error body with a stack trace or file path',
    );
    expect(problemsOf({ ...request, badText: true }, answer(200, {}), 'admin')).toHaveLength(1);
    expect(
      problemsOf({ ...request, caller: { kind: 'none' } }, answer(200, {}), 'admin'),
    ).toHaveLength(1);
    expect(
      problemsOf({ ...request, caller: { kind: 'nobody' } }, answer(200, {}), 'admin'),
    ).toHaveLength(1);
    expect(
      problemsOf(request, { ...answer(404, contractError), headers: {} }, 'admin').length,
    ).toBeGreaterThan(1);
  });
});

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the routes in the document, and every API route is in it', () => {
    expect(operations.length).toBeGreaterThan(0);
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const undocumented = app.apiRoutes
      .filter(({ url }) => !url.startsWith('/api/docs') && url !== '/api/openapi.json')
      .map(({ method, url }) => `${method} ${url.replace(/:([^/]+)/g, '{$1}')}`)
      .filter((route) => !documented.has(route));
    expect(undocumented).toEqual([]);
  });

  // Each route gets an equal share of the time left, so time a quick route leaves is used by
  // the slow ones after it (sign-in, user creation and password changes hash with argon2).
  let deadline: number | undefined;
  let routesLeft = operations.length;
  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s: no 5xx, errors in the contract shape, no bad text accepted',
    async (_name, operation) => {
      const op = operation as Operation;
      const access = accessOf(op);
      const statuses = new Map<string, number>();
      const started = performance.now();
      deadline ??= started + totalTimeMs;
      // At least 3 s: on a loaded machine one run of a sign-in route (several argon2 checks)
      // can take longer than an equal share, and fast-check fails a property interrupted
      // before its first run.
      const share = Math.max(3_000, (deadline - started) / Math.max(1, routesLeft));
      routesLeft -= 1;
      const requests = requestsFor(op, { resolve, knownIds: () => knownIds }, adminToken).map(
        (request) =>
          Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) }),
      );
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const responses = await Promise.all(
            Array.from({ length: request.copies }, () => send(request)),
          );
          if (request.method !== 'GET') await restoreCallers();
          for (const response of responses) {
            const type = String(response.headers['content-type'] ?? '');
            if (response.statusCode < 300 && type.startsWith('application/json')) {
              harvestIds(response.body);
            }
            const key = `${request.level} ${request.caller.kind} ${response.statusCode}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            const problems = problemsOf(request, response, access);
            if (problems.length) {
              throw new Error(
                `${problems.join('; ')}\n    request: ${describeRequest(request)}\n    answer: ${
                  response.statusCode
                } ${response.body.slice(0, 600)}`,
              );
            }
          }
        }),
        {
          seed,
          numRuns,
          interruptAfterTimeLimit: Math.round(share),
          markInterruptAsFailure: false,
        },
      );
      if (process.env.FUZZ_STATS) {
        const counts = [...statuses].sort().map(([status, count]) => `${status}: ${count}`);
        const runs = [...statuses.values()].reduce((sum, count) => sum + count, 0);
        const ms = Math.round(performance.now() - started);
        console.warn(`${op.method} ${op.path}: ${runs} runs in ${ms} ms\n  ${counts.join(', ')}`);
      }
    },
    totalTimeMs + 60_000,
  );
});
