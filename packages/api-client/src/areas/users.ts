import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import {
  ADMIN_PERMISSION_KEYS,
  type AdminPermissions,
  type AdminUser,
  type NewUserRequest,
  type PasswordChangeRequest,
  type UserSignInLock,
  type UserUpdateRequest,
} from '@sightings/domain-model';
import { whenOffered } from '../extensionCall';
import { type Transport } from '../transport';

/**
 * User administration (spec 002 §7 "Users"), admin only. The create and update bodies go in the
 * spec's form, the page permission flags in `permissions` ("POST /assessment_user with name,
 * email, role, active, permissions, password"), whichever form the caller gave them in. The
 * sign-in locks are the extension `sign-in-locks`.
 */
export interface UsersCalls {
  /** `GET /assessment_user`: every user (admin only), the flags flat. */
  list(): Promise<AdminUser[]>;
  /** `POST /assessment_user`: the flags sent in `permissions`. */
  create(body: NewUserRequest): Promise<AdminUser>;
  /** `PUT /assessment_user`: the edit form plus email, the flags sent in `permissions`. */
  update(body: UserUpdateRequest): Promise<AdminUser>;
  /** `PUT /assessment_user/password`: also ends that user's tokens. */
  changePassword(body: PasswordChangeRequest): Promise<AdminUser>;
  /**
   * `GET /assessment_user/sign_in_lock` (the extension `sign-in-locks`; without it, rejects with
   * a 404 and sends nothing): the sign-in locks of the users with failed sign-ins counted
   * (locked or not, until when, how many failures); others are left out.
   */
  signInLocks(): Promise<UserSignInLock[]>;
  /** `DELETE /assessment_user/{id}/sign_in_lock` (`sign-in-locks`): clears it; the state after. */
  clearSignInLock(id: number): Promise<UserSignInLock>;
}

/**
 * A body with its flags in `permissions` only (002 §7's form): a flag given in `permissions`
 * wins over the same flag given flat; flags given in neither are left out (the server keeps
 * them on update, and takes them as off on create).
 */
export function withPermissionsObject<B extends Partial<AdminPermissions>>(
  body: B & { permissions?: Partial<AdminPermissions> | null },
): Omit<B, keyof AdminPermissions> & { permissions: Partial<AdminPermissions> } {
  const rest: Record<string, unknown> = { ...body };
  const permissions: Partial<AdminPermissions> = {};
  for (const key of ADMIN_PERMISSION_KEYS) {
    const value = body.permissions?.[key] ?? body[key];
    if (typeof value === 'boolean') permissions[key] = value;
    delete rest[key];
  }
  return { ...(rest as Omit<B, keyof AdminPermissions>), permissions };
}

/**
 * A user as `GET /assessment_user` answers it, read with its flags flat: a server that nests them
 * in `permissions` (the create body's form) is read the same way.
 */
function userOf(answer: AdminUser & { permissions?: Partial<AdminPermissions> | null }): AdminUser {
  const { permissions, ...user } = answer;
  if (!permissions || typeof permissions !== 'object') return user;
  const flags = Object.fromEntries(
    ADMIN_PERMISSION_KEYS.map((key) => [key, user[key] ?? permissions[key] ?? false]),
  ) as AdminPermissions;
  return { ...user, ...flags };
}

export function usersCalls(t: Transport, caps: CapabilitiesSource = SPEC_ONLY_SOURCE): UsersCalls {
  return {
    list: async () => (await t.getJson<AdminUser[]>('/assessment_user')).map(userOf),
    create: async (body) =>
      userOf(await t.sendJson<AdminUser>('post', '/assessment_user', withPermissionsObject(body))),
    update: async (body) =>
      userOf(await t.sendJson<AdminUser>('put', '/assessment_user', withPermissionsObject(body))),
    changePassword: (body) => t.sendJson<AdminUser>('put', '/assessment_user/password', body),
    signInLocks: () =>
      whenOffered(caps, 'sign-in-locks', () =>
        t.getJson<UserSignInLock[]>('/assessment_user/sign_in_lock'),
      ),
    clearSignInLock: (id) =>
      whenOffered(caps, 'sign-in-locks', () =>
        t.deleteJson<UserSignInLock>(`/assessment_user/${encodeURIComponent(id)}/sign_in_lock`),
      ),
  };
}
