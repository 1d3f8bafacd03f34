import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  allCapabilities,
  API_BASE,
  IMPORT_KINDS,
  importKindSpec,
  wire,
  type ApiExtension,
} from '@sightings/domain-model';
import Ajv from 'ajv';
import Fastify, { type FastifyError } from 'fastify';
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { allows, type Access } from './auth/access';
import { createLoginLimiter, SERVER_LOGIN_LIMITS, type LoginLimiter } from './auth/loginLimiter';
import type { TokenService } from './auth/tokens';
import { clickhouseOffService, type ClickhouseUsageService } from './clickhouse/service';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { ApiError, errorBody, sendError } from './errors';
import { findBadText } from './http/inputText';
import { errorForLog, redactedLogPaths } from './http/logging';
import { docsPolicy, helmetOptions } from './http/security';
import { authRoutes } from './routes/auth';
import { conversationRoutes } from './routes/conversation';
import { demoWebRoutes } from './routes/demoWeb';
import { domainRoutes } from './routes/domains';
import { historyRoutes } from './routes/history';
import { imageFileRoutes } from './routes/imageFiles';
import { imageRoutes } from './routes/images';
import { importRoutes } from './routes/imports';
import { legalCaseRoutes } from './routes/legalCase';
import { referenceRoutes } from './routes/reference';
import { reviewRoutes } from './routes/review';
import { reviewQueueRoutes } from './routes/reviewQueues';
import { reviewTableRoutes } from './routes/reviewTables';
import { searchRoutes } from './routes/search';
import { statisticRoutes } from './routes/statistics';
import { userRoutes } from './routes/users';
import { workQueueRoutes } from './routes/workQueues';
import { findUserById, toAuthUser } from './services/users';
import type { Fingerprinter } from './services/similarity/fingerprintAhead';
import {
  closeWorkQueueSandbox,
  configureWorkQueueSandbox,
  type WorkQueueSandboxSettings,
} from './services/workQueues/sandbox';

/** The CSV imports' paths: a wrong body type there is told as "send the file" (docs/import.md). */
const CSV_IMPORT_PATHS = new Set(
  IMPORT_KINDS.map((kind) => `${API_BASE}${importKindSpec(kind).paths.csv}`),
);

export interface AppOptions {
  db: Db;
  tokens: TokenService;
  loginLimiter?: LoginLimiter;
  reservationTtlSeconds?: number;
  /** The built console; when it is missing the API still runs and `/` explains how to build it. */
  consoleDir?: string;
  /** `true` logs JSON lines to stdout; a stream logs there (tests); absent, nothing is logged. */
  logger?: boolean | { write: (line: string) => void };
  /**
   * Which proxies in front of the server to believe about the client's address (Fastify's
   * `trustProxy`: addresses and CIDR ranges); none by default, so the login limiter counts by
   * the socket's address.
   */
  trustProxy?: string[];
  /** The demo web's origin (`DEMO_WEB_ORIGIN`): demo sightings' online pictures are drawn. */
  demoWebOrigin?: string;
  /** The ClickHouse usage store (main.ts opens it from the configuration); absent: off. */
  clickhouse?: ClickhouseUsageService;
  /** The work-queue sandbox's timeouts and limits (docs/work-queues.md); absent: the defaults. */
  workQueueSandbox?: Partial<Omit<WorkQueueSandboxSettings, 'log' | 'info'>>;
  /** `API_EXTENSIONS`: false makes a server that knows only the specs (default true). */
  extensions?: boolean;
  /** Fingerprints the pictures ahead of the Images queue (main.ts makes one with extensions). */
  fingerprinter?: Fingerprinter;
}

export { redactedLogPaths };

const API_PREFIX = '/api';
const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
/** The browsable API reference and its assets: public, served by @fastify/swagger-ui. */
const isDocsPath = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The extension the route is, if it is one (docs/api-contract.md). */
  extension?: ApiExtension | 'capabilities';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered `/api` route with what it needs (for the route-permission test). */
    apiRoutes: ApiRoute[];
  }
}

