import { wire } from '@sightings/domain-model';
import { STATUS_CODES } from 'node:http';
import type { Access } from '../auth/access';
import type { FuzzRequest } from './requests';

/** The contract's error definitions: domain-model's one list. */
export const ERROR_DEFINITIONS = wire.ERROR_DEFINITIONS;

const ERROR_KEYS = new Set(['status', 'error', 'message', 'error_definition', 'path', 'ids']);

/** Which definitions fit which status; any other 4xx is a refused request (VALIDATION_ERROR). */
const DEFINITIONS_BY_STATUS: Record<number, readonly string[]> = {
  401: ['BAD_CREDENTIALS', 'INVALID_ACCESS_TOKEN', 'ACCESS_TOKEN_EXPIRED'],
  403: ['ACCESS_DENIED'],
  404: ['NOT_FOUND'],
  409: ['CONFLICT'],
  429: ['TOO_MANY_REQUESTS'],
  500: ['INTERNAL_ERROR'],
  503: ['INTERNAL_ERROR'],
};

/** Traces of a stack or of the server's files in a body. */
const STACK_TRACE = [
  /\n\s+at /,
  /\bat (?:async )?\S+ \((?:\/|file:|node:)/,
  /node_modules/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\/work\/|\/home\/|\/usr\/lib\/node/,
];

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * What is wrong with an answer, in words (empty: nothing). `access` is what the route needs
 * (the server's own list of routes).
 */
export function problemsOf(request: FuzzRequest, answer: Answer, access: Access): string[] {
  const problems: string[] = [];
  const status = answer.statusCode;
  if (status >= 500) {
    problems.push(`answered ${status}`);
  }

  const type = String(answer.headers['content-type'] ?? '');
  if (status >= 400) problems.push(...errorShapeProblems(status, type, answer.body));
  else if (/^application\/json/i.test(type)) {
    try {
      JSON.parse(answer.body);
    } catch {
      problems.push('a 2xx JSON answer that does not parse');
    }
  }

  // A request off the route (another method, the path written differently) may reach no route.
  if (request.offRoute) return problems;
  const ok = status >= 200 && status < 300;
  if (request.badText && ok) {
    problems.push('accepted text with a NUL or a lone surrogate (expected 400 VALIDATION_ERROR)');
  }
  const needsToken = access !== 'public';
  if (needsToken && (request.caller.kind === 'none' || request.caller.kind === 'forged')) {
    // Only the router can answer before the token is checked: 404, or 400 for a bad address.
    if (![400, 401, 404].includes(status)) {
      problems.push(`a call without a valid token answered ${status} (expected 401)`);
    } else if (status === 401 && !/"error_definition":"INVALID_ACCESS_TOKEN"/.test(answer.body)) {
      problems.push('a call without a valid token is not refused as INVALID_ACCESS_TOKEN');
    }
  }
  const needsPermission = needsToken && access !== 'authenticated';
  if (needsPermission && request.caller.kind === 'nobody' && ![400, 403, 404].includes(status)) {
    problems.push(`a user without permissions answered ${status} (expected 403)`);
  }
  return problems;
}

function errorShapeProblems(status: number, type: string, text: string): string[] {
  const problems: string[] = [];
  if (!/^application\/json/i.test(type)) problems.push(`an error with content type "${type}"`);
  for (const pattern of STACK_TRACE) {
    if (pattern.test(text)) problems.push(`an error body with a stack trace or file path`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push('an error body that is not JSON');
    return problems;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    problems.push('an error body that is not a JSON object');
    return problems;
  }
  const fields = body as Record<string, unknown>;
  const extra = Object.keys(fields).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length) problems.push(`an error body with unknown keys: ${extra.join(', ')}`);
  if (fields.status !== status) problems.push(`error status ${String(fields.status)} ≠ ${status}`);
  const reason = STATUS_CODES[status];
  if (typeof fields.error !== 'string' || !fields.error) {
    problems.push('error is not a non-empty string');
  } else if (reason && fields.error !== reason && fields.error !== 'Error') {
    problems.push(`error "${fields.error}" is not the reason phrase of ${status} ("${reason}")`);
  }
  if (typeof fields.message !== 'string' || !fields.message.trim()) {
    problems.push('message is not a non-empty string');
  }
  const definition = fields.error_definition;
  if (!ERROR_DEFINITIONS.includes(definition as (typeof ERROR_DEFINITIONS)[number])) {
    problems.push(`error_definition ${JSON.stringify(definition)} is not one of the contract's`);
  } else {
    const fitting = DEFINITIONS_BY_STATUS[status] ?? ['VALIDATION_ERROR'];
    if (!fitting.includes(definition as string)) {
      problems.push(`error_definition ${String(definition)} does not fit status ${status}`);
    }
  }
  if (
    typeof fields.path !== 'string' ||
    !fields.path.startsWith('/') ||
    fields.path.includes('?')
  ) {
    problems.push(`path ${JSON.stringify(fields.path)} is not a path without a query`);
  }
  if (
    'ids' in fields &&
    !(Array.isArray(fields.ids) && fields.ids.every((id) => Number.isInteger(id)))
  ) {
    problems.push('ids is not a list of integers');
  }
  return problems;
}
