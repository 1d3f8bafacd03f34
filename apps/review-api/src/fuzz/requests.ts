import fc from 'fast-check';
import {
  badText,
  containsBadText,
  encodedHasNul,
  encodeText,
  hostileJson,
  hostileScalar,
  hostileString,
  RAW_URL_PARTS,
  RawJson,
  toJsonText,
} from './hostile';
import { valueFor, type JsonSchema, type SchemaContext } from './schemaArbitrary';

type Context = Omit<SchemaContext, 'mode'>;

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** Methods the document has no operation for at this path (sent now and then, expecting 404). */
  otherMethods: string[];
  /** As the document writes it: `/api/assessment_image/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON schema of the request body, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation under `/api` but the docs, read from the server's own document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        otherMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter(
          (other) => !(other.toLowerCase() in item),
        ),
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map(({ name, schema }) => ({ name, schema: schema ?? {} })),
        queryParams: parameters
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema, required }) => ({
            name,
            schema: schema ?? {},
            required: required ?? false,
          })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

export function resolverOf(document: OpenApiDocument) {
  return (ref: string) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    return name === undefined ? undefined : document.components?.schemas?.[name];
  };
}

/** Who calls: an admin (most calls), nobody, a user without permissions, or a forged token. */
export type Caller =
  { kind: 'admin' } | { kind: 'none' } | { kind: 'nobody' } | { kind: 'forged'; header: string };

/** A request, and what the fuzzer knows about it. */
export interface FuzzRequest {
  level: Level;
  method: string;
  url: string;
  /** Headers besides authorization and content type. */
  headers?: Record<string, string>;
  /** How many copies are sent at once (races between identical requests). */
  copies: number;
  /**
   * Sent with a method the path has no operation for, or with the path written differently:
   * it may reach no route, so only the rules for every answer apply (no 5xx, the error shape).
   */
  offRoute?: boolean;
  caller: Caller;
  contentType?: string;
  /** The request body as sent (text or bytes), absent for none. */
  payload?: string | Buffer;
  remoteAddress: string;
  /**
   * The request carries a NUL or a lone surrogate where the route reads it: a path parameter,
   * a query parameter (any name: the server checks them all), or a string or key of a JSON
   * body of a route that declares a body.
   */
  badText: boolean;
}

/** Encoded URL text, and whether it decodes to a NUL. */
interface UrlPart {
  text: string;
  nul: boolean;
}

const fromText = (text: string): UrlPart => ({
  text: encodeText(text),
  nul: text.includes('\u0000'),
});

/** A scalar as the text a client would put into a URL for it. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  if (value !== null && typeof value === 'object') return toJsonText(value);
  return String(value);
}

const rawUrlPart: fc.Arbitrary<UrlPart> = fc
  .constantFrom(...RAW_URL_PARTS)
  .map((text) => ({ text, nul: encodedHasNul(text) }));

/**
 * How far a request strays: `valid` (everything as the document says, to reach the deepest
 * code), `mutated` (valid, with a part or a body field or two replaced by something hostile),
 * `chaos` (hostile throughout).
 */
export type Level = 'valid' | 'mutated' | 'chaos';

function urlPartFor(schema: JsonSchema, context: Context, name: string, level: Level) {
  const valid = valueFor(schema, { ...context, mode: 'valid' }, name)
    .map(asText)
    .map(fromText);
  if (level === 'valid') return valid;
  const loose = valueFor(schema, { ...context, mode: 'loose' }, name)
    .map(asText)
    .map(fromText);
  const hostile = hostileScalar.map(asText).map(fromText);
  return level === 'mutated'
    ? fc.oneof(
        { weight: 4, arbitrary: valid },
        { weight: 2, arbitrary: loose },
        { weight: 2, arbitrary: hostile },
        { weight: 1, arbitrary: rawUrlPart },
      )
    : fc.oneof(loose, hostile, rawUrlPart);
}

