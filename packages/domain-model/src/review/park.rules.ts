import { calendarDaysBetween, isoDay, nextDay, toDate, type DateInput } from '../format/dates';
import { TEXTS } from '../texts';

/**
 * Parking a domain on final review (spec 001 §2.4, §4.5, §5, §9):
 * - "Park date required ('This field cannot be empty.') and in the future ('Please choose a
 *   date in the future')"; the date is sent as YYYY-MM-DD
 *   (`POST /assessment_domain/park_until/{id}?untilDate=`).
 * - "The banner shows while the parked-until date has not passed by more than one day."
 *
 * Our decisions (docs/domain-flow.md "Review screen rules"), in the operator's
 * time zone, `now` passed in:
 * - "In the future" is a calendar day after today: tomorrow at the earliest
 *   (`earliestParkDate`). Today is refused: parking until today would put the domain straight
 *   back into the queue (`isInFinalReviewQueue`).
 * - A value that is not a date (unreadable text) is refused as empty: no date was given.
 * - The banner counts calendar days: parked until the 25th, it shows up to and including the
 *   26th (the date passed by one day) and is gone on the 27th. A stored value with a time is
 *   read on its calendar day in the operator's zone. No date: no banner.
 */

export type ParkDateCheck =
  { kind: 'valid'; untilDate: string } | { kind: 'invalid'; message: string };

/** The park modal's date (001 §5): required, after today; sent as YYYY-MM-DD. */
export function validateParkDate(value: DateInput, now: Date): ParkDateCheck {
  const date = toDate(value);
  if (!date) return { kind: 'invalid', message: TEXTS.validation.fieldRequired };
  if (calendarDaysBetween(date, now) < 1) {
    return { kind: 'invalid', message: TEXTS.review.dateInFuture };
  }
  return { kind: 'valid', untilDate: isoDay(date) };
}

/** The first date the park modal accepts: tomorrow, as YYYY-MM-DD (for the date picker). */
export function earliestParkDate(now: Date): string {
  return isoDay(nextDay(now));
}

/** Whether the parked-until banner shows (001 §4.5, §9): until the date is over a day past. */
export function showsParkBanner(parkedUntil: DateInput, now: Date): boolean {
  const date = toDate(parkedUntil);
  if (!date) return false;
  return calendarDaysBetween(now, date) <= 1;
}
