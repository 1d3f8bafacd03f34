import {
  filterCondition,
  filterGroup,
  filterToText,
  MAX_ACTIVE_QUERIES_PER_TYPE,
  WORK_QUEUE_QUERY_MAX_LENGTH,
  WORK_QUEUE_VIEWS,
  workQueueActiveLimitMessage,
  type WorkQueueType,
} from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { userWorkQueues } from '../db/schema';
import { addUsers, caller, makeDomain, WORKER_PASSWORD } from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';
import {
  configureWorkQueueSandbox,
  SANDBOX_ROLE,
  sandboxSettings,
} from '../services/workQueues/sandbox';

/**
 * The work-queue calls (spec 002 §7 "Work queues"): admin only; validate and count of filters
 * and SQL text in the sandbox; escapes from the sandbox tried and refused; the PUT of a user's
 * list (one transaction, the 3-active rule in the API and in the database); reservations that
 * follow a user's active queues. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */

const ADMIN = 'admin@example.com';
const OPERATOR = 'operator@example.com';
const BASE = '/api/assessment_user_work_queue';

const logLines: string[] = [];
const testApp = await createTestApp({ logger: { write: (line) => void logLines.push(line) } });
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

await api.signIn(ADMIN);
await api.signIn(OPERATOR);
const adminId = api.userId(ADMIN);
const operatorId = api.userId(OPERATOR);

const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  api.call(ADMIN, method, url, payload);

/** Domains of several kinds for the queries and the reservations. */
const made: Record<string, { id: number; domain: string; imageIds: number[] }> = {};

beforeAll(async () => {
  for (let n = 0; n < 6; n += 1) {
    made[`pending${n}`] = await makeDomain(db, {
      status: 'NEW',
      images: ['PENDING', 'PENDING', 'IDENTICAL'],
      values: { filledByOperator: false, priorityCountry: n === 5 ? 'AUT' : 'DEU' },
    });
  }
  for (let n = 0; n < 4; n += 1) {
    made[`qc${n}`] = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL' });
  }
});

const body = (query: string, type: WorkQueueType = 'DOMAINS', orderIndex = 0) => ({
  orderIndex,
  query,
  type,
});

const domainFilter = (field: 'DOMAIN' | 'COUNTRY', value: string) =>
  filterToText(filterGroup('AND', [filterCondition(field, 'EQUALS', [value])]));

async function userCount() {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users`);
  return Number(row!.n);
}

describe('access', () => {
  const calls: [string, string, unknown][] = [
    ['GET', `${BASE}?userId=1`, undefined],
    ['PUT', `${BASE}?userId=1`, []],
    ['POST', `${BASE}/validate_query`, body('SELECT id FROM work_queue_domains')],
    ['POST', `${BASE}/count_query_results`, body('SELECT id FROM work_queue_domains')],
  ];

  it.each(calls)(
    '%s %s: 401 without a token, 403 for a user who is not an admin',
    async (method, url, payload) => {
      const anonymous = await api.call(null, method as 'GET', url, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error_definition).toBe('INVALID_ACCESS_TOKEN');
      const operator = await api.call(OPERATOR, method as 'GET', url, payload);
      expect(operator.statusCode).toBe(403);
      expect(operator.json().error_definition).toBe('ACCESS_DENIED');
    },
  );
});

describe('the views and the sandbox role', () => {
  const SQL_TYPE: Record<string, string> = {
    integer: 'integer',
    bigint: 'bigint',
    text: 'text',
    boolean: 'boolean',
    timestamptz: 'timestamp with time zone',
  };

  it.each(Object.keys(WORK_QUEUE_VIEWS))(
    '%s has exactly the columns of WORK_QUEUE_VIEWS, in order and of their types',
    async (view) => {
      const columns = await queryRows<{ name: string; type: string }>(
        db,
        sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = ${view}::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
      );
      expect(columns).toEqual(
        WORK_QUEUE_VIEWS[view as keyof typeof WORK_QUEUE_VIEWS].map((column) => ({
          name: column.name,
          type: SQL_TYPE[column.type],
        })),
      );
    },
  );

  it('the sandbox role cannot sign in and may read the two views and no table or sequence', async () => {
    const [role] = await queryRows<{ rolcanlogin: boolean; member: boolean }>(
      db,
      sql`SELECT rolcanlogin, pg_has_role(current_user, ${SANDBOX_ROLE}, 'MEMBER') AS member
        FROM pg_roles WHERE rolname = ${SANDBOX_ROLE}`,
    );
    expect(role).toEqual({ rolcanlogin: false, member: true });
    const readable = await queryRows<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'p', 'f', 'S')
          AND (has_table_privilege(${SANDBOX_ROLE}, c.oid, 'SELECT')
            OR has_table_privilege(${SANDBOX_ROLE}, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')
            OR (c.relkind = 'S' AND has_sequence_privilege(${SANDBOX_ROLE}, c.oid, 'USAGE')))
        ORDER BY 1`,
    );
    expect(readable.map((row) => row.name)).toEqual(['work_queue_domains', 'work_queue_images']);
  });
});

