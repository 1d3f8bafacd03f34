import { API_BASE, pageQuery, type Page, type PageRequest } from '@sightings/domain-model';
import wretch from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import { ApiError, isApiError } from './errors';
import { errorBodyFields, errorMessageFor } from './errorMessage';

export interface ClientOptions {
  /** Where the API lives, for example `http://localhost:8080/api`. Defaults to the specs' `/api`. */
  baseUrl?: string;
  /** The stored access token, read before every call; nothing is sent when there is none. */
  getToken?: () => string | null | undefined;
  /**
   * Called when any call but the login answers 401 (spec 000 section 4: the console clears the
   * stored session and goes to /login), unless the stored token has changed since the call was
   * sent: a late 401 to a call of a session that has already ended must not end the next one.
   * The call still rejects with its `ApiError`.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch;
  /**
   * `auto` (the default): the server's advertised extensions are used (`GET /capabilities`, once
   * per session); `off`: only the specs' calls, whatever the server offers (docs/api-contract.md).
   */
  extensions?: 'auto' | 'off';
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

/** What every area of the client builds its calls on. */
export interface Transport {
  /** The API's root URL without a trailing slash (for URLs an area hands out). */
  root: string;
  /** GET a path and read its JSON. */
  getJson<T>(path: string): Promise<T>;
  /** POST or PUT a JSON body (or none) and read the JSON answer. */
  sendJson<T>(method: 'post' | 'put', path: string, body: unknown): Promise<T>;
  /** POST or PUT and ignore the answer's body. */
  send(method: 'post' | 'put', path: string, body: unknown): Promise<void>;
  /** DELETE a path and read the JSON answer. */
  deleteJson<T>(path: string): Promise<T>;
  /** GET a picture as a Blob (its failures come as the contract's JSON); `signal` aborts it. */
  getBlob(path: string, signal?: AbortSignal): Promise<Blob>;
  /**
   * A file the server answers (a report): POST `body` (GET without one) and read the bytes and
   * the file name of its `Content-Disposition` (null without one).
   */
  getFile(method: 'get' | 'post', path: string, body?: unknown): Promise<DownloadedFile>;
  /** The login call: a 401 there is a wrong password, not an ended session. */
  login<T>(path: string, body: unknown): Promise<T>;
  /**
   * A paged list by GET: `page` (zero-based), `size`, one `sort=field,dir` per key (field names
   * in camelCase, `pageQuery`), then the filters as query parameters (`null` / `undefined`
   * left out, arrays repeated).
   */
  getPage<T>(path: string, request: PageRequest, filters?: QueryFilters): Promise<Page<T>>;
  /** A paged list by POST: the paging in the query as above, the filter as the JSON body. */
  postPage<T>(path: string, request: PageRequest, filter: unknown): Promise<Page<T>>;
}

/** What a file download accepts: the reports' types, and JSON for a failure. */
const FILE_ACCEPT =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv, application/json;q=0.5';

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A broken escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/** Filters sent as query parameters. */
export type QueryFilters = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** The paging of a request as wretch's query object (arrays become repeated parameters). */
function pagingQuery(request: PageRequest): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of pageQuery(request)) {
    if (name === 'sort') query.sort = [...((query.sort as string[] | undefined) ?? []), value];
    else query[name] = value;
  }
  return query;
}

/** A path parameter, escaped. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** `?name=value` when the value is given, else nothing. */
export const optionalQuery = (name: string, value: number | undefined) =>
  value === undefined ? '' : `?${name}=${segment(value)}`;

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
 * a wrong password is a 401 too, and the login page must just show its message. It does so only
 * while `getToken()` still gives the token the call was sent with: a 401 that answers a call of
 * an earlier session (sent before a sign-out and a new sign-in, answered after) concerns that
 * session, which has already ended, and must not end the new one.
 * The token is only ever sent in the Authorization header: never in a URL, never logged.
 */
export function createTransport({
  baseUrl = API_BASE,
  getToken,
  onUnauthorized,
  fetch: fetchImpl,
}: ClientOptions = {}): Transport {
  const root = baseUrl.replace(/\/+$/, '');

  /** The stored token now; "no token" is one value, whether `getToken` says null, undefined or "". */
  const currentToken = () => getToken?.() || null;

  const toApiError = async (
    error: unknown,
    isLogin: boolean,
    sentWith: string | null,
  ): Promise<ApiError> => {
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
    if (error.status === 401 && !isLogin && currentToken() === sentWith) {
      onUnauthorized?.(apiError);
    }
    return apiError;
  };

  let base = wretch(root).accept(JSON_TYPE);
  if (fetchImpl) base = base.polyfills({ fetch: fetchImpl });
  /**
   * A call's wretch, built when the call starts: it carries the token stored at that moment, and
   * its failures are judged against that same token (see `onUnauthorized`).
   */
  const call = (isLogin = false) => {
    const token = currentToken();
    const authed = token ? base.auth(`Bearer ${token}`) : base;
    return authed.catcherFallback(async (error: unknown) => {
      throw await toApiError(error, isLogin, token);
    });
  };

  return {
    root,
    getJson: (path) =>
      call()
        .get(path)
        .res((r) => readJson(r)),
    sendJson: (method, path, body) => {
      const request = call();
      return request[method](body, path).res((r) => readJson(r));
    },
    send: (method, path, body) => {
      const request = call();
      return request[method](body, path).res(() => undefined);
    },
    deleteJson: (path) =>
      call()
        .delete(path)
        .res((r) => readJson(r)),
    getBlob: (path, signal) =>
      call()
        .options(signal ? { signal } : {})
        .accept(IMAGE_ACCEPT)
        .get(path)
        .res((r) => r.blob()),
    getFile: (method, path, body) =>
      (method === 'post'
        ? call()
            .accept(FILE_ACCEPT)
            .post(body ?? {}, path)
        : call().accept(FILE_ACCEPT).get(path)
      ).res(async (r) => ({
        blob: await r.blob(),
        fileName: fileNameOf(r.headers.get('Content-Disposition')),
      })),
    login: (path, body) =>
      call(true)
        .post(body, path)
        .res((r) => readJson(r)),
    // async: a bad page request rejects like any failed call.
    getPage: async (path, request, filters = {}) =>
      call()
        .addon(QueryStringAddon)
        .url(path)
        .query(pagingQuery(request))
        .query(filters, false, true)
        .get()
        .res((r) => readJson(r)),
    postPage: async (path, request, filter) =>
      call()
        .addon(QueryStringAddon)
        .url(path)
        .query(pagingQuery(request))
        .post(filter)
        .res((r) => readJson(r)),
  };
}
