import {
  API_BASE,
  type AdminUser,
  type Country,
  type CurrentUser,
  type Domain,
  type DomainFlowStatusItem,
  type DomainUpdate,
  type HealthResponse,
  type Image,
  type ImagesCount,
  type ImageStatusItem,
  type ImageStatusResult,
  KEEP_RESERVED_MAX_IDS,
  type KeepReservedResult,
  type Language,
  type LoginRequest,
  type LoginResponse,
  type NewUserRequest,
  type NonCommercialReason,
  type PasswordChangeRequest,
  type ThirdPartyDomainData,
  type UserUpdateRequest,
} from '@sightings/domain-model';
import wretch from 'wretch';
import { ApiError, isApiError } from './errors';
import { errorBodyFields, errorMessageFor } from './errorMessage';

export interface ClientOptions {
  /** Where the API lives, for example `http://localhost:8080/api`. Defaults to the specs' `/api`. */
  baseUrl?: string;
  /** The stored access token, read before every call; nothing is sent when there is none. */
  getToken?: () => string | null | undefined;
  /**
   * Called when any call but the login answers 401 (spec 000 section 4: the console clears the
   * stored session and goes to /login). The call still rejects with its `ApiError`.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch;
}

/** The typed client of the review API (spec 000 section 7). Every method rejects with `ApiError`. */
export interface ApiClient {
  /** `GET /health`: `{ status: 'ok' }` once the server's database is ready. */
  health(): Promise<HealthResponse>;
  auth: {
    /** `POST /auth/login`. A wrong password rejects (401 `BAD_CREDENTIALS`) without `onUnauthorized`. */
    login(body: LoginRequest): Promise<LoginResponse>;
    /** `GET /auth/me`: the signed-in user, roles and permissions. */
    me(): Promise<CurrentUser>;
    /** `POST /auth/logout`: ends the user's tokens on every device. */
    logout(): Promise<void>;
  };
  reference: {
    /** `GET /dictionary/language`. */
    languages(): Promise<Language[]>;
    /** `GET /assessment_domain/no_commercial_fields`: the non-commercial reasons. */
    nonCommercialReasons(): Promise<NonCommercialReason[]>;
    /** `GET /assessment_image/agency_list`: agency names. */
    agencies(): Promise<string[]>;
    /** `GET /assessment_domain/countries_list`: the 11 priority countries first. */
    countries(): Promise<Country[]>;
    /** `GET /assessment_domain/domain_flow_status_list`. */
    domainFlowStatuses(): Promise<DomainFlowStatusItem[]>;
    /** `GET /third_party_domain_data/main/{domain}`; a domain without data rejects with 404. */
    thirdPartyData(domain: string): Promise<ThirdPartyDomainData>;
  };
  users: {
    /** `GET /assessment_user`: every user (admin only). */
    list(): Promise<AdminUser[]>;
    /** `POST /assessment_user`. */
    create(body: NewUserRequest): Promise<AdminUser>;
    /** `PUT /assessment_user`. */
    update(body: UserUpdateRequest): Promise<AdminUser>;
    /** `PUT /assessment_user/password`: also ends that user's tokens. */
    changePassword(body: PasswordChangeRequest): Promise<AdminUser>;
  };
  images: {
    /**
     * The URL of `GET /assessment_image/{id}/downloaded_image` (`?width=` for a thumbnail).
     * It needs the token like every call, so an `<img src>` cannot load it: use the fetch below.
     */
    downloadedImageUrl(id: number, width?: number): string;
    /** The URL of `GET /assessment_image/{id}/original_image` (our addition), as above. */
    originalImageUrl(id: number, width?: number): string;
    /** The crawler's copy of a sighting's picture, loaded with the token, as a Blob. */
    fetchDownloadedImage(id: number, width?: number): Promise<Blob>;
    /** The agency's uploaded original of a sighting's picture, loaded with the token. */
    fetchOriginalImage(id: number, width?: number): Promise<Blob>;
    /**
     * `GET /assessment_image/reserve_pending?limit=` (1 to 500; the server's default is 200):
     * leases pending images to the caller; the caller's own live leases come first.
     */
    reservePending(limit?: number): Promise<Image[]>;
    /** `GET /assessment_image/{id}`: one sighting; an unknown id rejects with 404. */
    byId(id: number): Promise<Image>;
    /**
     * `PUT /assessment_image/set_multiple_images_status`: IDENTICAL / NOT_IDENTICAL for leased
     * images, all or nothing (409 names the images not leased to the caller). A repeat of the
     * same decisions is safe: they come back as `unchanged`.
     */
    setStatuses(list: ImageStatusItem[]): Promise<ImageStatusResult>;
    /** `PUT /assessment_image/set_multiple_images_offline_status`: OFFLINE, same rules. */
    setOffline(ids: number[]): Promise<ImageStatusResult>;
  };
  domains: {
    /**
     * `GET /assessment_domain/reserve_pending?limit=` (1 to 200; the server's default is 50):
     * leases domains awaiting classification to the caller; the caller's own live leases come
     * first.
     */
    reservePending(limit?: number): Promise<Domain[]>;
    /**
     * `GET /assessment_domain/keep_reserved?ids=`: renews the caller's leases of these domains
     * and resolves with the ids still leased to the caller, in the order given. The call takes
     * at most `KEEP_RESERVED_MAX_IDS` (100) ids, so a longer list goes in several calls; an
     * empty list resolves with `[]` without a call.
     */
    keepReserved(ids: readonly number[]): Promise<number[]>;
    /** `GET /assessment_domain/{id}`: one domain; an unknown id rejects with 404. */
    byId(id: number): Promise<Domain>;
    /** `GET /assessment_domain/{id}/images_count`: how many sightings the domain has (any status). */
    imagesCount(id: number): Promise<number>;
    /**
     * `PUT /assessment_domain/{id}/update`: SAVE DETAILS (`toDomainUpdate` makes the body).
     * Resolves with the saved domain; 409 when the domain is no longer leased to the caller
     * (`ids` names it), 400 with the form rule's message when the body breaks one.
     */
    update(id: number, body: DomainUpdate): Promise<Domain>;
  };
}

const JSON_TYPE = 'application/json';
/** Pictures come as images; their failures as the contract's JSON. */
const IMAGE_ACCEPT = `image/*, ${JSON_TYPE}`;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Reads a successful answer as JSON; one that is not JSON fails like an unreadable error. */
async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  const body = parseJson(text);
  if (body === undefined) {
    throw new ApiError(errorMessageFor(response.status, undefined), { status: response.status });
  }
  return body as T;
}