describe('validate_query and count_query_results', () => {
  it('validates a filter and counts its rows in the sandbox', async () => {
    const query = domainFilter('COUNTRY', 'AUT');
    const validated = await asAdmin('POST', `${BASE}/validate_query`, body(query, 'DOMAINS', 4));
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ orderIndex: 4, valid: true, kind: 'filter' });
    const counted = await asAdmin('POST', `${BASE}/count_query_results`, body(query, 'DOMAINS', 4));
    expect(counted.statusCode).toBe(200);
    const [expected] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM domains WHERE priority_country = 'AUT'`,
    );
    expect(counted.json()).toEqual({ orderIndex: 4, count: Number(expected!.n) });
    expect(Number(expected!.n)).toBeGreaterThan(0);
  });

  it('validates SQL text and counts its rows; a filter value is never SQL', async () => {
    const query = `SELECT id FROM work_queue_images WHERE status = 'PENDING' AND domain LIKE 'review-%'`;
    const validated = await asAdmin('POST', `${BASE}/validate_query`, body(query, 'IMAGES'));
    expect(validated.json()).toEqual({ orderIndex: 0, valid: true, kind: 'sql' });
    const counted = await asAdmin('POST', `${BASE}/count_query_results`, body(query, 'IMAGES'));
    const [expected] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM images i JOIN domains d ON d.id = i.domain_id
        WHERE i.status = 'PENDING' AND d.domain LIKE 'review-%'`,
    );
    expect(counted.json().count).toBe(Number(expected!.n));

    const hostile = domainFilter('DOMAIN', "x'; DELETE FROM users; --");
    const none = await asAdmin('POST', `${BASE}/count_query_results`, body(hostile));
    expect(none.json()).toEqual({ orderIndex: 0, count: 0 });
  });

  it.each([
    ['an unknown column', 'SELECT id FROM work_queue_domains WHERE colour = 1', /colour/],
    ['no id column', 'SELECT domain FROM work_queue_domains', /id column/],
    ['an id that is not a number', 'SELECT domain AS id FROM work_queue_domains', /whole number/],
    ['a filter that does not validate', '{"version":1,"filter":{"kind":"group"}}', /./],
    ['empty text', '   ', /./],
  ])('refuses %s (400 naming the problem)', async (_name, query, message) => {
    for (const call of ['validate_query', 'count_query_results']) {
      const response = await asAdmin('POST', `${BASE}/${call}`, body(query));
      expect(response.statusCode).toBe(400);
      expect(response.json().error_definition).toBe('VALIDATION_ERROR');
      expect(response.json().message).toMatch(message);
    }
  });

  it('an IMAGES query reads work_queue_images only', async () => {
    const response = await asAdmin(
      'POST',
      `${BASE}/validate_query`,
      body('SELECT id FROM work_queue_domains', 'IMAGES'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /may read only work_queue_images; it reads work_queue_domains/,
    );
  });
});

