import { FILTER_MAX_CONDITIONS, FILTER_MAX_DEPTH } from '@sightings/domain-model';

/** The builder's own words (not spec texts: the spec names only the fields and operators). */
export const FILTER_BUILDER_LABELS = {
  filter: 'Filter',
  emptyRoot: 'No conditions: every row',
  emptyGroup: 'No conditions in this group',
  addCondition: 'Add condition',
  addGroup: 'Add group',
  addValue: 'Add value',
  join: 'Join',
  and: 'AND',
  or: 'OR',
  conditionsLimit: `At most ${FILTER_MAX_CONDITIONS} conditions`,
  depthLimit: `At most ${FILTER_MAX_DEPTH} levels of groups`,
  dateFormat: 'YYYY-MM-DD',
  numberRange: 'a number range',
  dateRange: 'a date range',
  from: 'from',
  to: 'to',
  noValues: 'No values yet: type one and press Enter',
} as const;
