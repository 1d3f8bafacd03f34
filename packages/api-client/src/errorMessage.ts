import { TEXTS } from '@sightings/domain-model';
import type { ErrorDefinition } from './errors';

/** Spec 000 section 8: 'Something went wrong!' (quoted once, in domain-model's texts). */
const SOMETHING_WENT_WRONG = TEXTS.errors.somethingWentWrong;
/** Spec 000 section 8: 'There was an error.' (quoted once, in domain-model's texts). */
const THERE_WAS_AN_ERROR = TEXTS.errors.thereWasAnError;

/** Every `error_definition` of the contract; the `Record` keeps it in step with the type. */
const ERROR_DEFINITIONS: Record<ErrorDefinition, true> = {
  BAD_CREDENTIALS: true,
  INVALID_ACCESS_TOKEN: true,
  ACCESS_TOKEN_EXPIRED: true,
  ACCESS_DENIED: true,
  NOT_FOUND: true,
  VALIDATION_ERROR: true,
  CONFLICT: true,
  TOO_MANY_REQUESTS: true,
  INTERNAL_ERROR: true,
};

/** The token answers the wrapper rejects with the server's message (spec 000 section 8). */
export const TOKEN_ERROR_DEFINITIONS: readonly ErrorDefinition[] = [
  'ACCESS_TOKEN_EXPIRED',
  'INVALID_ACCESS_TOKEN',
];

/** The fields of a usable JSON error body; each one only when it has the contract's type. */
export interface ErrorBodyFields {
  message: string | undefined;
  errorDefinition: ErrorDefinition | undefined;
  path: string | undefined;
  ids: number[] | undefined;
}

const isErrorDefinition = (value: unknown): value is ErrorDefinition =>
  typeof value === 'string' && Object.hasOwn(ERROR_DEFINITIONS, value);

/**
 * The fields of a failed answer's body, or `undefined` when the body is not a usable JSON
 * error body (not a JSON object: an HTML error page, plain text, an array, nothing).
 * A message that is empty or only spaces counts as no message.
 */
export function errorBodyFields(body: unknown): ErrorBodyFields | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { message, error_definition: definition, path, ids } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    errorDefinition: isErrorDefinition(definition) ? definition : undefined,
    path: typeof path === 'string' ? path : undefined,
    ids:
      Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id))
        ? (ids as number[])
        : undefined,
  };
}

/**
 * The message a failed call rejects with: the wrapper behaviour of spec 000 section 8.
 * `status` is the HTTP status, `0` when no response arrived; `body` is the parsed JSON of the
 * answer, or `undefined` when it was not JSON. The first matching row wins:
 *
 * | # | the answer                                                         | message                                             |
 * |---|--------------------------------------------------------------------|-----------------------------------------------------|
 * | 1 | no response (network failure): status 0                            | 'There was an error.'                               |
 * | 2 | the body is not a JSON object (an HTML 502 page, text, empty)      | 'There was an error.'                               |
 * | 3 | 429                                                                | the server's message (else 'Something went wrong!') |
 * | 4 | `error_definition` ACCESS_TOKEN_EXPIRED or INVALID_ACCESS_TOKEN    | the server's message (else 'Something went wrong!') |
 * | 5 | any other JSON error body                                          | the server's message, else 'Something went wrong!'  |
 *
 * Rows 3 to 5 give the same text today; they are kept apart because the spec names them apart
 * (and a change to one of them should not silently change the others). Whether a 401 also ends
 * the session is the client's business (`createClient`), not this rule's.
 */
export function errorMessageFor(status: number, body: unknown): string {
  if (status === 0) return THERE_WAS_AN_ERROR;
  const fields = errorBodyFields(body);
  if (!fields) return THERE_WAS_AN_ERROR;
  if (status === 429) return fields.message ?? SOMETHING_WENT_WRONG;
  if (fields.errorDefinition && TOKEN_ERROR_DEFINITIONS.includes(fields.errorDefinition)) {
    return fields.message ?? SOMETHING_WENT_WRONG;
  }
  return fields.message ?? SOMETHING_WENT_WRONG;
}