/** The text of a failed answer; wretch has already read a clone of it into `message`. */
async function failedBodyText(error: { response: Response; message: string }): Promise<string> {
  try {
    return await error.response.text();
  } catch {
    return error.message;
  }
}

/** A wretch error: the call got an answer whose status is not 2xx. */
const hasResponse = (
  error: unknown,
): error is { status: number; response: Response; message: string } => {
  if (typeof error !== 'object' || error === null) return false;
  const { status, response } = error as { status?: unknown; response?: unknown };
  return (
    typeof status === 'number' &&
    typeof response === 'object' &&
    response !== null &&
    typeof (response as { text?: unknown }).text === 'function'
  );
};

const imagePath = (kind: 'downloaded' | 'original', id: number, width: number | undefined) =>
  `/assessment_image/${encodeURIComponent(String(id))}/${kind}_image${
    width === undefined ? '' : `?width=${encodeURIComponent(String(width))}`
  }`;

const domainPath = (id: number) => `/assessment_domain/${encodeURIComponent(String(id))}`;

/**
 * The typed client of the review API. Every call of the specs is a method, so a screen never
 * builds a URL by hand. Every call sends `Accept: application/json` and, when `getToken()` gives
 * one, `Authorization: Bearer <token>`; a call with a body sends it as JSON
 * (`Content-Type: application/json`). A call without a body sends no content type: the server
 * refuses an empty body declared as JSON.
 *
 * Every failed call rejects with one `ApiError` (`status`, `errorDefinition`, `path`), whose
 * message follows spec 000 section 8 (the precedence is `errorMessageFor`'s table):
 *
 * | the answer                                          | rejects with                             | onUnauthorized |
 * |-----------------------------------------------------|------------------------------------------|----------------|
 * | no response (network failure)                       | status 0, 'There was an error.'          | no             |
 * | not 2xx, body not a JSON object (an HTML 502 page)  | its status, 'There was an error.'        | if 401 *       |
 * | 2xx, body not the JSON it should be                 | its status, 'There was an error.'        | no             |
 * | 429                                                 | the server's message                     | no             |
 * | 401 ACCESS_TOKEN_EXPIRED or INVALID_ACCESS_TOKEN    | the server's message                     | yes            |
 * | 401 BAD_CREDENTIALS from `auth.login`               | the server's message                     | no             |
 * | any other JSON error                                | the server's message, else 'Something went wrong!' | if 401 * |
 *
 * (*) A 401 of any call but `auth.login` calls `onUnauthorized(error)` before the call rejects:
 * a wrong password is a 401 too, and the login page must just show its message.
 * The token is only ever sent in the Authorization header: never in a URL, never logged.
 */
