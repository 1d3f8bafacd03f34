/*
 * User statistics (spec 000 §7 "GET /report/user_statistic/{id}?start=&end= and
 * GET /report/user_statistic/user?start=&end= (dates as YYYY-MM-DD)"): what one user did per
 * day, drawn from the audit log. Days are UTC days; both ends are included.
 */

/** The longest range one call answers (a year and a day, so a leap year fits). */
export const STATISTIC_RANGE_MAX_DAYS = 366;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` that is a real calendar day, as a UTC timestamp; `undefined` otherwise. */
export function parseStatisticDay(value: string): number | undefined {
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? time
    : undefined;
}

/** What is wrong with a start and end, as a message naming the parameter; `undefined` if fine. */
export function statisticRangeError(start: string, end: string): string | undefined {
  const from = parseStatisticDay(start);
  if (from === undefined) return `start: ${JSON.stringify(start)} is not a date (YYYY-MM-DD).`;
  const to = parseStatisticDay(end);
  if (to === undefined) return `end: ${JSON.stringify(end)} is not a date (YYYY-MM-DD).`;
  if (to < from) return 'end: the end date is before the start date.';
  if ((to - from) / 86_400_000 + 1 > STATISTIC_RANGE_MAX_DAYS)
    return `end: a range can span at most ${STATISTIC_RANGE_MAX_DAYS} days.`;
  return undefined;
}

/** Every day from start to end, both included, as `YYYY-MM-DD` (the range must be valid). */
export function statisticDays(start: string, end: string): string[] {
  const from = parseStatisticDay(start)!;
  const to = parseStatisticDay(end)!;
  const days: string[] = [];
  for (let time = from; time <= to; time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}
