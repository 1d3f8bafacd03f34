import type { UsageStoreStatus } from '@sightings/domain-model';
import { USAGE_TEXTS } from './usageTexts';

/*
 * The ClickHouse usage store's state as the Clickhouse Usage url tab shows it (issue 16;
 * docs/clickhouse.md "Freshness"): a notice when the store is off or unavailable (and Search
 * cannot be pressed), else one line saying how fresh the results are.
 */

/** The server counts the waiting changes up to this many (`PENDING_COUNT_MAX` of review-api). */
export const PENDING_COUNT_SHOWN_MAX = 100_000;

/** The newer of two statuses (by `checkedAt`); either may be missing. */
export function newerStoreStatus(
  a: UsageStoreStatus | null | undefined,
  b: UsageStoreStatus | null | undefined,
): UsageStoreStatus | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return Date.parse(b.checkedAt) >= Date.parse(a.checkedAt) ? b : a;
}

/** Whether the store cannot search: off on this server, or not answering. */
export const storeIsDown = (status: UsageStoreStatus | null): boolean =>
  status?.state === 'off' || status?.state === 'unavailable';

/** The notice of a store that is off or unavailable; null when it can search (or is unknown). */
export function storeNoticeText(status: UsageStoreStatus | null): string | null {
  if (status?.state === 'off') return USAGE_TEXTS.storeOff(status.message);
  if (status?.state === 'unavailable')
    return USAGE_TEXTS.unavailable(status.message ?? USAGE_TEXTS.noReason);
  return null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as the local clock shows it, 'HH:mm:ss' (24 hours); '' when unreadable. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** A wait in words: seconds up to 2 minutes, minutes up to 2 hours, then hours (at least 1 s). */
export function ageText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return USAGE_TEXTS.seconds(seconds);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return USAGE_TEXTS.minutes(minutes);
  return USAGE_TEXTS.hours(Math.floor(minutes / 60));
}

/**
 * The freshness line: up to date (with the time of the check), the changes still being copied
 * and since when (measured on the server's clock: `checkedAt` minus `oldestPendingAt`), or the
 * first copy under way. Null when the store is off, unavailable or unknown (the notice says it).
 */
export function freshnessText(status: UsageStoreStatus | null): string | null {
  if (!status) return null;
  if (status.state === 'copying') return USAGE_TEXTS.copying;
  if (status.state !== 'ready') return null;
  const time = clockTime(status.checkedAt);
  if (status.pendingChanges <= 0) return USAGE_TEXTS.upToDate(time);
  const oldest = status.oldestPendingAt ? Date.parse(status.oldestPendingAt) : NaN;
  const checked = Date.parse(status.checkedAt);
  const age =
    Number.isNaN(oldest) || Number.isNaN(checked) ? null : ageText(Math.max(0, checked - oldest));
  const atLeast = status.pendingChanges >= PENDING_COUNT_SHOWN_MAX;
  return USAGE_TEXTS.pendingChanges(status.pendingChanges, atLeast, age, time);
}
