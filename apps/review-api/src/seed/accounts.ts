import { noPermissions, type AdminPermissions, type Role } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** The password of every demo account (the README's "Demo accounts"). */
export const DEMO_PASSWORD = 'review-demo';

interface DemoAccount {
  name: string;
  email: string;
  role: Role;
  active: boolean;
  permissions: Partial<AdminPermissions>;
}

const all: AdminPermissions = {
  imagePermission: true,
  domainPermission: true,
  qualityControlPermission: true,
  socialMediaPermission: true,
  reviewPermission: true,
  tablePermission: true,
  importPermission: true,
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Ada Admin',
    email: 'admin@example.com',
    role: 'ROLE_ADMIN',
    active: true,
    permissions: all,
  },
  {
    name: 'Olga Operator',
    email: 'operator@example.com',
    role: 'ROLE_USER',
    active: true,
    permissions: { imagePermission: true, domainPermission: true },
  },
  {
    name: 'Quentin Quality',
    email: 'qc@example.com',
    role: 'ROLE_USER',
    active: true,
    permissions: { qualityControlPermission: true, socialMediaPermission: true },
  },
  {
    name: 'Rita Reviewer',
    email: 'reviewer@example.com',
    role: 'ROLE_USER',
    active: true,
    permissions: { reviewPermission: true, tablePermission: true },
  },
  {
    name: 'Ivan Importer',
    email: 'importer@example.com',
    role: 'ROLE_USER',
    active: true,
    permissions: { importPermission: true, tablePermission: true },
  },
  {
    name: 'Nora Nobody',
    email: 'nobody@example.com',
    role: 'ROLE_USER',
    active: true,
    permissions: {},
  },
  {
    name: 'Dieter Disabled',
    email: 'disabled@example.com',
    role: 'ROLE_USER',
    active: false,
    permissions: { imagePermission: true },
  },
];

/** Loads the demo accounts into a database that has no users yet. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    DEMO_ACCOUNTS.map((account) => ({
      name: account.name,
      email: account.email,
      role: account.role,
      active: account.active,
      passwordHash,
      ...noPermissions(),
      ...account.permissions,
    })),
  );
}

/**
 * The active demo accounts that still sign in with the published demo password: anyone who can
 * reach the server can use them (the server warns at start-up when it listens beyond loopback).
 */
export async function accountsOnDemoPassword(db: Db): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email.toLowerCase());
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      sql`lower(${users.email}) IN (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )}) AND ${users.active}`,
    );
  const open = await Promise.all(
    rows.map(async (row) =>
      (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) ? row.email : undefined,
    ),
  );
  return open.filter((email): email is string => email !== undefined);
}
