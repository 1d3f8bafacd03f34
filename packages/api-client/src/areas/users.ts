import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import {
  type AdminUser,
  type NewUserRequest,
  type PasswordChangeRequest,
  type UserSignInLock,
  type UserUpdateRequest,
} from '@sightings/domain-model';
import { type Transport } from '../transport';

/** User administration (spec 002), admin only. */
export interface UsersCalls {
  /** `GET /assessment_user`: every user (admin only). */
  list(): Promise<AdminUser[]>;
  /** `POST /assessment_user`. */
  create(body: NewUserRequest): Promise<AdminUser>;
  /** `PUT /assessment_user`. */
  update(body: UserUpdateRequest): Promise<AdminUser>;
  /** `PUT /assessment_user/password`: also ends that user's tokens. */
  changePassword(body: PasswordChangeRequest): Promise<AdminUser>;
  /**
   * `GET /assessment_user/sign_in_lock` (ours): the sign-in locks of the users with failed
   * sign-ins counted (locked or not, until when, how many failures); others are left out.
   */
  signInLocks(): Promise<UserSignInLock[]>;
  /** `DELETE /assessment_user/{id}/sign_in_lock` (ours): clears it; answers the state after. */
  clearSignInLock(id: number): Promise<UserSignInLock>;
}

export function usersCalls(t: Transport, caps: CapabilitiesSource = SPEC_ONLY_SOURCE): UsersCalls {
  return {
    list: () => t.getJson<AdminUser[]>('/assessment_user'),
    create: (body) => t.sendJson<AdminUser>('post', '/assessment_user', body),
    update: (body) => t.sendJson<AdminUser>('put', '/assessment_user', body),
    changePassword: (body) => t.sendJson<AdminUser>('put', '/assessment_user/password', body),
    signInLocks: () => t.getJson<UserSignInLock[]>('/assessment_user/sign_in_lock'),
    clearSignInLock: (id) =>
      t.deleteJson<UserSignInLock>(`/assessment_user/${encodeURIComponent(id)}/sign_in_lock`),
  };
}
