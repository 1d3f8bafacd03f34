/**
 * The specs' user-facing texts, quoted exactly (odd spellings, doubled punctuation and trailing
 * spaces included), once. Grouped by the area they appear in; each entry names its spec
 * (000 core, 001 review screens, 002 search/import/administration) and section.
 *
 * Texts with a placeholder are functions in `TEMPLATES` below. Menu labels live in
 * `navigation/menu.ts`, domain flow status names in `domain/domainFlowStatus.ts`.
 *
 * Do not "fix" a spelling here: the specs are the source of truth (docs/architecture.md "Conventions").
 */
export const TEXTS = {
  /** Texts shared by several areas. */
  common: {
    /** Empty table text (001 §2.1, §8; 002 §8). */
    emptyTable: 'No data for the selected filters',
    /** Image load failure (000 §8; 001 §8). */
    imageLoadFailed: 'Error loading image from source',
    /** No pending images or domains to reserve (000 §8). */
    noPendingData: 'No data. Please contact your system administrator.',
    /** Yes answer of a confirm, e.g. the blacklist toggle (001 §4.5). */
    yes: 'Yes',
    /** No answer of a confirm, e.g. the blacklist toggle (001 §4.5). */
    no: 'No',
    /** Save button of modals, e.g. the blacklist add modal (001 §2.7; 002 §2). */
    save: 'Save',
    /** Cancel button of modals and the URL edit mode (001 §2.2, §2.7; 002 §2). */
    cancel: 'Cancel',
    /** Copy button next to a domain name or URL (000 §2 Domains page; 001 §2.1, §2.2). */
    copy: 'Copy',
  },

  /** Form validation messages shared by several forms. */
  validation: {
    /**
     * Required field (001 §5: park date, blacklist add, comment; 002 §5: blacklist add, import
     * manual text, user forms, work query).
     */
    fieldRequired: 'This field cannot be empty.',
    /** User forms: invalid email, with its odd '.!' ending (002 §5). */
    invalidEmail: 'You have entered an invalid email address.!',
    /** User forms: password shorter than `MIN_PASSWORD_LENGTH` (002 §5). */
    passwordMinimum: 'Must be minimum 8 characters.',
    /** User forms: confirmation does not match (002 §5). */
    passwordsDiffer: 'The two passwords you entered are incompatible!',
    /** Password reset form: the same with two exclamation marks (002 §5). */
    passwordsDifferReset: 'The two passwords you entered are incompatible!!',
    /** Non-commercial reason field message (000 §5 Domains page; 001 §5). */
    reasonRequired: 'Reason required',
  },

  /** Sign-in page (000 §2 Login page, §5, §8). */
  login: {
    /** Email required (000 §5). */
    emailRequired: 'Please enter your username!',
    /** Password required (000 §5). */
    passwordRequired: 'Please enter a password!',
    /** Login failure, a persistent message (000 §8). */
    badCredentials: 'The username or password you entered is incorrect',
    /** The sign-in button (000 §2 Login page). */
    signIn: 'Sign in',
  },

  /** The error wrapper around every call and the stored error texts of the data areas. */
  errors: {
    /** Wrapper: an error without a server message is rejected with this (000 §8; 001 §8). */
    somethingWentWrong: 'Something went wrong!',
    /** Wrapper: a status outside 200 to 300 yields an error action with this (000 §8; 001 §8). */
    thereWasAnError: 'There was an error.',
    /** Stored error text of most data areas and of a failed logout (000 §8; 001 §8). */
    storedServerError: 'SERVER ERROR',
    /** Stored error text of the current-user info area (000 §8; 001 §8). */
    storedUserInfoError: 'SERVER_ERROR',
    /** Stored error text of the chat (conversation) area (001 §8). */
    storedSendMessageFailed: 'SEND MESSAGE FAILED',
    /** Stored error text of a failed usage count (001 §8; 002 §8). */
    storedCountingError: 'Counting error',
  },

  /** Images page, /images (000 §2, §5, §8). */
  images: {
    /** Saving refused while a group is unchecked; note the trailing space (000 §5). */
    checkAllGroups: 'Please check all groups of images ',
    /** Images saved (000 §8). */
    saved: 'Images information saved successfully',
    /** Tile text when there is no uploaded image (000 §2 Images page). */
    noUploadedImage: 'No uploaded image',
    /** Tile text when the downloaded image failed to load (000 §2 Images page). */
    imageLoadingError: 'Image loading error',
    /** Tile link under a missing image (000 §2 Images page). */
    viewOnSite: 'Click to view image on site',
    /** Button back to the previous step (000 §2 Images page). */
    previousStep: 'Previous step',
    /** Button that opens the confirm modal (000 §2 Images page). */
    markLeftIdentical: 'Mark LEFT as IDENTICAL',
    /** Button that opens the confirm modal (000 §2 Images page). */
    markLeftNotIdentical: 'Mark LEFT as NOT IDENTICAL',
    /** Save button (000 §2 Images page). */
    save: 'SAVE',
    /** Last step's button (000 §2 Images page). */
    confirm: 'CONFIRM',
  },

  /** Domains page, /domains (000 §2, §5, §8). */
  domains: {
    /** Website choice required when not yet filled by an operator (000 §5). */
    websiteRequired: 'Required field',
    /** Commercial without a country in either dropdown (000 §5). */
    countryRequired: 'Select country from Priority or Other dropdown',
    /** Domain save failed (000 §8). */
    saveFailed: 'Server error',
    /** Domain saved (000 §8). */
    saved: 'Domain details saved successfully',
    /** Navigation button (000 §2 Domains page). */
    previousPage: 'Previous page',
    /** Navigation button (000 §2 Domains page). */
    nextPage: 'Next page',
    /** Save button of the details form (000 §2 Domains page). */
    saveDetails: 'SAVE DETAILS',
    /** Website radio option (000 §2 Domains page; 001 §2.1). */
    commercial: 'Commercial',
    /** Website radio option (000 §2 Domains page; 001 §2.1). */
    nonCommercial: 'Non-Commercial',
    /** Art shop checkbox, field `gallery` (000 §2 Domains page; 001 §2.1). */
    artShop: 'Art shop',
    /** Country and language dropdown of the priority entries (000 §2; 001 §2.1). */
    priority: 'Priority',
    /** Country and language dropdown of the other entries (000 §2; 001 §2.1). */
    other: 'Other',
    /** Contact details accordion (000 §2 Domains page). */
    detailedAddress: 'Detailed address',
    /** Read-only third-party accordion (000 §2 Domains page). */
    thirdPartyData: 'Third-party data',
  },

  /** The three review screens: quality control, final review, social media QC (spec 001). */
  review: {
    /** Notice on returned-for-comment domains (001 §2.1). */
    noticeCommentSubmitted: 'Comment submitted. Please proceed',
    /** Notice on domains with earlier sightings (001 §2.1). */
    noticePreviousSightings: 'This domain has had previous sightings!',
    /** Notice on flow status RETURNED_FOR_REVIEW (001 §2.1). */
    noticeSubmittedForReview: 'Domain submitted for another review.',
    /** Notice on blacklisted domains (001 §2.1). */
    noticeOnBlacklist: 'This domain is currently on the blacklist.',
    /** Toast: no domain to reserve, or no previous domain (001 §2.5, §4.4, §8). */
    noDomains: 'No domains for review',
    /** Toast: non-commercial without a reason (001 §5, §8). */
    nonCommercialReasonRequired: 'Non-commercial reason required!',
    /** A URL row still in edit mode blocks saving (001 §5, §8). */
    completeUrlChanges: 'Complete the URL changes!',
    /** URL edit with missing or invalid URLs (001 §5, §8). */
    invalidUrlValues: 'Invalid values!',
    /** Park date not in the future (001 §5, §8). */
    dateInFuture: 'Please choose a date in the future',
    /** Blank comment text (001 §5). */
    commentEmpty: 'Comment can not be empty!',
    /** Prompt when leaving a domain with unsaved changes (001 §4.4). */
    confirmSaveBeforeLeaving: 'Would you like to save changes before going to another domain?',
    /** Second choice of the unsaved-changes prompt (001 §4.4). */
    proceedWithoutChanges: 'Proceed without changes',
    /** Confirm of Submit as comment, without a question mark (001 §4.5). */
    confirmSubmitComment: 'Are you sure you want to submit comment',
    /** Confirm of the domain-level buttons (001 §4.5 Hold). */
    confirmDomainChange: 'Are you sure that you want to change your domain?',
    /** Save succeeded (001 §4.5, §8). */
    saved: 'Changes were saved successfully',
    /** Approve succeeded (001 §4.5, §8). */
    approved: 'Approved successfully',
    /** Approve failed (001 §4.5, §8). */
    approvalFailed: 'Approval failed',
    /** Submit as comment succeeded (001 §4.5, §8). */
    commentSubmitted: 'Submit as comment successfully',
    /** Submit for review succeeded (001 §4.5, §8). */
    reviewSubmitted: 'Submit as review successfully',
    /** Hold succeeded (001 §4.5, §8). */
    held: 'Domain data hold successfully',
    /** Park succeeded; 'Successfuly' with one l (001 §4.5, §8). */
    parked: 'Successfuly parked!',
    /** Legal case delivered (001 §4.5, §8). */
    delivered: 'Delivered successfully',
    /** Legal case failed (001 §4.5, §8). */
    deliveryFailed: 'Delivery failed',
    /** Checkbox that hides image rows without an image URL (001 §2.1). */
    withoutImageUrl: 'Without Image Url',
    /** Column title of `scrapedCountry` (001 §2.6). */
    nonVerifiedCountry: 'Non Verified Country',
    /** Save button, top and bottom (001 §2.1). */
    saveChanges: 'SAVE CHANGES',
    /** Checkbox that reveals the legal case button (001 §2.1). */
    createLegalCaseCheckbox: 'Create Legal Case',
    /** Legal case button (001 §2.1). */
    createLegalCase: 'CREATE LEGAL CASE',
    /** Row button that sends the status again (001 §2.2). */
    confirmStatus: 'Confirm Status',
    /** Social media checkbox (001 §2.5). */
    notPursuable: 'NOT PURSUABLE',
    /** Final review park button (001 §2.4). */
    park: 'Park',
    /** Final review filter bar reset button (001 §2.4). */
    reset: 'Reset',
    /** Sightings summary: all images (001 §2.1). */
    summaryTotal: 'Total',
    /** Sightings summary: IDENTICAL images (001 §2.1). */
    summaryIdentical: 'Identical',
    /** Sightings summary: PENDING images (001 §2.1). */
    summaryPending: 'Pending',
    /** Sightings summary: NOT_IDENTICAL images (001 §2.1). */
    summaryNonIdentical: 'Non-identical',
  },

  /** Blacklist: add modal, table tab and toggle (001 §2.7, §8; 002 §2, §8). */
  blacklist: {
    /** Title of the add modal (001 §2.7; 002 §2). */
    addModalTitle: 'ADD NEW DOMAIN TO BLACKLIST',
    /** Label of the add modal's domain field (001 §2.7; 002 §2). */
    domainFieldLabel: 'Enter only one domain name',
    /** Domain added (002 §8). */
    added: 'Domain added successfully',
    /** Domain deleted (002 §8). */
    deleted: 'Domain deleted successfully',
  },

  /** Search page, its five tabs and the sightings search (001 §5; 002 §2, §5). */
  search: {
    /** Domain or blacklist search with an empty value (002 §5). */
    searchValueEmpty: 'Search value can not be empty!',
    /** Image, usage or sightings search without any value (001 §5, §8; 002 §5). */
    searchValuesEmpty: 'Search values can not be empty!',
    /** Tab (002 §2 Search page). */
    tabImages: 'Images table',
    /** Tab (002 §2 Search page). */
    tabDomains: 'Domains table',
    /** Tab (002 §2 Search page). */
    tabUsages: 'Usages URL',
    /** Tab (002 §2 Search page). */
    tabClickhouseUsages: 'Clickhouse Usage url',
    /** Tab (002 §2 Search page). */
    tabBlacklisted: 'Blacklisted table',
    /** Button of the usage search error modal (002 §8). */
    ok: 'OK',
  },

  /** Import page, /import (002 §2, §4, §5, §8). */
  import: {
    /** No item kind selected (002 §5). */
    itemRequired: 'Item field can not be empty!',
    /** Manual entry with blank text; empty image-statuses response (002 §4, §5). */
    updateFailed: 'Update failed!',
    /** CSV import without a file (002 §5). */
    importFailed: 'Import failed!',
    /** Result notice, open until closed (002 §8). */
    updated: 'Updated Successfully',
    /** Result notice, open until closed (002 §8). */
    imported: 'Imported Successfully',
    /** Section title (002 §2 Import page). */
    agencyCountriesSection: 'Import Agency & Countries Sections',
    /** Button (002 §2 Import page). */
    manualEntry: 'Manual entry',
    /** Button (002 §2 Import page). */
    importCsv: 'Import CSV',
    /** Button (002 §2 Import page). */
    importLegitimateAgencyCsv: 'Import Legitimate Agency CSV',
    /** Button (002 §2 Import page). */
    importCountriesCsv: 'Import Countries CSV',
    /** Item kinds of the select (002 §2 Import page); the last has no spaces around '-'. */
    kinds: {
      notPursuableImages: 'IMAGES - NOT PURSUABLE',
      registeredImages: 'IMAGES - REGISTERED',
      blacklistedDomains: 'DOMAINS - BLACKLISTED',
      imageStatuses: 'IMAGES - STATUSES',
      blacklistedSubdomains: 'SUBDOMAINS-BLACKLISTED',
    },
  },

  /** User administration, /admin-panel (002 §2, §6, §8). */
  users: {
    /** User created; 'add' as written (002 §8). */
    created: 'New user add successfully',
    /** User edited (002 §8). */
    changed: 'User data changed successfully',
    /** Password changed (002 §8). */
    passwordChanged: 'Password changed successfully',
    /** Button (002 §2 User administration page). */
    createUser: 'Create user',
    /** Column (002 §2 User administration page). */
    columnName: 'User name',
    /** Column (002 §2 User administration page). */
    columnEmail: 'Email',
    /** Column (002 §2 User administration page). */
    columnRole: 'Role',
    /** Status icon text, green (002 §2 User administration page). */
    active: 'Active',
    /** Status icon text, red (002 §2 User administration page). */
    disabled: 'Disabled',
    /** Row action (002 §2 User administration page). */
    editUserData: 'Edit user data',
    /** Row action that opens the work queues (002 §2 User administration page). */
    filters: 'Filters',
    /** How the roles are shown (002 §6: ADMIN (Administrator) and USER (User)). */
    roleLabels: {
      ROLE_ADMIN: 'Administrator',
      ROLE_USER: 'User',
    },
    /** Page permission switch labels (002 §6), by the user-administration flag name. */
    permissionLabels: {
      imagePermission: 'Images',
      domainPermission: 'Domains',
      qualityControlPermission: 'Quality',
      reviewPermission: 'Review',
      socialMediaPermission: 'Social Media',
      tablePermission: 'Search',
      importPermission: 'Import',
    },
    /**
     * A user's sign-in lock in the admin panel: ours, not in the specs (docs/admin-panel.md
     * "Sign-in lock"; `TEMPLATES.signInLockedUntil`, `TEMPLATES.signInFailures`).
     */
    signInLock: {
      /** The users table's column. */
      column: 'Sign-in',
      /** The row action that clears the lock. */
      clear: 'Clear sign-in lock',
      /** The toast after clearing (4 s). */
      cleared: 'Sign-in lock cleared',
    },
  },

  /** Per-user work queues (saved queries) in user administration (002 §8). */
  workQueues: {
    /** Work queues saved (002 §8). */
    saved: 'Filter save successfully',
    /** Query tested (validated) (002 §8). */
    queryValidated: 'Query validate successfully',
    /** Query executed (validated, then counted) (002 §8). */
    queryExecuted: 'Query execute successfully',
    /**
     * The modal's note (002 §5: "The modal states that all queries must be tested before saving
     * and that incorrect ones will not be saved"; the wording is ours).
     */
    testBeforeSaving:
      'All queries must be tested before saving. Incorrect queries will not be saved.',
  },

  /** Result pages (000 §2 403 page; 002 §2 403 and 404 pages). */
  pages: {
    /** 403 page (000 §2; 002 §2). */
    forbidden: 'Sorry, you are not authorized to access this page.',
    /** 404 page (002 §2). */
    notFound: 'Sorry, the page you visited does not exist.',
    /** Link on the 403 and 404 pages (000 §2; 002 §2). */
    homePage: 'Home Page',
  },
} as const;

