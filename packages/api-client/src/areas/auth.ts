import { type CurrentUser, type LoginRequest, type LoginResponse } from '@sightings/domain-model';
import { type Transport } from '../transport';

/** Signing in and out (spec 000 section 7). */
export interface AuthCalls {
  /** `POST /auth/login`. A wrong password rejects (401 `BAD_CREDENTIALS`) without `onUnauthorized`. */
  login(body: LoginRequest): Promise<LoginResponse>;
  /** `GET /auth/me`: the signed-in user, roles and permissions. */
  me(): Promise<CurrentUser>;
  /** `POST /auth/logout`: ends the user's tokens on every device. */
  logout(): Promise<void>;
}

export function authCalls(t: Transport): AuthCalls {
  return {
    login: (body) => t.login<LoginResponse>('/auth/login', body),
    me: () => t.getJson<CurrentUser>('/auth/me'),
    logout: () => t.send('post', '/auth/logout', undefined),
  };
}