/**
 * The access of a route at registration: the docs are public; any other `/api` route must
 * declare one, or the server does not start. Non-API routes (the console's files) need none.
 */
export function declareAccess(url: string, access: Access | undefined): Access | undefined {
  if (!isApiPath(url)) return undefined;
  if (isDocsPath(url)) return 'public';
  if (!access) throw new Error(`Route ${url} declares no access (config.access).`);
  return access;
}

/** Builds the server: the API under `/api`, the console at `/` with client routes falling back. */
export async function buildApp(options: AppOptions) {
  const { db, tokens, consoleDir, logger = false } = options;
  const context: AppContext = {
    db,
    tokens,
    loginLimiter: options.loginLimiter ?? createLoginLimiter(db, SERVER_LOGIN_LIMITS),
    reservationTtlSeconds: options.reservationTtlSeconds ?? 15 * 60,
    demoWebOrigin: options.demoWebOrigin,
    clickhouse: options.clickhouse ?? clickhouseOffService(),
    extensions: options.extensions ?? true,
    fingerprinter: options.fingerprinter,
  };

  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            redact: { paths: redactedLogPaths, remove: true },
            // Fastify's types ask a serializer for a `stack`; ours leaves it out on purpose.
            serializers: { err: errorForLog, error: errorForLog } as never,
            ...(logger === true ? {} : { stream: logger }),
          },
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID().slice(0, 8),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    // The framework's own refusals answer in the contract's error shape too.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return sendError(
        request,
        reply,
        400,
        'VALIDATION_ERROR',
        tooLong
          ? 'A path parameter is too long.'
          : 'The address is not valid: it holds a malformed %-escape.',
      );
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  configureWorkQueueSandbox(db, {
    ...options.workQueueSandbox,
    log: (fields, message) => app.log.warn(fields, message),
    info: (fields, message) => app.log.info(fields, message),
  });
  app.addHook('onClose', () => closeWorkQueueSandbox(db));

  // Bodies are JSON and must have the right types (a number is not a string); path and query
  // values are text, so they are converted to the declared types.
  const bodyAjv = new Ajv({ coerceTypes: false, useDefaults: true, strict: false });
  const textAjv = new Ajv({ coerceTypes: 'array', useDefaults: true, strict: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema),
  );

  // Every /api route declares what it needs (auth/access.ts); an undeclared one stops start-up.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const declared = declareAccess(route.url, route.config?.access);
    if (!declared) return;
    route.config = { ...route.config, access: declared };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        const extension = route.config?.extension;
        apiRoutes.push({
          method,
          url: route.url,
          access: declared,
          ...(extension ? { extension } : {}),
        });
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    // An extension's route on a server without extensions: the unknown path's 404, before auth.
    if (request.routeOptions.config?.extension && !context.extensions) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `No such API path: ${request.method} ${request.url.split('?')[0] ?? ''}`,
      );
    }
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token)
      throw new ApiError(
        401,
        'INVALID_ACCESS_TOKEN',
        'Sign in first: the access token is missing.',
      );
    const check = await tokens.check(token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(401, 'ACCESS_TOKEN_EXPIRED', 'The access token has expired. Sign in again.')
        : new ApiError(
            401,
            'INVALID_ACCESS_TOKEN',
            'The access token is not valid. Sign in again.',
          );
    }
    const row = await findUserById(db, check.claims.userId);
    if (!row || !row.active || row.tokenVersion !== check.claims.tokenVersion) {
      throw new ApiError(
        401,
        'INVALID_ACCESS_TOKEN',
        'The access token is no longer valid. Sign in again.',
      );
    }
    const user = toAuthUser(row);
    if (!allows(access, user)) {
      throw new ApiError(403, 'ACCESS_DENIED', 'You do not have the permission for this.');
    }
    request.user = user;
  });

  // Every string received is checked before the route's schema: no NUL, no lone surrogate.
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [where, value] of parts) {
      const bad = findBadText(value);
      if (bad) {
        throw new ApiError(
          400,
          'VALIDATION_ERROR',
          `${where}: ${bad.field ? `${bad.field} ` : ''}${bad.problem}.`,
        );
      }
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status === 429) reply.header('Retry-After', String(error.retryAfter ?? 60));
      return sendError(request, reply, error.status, error.definition, error.message, error.ids);
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      const extra = (first?.params as { additionalProperty?: string } | undefined)
        ?.additionalProperty;
      const where = error.validationContext ?? 'body';
      const message = missing
        ? `${where}: ${[field, missing].filter(Boolean).join('.')} is required.`
        : extra
          ? `${where}: ${extra} is not a known field.`
          : `${where}: ${field ?? 'value'} ${first?.message ?? 'is not valid'}.`;
      return sendError(request, reply, 400, 'VALIDATION_ERROR', message);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return sendError(request, reply, 413, 'VALIDATION_ERROR', 'The request body is too large.');
    }
    if (status === 415) {
      // The CSV imports take a file (docs/import.md); every other call JSON.
      const message = CSV_IMPORT_PATHS.has(request.url.split('?')[0]!)
        ? 'The request body must be multipart/form-data with the CSV file in the field "file".'
        : 'The request body must be JSON.';
      return sendError(request, reply, 415, 'VALIDATION_ERROR', message);
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(error.message)
          ? 'The request body is not valid JSON.'
          : error.message;
      return sendError(request, reply, status, 'VALIDATION_ERROR', message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL_ERROR', 'Something went wrong on the server.');
  });

  await app.register(fastifyHelmet, helmetOptions);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sightings review API',
        version: '0.1.0',
        description:
          'The reference server of the review console. Every call but health and login needs `Authorization: Bearer <token>`. Errors are `{ status, error, message, error_definition, path }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    transformStaticCSP: docsPolicy,
  });
  app.addSchema(wire.ErrorBody);

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Ready once the database is',
        security: [],
        response: { 200: wire.Health },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/capabilities',
    {
      config: { access: 'authenticated', extension: 'capabilities' },
      schema: {
        tags: ['health'],
        summary: "This server's extensions beyond the specs",
        description:
          'Each extension with its name and a one-line meaning (docs/api-contract.md). A client uses ' +
          'an extension only when it is listed here; a server that knows only the specs answers 404 ' +
          '(`API_EXTENSIONS=off`).',
        response: { 200: wire.Capabilities },
      },
    },
    async () => allCapabilities(),
  );
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(authRoutes, context);
  await app.register(userRoutes, context);
  await app.register(referenceRoutes, context);
  await app.register(imageFileRoutes, context);
  await app.register(imageRoutes, context);
  await app.register(domainRoutes, context);
  await app.register(reviewQueueRoutes, context);
  await app.register(reviewRoutes, context);
  await app.register(legalCaseRoutes, context);
  await app.register(conversationRoutes, context);
  await app.register(historyRoutes, context);
  await app.register(reviewTableRoutes, context);
  await app.register(searchRoutes, context);
  await app.register(importRoutes, context);
  await app.register(workQueueRoutes, context);
  await app.register(statisticRoutes, context);
  await app.register(demoWebRoutes);

  const hasConsole = consoleDir !== undefined && existsSync(join(consoleDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      cacheControl: false,
      // Hashed assets may be cached for a year; index.html must be revalidated.
      setHeaders: (response, path) => {
        response.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isApiPath(path)) {
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
    if (path.startsWith('/assets/')) {
      // A missing built file (an old hash, a source map not built) is not a client route.
      return sendError(request, reply, 404, 'NOT_FOUND', `No such file: ${path}`);
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

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * A request Node's HTTP parser refused (an unknown method, a malformed header or request
 * line): answered in the contract's JSON error shape on the raw socket, as Fastify's default
 * handler does with its own shape.
 */
function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is malformed: the server cannot read its method, address or headers.'];
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const requestLine = raw.split('\r\n', 1)[0] ?? '';
  const path = /^\S+ (\/\S*) HTTP\/\d/.exec(requestLine)?.[1] ?? '';
  const body = JSON.stringify(errorBody(status, 'VALIDATION_ERROR', message, path));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