/** Spec 002 section 9: minimum password length (kept here; `constants.ts` points to it). */
export const MIN_PASSWORD_LENGTH = 8;

/** Which way the blacklist toggle goes (001 §4.5). */
export type BlacklistAction = 'add' | 'remove';

function listSuffix(domains: readonly string[]): string {
  return domains.length > 0 ? ` (${domains.join(', ')})` : '';
}

/**
 * The specs' texts with a placeholder, as small pure functions giving the exact sentence.
 */
export const TEMPLATES = {
  /**
   * Domains page count, 000 §2 Domains page: "the text 'Domain sightings: {count}'".
   * `domainSightings(12)` gives 'Domain sightings: 12'.
   */
  domainSightings: (count: number): string => `Domain sightings: ${count}`,

  /**
   * Table totals, 001 §2.6 and 002 §2: "Totals read 'Total N items'".
   * `totalItems(125)` gives 'Total 125 items'.
   */
  totalItems: (n: number): string => `Total ${n} items`,

  /**
   * Blacklist toggle confirm, 001 §4.5: "with confirm 'Would you like to add/remove {domain}
   * to/from the blacklist?' (Yes/No)". Add reads 'Would you like to add x.com to the
   * blacklist?', remove 'Would you like to remove x.com from the blacklist?'.
   */
  blacklistConfirm: (action: BlacklistAction, domain: string): string =>
    action === 'add'
      ? `Would you like to add ${domain} to the blacklist?`
      : `Would you like to remove ${domain} from the blacklist?`,

  /**
   * Blacklist toggle success, 001 §8: "'{domain} is successfully added to/removed from the
   * blacklist'". Add reads 'x.com is successfully added to the blacklist', remove
   * 'x.com is successfully removed from the blacklist'.
   */
  blacklistChanged: (action: BlacklistAction, domain: string): string =>
    action === 'add'
      ? `${domain} is successfully added to the blacklist`
      : `${domain} is successfully removed from the blacklist`,

  /**
   * Blacklist add not confirmed, 001 §8: "'We cannot confirm that {domain} is added to the
   * blacklist. Please try again or report to the system administrator'".
   */
  blacklistNotConfirmed: (domain: string): string =>
    `We cannot confirm that ${domain} is added to the blacklist. Please try again or report to the system administrator`,

  /**
   * Import result notice, 002 §8: "'Domains added to blacklist: n'".
   * `importDomainsAdded(3)` gives 'Domains added to blacklist: 3'.
   */
  importDomainsAdded: (n: number): string => `Domains added to blacklist: ${n}`,

  /**
   * Import result notice, 002 §8: "'Domains are already on the blacklist: n (list)'". The list
   * is joined with ', ' in parentheses and left out (with its space) when empty (our reading).
   */
  importDomainsAlreadyBlacklisted: (n: number, domains: readonly string[]): string =>
    `Domains are already on the blacklist: ${n}${listSuffix(domains)}`,

  /**
   * Import result notice, 002 §8: "'Not valid domains: n (list)'". The list as in
   * `importDomainsAlreadyBlacklisted`.
   */
  importNotValidDomains: (n: number, domains: readonly string[]): string =>
    `Not valid domains: ${n}${listSuffix(domains)}`,

  /**
   * Ours (not in the specs): a user's sign-in lock in the admin panel, with the time it ends by
   * itself. `signInLockedUntil('14:05')` gives 'Locked until 14:05'.
   */
  signInLockedUntil: (time: string): string => `Locked until ${time}`,

  /**
   * Ours (not in the specs): failed sign-ins counted against a user. `signInFailures(1)` gives
   * '1 failed sign-in', `signInFailures(12)` '12 failed sign-ins'.
   */
  signInFailures: (n: number): string => `${n} failed sign-in${n === 1 ? '' : 's'}`,
} as const;
