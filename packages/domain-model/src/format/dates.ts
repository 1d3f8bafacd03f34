/*
 * The few date operations the rules and formats need, on the platform's `Date` (no date
 * library: the console ships react-aria's `@internationalized/date` for its date picker
 * already, and a second library for these would weigh on every screen; docs/performance.md,
 * "Bundle size"). Local time throughout: the operator's time zone, as the specs' moment.js
 * formats were.
 */

export type DateInput = string | Date | null | undefined;

/**
 * An ISO 8601 date, or date and time: `YYYY-MM-DD`, then optionally `T` (or a space) and
 * `HH:mm`, `:ss`, `.SSS` and a zone (`Z`, `±HH:mm`, `±HHmm`, `±HH`).
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Reads an ISO date as date-fns' `parseISO` did: a date alone, or a time without a zone, is
 * local time; a zone is honoured. Anything else, or a day or time that does not exist
 * (2026-02-30, 24:01), is null.
 */
export function parseIsoDate(text: string): Date | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction = '', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hours = Number(h ?? 0);
  const minutes = Number(mi ?? 0);
  const seconds = Number(s ?? 0);
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const inRange =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(year, month, 0)).getUTCDate() &&
    (hours < 24 || (hours === 24 && minutes === 0 && seconds === 0 && ms === 0)) &&
    minutes < 60 &&
    seconds < 60;
  if (!inRange) return null;
  if (!zone) return new Date(year, month - 1, day, hours, minutes, seconds, ms);
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds, ms);
  if (zone === 'Z') return new Date(utc);
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return new Date(utc - sign * offset * 60_000);
}

/** A value as a valid `Date`: an ISO string (trimmed), or a `Date`; null if missing or unreadable. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? parseIsoDate(value.trim()) : value;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' of the local calendar day. */
export const isoDay = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'DD-MM-YYYY' of the local calendar day. */
export const dayMonthYear = (date: Date) =>
  `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${pad(date.getFullYear(), 4)}`;

/** 'HH:mm' on the 24-hour clock. */
export const hoursMinutes = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** 'March 5th 2026, 3:04:05 pm' (moment's 'MMMM Do YYYY, h:mm:ss a'). */
export function longDateTime(date: Date): string {
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())} ${date.getFullYear()}, ${clock} ${
    hours < 12 ? 'am' : 'pm'
  }`;
}

/** The local calendar day after `date`'s, at the same time of day. */
export const nextDay = (date: Date) =>
  new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + 1,
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  );

/** How many local calendar days `later` is after `earlier` (negative before; DST-safe). */
export function calendarDaysBetween(later: Date, earlier: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(later) - day(earlier)) / 86_400_000);
}
