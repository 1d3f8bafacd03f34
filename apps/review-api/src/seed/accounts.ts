import { noPermissions, type AdminPermissions, type Role } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** The password of every demo account (DESIGN.md "Demo accounts"). */
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
