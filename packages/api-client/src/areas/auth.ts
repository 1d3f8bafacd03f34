import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import { type CurrentUser, type LoginRequest, type LoginResponse } from '@sightings/domain-model';
import { type Transport } from '../transport';

/** Signing in and out (spec 000 section 7). */
export interface AuthCalls {
  /** `POST /auth/login`. A wrong password rejects (401 `BAD_CREDENTIALS`) without `onUnauthorized`. */
  login(body: LoginRequest): Promise<LoginResponse>;
  /** `GET /auth/me`: the signed-in user, roles and permissions. */
  me(): Promise<CurrentUser>;
  /**
   * Signing out on the server: with the `logout` extension `POST /auth/logout` ends the user's
   * tokens on every device; a server that knows only the specs has no such call (000 §4: the
   * console removes the token), so this resolves without one.
   */
  logout(): Promise<void>;
}

export function authCalls(t: Transport, caps: CapabilitiesSource = SPEC_ONLY_SOURCE): AuthCalls {
  return {
    login: (body) => t.login<LoginResponse>('/auth/login', body),
    me: () => t.getJson<CurrentUser>('/auth/me'),
    logout: async () => {
      if (await caps.has('logout')) await t.send('post', '/auth/logout', undefined);
    },
  };
}
