import type { ErrorBody, ErrorDefinition } from '@sightings/domain-model';
import type { FastifyReply, FastifyRequest } from 'fastify';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a route throws on purpose; the error handler turns it into the contract's JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly definition: ErrorDefinition,
    message: string,
    /** Seconds, for 429 answers. */
    readonly retryAfter?: number,
    /** The ids a CONFLICT concerns; sent in the body as `ids`. */
    readonly ids?: number[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The contract's error answer (docs/architecture.md "The API contract"; domain-model's
 * `wire.ErrorBody`): `ids` names the ids a CONFLICT concerns, so a client can drop exactly those.
 */
export function errorBody(
  status: number,
  definition: ErrorDefinition,
  message: string,
  path: string,
  ids?: number[],
): ErrorBody {
  return {
    status,
    error: reasonPhrases[status] ?? 'Error',
    message,
    error_definition: definition,
    path: path.split('?')[0] ?? path,
    ...(ids ? { ids } : {}),
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  definition: ErrorDefinition,
  message: string,
  ids?: number[],
) {
  return reply.status(status).send(errorBody(status, definition, message, request.url, ids));
}
