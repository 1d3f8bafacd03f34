import type { ApiExtension } from '@sightings/domain-model';
import type { Role, UserPermissionKey, UserPermissions } from '@sightings/domain-model';

/**
 * What a route needs. Every `/api` route declares one in `config.access`; the server refuses to
 * start with an undeclared route, and `routes.test.ts` walks them all.
 * - `public`: no token (health, login, the API docs)
 * - `authenticated`: any signed-in, active user
 * - `admin`: ROLE_ADMIN
 * - `{ anyOf }`: ROLE_ADMIN, or a user holding at least one of these page permissions
 */
export type Access = 'public' | 'authenticated' | 'admin' | { anyOf: readonly UserPermissionKey[] };

/**
 * Any of the three review screens (spec 001 §6: quality control, final review, social media QC);
 * an admin passes. The transition table decides the rest per action.
 */
export const REVIEW_SCREENS_ACCESS: Access = {
  anyOf: ['qualityControlPermission', 'reviewPermission', 'socialMediaPermitted'],
};

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  permissions: UserPermissions;
}

export function allows(access: Access, user: AuthUser): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  if (user.role === 'ROLE_ADMIN') return true;
  if (access === 'admin') return false;
  return access.anyOf.some((key) => user.permissions[key]);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The extension this route is (docs/api-contract.md): with `API_EXTENSIONS=off` it answers
     * 404 as an unknown path does.
     */
    extension?: ApiExtension | 'capabilities';
  }
  interface FastifyRequest {
    /** The signed-in user, set for every route that is not public. */
    user?: AuthUser;
  }
}
