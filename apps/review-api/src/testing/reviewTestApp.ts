import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows, type Db } from '../db/database';
import { caller } from './reviewFixtures';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

/** The demo accounts the review route tests act as. */
export const QC = 'qc@example.com';
export const REVIEWER = 'reviewer@example.com';
export const ADMIN = 'admin@example.com';
export const OPERATOR = 'operator@example.com';
export const NOBODY = 'nobody@example.com';

/**
 * The shared preamble of a review route test file: a test app (closed after the file), the
 * demo accounts above signed in before its tests, their ids and names, and calls as them
 * (`caller` of reviewFixtures). Call it once, at the top of the file.
 */
export async function reviewTestApp(options: TestAppOptions = {}): Promise<{
  testApp: TestApp;
  app: TestApp['app'];
  db: Db;
  call: ReturnType<typeof caller>['call'];
  userId: (email: string) => number;
  userName: (email: string) => string;
}> {
  const testApp = await createTestApp(options);
  afterAll(() => testApp.close());
  const db = testApp.database.db;
  const as = caller(testApp);
  const names = new Map<string, string>();
  beforeAll(async () => {
    for (const email of [QC, REVIEWER, ADMIN, OPERATOR, NOBODY]) await as.signIn(email);
    for (const row of await queryRows<{ email: string; name: string }>(
      db,
      sql`SELECT email, name FROM users`,
    )) {
      names.set(row.email, row.name);
    }
  });
  return {
    testApp,
    app: testApp.app,
    db,
    call: as.call,
    userId: as.userId,
    userName: (email) => names.get(email)!,
  };
}
