/**
 * The admin panel's own texts (the specs' texts are domain-model's `TEXTS.users` and
 * `TEXTS.validation`): ours where spec 002 names a thing without its words.
 */
export const ADMIN_TEXTS = {
  /** The page's heading: the menu entry's name (000 §2 "Admin panel"). */
  title: 'Admin panel',
  usersGrid: 'Users',
  columnStatus: 'Status',
  columnEdit: 'Edit',
  columnFilters: 'Work queues',
  columnStatistics: 'Statistics',
  /** The row action of ours beside Edit user data and Filters. */
  statistics: 'Statistics',
  /** A row action's accessible name: its visible text, then whose row it is. */
  rowAction: (action: string, user: string) => `${action}: ${user}`,
  loading: 'Loading users',
  loadFailed: 'The users could not be loaded:',
  tryAgain: 'Try again',
  noUsers: 'No users yet.',

  /** The user forms (002 §5, §6). */
  editTitle: (name: string) => `Edit user data: ${name}`,
  name: 'Name',
  email: 'Email',
  role: 'Role',
  rolePlaceholder: 'Choose a role',
  activeSwitch: 'Active',
  activeHint: 'A disabled user cannot sign in; their open sessions end at once.',
  permissions: 'Page permissions',
  permissionsHint: 'An administrator sees every page, whatever is switched on here.',
  password: 'Password',
  confirmPassword: 'Confirm password',
  passwordHint: 'At least 8 characters.',
  changePassword: 'Change password',
  changePasswordTitle: (name: string) => `Change password: ${name}`,
  newPassword: 'New password',
  passwordEndsSessions: 'The user’s open sessions end when the password changes.',
  saveRefused: 'The server refused to save:',
  saveFailed: 'Saving failed; everything you typed is kept. Try again:',

  /** The statistics view (000 §7 user statistics). */
  statisticsTitle: (name: string) => `Statistics: ${name}`,
  start: 'Start',
  end: 'End',
  dateHint: 'YYYY-MM-DD',
  show: 'Show',
  statisticsLoading: 'Loading statistics',
  statisticsFailed: 'The statistics could not be loaded:',
  rangeNote: (start: string, end: string) =>
    `From ${start} to ${end}, both included (days in UTC).`,
  chartTitle: 'Decisions per day by status',
  day: 'Day',
  noDecisions: 'No decisions in this range.',
  totalsTitle: 'Totals',
  totalsWhat: 'What',
  totalsCount: 'Count',
  decisionsTotal: 'Decisions, all statuses',
  decisionsOf: (status: string) => `Decisions: ${status}`,
  domainsClassified: 'Domains classified',
  qualityControlActions: 'Quality control actions',
  finalReviewActions: 'Final review actions',
  legalCases: 'Legal cases',
  close: 'Close',

  /**
   * Suggestion precision (issue 32, extension `pair-similarity`): how often the marks suggested
   * from the pictures agreed with the operators' own decisions, per agency.
   */
  precisionTitle: 'Suggestion precision',
  precisionGrid: 'Suggestion precision by agency',
  precisionExplained: (acceptKey: string) =>
    `A decision is the sighting’s status as the operators left it; pairs whose suggestion an ` +
    `operator accepted with the key ${acceptKey} count as agreement, so where operators accept ` +
    `without looking the precision is an upper bound.`,
  precisionThresholds: (identical: string, notIdentical: string) =>
    `Thresholds in force: likely identical at a similarity of ${identical} or more, likely not ` +
    `identical at ${notIdentical} or less; pairs between get no suggestion.`,
  precisionLoading: 'Loading suggestion precision',
  precisionFailed: 'The suggestion precision could not be loaded:',
  precisionEmpty: 'No suggestion has been decided yet.',
  columnAgency: 'Agency',
  columnSuggested: 'Suggested',
  columnAgreed: 'Agreed',
  columnPrecision: 'Precision',
  columnLikelyIdentical: 'Likely identical',
  columnLikelyNotIdentical: 'Likely not identical',
  /** A split's cell: '14 suggested, 12 agreed'. */
  suggestedAgreed: (suggested: number, agreed: number) =>
    `${suggested} suggested, ${agreed} agreed`,
  /** The precision of an agency with decided pairs but none suggested. */
  noPrecision: 'None suggested',
} as const;
