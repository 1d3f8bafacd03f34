import type { wire } from '@sightings/domain-model';

/** The `error_definition` values of the API contract (docs/architecture.md "The API contract"). */
export type ErrorDefinition = wire.ErrorDefinition;

export interface ApiErrorInit {
  /** The HTTP status; `0` when no response arrived (the network failed). */
  status: number;
  /** The server's `error_definition`, when its answer was the contract's JSON error body. */
  errorDefinition?: ErrorDefinition | undefined;
  /** The server's `path` of the failed call, when its answer carried one. */
  path?: string | undefined;
  /** The ids a CONFLICT concerns, when the server named them. */
  ids?: readonly number[] | undefined;
  /** What went wrong underneath (a network error), for debugging; never shown. */
  cause?: unknown;
}

/**
 * The one error every failed call of the client rejects with. Its `message` is the text to
 * show (the rule is `errorMessageFor`); `status` and `errorDefinition` are there to decide on.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorDefinition: ErrorDefinition | undefined;
  readonly path: string | undefined;
  /** The ids a CONFLICT concerns (images no longer reserved for the caller), when named. */
  readonly ids: readonly number[] | undefined;

  constructor(message: string, { status, errorDefinition, path, ids, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.errorDefinition = errorDefinition;
    this.path = path;
    this.ids = ids;
  }
}

/** Whether `error` is an `ApiError` (also one made by another copy of this package). */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
