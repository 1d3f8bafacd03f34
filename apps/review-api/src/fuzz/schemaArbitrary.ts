import fc from 'fast-check';
import { HOSTILE_STRINGS, hostileJson, hostileNumber, hostileScalar, RawJson } from './hostile';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) that routes here use. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export interface SchemaContext {
  /** Resolves `#/components/schemas/...` references. */
  resolve: (ref: string) => JsonSchema | undefined;
  /**
   * `valid`: values the schema accepts, so requests reach the route's deepest code.
   * `loose`: mostly such values, but also lengths, bounds and item counts at and just past
   * their limits, values of the wrong type, missing and extra fields, hostile values.
   */
  mode: 'valid' | 'loose';
  /**
   * Ids the server has answered with lately (rows that exist, leases the caller holds): an id
   * field takes one of them as often as a generated one, so updates reach rows they may change.
   */
  knownIds?: () => readonly number[];
}

/** Values for well-known field names, so valid requests get past the route's own checks. */
const validByName: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.oneof(
    fc.constantFrom(
      'admin@example.com',
      'nobody@example.com',
      'disabled@example.com',
      'Operator@Example.com',
      // Case folds on which JavaScript and PostgreSQL may disagree.
      '\u212Aim@example.com',
      'ADM\u0130N@example.com',
      'STRASSE@EXAMPLE.COM',
      'stra\u00DFe@example.com',
    ),
    fc.nat(99_999).map((n) => `fuzz-${n}@example.com`),
  ),
  password: fc.constantFrom('review-demo', 'long-enough-password', 'p4ss'.repeat(16)),
  role: fc.constantFrom('ROLE_ADMIN', 'ROLE_USER', 'ADMIN', 'USER'),
  domain: fc.constantFrom('example.com', 'golden-bakery.es', 'xn--bcher-kva.example'),
  priorityCountry: fc.constantFrom('DEU', 'AUT', 'CHE', 'FRA', 'GBR'),
  otherCountries: fc.constantFrom('ESP', 'POL', 'JPN', 'BRA'),
  priorityLanguage: fc.constantFrom('de', 'en', 'fr', 'nl', 'it'),
  otherLanguage: fc.constantFrom('es', 'pl', 'ja', 'ar'),
  noCommercialCause: fc.constantFrom('Private person', 'Other', 'Non-profit organisation'),
  facebookLink: fc.constantFrom('https://facebook.com/acme', 'javascript:alert(1)'),
  contactFormLink: fc.constantFrom('https://example.com/contact', 'ftp://example.com'),
  phoneNumber: fc.constantFrom('+49 30 1234567', '0'),
};

/** Near misses for the same names. */
const looseByName: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom(
    'ADMIN@EXAMPLE.COM',
    'ADM\u0130N@example.com',
    '\uFF41dmin@example.com',
    'admin@example.com\u200B',
    '\u212Aim@example.com',
    ' operator@example.com ',
    'a@b.c',
    'not-an-email',
    '@',
    `${'a'.repeat(308)}@example.com`,
  ),
  password: fc.constantFrom('short', 'x'.repeat(1024), '', ' '.repeat(20)),
  role: fc.constantFrom('role_admin', 'ROOT', '', ' ROLE_ADMIN'),
  domain: fc.constantFrom(
    'EXAMPLE.COM',
    ' example.com ',
    'a..b',
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
  ),
};

function resolved(schema: JsonSchema, context: SchemaContext): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    current = context.resolve(current.$ref) ?? {};
  }
  return current;
}

function integerArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const loose = context.mode === 'loose';
  const min = schema.minimum ?? -2147483648;
  const max = schema.maximum ?? 2147483647;
  // Ids of the demo data are small: most values land on rows that exist.
  const from = Math.max(min, 0);
  const upTo = (count: number) => fc.integer({ min, max: Math.min(max, from + count) });
  const { knownIds } = context;
  const idLike = knownIds && min >= 1 && max >= 2147483647;
  const known = fc.nat().map((index) => {
    const ids = knownIds?.() ?? [];
    return ids.length ? ids[index % ids.length]! : min;
  });
  const common = idLike
    ? fc.oneof(known, known, known, upTo(12), upTo(60), upTo(500))
    : fc.oneof(upTo(12), upTo(60), upTo(500));
  if (!loose) return fc.oneof({ weight: 9, arbitrary: common }, fc.constantFrom(min, max));
  const edges = [min, max, min - 1, max + 1, 0, -1, 1, 2147483648, Number.MAX_SAFE_INTEGER];
  return fc.oneof(
    { weight: 8, arbitrary: common },
    { weight: 3, arbitrary: fc.constantFrom(...new Set(edges)) },
    { weight: 1, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(1.5, -0) },
    { weight: 1, arbitrary: common.map((value) => String(value)) },
    { weight: 1, arbitrary: common.map((value) => new RawJson(`${value}.0`)) },
  );
}

function numberArbitrary(schema: JsonSchema, loose: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  const valid = fc.double({ min, max, noNaN: true });
  if (!loose) return valid;
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: hostileNumber });
}