describe('escapes from the sandbox are refused', () => {
  const escapes: [string, string, RegExp][] = [
    ['INSERT', "INSERT INTO users (name, email, password_hash) VALUES ('x', 'x@x', 'x')", /INSERT/],
    ['UPDATE', "UPDATE users SET role = 'ROLE_ADMIN'", /UPDATE/],
    ['DELETE', 'DELETE FROM users', /DELETE/],
    ['TRUNCATE', 'TRUNCATE users CASCADE', /TRUNCATE/],
    ['DROP', 'DROP VIEW work_queue_domains', /DROP/],
    ['another table', 'SELECT id FROM users', /it reads users/],
    ['another table, quoted', 'SELECT id FROM "users"', /it reads users/],
    ['a catalog table', 'SELECT oid::int AS id FROM pg_catalog.pg_authid', /pg_catalog\.pg_authid/],
    ['a catalog table, unqualified', 'SELECT 1 AS id FROM pg_class', /it reads pg_class/],
    ['information_schema', 'SELECT 1 AS id FROM information_schema.tables', /information_schema/],
    ['pg_sleep', 'SELECT id FROM work_queue_domains WHERE pg_sleep(5) IS NULL', /pg_sleep/],
    [
      'set_config',
      "SELECT id FROM work_queue_domains WHERE set_config('role', 'sightings', true) <> ''",
      /set_config/,
    ],
    ['pg_read_file', "SELECT length(pg_read_file('/etc/passwd')) AS id", /pg_read_file/],
    ['lo_import', "SELECT lo_import('/etc/passwd') AS id", /lo_import/],
    ['nextval', "SELECT nextval('users_id_seq')::int AS id", /nextval/],
    ['dblink', "SELECT id FROM dblink('dbname=x', 'SELECT 1') AS t(id int)", /function in FROM/],
    [
      'a schema-qualified function',
      'SELECT public.lower(domain), id FROM work_queue_domains',
      /public\.lower/,
    ],
    [
      'two statements',
      'SELECT id FROM work_queue_domains; DELETE FROM users',
      /one SELECT statement; it holds 2/,
    ],
    [
      'a CTE that deletes',
      'WITH gone AS (DELETE FROM users RETURNING id) SELECT id FROM gone',
      /DELETE/,
    ],
    ['SELECT … INTO', 'SELECT id INTO stolen FROM work_queue_domains', /INTO/],
    ['FOR UPDATE', 'SELECT id FROM work_queue_domains FOR UPDATE', /FOR UPDATE/],
    ['FOR SHARE', 'SELECT id FROM work_queue_domains FOR KEY SHARE', /FOR UPDATE and FOR SHARE/],
    [
      'a comment hiding a second statement',
      'SELECT id FROM work_queue_domains --\n; DELETE FROM users',
      /2 statements/,
    ],
    [
      'a block comment that is never closed',
      'SELECT id FROM work_queue_domains /* ) q; DELETE FROM users',
      /not valid SQL/,
    ],
    [
      'a quote that is never closed',
      "SELECT id FROM work_queue_domains WHERE domain = ') q; DELETE FROM users; --",
      /not valid SQL/,
    ],
    [
      'a dollar quote breaking out',
      'SELECT id FROM work_queue_domains WHERE domain = $$x$$; DELETE FROM users; --',
      /2 statements/,
    ],
    ['a parameter', 'SELECT id FROM work_queue_domains WHERE id = $1', /parameter/],
    [
      'current_user',
      'SELECT id FROM work_queue_domains WHERE domain = current_user',
      /CURRENT_USER/,
    ],
    ['a cast to regclass', "SELECT 'users'::regclass::int AS id", /regclass/],
    [
      'a qualified operator',
      'SELECT id FROM work_queue_domains WHERE id OPERATOR(pg_catalog.=) 1',
      /operator/,
    ],
    [
      'WITH RECURSIVE',
      'WITH RECURSIVE r(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM r) SELECT id FROM r',
      /RECURSIVE/,
    ],
    ['EXPLAIN', 'EXPLAIN SELECT id FROM work_queue_domains', /Explain|SELECT/],
    ['SET ROLE', 'SET ROLE sightings', /SELECT/],
    ['COPY', "COPY users TO '/tmp/users.csv'", /COPY/],
  ];

  it.each(escapes)('%s', async (_name, query, message) => {
    const before = await userCount();
    for (const call of ['validate_query', 'count_query_results']) {
      const response = await asAdmin('POST', `${BASE}/${call}`, body(query));
      expect(response.statusCode).toBe(400);
      expect(response.json().error_definition).toBe('VALIDATION_ERROR');
      expect(response.json().message).toMatch(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('a query longer than the limit is refused by the schema', async () => {
    const huge = `SELECT id FROM work_queue_domains WHERE domain = '${'x'.repeat(WORK_QUEUE_QUERY_MAX_LENGTH)}'`;
    const response = await asAdmin('POST', `${BASE}/validate_query`, body(huge));
    expect(response.statusCode).toBe(400);
    expect(response.json().error_definition).toBe('VALIDATION_ERROR');
  });

  it('a query nested too deeply is refused', async () => {
    const deep = `SELECT id FROM work_queue_domains WHERE ${'NOT '.repeat(3000)}true`;
    const response = await asAdmin('POST', `${BASE}/validate_query`, body(deep));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nested too deeply/);
  });

  it('a NUL byte is refused', async () => {
    const response = await asAdmin(
      'POST',
      `${BASE}/validate_query`,
      body('SELECT id FROM work_queue_domains\u0000; DELETE FROM users'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error_definition).toBe('VALIDATION_ERROR');
  });

  it('even past the parser, the sandbox role reads no table and the transaction writes nothing', async () => {
    const attempt = (statement: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SET TRANSACTION READ ONLY`);
        await tx.execute(sql.raw(`SET LOCAL ROLE ${SANDBOX_ROLE}`));
        await tx.execute(sql.raw(statement));
      });
    await expect(attempt('SELECT id FROM users')).rejects.toThrow();
    await expect(attempt('SELECT id FROM work_queue_domains LIMIT 1')).resolves.toBeUndefined();
    await expect(attempt("SELECT nextval('users_id_seq')")).rejects.toThrow();
  });

  it('a long-running query is stopped at its budget (PostgreSQL: the statement timeout; PGlite: its thread ended)', async () => {
    const settings = sandboxSettings(db);
    const crossJoin = `SELECT count(*)::int AS id FROM work_queue_domains a, work_queue_domains b,
      work_queue_domains c, work_queue_domains d, work_queue_domains e, work_queue_domains f,
      work_queue_domains g, work_queue_domains h`;
    configureWorkQueueSandbox(db, { ...settings, statementTimeoutMs: 300 });
    try {
      const response = await asAdmin('POST', `${BASE}/count_query_results`, body(crossJoin));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The query took longer than 0.3 s and was stopped.');
    } finally {
      configureWorkQueueSandbox(db, settings);
    }
  });
});

describe('PUT: a user’s whole list', () => {
  let userId = 0;
  beforeAll(async () => {
    const [email] = await addUsers(db, 'queue-user', 1, { imagePermission: true });
    await api.signIn(email!, WORKER_PASSWORD);
    userId = api.userId(email!);
  });

  const list = () => asAdmin('GET', `${BASE}?userId=${userId}`);
  const put = (entries: unknown[], id = userId) => asAdmin('PUT', `${BASE}?userId=${id}`, entries);
  const sqlQuery = "SELECT id FROM work_queue_domains WHERE country = 'AUT'";

  it('saves, answers and lists the entries by orderIndex with their cached counts', async () => {
    const saved = await put([
      { orderIndex: 1, type: 'DOMAINS', query: sqlQuery, description: 'Austria', active: true },
      { orderIndex: 0, type: 'IMAGES', query: domainFilter('COUNTRY', 'DEU'), active: false },
    ]);
    expect(saved.statusCode).toBe(200);
    const entries = saved.json();
    expect(entries.map((e: { orderIndex: number }) => e.orderIndex)).toEqual([0, 1]);
    expect(entries[1]).toMatchObject({
      userId,
      type: 'DOMAINS',
      query: sqlQuery,
      description: 'Austria',
      active: true,
      createdBy: adminId,
      workFilterDto: { workFilterResultCount: 1 },
    });
    expect(entries[0].description).toBeNull();
    expect(entries[0].workFilterDto.workFilterResultCount).toBeGreaterThan(0);
    expect((await list()).json()).toEqual(entries);

    // Keep the first (changed), drop the second, add a third.
    const [images] = entries;
    const again = await put([
      { id: images.id, orderIndex: 0, type: 'IMAGES', query: images.query, active: true },
      { orderIndex: 2, type: 'REVIEW', query: 'SELECT id FROM work_queue_domains', active: false },
    ]);
    expect(again.statusCode).toBe(200);
    const after = again.json();
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: images.id, active: true, createdAt: images.createdAt });
    expect(after[1]).toMatchObject({ type: 'REVIEW', orderIndex: 2 });
    expect(after.map((e: { id: number }) => e.id)).not.toContain(entries[1].id);
  });

  it('refuses the whole list when one query fails, naming the entry; nothing changes', async () => {
    const before = (await list()).json();
    const response = await put([
      { orderIndex: 0, type: 'DOMAINS', query: sqlQuery, active: true },
      { orderIndex: 7, type: 'DOMAINS', query: 'SELECT id FROM users', active: false },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/entry 7 .*it reads users.*nothing was changed/);
    expect((await list()).json()).toEqual(before);
  });

  it(`refuses more than ${MAX_ACTIVE_QUERIES_PER_TYPE} active of a type; nothing changes`, async () => {
    const before = (await list()).json();
    const response = await put(
      [0, 1, 2, 3].map((orderIndex) => ({
        orderIndex,
        type: 'QUALITY_CONTROL',
        query: sqlQuery,
        active: true,
      })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_definition: 'VALIDATION_ERROR',
      message: workQueueActiveLimitMessage('QUALITY_CONTROL'),
    });
    expect((await list()).json()).toEqual(before);
    // Three active and one inactive are fine.
    const fine = await put(
      [0, 1, 2, 3].map((orderIndex) => ({
        orderIndex,
        type: 'QUALITY_CONTROL',
        query: sqlQuery,
        active: orderIndex < 3,
      })),
    );
    expect(fine.statusCode).toBe(200);
  });

  it("refuses an id of another user's entry and never touches it", async () => {
    const other = await put(
      [
        {
          orderIndex: 0,
          type: 'DOMAINS',
          query: sqlQuery,
          description: 'the operator’s',
          active: false,
        },
      ],
      operatorId,
    );
    const [theirs] = other.json();
    const before = (await list()).json();
    const response = await put([
      {
        id: theirs.id,
        orderIndex: 0,
        type: 'DOMAINS',
        query: 'SELECT id FROM work_queue_domains',
        active: true,
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      new RegExp(`entry ${theirs.id} is not among the work queues of user ${userId}`),
    );
    expect((await list()).json()).toEqual(before);
    expect((await put([], operatorId)).json()).toEqual([]);
    const [gone] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM user_work_queues WHERE id = ${theirs.id}`,
    );
    expect(Number(gone!.n)).toBe(0);
  });

  it('404 for an unknown user', async () => {
    expect((await asAdmin('GET', `${BASE}?userId=999999`)).statusCode).toBe(404);
    expect((await put([], 999999)).statusCode).toBe(404);
  });

  it('the database refuses a fourth active entry of a type written directly', async () => {
    await put([]);
    const row = (active: boolean, orderIndex: number) => ({
      userId,
      orderIndex,
      type: 'SOCIAL_MEDIA' as const,
      query: sqlQuery,
      active,
    });
    await db
      .insert(userWorkQueues)
      .values([row(true, 0), row(true, 1), row(true, 2), row(false, 3)]);
    await expect(db.insert(userWorkQueues).values(row(true, 4))).rejects.toThrow();
    await expect(
      db.execute(
        sql`UPDATE user_work_queues SET active = true WHERE user_id = ${userId} AND order_index = 3`,
      ),
    ).rejects.toThrow();
    // Swapping which ones are active in one transaction is fine (checked at commit).
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE user_work_queues SET active = true WHERE user_id = ${userId} AND order_index = 3`,
      );
      await tx.execute(
        sql`UPDATE user_work_queues SET active = false WHERE user_id = ${userId} AND order_index = 0`,
      );
    });
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM user_work_queues WHERE user_id = ${userId} AND active`,
    );
    expect(Number(count!.n)).toBe(3);
  });

  it('concurrent writers never leave four active of a type', async () => {
    await put([]);
    const row = (orderIndex: number) => ({
      userId,
      orderIndex,
      type: 'DOMAINS' as const,
      query: sqlQuery,
      active: true,
    });
    await db.insert(userWorkQueues).values([row(0), row(1)]);
    // Two transactions each add a third active entry; at most one may commit.
    const writes = await Promise.allSettled(
      [5, 6].map((orderIndex) =>
        db.transaction(async (tx) => {
          await tx.insert(userWorkQueues).values(row(orderIndex));
        }),
      ),
    );
    expect(writes.filter((write) => write.status === 'fulfilled')).toHaveLength(1);
    // Two PUTs at once, each with three active entries: the list ends as one of them.
    const puts = await Promise.all(
      [0, 1].map((n) =>
        put(
          [0, 1, 2].map((orderIndex) => ({
            orderIndex,
            type: 'DOMAINS',
            query: sqlQuery,
            description: `put ${n}`,
            active: true,
          })),
        ),
      ),
    );
    for (const response of puts) expect(response.statusCode).toBe(200);
    const final = (await list()).json();
    expect(final).toHaveLength(3);
    expect(new Set(final.map((e: { description: string }) => e.description)).size).toBe(1);
  });
});

describe('reservations follow a user’s active queues', () => {
  const save = (userId: number, entries: unknown[]) =>
    asAdmin('PUT', `${BASE}?userId=${userId}`, entries);

  it('IMAGES: reserve_pending gives the queue’s images first, then the normal queue; an inactive queue changes nothing', async () => {
    const [withQueue, withInactive] = await addUsers(db, 'images-queue', 2, {
      imagePermission: true,
    });
    await api.signIn(withQueue!, WORKER_PASSWORD);
    await api.signIn(withInactive!, WORKER_PASSWORD);
    const last = made.pending4!;
    const query = `SELECT id FROM work_queue_images WHERE domain = '${last.domain}' ORDER BY id DESC`;
    const pending = last.imageIds.slice(0, 2); // the first two are PENDING
    expect(
      (await save(api.userId(withQueue!), [{ orderIndex: 0, type: 'IMAGES', query, active: true }]))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await save(api.userId(withInactive!), [
          { orderIndex: 0, type: 'IMAGES', query, active: false },
        ])
      ).statusCode,
    ).toBe(200);

    const got = await api.call(withQueue!, 'GET', '/api/assessment_image/reserve_pending?limit=4');
    expect(got.statusCode).toBe(200);
    const ids = got.json().map((image: { id: number }) => image.id);
    expect(ids.slice(0, 2)).toEqual([...pending].reverse());
    expect(ids).toHaveLength(4);
    expect(ids.slice(2).every((id: number) => !last.imageIds.includes(id))).toBe(true);

    const normal = await api.call(
      withInactive!,
      'GET',
      '/api/assessment_image/reserve_pending?limit=2',
    );
    const normalIds = normal.json().map((image: { id: number }) => image.id);
    expect(normalIds.some((id: number) => last.imageIds.includes(id))).toBe(false);
  });

  it('DOMAINS: the Domains page gives the queue’s domain first (a filter)', async () => {
    const [email] = await addUsers(db, 'domains-queue', 1, { domainPermission: true });
    await api.signIn(email!, WORKER_PASSWORD);
    const target = made.pending5!;
    expect(
      (
        await save(api.userId(email!), [
          { orderIndex: 0, type: 'DOMAINS', query: domainFilter('COUNTRY', 'AUT'), active: true },
        ])
      ).statusCode,
    ).toBe(200);
    const got = await api.call(email!, 'GET', '/api/assessment_domain/reserve_pending?limit=2');
    expect(got.statusCode).toBe(200);
    const ids = got.json().map((domain: { id: number }) => domain.id);
    expect(ids[0]).toBe(target.id);
    expect(ids).toHaveLength(2);
  });

  it('QUALITY_CONTROL: quality control gives the queue’s domain first', async () => {
    const [email] = await addUsers(db, 'qc-queue', 1, { qualityControlPermission: true });
    await api.signIn(email!, WORKER_PASSWORD);
    const target = made.qc3!;
    const query = `SELECT id FROM work_queue_domains WHERE id = ${target.id}`;
    expect(
      (
        await save(api.userId(email!), [
          { orderIndex: 0, type: 'QUALITY_CONTROL', query, active: true },
        ])
      ).statusCode,
    ).toBe(200);
    const got = await api.call(
      email!,
      'GET',
      '/api/assessment_domain/reserve_pending_quality_control?limit=1',
    );
    expect(got.statusCode).toBe(200);
    expect(got.json().map((domain: { id: number }) => domain.id)).toEqual([target.id]);
  });

  it('SOCIAL_MEDIA and REVIEW: social media QC and final review give their queue’s domain first', async () => {
    const social = [
      await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL', values: { socialDomain: true } }),
      await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL', values: { socialDomain: true } }),
    ];
    const review = [
      await makeDomain(db, { status: 'PENDING_FINAL_REVIEW' }),
      await makeDomain(db, { status: 'PENDING_FINAL_REVIEW' }),
    ];
    const [socialUser, reviewer] = await addUsers(db, 'more-queues', 2, {
      socialMediaPermission: true,
      reviewPermission: true,
    });
    for (const [email, type, target] of [
      [socialUser!, 'SOCIAL_MEDIA', social[1]!],
      [reviewer!, 'REVIEW', review[1]!],
    ] as const) {
      await api.signIn(email, WORKER_PASSWORD);
      const query = domainFilter('DOMAIN', target.domain);
      expect(
        (await save(api.userId(email), [{ orderIndex: 0, type, query, active: true }])).statusCode,
      ).toBe(200);
    }
    const socialGot = await api.call(
      socialUser!,
      'GET',
      '/api/assessment_domain/reserve_pending_quality_control?limit=1&social=true',
    );
    expect(socialGot.json().map((domain: { id: number }) => domain.id)).toEqual([social[1]!.id]);
    const reviewGot = await api.call(
      reviewer!,
      'GET',
      '/api/assessment_domain/reserve_pending_review?limit=1',
    );
    expect(reviewGot.json().map((domain: { id: number }) => domain.id)).toEqual([review[1]!.id]);
  });

  it('a queue whose query fails when reserving is skipped and logged without its text', async () => {
    const [email] = await addUsers(db, 'broken-queue', 1, { qualityControlPermission: true });
    await api.signIn(email!, WORKER_PASSWORD);
    const userId = api.userId(email!);
    const secret = 'broken-queue-secret-text';
    // Valid when saved, failing when run (a cast of a domain name to a number).
    await db.insert(userWorkQueues).values({
      userId,
      orderIndex: 0,
      type: 'QUALITY_CONTROL',
      query: `SELECT id FROM work_queue_domains WHERE domain::int > 0 OR domain = '${secret}'`,
      active: true,
    });
    const got = await api.call(
      email!,
      'GET',
      '/api/assessment_domain/reserve_pending_quality_control?limit=1',
    );
    expect(got.statusCode).toBe(200);
    expect(got.json()).toHaveLength(1);
    const skipped = logLines.filter((line) => line.includes('work queue skipped while reserving'));
    expect(skipped.some((line) => line.includes(`"userId":${userId}`))).toBe(true);
    expect(logLines.some((line) => line.includes(secret))).toBe(false);
  });
});
