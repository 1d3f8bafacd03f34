import {
  IMAGE_STATUSES,
  isImageStatus,
  type UserStatistic,
  type UserStatisticCounts,
} from '@sightings/domain-model';
import { imageStatusName } from '@sightings/ui';
import { ADMIN_TEXTS } from './adminTexts';

/** How many days the statistics view shows when it opens: the last 14, today included. */
export const STATISTIC_DEFAULT_DAYS = 14;

const DAY_MS = 86_400_000;

/** A UTC day as `YYYY-MM-DD` (the statistics count UTC days). */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The default range: the last 14 days up to today (UTC), both included. */
export function defaultStatisticRange(now: Date): { start: string; end: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { start: dayOf(today - (STATISTIC_DEFAULT_DAYS - 1) * DAY_MS), end: dayOf(today) };
}

/** A status's name: the image status names of the review screens, else the key as sent. */
export function decisionLabel(status: string): string {
  return isImageStatus(status) ? imageStatusName(status) : status;
}

/**
 * The statuses the chart has a series for: those decided at least once in the range, in the
 * image statuses' order, then any other key the server sent, by name.
 */
export function decisionStatuses(statistic: UserStatistic): string[] {
  const decided = Object.entries(statistic.totals.decisions)
    .filter(([, count]) => count > 0)
    .map(([status]) => status);
  const known = IMAGE_STATUSES.filter((status) => decided.includes(status));
  const other = decided.filter((status) => !isImageStatus(status)).sort();
  return [...known, ...other];
}

/** The chart's data: one category per day, one stacked series per decided status. */
export function decisionSeries(statistic: UserStatistic) {
  return {
    categories: statistic.days.map((day) => day.day),
    series: decisionStatuses(statistic).map((status) => ({
      key: status,
      label: decisionLabel(status),
      values: statistic.days.map((day) => day.decisions[status] ?? 0),
    })),
  };
}

/** A day on the chart's axis: DD-MM (the specs show days as DD-MM-YYYY; the year is the range's). */
export function formatStatisticDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}-${month}`;
}

/** The totals table: decisions per status and in all, then the other counts. */
export function totalRows(totals: UserStatisticCounts): { label: string; count: number }[] {
  const statuses = [
    ...IMAGE_STATUSES.filter((status) => (totals.decisions[status] ?? 0) > 0),
    ...Object.keys(totals.decisions)
      .filter((status) => !isImageStatus(status) && (totals.decisions[status] ?? 0) > 0)
      .sort(),
  ];
  const all = Object.values(totals.decisions).reduce((sum, count) => sum + count, 0);
  return [
    ...statuses.map((status) => ({
      label: ADMIN_TEXTS.decisionsOf(decisionLabel(status)),
      count: totals.decisions[status] ?? 0,
    })),
    { label: ADMIN_TEXTS.decisionsTotal, count: all },
    { label: ADMIN_TEXTS.domainsClassified, count: totals.domainsClassified },
    { label: ADMIN_TEXTS.qualityControlActions, count: totals.qualityControlActions },
    { label: ADMIN_TEXTS.finalReviewActions, count: totals.finalReviewActions },
    { label: ADMIN_TEXTS.legalCases, count: totals.legalCases },
  ];
}