function stringArbitrary(
  schema: JsonSchema,
  loose: boolean,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  const maxLength = schema.maxLength ?? 1000;
  const minLength = schema.minLength ?? 0;
  const known = name === undefined ? undefined : validByName[name];
  const options: fc.WeightedArbitrary<unknown>[] = [];
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    options.push({
      weight: 8,
      arbitrary: fc
        .stringMatching(pattern, { size: 'small' })
        .filter((text) => text.length >= minLength && text.length <= maxLength),
    });
  } else {
    options.push({
      weight: known ? 1 : 6,
      arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 24) }),
    });
    if (known) options.push({ weight: 8, arbitrary: known });
  }
  if (loose) {
    options.push(
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'x'.repeat(maxLength),
          'x'.repeat(maxLength + 1),
          // As many characters as allowed, but more bytes (UTF-8) or code units (UTF-16).
          'é'.repeat(maxLength),
          '😀'.repeat(Math.ceil(maxLength / 2)),
          ' '.repeat(Math.max(minLength, 1)),
          '',
        ),
      },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    );
    const near = name === undefined ? undefined : looseByName[name];
    if (near) options.push({ weight: 3, arbitrary: near });
  }
  return fc.oneof(...options);
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const loose = context.mode === 'loose';
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(schema.properties ?? {});
  const fields = Object.entries(schema.properties ?? {}).map(([key, child]) => {
    const value = valueFor(child, context, key);
    if (required.has(key) && !loose) return value;
    // A required field is mostly there (loose), an optional one half of the time.
    return fc.oneof(
      { weight: required.has(key) ? 12 : 1, arbitrary: value },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  });
  const extra = loose
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.dictionary(
            fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
            hostileScalar,
            { maxKeys: 3 },
          ),
        },
      )
    : fc.constant({});
  return fc.tuple(fc.tuple(...fields), extra).map(([values, extras]) => {
    const body: Record<string, unknown> = {};
    values.forEach((value, index) => {
      if (value !== undefined) body[keys[index]!] = value;
    });
    for (const [key, value] of Object.entries(extras)) {
      Object.defineProperty(body, key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return body;
  });
}

function arrayArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const item = schema.items ? valueFor(schema.items, context) : hostileJson;
  const minItems = schema.minItems ?? 0;
  const maxItems = schema.maxItems ?? 1000;
  const some = fc.array(item, {
    minLength: minItems,
    maxLength: Math.min(maxItems, minItems + 5),
  });
  if (context.mode === 'valid') return some;
  const options: fc.WeightedArbitrary<unknown[]>[] = [
    { weight: 10, arbitrary: some },
    { weight: 1, arbitrary: fc.constant([]) },
  ];
  if (maxItems <= 1000) {
    // At and one past the limit: every element the same, so it costs little to build.
    options.push({
      weight: 1,
      arbitrary: fc
        .tuple(item, fc.boolean())
        .map(([one, past]) => Array.from({ length: maxItems + (past ? 1 : 0) }, () => one)),
    });
  }
  return fc.oneof(...options);
}

/** A value shaped by `schema`: valid, or (loose) at and past its limits and sometimes hostile. */
export function valueFor(
  rawSchema: JsonSchema,
  context: SchemaContext,
  name?: string,
): fc.Arbitrary<unknown> {
  const schema = resolved(rawSchema, context);
  const loose = context.mode === 'loose';
  const alternatives = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (alternatives?.length) {
    arbitrary = fc.oneof(...alternatives.map((child) => valueFor(child, context, name)));
  } else if (schema.allOf?.length) {
    arbitrary = valueFor(schema.allOf[0]!, context, name);
  } else if ('const' in schema) {
    arbitrary = fc.constant(schema.const);
  } else if (schema.enum?.length) {
    const values = fc.constantFrom(...schema.enum);
    arbitrary = loose
      ? fc.oneof(
          { weight: 8, arbitrary: values },
          {
            weight: 1,
            arbitrary: values.map((value) =>
              typeof value === 'string' ? ` ${value.toLowerCase()}` : value,
            ),
          },
        )
      : values;
  } else {
    const type = [schema.type ?? []].flat()[0];
    switch (type) {
      case 'object':
        arbitrary = objectArbitrary(schema, context);
        break;
      case 'array':
        arbitrary = arrayArbitrary(schema, context);
        break;
      case 'integer':
        arbitrary = integerArbitrary(schema, context);
        break;
      case 'number':
        arbitrary = numberArbitrary(schema, loose);
        break;
      case 'string':
        arbitrary = stringArbitrary(schema, loose, name);
        break;
      case 'boolean':
        arbitrary = loose
          ? fc.oneof(
              { weight: 8, arbitrary: fc.boolean() },
              { weight: 1, arbitrary: fc.constantFrom('true', 0, 1) },
            )
          : fc.boolean();
        break;
      case 'null':
        arbitrary = fc.constant(null);
        break;
      default:
        arbitrary = loose ? hostileJson : fc.jsonValue({ maxDepth: 2 });
    }
  }
  if (schema.nullable) {
    arbitrary = fc.oneof(
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 4, arbitrary: arbitrary },
    );
  }
  if (!loose) return arbitrary;
  return fc.oneof(
    { weight: 12, arbitrary: arbitrary },
    { weight: 1, arbitrary: hostileScalar },
    { weight: 1, arbitrary: hostileJson },
  );
}
