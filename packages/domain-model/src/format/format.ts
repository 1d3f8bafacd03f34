import { domainFlowStatusEntry, type DomainFlowStatus } from '../domains/domainFlowStatus';
import { dayMonthYear, hoursMinutes, isoDay, longDateTime, toDate, type DateInput } from './dates';

/*
 * The formats of the specs' tables and panels (formats from the specs' moment.js patterns,
 * translated once here, on `./dates`). Times show in the browser's time zone; the wire carries
 * UTC. A missing or unreadable value shows as '' (an empty cell), never 'Invalid Date'.
 */

function formatWith(format: (date: Date) => string, value: DateInput): string {
  const date = toDate(value);
  return date ? format(date) : '';
}

/** A sighting's foundAt: 'MMMM Do YYYY, h:mm:ss a' (001 §2.6), e.g. 'March 5th 2026, 3:04:05 pm'. */
export const formatFoundAt = (value: DateInput) => formatWith(longDateTime, value);

/** A date: 'DD-MM-YYYY' (001 review details, dates), e.g. '05-03-2026'. */
export const formatDate = (value: DateInput) => formatWith(dayMonthYear, value);

/**
 * A comment's time: 'DD-MM-YYYY hh:mm' (001 comments) read as the day, then hours and minutes of
 * the 24-hour clock, e.g. '05-03-2026 15:04'. Taken literally, `hh` is moment's 12-hour clock,
 * which without am/pm shows 15:43 as '03:43' (issue 26); the spec's `hh:mm` names the two-digit
 * hour and minute, so the time shows unambiguously as `HH:mm` (docs/review-widgets.md).
 */
export const formatCommentTime = (value: DateInput) =>
  formatWith((date) => `${dayMonthYear(date)} ${hoursMinutes(date)}`, value);

/** A time of day on the 24-hour clock: 'HH:mm', e.g. '14:05' (ours: a sign-in lock's end). */
export const formatTime = (value: DateInput) => formatWith(hoursMinutes, value);

/** A park date as the server takes it: 'YYYY-MM-DD' (001), e.g. '2026-03-05'. */
export const formatWireDate = (value: DateInput) => formatWith(isoDay, value);

/** A country as the tables show it: its full name and 3-letter code, 'Austria (AUT)'. */
export function formatCountry(
  country: { fullName: string; alpha3Code: string } | null | undefined,
): string {
  if (!country) return '';
  return country.fullName ? `${country.fullName} (${country.alpha3Code})` : country.alpha3Code;
}

/**
 * A country by its code, with the reference list: 'Austria (AUT)'; a code the list does not know
 * shows as the code.
 */
export function formatCountryCode(
  code: string | null | undefined,
  countries: readonly { fullName: string; alpha3Code: string }[],
): string {
  if (!code) return '';
  return formatCountry(
    countries.find((c) => c.alpha3Code === code) ?? { fullName: '', alpha3Code: code },
  );
}

/** A domain flow status by its short ('PQC') or full ('Pending quality control') name. */
export function formatDomainFlowStatus(
  status: DomainFlowStatus | null | undefined,
  length: 'short' | 'full' = 'full',
): string {
  if (!status) return '';
  const entry = domainFlowStatusEntry(status);
  return length === 'short' ? entry.shortName : entry.fullName;
}
