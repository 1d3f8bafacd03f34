import type { UserStatistic } from '@sightings/domain-model';
import { type Transport } from '../transport';

/** User statistics (spec 000 §7): dates `YYYY-MM-DD`, both included. */
export interface StatisticCalls {
  /** `GET /report/user_statistic/{id}?start=&end=` (admin only). */
  forUser(userId: number, start: string, end: string): Promise<UserStatistic>;
  /** `GET /report/user_statistic/user?start=&end=`: the caller's own. */
  mine(start: string, end: string): Promise<UserStatistic>;
}

const range = (start: string, end: string) =>
  `start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;

export function statisticCalls(t: Transport): StatisticCalls {
  return {
    forUser: (userId, start, end) =>
      t.getJson<UserStatistic>(
        `/report/user_statistic/${encodeURIComponent(userId)}?${range(start, end)}`,
      ),
    mine: (start, end) =>
      t.getJson<UserStatistic>(`/report/user_statistic/user?${range(start, end)}`),
  };
}
