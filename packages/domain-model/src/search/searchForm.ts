import { UNDEFINED_COUNTRY } from '../constants';
import { SEARCH_FIELD_LABELS, SEARCH_FIELD_TEXTS, type SearchFieldKey } from './searchTexts';

/**
 * The Search page's filter forms, shared parts (spec 002 §3, §5, §9): the tri-state of a
 * filter select, what a `decide*Search` rule answers, and how a typed value is read.
 */

/** A three-way filter select: all / yes / no → null / true / false (002 §3). */
export type TriState = boolean | null;

/**
 * What a search button does: search with this filter, or refuse with a message and the form key
 * to focus (null: no single field, e.g. 002 §5's "Search values can not be empty!" over several).
 */
export type SearchDecision<F> =
  { kind: 'search'; filter: F } | { kind: 'invalid'; message: string; field: string | null };

/** The largest count or difference a filter takes (the wire's limits). */
export const SEARCH_COUNT_MAX = 1_000_000_000;
export const SEARCH_DIFFERENCE_LIMIT = 1_000_000_000;

/** ISO 3166 alpha-3, or UNDEFINED for "no country defined" (002 §3). */
const COUNTRY_CODE = /^([A-Z]{3}|UNDEFINED)$/;

/** A country code as a filter takes it: trimmed, upper case; null when it is none. */
export function countryCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return COUNTRY_CODE.test(code) || code === UNDEFINED_COUNTRY ? code : null;
}

/** A typed minimum count: '' → null (none); a whole number of 0 or more; else NaN. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A typed number (the difference): '' → null; a finite decimal number; else NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

const FOUND_AT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A found-at moment as 002 §9 sends it, 'YYYY-MM-DD HH:mm:ss' (UTC): '' → null; a real date and
 * time (a 'T' between date and time and missing seconds are accepted) in that form; else
 * undefined. Text order is time order, so two results compare as strings.
 */
export function parseFoundAt(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = FOUND_AT.exec(trimmed);
  if (!match) return undefined;
  const [, y = '', mo = '', d = '', h = '', mi = '', s = '00'] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const ok =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(s) <= 59;
  return ok ? `${y}-${mo}-${d} ${h}:${mi}:${s}` : undefined;
}

/** Trimmed values without blanks and repeats, in their order. */
export function distinctValues(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

const label = (field: SearchFieldKey) => SEARCH_FIELD_LABELS[field];

/**
 * The checks of one decision: each method reads a field and gives its filter value (null for
 * none), remembering the first field refused, in the order the fields are read.
 */
export class FieldChecks {
  private refusal: { field: string; message: string } | null = null;

  /** The first refusal, as a decision, or null when every field read was fine. */
  invalid(): { kind: 'invalid'; message: string; field: string } | null {
    return this.refusal && { kind: 'invalid', ...this.refusal };
  }

  refuse(field: string, message: string): null {
    this.refusal ??= { field, message };
    return null;
  }

  /** Trimmed text, null when blank; at most `max` characters. */
  text(field: SearchFieldKey, value: string, max: number): string | null {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (trimmed.length > max)
      return this.refuse(field, SEARCH_FIELD_TEXTS.tooLong(label(field), max));
    return trimmed;
  }

  /** Distinct trimmed values, null when none; each at most `max` long, at most `maxItems`. */
  list(
    field: SearchFieldKey,
    values: readonly string[],
    max: number,
    maxItems: number,
  ): string[] | null {
    const distinct = distinctValues(values);
    if (distinct.length === 0) return null;
    if (distinct.length > maxItems)
      return this.refuse(field, SEARCH_FIELD_TEXTS.tooMany(label(field), maxItems));
    if (distinct.some((value) => value.length > max))
      return this.refuse(field, SEARCH_FIELD_TEXTS.tooLong(label(field), max));
    return distinct;
  }

  /** Distinct values of a fixed set (statuses), null when none. */
  oneOf<T extends string>(
    field: SearchFieldKey,
    values: readonly string[],
    isOne: (value: string) => value is T,
    notOne: (label: string, value: string) => string,
  ): T[] | null {
    const distinct = distinctValues(values);
    const bad = distinct.find((value) => !isOne(value));
    if (bad !== undefined) return this.refuse(field, notOne(label(field), bad));
    return distinct.length === 0 ? null : (distinct as T[]);
  }

  /** Distinct country codes (upper-cased), null when none; at most `maxItems`. */
  countries(field: SearchFieldKey, values: readonly string[], maxItems: number): string[] | null {
    const codes: string[] = [];
    for (const value of distinctValues(values)) {
      const code = countryCode(value);
      if (code === null)
        return this.refuse(field, SEARCH_FIELD_TEXTS.notCountry(label(field), value));
      if (!codes.includes(code)) codes.push(code);
    }
    if (codes.length > maxItems)
      return this.refuse(field, SEARCH_FIELD_TEXTS.tooMany(label(field), maxItems));
    return codes.length === 0 ? null : codes;
  }

  /** A minimum count: a whole number from 0 to SEARCH_COUNT_MAX, null when blank. */
  count(field: SearchFieldKey, text: string): number | null {
    const value = parseCount(text);
    if (value === null) return null;
    if (Number.isNaN(value))
      return this.refuse(field, SEARCH_FIELD_TEXTS.notWholeNumber(label(field)));
    if (value > SEARCH_COUNT_MAX)
      return this.refuse(field, SEARCH_FIELD_TEXTS.tooLarge(label(field), SEARCH_COUNT_MAX));
    return value;
  }

  /** A number within ±SEARCH_DIFFERENCE_LIMIT, null when blank. */
  number(field: SearchFieldKey, text: string): number | null {
    const value = parseNumber(text);
    if (value === null) return null;
    if (Number.isNaN(value)) return this.refuse(field, SEARCH_FIELD_TEXTS.notNumber(label(field)));
    if (Math.abs(value) > SEARCH_DIFFERENCE_LIMIT)
      return this.refuse(
        field,
        SEARCH_FIELD_TEXTS.outOfRange(
          label(field),
          -SEARCH_DIFFERENCE_LIMIT,
          SEARCH_DIFFERENCE_LIMIT,
        ),
      );
    return value;
  }

  /** A found-at moment, 'YYYY-MM-DD HH:mm:ss', null when blank. */
  foundAt(field: SearchFieldKey, text: string): string | null {
    const value = parseFoundAt(text);
    if (value === undefined)
      return this.refuse(field, SEARCH_FIELD_TEXTS.notDateTime(label(field)));
    return value;
  }

  /** A range's two ends: the start must not be past the end (both known). */
  range<T extends number | string>(
    startField: SearchFieldKey,
    start: T | null,
    endField: SearchFieldKey,
    end: T | null,
    message: (startLabel: string, endLabel: string) => string,
  ): void {
    if (start !== null && end !== null && start > end)
      this.refuse(startField, message(label(startField), label(endField)));
  }
}
