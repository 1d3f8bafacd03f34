import {
  capabilitiesOf,
  SPEC_ONLY,
  type ApiExtension,
  type Capabilities,
  type CapabilitiesResponse,
} from '@sightings/domain-model';
import { isApiError } from './errors';
import type { Transport } from './transport';

/**
 * The server's extensions, asked once per session (docs/api-contract.md): `GET /capabilities`
 * the first time a call needs to choose between the spec's form and an extended one, again only
 * when the stored token changes (another sign-in). A 404 is a server that knows only the specs:
 * no extension. A failure (the network, a 500) is not remembered: the next call asks again.
 */
export interface CapabilitiesSource {
  /** What the server offers, for this session. */
  get(): Promise<Capabilities>;
  /** Whether the server offers `name` (asks the server the first time). */
  has(name: ApiExtension): Promise<boolean>;
}

export interface CapabilitiesOptions {
  getToken?: () => string | null | undefined;
  /**
   * `auto` (the default) uses what the server advertises; `off` never uses an extension, as
   * against a server that knows only the specs (tests, and apps that want the specs' calls only).
   */
  extensions?: 'auto' | 'off';
}

export function createCapabilities(
  transport: Transport,
  { getToken, extensions = 'auto' }: CapabilitiesOptions = {},
): CapabilitiesSource {
  let asked: { token: string | null; answer: Promise<Capabilities> } | null = null;
  const get = (): Promise<Capabilities> => {
    if (extensions === 'off') return Promise.resolve(SPEC_ONLY);
    const token = getToken?.() || null;
    if (asked && asked.token === token) return asked.answer;
    const answer = transport.getJson<CapabilitiesResponse>('/capabilities').then(
      (body) => capabilitiesOf(body),
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) return SPEC_ONLY;
        // Not remembered: the next call asks again.
        if (asked?.answer === answer) asked = null;
        throw error;
      },
    );
    asked = { token, answer };
    return answer;
  };
  return { get, has: async (name) => (await get()).has(name) };
}

/** A source with no extension (an area built without one, in tests). */
export const SPEC_ONLY_SOURCE: CapabilitiesSource = {
  get: () => Promise.resolve(SPEC_ONLY),
  has: () => Promise.resolve(false),
};
