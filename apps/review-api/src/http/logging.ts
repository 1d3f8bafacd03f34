/**
 * What reaches a log line. Credentials never do (headers and the password are removed), nor do
 * stack traces, nor the values a failed query was run with: drizzle puts them into its error
 * (`params`, and the message after "params:"), and they can be argon2 hashes, passwords or
 * personal data. An error is logged as its type, its message without the values, and its code.
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
];

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/** Drops everything from drizzle's "params:" on (the values the query was run with). */
const withoutValues = (message: string) => message.split(/\n\s*params:/)[0]!.trim();

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
}

/** The `err` serializer of the server's logger. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error) };
  const e = error as ErrorLike;
  const logged: LoggedError = {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? withoutValues(e.message) : '',
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') logged.code = String(e.code);
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  // A database error wrapped by drizzle: its own message and code (no detail: it quotes values).
  if (e.cause && depth < 2) logged.cause = errorForLog(e.cause, depth + 1);
  return logged;
}
