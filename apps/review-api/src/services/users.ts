import {
  toUserPermissions,
  type AdminPermissions,
  type AdminUser,
  type CurrentUser,
  type Role,
} from '@sightings/domain-model';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/access';
import type { Db } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export function adminPermissionsOf(row: UserRow): AdminPermissions {
  return {
    imagePermission: row.imagePermission,
    domainPermission: row.domainPermission,
    qualityControlPermission: row.qualityControlPermission,
    socialMediaPermission: row.socialMediaPermission,
    reviewPermission: row.reviewPermission,
    tablePermission: row.tablePermission,
    importPermission: row.importPermission,
  };
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    permissions: toUserPermissions(adminPermissionsOf(row)),
  };
}

export function toCurrentUser(user: AuthUser): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: [user.role],
    userPermissions: user.permissions,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    active: row.active,
    ...adminPermissionsOf(row),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.name), asc(users.id));
}