/** `name=value` pairs: the declared parameters (missing, valid, hostile, repeated), and more. */
function queryString(operation: Operation, context: Context, level: Level): fc.Arbitrary<UrlPart> {
  const pair = (name: string, value: UrlPart): UrlPart => ({
    text: `${encodeText(name)}=${value.text}`,
    nul: value.nul,
  });
  const declared = operation.queryParams.map((param) => {
    const one = urlPartFor(param.schema, context, param.name, level).map((value) => [
      pair(param.name, value),
    ]);
    const absent = fc.constant<UrlPart[]>([]);
    if (level === 'valid') return param.required ? one : fc.oneof(absent, one);
    return fc.oneof(
      { weight: param.required ? 1 : 3, arbitrary: absent },
      { weight: 6, arbitrary: one },
      {
        weight: 1,
        arbitrary: fc
          .array(urlPartFor(param.schema, context, param.name, level), {
            minLength: 2,
            maxLength: 3,
          })
          .map((values) => values.map((value) => pair(param.name, value))),
      },
    );
  });
  const extraName = fc.oneof(
    fc.constantFrom('page', 'size', 'sort', 'id', '__proto__', 'constructor[prototype]', 'a[b]'),
    hostileString,
  );
  const extraPairs = fc.array(
    fc
      .tuple(extraName, fc.oneof(hostileScalar.map(asText), fc.constant('')))
      .map(([name, value]) => {
        const key = fromText(name);
        const part = fromText(value);
        return { text: `${key.text}=${part.text}`, nul: key.nul || part.nul };
      }),
    { minLength: 1, maxLength: 2 },
  );
  const junk = fc
    .constantFrom('&&', '=', '=1', '%zz=1', 'a=%zz', '%00', 'a=1&a', '&a[]=1&a[]=2', '?', '#x')
    .map((text) => [{ text, nul: encodedHasNul(text) }]);
  const extra =
    level === 'valid'
      ? fc.constant<UrlPart[]>([])
      : fc.oneof(
          { weight: level === 'chaos' ? 2 : 8, arbitrary: fc.constant<UrlPart[]>([]) },
          { weight: 2, arbitrary: extraPairs },
          { weight: 1, arbitrary: junk },
        );
  return fc
    .tuple(fc.tuple(...declared), extra, fc.boolean())
    .map(([declaredParts, extraParts, reversed]) => {
      const parts = [...declaredParts.flat(), ...extraParts];
      if (reversed) parts.reverse();
      // Whatever follows a raw '#' is the fragment: the client never sends it to the server.
      const fragmentAt = parts.findIndex((part) => part.text.includes('#'));
      const sent = fragmentAt < 0 ? parts : parts.slice(0, fragmentAt + 1);
      return { text: parts.map((part) => part.text).join('&'), nul: sent.some((p) => p.nul) };
    });
}

/** A body: JSON that may contain `RawJson` tokens, raw text or bytes, or none. */
type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string | Buffer };

