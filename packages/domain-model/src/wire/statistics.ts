import { Type, type Static } from 'typebox';
import { rowId } from './common';

/*
 * User statistics (spec 000 §7): GET /report/user_statistic/{id}?start=&end= (admin only) and
 * GET /report/user_statistic/user?start=&end= (the caller's own), dates YYYY-MM-DD, UTC days,
 * both included, at most `STATISTIC_RANGE_MAX_DAYS`. Drawn from the audit log.
 */

export const UserStatisticQuery = Type.Object(
  {
    start: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, included' }),
    end: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, included' }),
  },
  { additionalProperties: false },
);
export type UserStatisticQuery = Static<typeof UserStatisticQuery>;

export const UserStatisticParams = Type.Object({ id: rowId() }, { additionalProperties: false });

const count = () => Type.Integer({ minimum: 0 });

/** What the user did in one day (or in the whole range, for `totals`). */
const countFields = {
  /** Sighting decisions by the status set (IDENTICAL, NOT_IDENTICAL, OFFLINE, …): `status` audit rows on images. */
  decisions: Type.Record(Type.String(), count()),
  /** Domains whose details the user saved on the Domains page (classified). */
  domainsClassified: count(),
  /** Quality control actions: changes the user made on domains and images of the QC flow. */
  qualityControlActions: count(),
  /** Final review actions: changes the user made on domains and images of the review flow. */
  finalReviewActions: count(),
  /** Legal cases the user created. */
  legalCases: count(),
};
export const UserStatisticCounts = Type.Object(countFields);
export type UserStatisticCounts = Static<typeof UserStatisticCounts>;

export const UserStatisticDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD' }),
  ...countFields,
});
export type UserStatisticDay = Static<typeof UserStatisticDay>;

export const UserStatistic = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  start: Type.String(),
  end: Type.String(),
  /** Every day of the range in order, days without actions included (all zero). */
  days: Type.Array(UserStatisticDay),
  totals: UserStatisticCounts,
});
export type UserStatistic = Static<typeof UserStatistic>;