export function createClient({
  baseUrl = API_BASE,
  getToken,
  onUnauthorized,
  fetch: fetchImpl,
}: ClientOptions = {}): ApiClient {
  const root = baseUrl.replace(/\/+$/, '');

  const toApiError = async (error: unknown, isLogin: boolean): Promise<ApiError> => {
    if (isApiError(error)) return error;
    if (!hasResponse(error)) {
      return new ApiError(errorMessageFor(0, undefined), { status: 0, cause: error });
    }
    const body = parseJson(await failedBodyText(error));
    const fields = errorBodyFields(body);
    const apiError = new ApiError(errorMessageFor(error.status, body), {
      status: error.status,
      errorDefinition: fields?.errorDefinition,
      path: fields?.path,
      ids: fields?.ids,
    });
    if (error.status === 401 && !isLogin) onUnauthorized?.(apiError);
    return apiError;
  };
  const failWith = (isLogin: boolean) => async (error: unknown) => {
    throw await toApiError(error, isLogin);
  };

  let base = wretch(root)
    .accept(JSON_TYPE)
    .defer((w) => {
      const token = getToken?.();
      return token ? w.auth(`Bearer ${token}`) : w;
    });
  if (fetchImpl) base = base.fetchPolyfill(fetchImpl);
  const api = base.catcherFallback(failWith(false));
  const loginApi = base.catcherFallback(failWith(true));

  const getJson = <T>(path: string) => api.get(path).res((r) => readJson<T>(r));
  const fetchImage = (kind: 'downloaded' | 'original', id: number, width?: number) =>
    api
      .accept(IMAGE_ACCEPT)
      .get(imagePath(kind, id, width))
      .res((r) => r.blob());

  return {
    health: () => getJson<HealthResponse>('/health'),
    auth: {
      login: (body) => loginApi.post(body, '/auth/login').res((r) => readJson<LoginResponse>(r)),
      me: () => getJson<CurrentUser>('/auth/me'),
      logout: () => api.post(undefined, '/auth/logout').res(() => undefined),
    },
    reference: {
      languages: () => getJson<Language[]>('/dictionary/language'),
      nonCommercialReasons: () =>
        getJson<NonCommercialReason[]>('/assessment_domain/no_commercial_fields'),
      agencies: () => getJson<string[]>('/assessment_image/agency_list'),
      countries: () => getJson<Country[]>('/assessment_domain/countries_list'),
      domainFlowStatuses: () =>
        getJson<DomainFlowStatusItem[]>('/assessment_domain/domain_flow_status_list'),
      thirdPartyData: (domain) =>
        getJson<ThirdPartyDomainData>(
          `/third_party_domain_data/main/${encodeURIComponent(domain)}`,
        ),
    },
    users: {
      list: () => getJson<AdminUser[]>('/assessment_user'),
      create: (body) => api.post(body, '/assessment_user').res((r) => readJson<AdminUser>(r)),
      update: (body) => api.put(body, '/assessment_user').res((r) => readJson<AdminUser>(r)),
      changePassword: (body) =>
        api.put(body, '/assessment_user/password').res((r) => readJson<AdminUser>(r)),
    },
    images: {
      downloadedImageUrl: (id, width) => root + imagePath('downloaded', id, width),
      originalImageUrl: (id, width) => root + imagePath('original', id, width),
      fetchDownloadedImage: (id, width) => fetchImage('downloaded', id, width),
      fetchOriginalImage: (id, width) => fetchImage('original', id, width),
      reservePending: (limit) =>
        getJson<Image[]>(
          `/assessment_image/reserve_pending${
            limit === undefined ? '' : `?limit=${encodeURIComponent(String(limit))}`
          }`,
        ),
      byId: (id) => getJson<Image>(`/assessment_image/${encodeURIComponent(String(id))}`),
      setStatuses: (list) =>
        api
          .put(list, '/assessment_image/set_multiple_images_status')
          .res((r) => readJson<ImageStatusResult>(r)),
      setOffline: (ids) =>
        api
          .put(ids, '/assessment_image/set_multiple_images_offline_status')
          .res((r) => readJson<ImageStatusResult>(r)),
    },
    domains: {
      reservePending: (limit) =>
        getJson<Domain[]>(
          `/assessment_domain/reserve_pending${
            limit === undefined ? '' : `?limit=${encodeURIComponent(String(limit))}`
          }`,
        ),
      keepReserved: async (ids) => {
        // The call takes at most KEEP_RESERVED_MAX_IDS ids: a longer list goes in several.
        const chunks: (readonly number[])[] = [];
        for (let i = 0; i < ids.length; i += KEEP_RESERVED_MAX_IDS) {
          chunks.push(ids.slice(i, i + KEEP_RESERVED_MAX_IDS));
        }
        const results = await Promise.all(
          chunks.map((chunk) =>
            getJson<KeepReservedResult>(
              `/assessment_domain/keep_reserved?ids=${chunk.map((id) => encodeURIComponent(String(id))).join(',')}`,
            ),
          ),
        );
        return results.flatMap((result) => result.ids);
      },
      byId: (id) => getJson<Domain>(domainPath(id)),
      imagesCount: async (id) =>
        (await getJson<ImagesCount>(`${domainPath(id)}/images_count`)).count,
      update: (id, body) =>
        api.put(body, `${domainPath(id)}/update`).res((r) => readJson<Domain>(r)),
    },
  };
}
