/**
 * The work-queue modal's own texts (the specs' texts are domain-model's `TEXTS.workQueues`,
 * `TEXTS.users` and `TEXTS.validation`): ours where spec 002 names a thing without its words.
 */
export const WORK_QUEUES_TEXTS = {
  /** The modal's title: the row action's name and the user's (002 §2 "per-user filters"). */
  title: (userName: string) => `Filters: ${userName}`,
  loading: 'Loading the work queues',
  loadFailed: 'The work queues could not be loaded:',
  tryAgain: 'Try again',
  none: 'This user has no work queues yet. Add a query to start one.',
  listLabel: 'Work queues, in the order they are offered',
  entryTitle: (position: number) => `Query ${position}`,
  type: 'Type',
  description: 'Description',
  active: 'Active',
  mode: 'Query written with',
  modeFilter: 'Filter builder',
  modeSql: 'SQL',
  filterLabel: 'Filter',
  sqlLabel: 'SQL query',
  sqlHint: (view: string) =>
    `One SELECT over the view ${view} answering an id column, for example: SELECT id FROM ${view} WHERE …`,
  count: 'Result count',
  rows: (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'row' : 'rows'}`,
  notCounted: 'Not counted yet',
  tested: 'Tested',
  untested: 'Not tested since the last change',
  test: 'Test',
  execute: 'Execute',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  addQuery: 'Add query',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving…',
  /** An entry changed since its last successful Test or Execute (002 §5). */
  mustBeTested: 'This query changed since it was last tested: Test or Execute it before saving.',
  /** The list is refused on the client; each entry concerned says why. */
  refused: (count: number) =>
    count === 1
      ? 'One query cannot be saved yet: see the message by it.'
      : `${count} queries cannot be saved yet: see the messages by them.`,
  saveFailed: 'The work queues were not saved:',
  keptHint: 'Your changes are kept: correct them and save again.',
  tooMany: (max: number) => `At most ${max} queries per user.`,
} as const;
