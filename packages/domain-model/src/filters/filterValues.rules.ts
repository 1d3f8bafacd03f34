/**
 * How the filter builder reads a value given as text (spec 002 §7, the field types of the
 * filter builder's table). One reading for the validation and the SQL, so what passes the one
 * is what the other casts:
 * - a number is a whole number (every number field is an id or a count), an optional minus and
 *   at most 18 digits, no spaces, no leading zeros: it always fits `bigint`;
 * - a date is a calendar day `YYYY-MM-DD` (the whole day in UTC) or a full ISO date-time
 *   `YYYY-MM-DDTHH:MM[:SS[.ffffff]]` with `Z` or an offset (an instant; a time without a zone
 *   would depend on the database session's zone, so it is refused); years 1000 to 9999;
 * - a LIKE pattern is the SQL one as the spec names it ("like"): `%` any run, `_` one character,
 *   a backslash makes the next character literal (PostgreSQL's default escape), so a pattern may
 *   not end in a lone backslash (PostgreSQL would refuse it).
 */

const NUMBER = /^-?(?:0|[1-9][0-9]{0,17})$/;

/** A whole number as the filter takes it, or null. */
export const parseFilterNumber = (value: string): bigint | null =>
  NUMBER.test(value) ? BigInt(value) : null;

export type FilterDate =
  /** A calendar day: from `start` (midnight UTC) to before `end` (the next midnight UTC). */
  | { kind: 'day'; start: string; end: string; ms: number }
  /** An instant, as given (already a valid ISO date-time with a zone). */
  | { kind: 'instant'; value: string; ms: number };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The UTC midnight of a valid calendar day, or null (31 February, month 13…). */
function dayMs(year: number, month: number, day: number): number | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : null;
}

const isoDay = (ms: number) => {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00Z`;
};

/** A date value as the filter takes it, or null. */
export function parseFilterDate(value: string): FilterDate | null {
  const day = DAY.exec(value);
  if (day) {
    const ms = dayMs(Number(day[1]), Number(day[2]), Number(day[3]));
    if (ms === null) return null;
    return { kind: 'day', start: isoDay(ms), end: isoDay(ms + 86_400_000), ms };
  }
  const instant = INSTANT.exec(value);
  if (!instant) return null;
  const [, y, mo, d, h, mi, s, , oh, om] = instant;
  if (dayMs(Number(y), Number(mo), Number(d)) === null) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  if (oh !== undefined && (Number(oh) > 14 || Number(om) > 59)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : { kind: 'instant', value, ms };
}

/**
 * A LIKE pattern as a regular expression over the whole value (for checking a status pattern
 * against the status list), or null when PostgreSQL would refuse the pattern.
 */
export function likePatternRegExp(pattern: string): RegExp | null {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      i += 1;
      if (i === pattern.length) return null;
      source += pattern[i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (char === '%') source += '[\\s\\S]*';
    else if (char === '_') source += '[\\s\\S]';
    else source += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'u');
}
