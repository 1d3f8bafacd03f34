import fc from 'fast-check';

/**
 * Values chosen to break a server: text the database cannot store (NUL, lone surrogates), text
 * that means something to SQL, HTML or a shell, numbers at every edge of JavaScript, JSON and
 * PostgreSQL, and raw JSON number tokens that `JSON.stringify` cannot write.
 */

/** A JSON number written exactly as given (`1e400`, `-0`, `1.0`), not as JavaScript prints it. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A NUL character, or a UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isBadText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether any string or object key in `value` is bad text (see `isBadText`). */
export function containsBadText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (isBadText(current)) return true;
    } else if (Array.isArray(current)) {
      stack.push(...current);
    } else if (current !== null && typeof current === 'object' && !(current instanceof RawJson)) {
      for (const [key, child] of Object.entries(current)) {
        if (isBadText(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

const LONG = 'a'.repeat(10_000);

export const HOSTILE_STRINGS: readonly string[] = [
  // What PostgreSQL's text cannot hold, and UTF-16 that has no UTF-8 form.
  '\u0000',
  'a\u0000b',
  'admin@example.com\u0000',
  '\uD800',
  '\uDC00',
  'x\uDBFFy',
  '\uDFFFx',
  '\uD83D',
  '\uDE00\uD83D',
  // Well-formed but unusual Unicode.
  '😀',
  '👩‍👩‍👧‍👦',
  'e\u0301',
  '\u202Eevil',
  '\uFEFF',
  '\uFFFF',
  '\u2028\u2029',
  '\u0085',
  '\t\r\n',
  ' ',
  '',
  // SQL, HTML, URLs, templates, paths.
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "\\'",
  '%',
  '_',
  '%_%',
  '\\',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '%zz',
  // Text that looks like other types.
  'null',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '2147483648',
  '9007199254740993',
  '0x10',
  ' 1',
  '1,2',
  '__proto__',
  'constructor',
  'ROLE_ADMIN',
  // Long text (ten thousand characters, and multi-byte characters near length limits).
  LONG,
  'é'.repeat(1001),
  '😀'.repeat(2000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  2,
  1.5,
  0.1,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Number tokens as a client may write them; some are not even JSON. */
export const RAW_NUMBERS: readonly string[] = [
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '-0.0',
  '1.0',
  '1E1',
  '9007199254740993',
  '123456789012345678901234567890',
  '00',
  '+1',
  '.5',
  'NaN',
  'Infinity',
];

/** A UTF-16 code unit of any value, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS.filter(isBadText)),
  fc
    .tuple(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
      fc.string({ maxLength: 6 }),
    )
    .map((parts) => parts.join('')),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: badText },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...HOSTILE_STRINGS), fc.string())
      .map((parts) => parts.join('')),
  },
);

export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** A scalar of any JSON type, biased to the hostile. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);

/** Any JSON value, hostile strings and numbers at the leaves, odd keys in objects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'email', '', '\u0000'),
        badText,
      ),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** JSON text as `JSON.stringify` writes it, with `RawJson` tokens written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, child]) => `${JSON.stringify(key)}:${toJsonText(child)}`,
    );
    return `{${entries.join(',')}}`;
  }
  // `undefined` never occurs here; -0 is written `0` by JSON.stringify, so write it as a client may.
  if (Object.is(value, -0)) return '-0';
  return JSON.stringify(value) ?? 'null';
}

/**
 * Percent-encodes text for a path segment or query component. A lone surrogate has no UTF-8
 * form: it is sent as the three bytes UTF-8 would give it (WTF-8), which is invalid UTF-8.
 */
export function encodeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[index]!);
    }
  }
  return out;
}

/** Path segments and query components that are already encoded, some of them wrongly. */
export const RAW_URL_PARTS: readonly string[] = [
  '%zz',
  '%',
  '%%',
  '%4',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%ED%A0%80',
  '%F0%9F%98',
  '%00',
  '1%00',
  '%u0000',
  '%2e%2e',
  '%2F',
  '%5C',
  '%0D%0A',
  '%20',
  '+',
  '1;a',
  '1.0',
  '1e3',
  '-0',
  '0x1',
  '%31',
  'a'.repeat(101),
  '9'.repeat(120),
  '%F0%9F%98%80'.repeat(40),
];

/** Does an encoded URL part decode to text with a NUL in it? (Lone surrogates cannot arrive.) */
export function encodedHasNul(encoded: string): boolean {
  return /%00/i.test(encoded);
}