const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
const DEEP_PROTO = `${'{"__proto__":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
const HUGE_STRING = JSON.stringify('x'.repeat(1024 * 1024 + 10));

const rawBody: fc.Arbitrary<Body> = fc
  .constantFrom<string | Buffer>(
    '',
    ' ',
    'null',
    'undefined',
    '{',
    '[1,',
    '{"a":1,}',
    "{'a':1}",
    '\uFEFF{}',
    '{}garbage',
    '"\\u0000"',
    '"\\ud800"',
    '{"a":"\u0000"}',
    '{"a":"\\u00"}',
    '{"a":"\\x41"}',
    '{"a":1,"a":2}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '1e400',
    '-0',
    '[]',
    '{}',
    DEEP_ARRAY,
    DEEP_OBJECT,
    DEEP_PROTO,
    HUGE_STRING,
    Buffer.from('{"a":"\xff\xfe"}', 'latin1'),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  )
  .map((payload) => ({ kind: 'raw', payload }));

/** A change to one node of a JSON value (`at` picks the node). */
interface Mutation {
  at: number;
  kind: 'replace' | 'delete' | 'add';
  value: unknown;
  key: string;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'replace', 'delete', 'add'),
  value: fc.oneof(
    { weight: 4, arbitrary: hostileScalar },
    { weight: 2, arbitrary: badText },
    { weight: 1, arbitrary: hostileJson },
  ),
  key: fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('__proto__', 'constructor', 'id'),
    badText,
  ),
});

function copyJson(value: unknown): unknown {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(copyJson);
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      Object.defineProperty(copy, key, {
        value: copyJson(child),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return copy;
  }
  return value;
}

/** Applies the mutations to a copy of `value`: replace a node, delete it, or add a field. */
export function mutate(value: unknown, mutations: Mutation[]): unknown {
  const root = { value: copyJson(value) };
  for (const change of mutations) {
    const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [
      { parent: root, key: 'value' },
    ];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) {
        node.forEach((child, index) => {
          nodes.push({ parent: node, key: index });
          walk(child);
        });
      } else if (node !== null && typeof node === 'object' && !(node instanceof RawJson)) {
        for (const [key, child] of Object.entries(node)) {
          nodes.push({ parent: node as Record<string, unknown>, key });
          walk(child);
        }
      }
    };
    walk(root.value);
    const { parent, key } = nodes[change.at % nodes.length]!;
    const target = (parent as Record<string | number, unknown>)[key];
    if (change.kind === 'delete' && parent !== root) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete (parent as Record<string, unknown>)[key];
    } else if (
      change.kind === 'add' &&
      target !== null &&
      typeof target === 'object' &&
      !Array.isArray(target) &&
      !(target instanceof RawJson)
    ) {
      Object.defineProperty(target, change.key, {
        value: change.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    } else {
      (parent as Record<string | number, unknown>)[key] = change.value;
    }
  }
  return root.value;
}

function bodyFor(operation: Operation, context: Context, level: Level): fc.Arbitrary<Body> {
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((value): Body => ({ kind: 'json', value }));
  if (operation.body) {
    const valid = valueFor(operation.body, { ...context, mode: 'valid' });
    if (level === 'valid') return json(valid);
    if (level === 'mutated') {
      return json(
        fc
          .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
          .map(([value, mutations]) => mutate(value, mutations)),
      );
    }
    return fc.oneof(
      { weight: 4, arbitrary: json(valueFor(operation.body, { ...context, mode: 'loose' })) },
      { weight: 2, arbitrary: json(hostileJson) },
      { weight: 2, arbitrary: rawBody },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    );
  }
  if (operation.method === 'GET' || level === 'valid') return fc.constant({ kind: 'none' });
  return fc.oneof(
    { weight: level === 'chaos' ? 1 : 4, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 1, arbitrary: json(hostileJson) },
    { weight: 1, arbitrary: rawBody },
  );
}

const oddContentType = fc.constantFrom(
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  undefined,
);

/** A header that is not a valid token of a live user (the admin's token is `admin`). */
export function forgedHeaders(adminToken: string): string[] {
  const [header, payload, signature] = adminToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const none = encode({ alg: 'none', typ: 'JWT' });
  return [
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Basic YWRtaW5AZXhhbXBsZS5jb206cmV2aWV3LWRlbW8=',
    `bearer ${adminToken}x`,
    `Bearer ${adminToken.slice(0, -2)}`,
    `Bearer ${header}.${encode({ ...claims, ver: Number(claims.ver) + 1 })}.${signature}`,
    `Bearer ${header}.${encode({ ...claims, sub: '2' })}.${signature}`,
    `Bearer ${none}.${payload}.`,
    `Bearer ${none}.${encode({ ...claims, exp: 1 })}.`,
    `Bearer ${adminToken} ${adminToken}`,
    `Bearer ${'a'.repeat(8000)}`,
    "Bearer ' OR 1=1 --",
    'Bearer %00',
  ];
}

export function callerFor(adminToken: string): fc.Arbitrary<Caller> {
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant<Caller>({ kind: 'admin' }) },
    { weight: 2, arbitrary: fc.constant<Caller>({ kind: 'none' }) },
    { weight: 2, arbitrary: fc.constant<Caller>({ kind: 'nobody' }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...forgedHeaders(adminToken))
        .map((header): Caller => ({ kind: 'forged', header })),
    },
  );
}

/** The same path written differently (under /api still); most are no documented route. */
const pathVariant = fc.constantFrom<(path: string) => string>(
  (path) => `${path}/`,
  (path) => path.replace('/api/', '/api//'),
  (path) => path.replace('/api/', '/api/./'),
  (path) => `${path};jsessionid=1`,
  (path) => `${path}%2F`,
  (path) => `${path}/..%2F..%2Fhealth`,
);

const extraHeaders = fc.constantFrom<Record<string, string>>(
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'identity, br' },
  { accept: 'text/html' },
  { accept: 'application/xml;q=1, */*;q=0' },
  { 'accept-charset': 'utf-16' },
  { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' },
  { 'x-http-method-override': 'DELETE' },
  { 'x-forwarded-proto': 'javascript' },
  { cookie: 'token=x; __proto__=1' },
  { origin: 'https://evil.example' },
  { range: 'bytes=0-1' },
  { 'if-none-match': '*' },
);

const copies = fc.oneof(
  { weight: 16, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.constantFrom(2, 3) },
);

const remoteAddress = fc.oneof(
  { weight: 3, arbitrary: fc.constant('127.0.0.1') },
  { weight: 2, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.constantFrom('::1', '::ffff:10.0.0.1', '2001:db8::1') },
);

/** Requests to one operation: path, query, body, content type, caller and client address. */
export function requestsFor(
  operation: Operation,
  context: Context,
  adminToken: string,
): fc.Arbitrary<FuzzRequest> {
  const byLevel = (level: Level) =>
    fc.record({
      level: fc.constant(level),
      params: fc.tuple(
        ...operation.pathParams.map((param) =>
          urlPartFor(param.schema, context, param.name, level),
        ),
      ),
      query: queryString(operation, context, level),
      body: bodyFor(operation, context, level),
      contentType:
        level === 'valid'
          ? fc.constant<string | undefined>('application/json')
          : fc.oneof(
              { weight: level === 'chaos' ? 3 : 20, arbitrary: fc.constant('application/json') },
              { weight: 1, arbitrary: oddContentType },
            ),
      caller: callerFor(adminToken),
      remoteAddress,
      copies,
      // Now and then (chaos only): a method the path has no operation for, the path written
      // differently, or an unusual header.
      method:
        level === 'chaos' && operation.otherMethods.length
          ? fc.oneof(
              { weight: 12, arbitrary: fc.constant(operation.method) },
              { weight: 1, arbitrary: fc.constantFrom(...operation.otherMethods) },
            )
          : fc.constant(operation.method),
      variant:
        level === 'chaos'
          ? fc.option(pathVariant, { freq: 12, nil: undefined })
          : fc.constant(undefined),
      headers:
        level === 'valid'
          ? fc.constant(undefined)
          : fc.option(extraHeaders, { freq: 10, nil: undefined }),
    });
  const segments = operation.path.split(/(\{[^}]+\})/);
  return fc
    .oneof(
      { weight: 3, arbitrary: byLevel('valid') },
      { weight: 5, arbitrary: byLevel('mutated') },
      { weight: 2, arbitrary: byLevel('chaos') },
    )
    .map((parts) => {
      const { level, params, query, body, contentType, caller, remoteAddress: address } = parts;
      const byName = new Map(
        operation.pathParams.map((param, index) => [param.name, params[index]!]),
      );
      const documented = segments
        .map((segment) => {
          const name = /^\{(.+)\}$/.exec(segment)?.[1];
          return name === undefined ? segment : (byName.get(name)?.text ?? '');
        })
        .join('');
      const path = parts.variant ? parts.variant(documented) : documented;
      const payload =
        body.kind === 'json'
          ? toJsonText(body.value)
          : body.kind === 'raw'
            ? body.payload
            : undefined;
      const request: FuzzRequest = {
        level,
        method: parts.method,
        url: query.text ? `${path}?${query.text}` : path,
        ...(parts.headers ? { headers: parts.headers } : {}),
        copies: parts.copies,
        ...(parts.variant || parts.method !== operation.method ? { offRoute: true } : {}),
        caller,
        contentType: payload === undefined ? undefined : contentType,
        payload,
        remoteAddress: address,
        badText:
          params.some((part) => part.nul) ||
          query.nul ||
          (operation.body !== undefined && body.kind === 'json' && containsBadText(body.value)),
      };
      return request;
    });
}

/** A request as a reader can replay it (fast-check prints counterexamples with it). */
export function describeRequest(request: FuzzRequest): string {
  const caller =
    request.caller.kind === 'forged'
      ? `Authorization: ${JSON.stringify(request.caller.header.slice(0, 200))}`
      : `as ${request.caller.kind}`;
  const payload =
    request.payload === undefined
      ? 'no body'
      : Buffer.isBuffer(request.payload)
        ? `bytes ${request.payload.toString('hex')}`
        : JSON.stringify(
            request.payload.length > 600
              ? `${request.payload.slice(0, 600)}… (${request.payload.length} chars)`
              : request.payload,
          );
  return [
    `${request.method} ${request.url.length > 600 ? `${request.url.slice(0, 600)}…` : request.url}`,
    caller,
    `from ${request.remoteAddress}`,
    ...(request.headers ? [JSON.stringify(request.headers)] : []),
    ...(request.copies > 1 ? [`${request.copies} copies at once`] : []),
    request.contentType === undefined
      ? 'no content type'
      : `Content-Type: ${JSON.stringify(request.contentType)}`,
    payload,
  ].join(' | ');
}
