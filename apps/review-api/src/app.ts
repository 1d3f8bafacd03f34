import fastifyStatic from '@fastify/static';
import type { HealthResponse } from '@sightings/domain-model';
import Fastify, { type FastifyError } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, sendError } from './errors';

export interface AppOptions {
  /** The built console; when it is missing the API still runs and `/` explains how to build it. */
  consoleDir?: string;
  /** `true` logs JSON lines to stdout; a stream logs there (tests); absent, nothing is logged. */
  logger?: boolean | { write: (line: string) => void };
}

/** What never reaches a log line: credentials, and stack traces (errors log type and message). */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'err.stack',
  'error.stack',
];

/** Builds the server: the API under `/api`, the console at `/` with client routes falling back. */
export async function buildApp({ consoleDir, logger = false }: AppOptions = {}) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            redact: { paths: redactedLogPaths, remove: true },
            ...(logger === true ? {} : { stream: logger }),
          },
    bodyLimit: 1024 * 1024,
    // Requests get a short id in logs; it is never a secret.
    genReqId: () => crypto.randomUUID().slice(0, 8),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return sendError(request, reply, error.status, error.definition, error.message);
    }
    if (error.validation) {
      return sendError(request, reply, 400, 'VALIDATION_ERROR', error.message);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return sendError(request, reply, 413, 'VALIDATION_ERROR', 'The request body is too large.');
    }
    if (status === 415) {
      return sendError(request, reply, 415, 'VALIDATION_ERROR', 'The request body must be JSON.');
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(error.message)
          ? 'The request body is not valid JSON.'
          : error.message;
      return sendError(request, reply, status, 'VALIDATION_ERROR', message);
    }
    // Unexpected: log it (without the request body) and answer without details.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL_ERROR', 'Something went wrong on the server.');
  });

  app.get('/api/health', async (): Promise<HealthResponse> => ({ status: 'ok' }));

  const hasConsole = consoleDir !== undefined && existsSync(join(consoleDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      // Hashed assets may be cached for a year; index.html must be revalidated.
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(
        request,
        reply,
        404,
        'NOT_FOUND',
        `No such API path: ${request.method} ${path}`,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(request, reply, 404, 'NOT_FOUND', `No such path: ${request.method} ${path}`);
    }
    if (!hasConsole) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The console is not built. Run `npm run build -w @sightings/review-console`.');
    }
    // A client route of the console (/images, /domains/...): the app decides what to show.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}
