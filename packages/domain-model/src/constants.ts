/**
 * The specs' business constants and limits (section 9 of each spec, and the few stated elsewhere),
 * named with their unit. Specs: 000 core, 001 review screens, 002 search/import/administration.
 *
 * Not repeated here: the minimum password length is `MIN_PASSWORD_LENGTH` in `texts.ts`
 * (002 §9), the 11 priority countries are in `reference/priorityCountries.ts` (000 §9), the
 * quality control queue PENDING_QUALITY_CONTROL is in `domain/domainFlowStatus.ts` (001 §9),
 * and the API base is `API_BASE` in `api/health.ts`.
 */

// --- Images page (000) ---------------------------------------------------------------------

/** Images reserved per call: `reserve_pending?limit=200` (000 §7, §9). */
export const IMAGES_BATCH_SIZE = 200;

/** Our limits of the image calls: at most 500 leased by one reserve, 500 decided by one save. */
export const IMAGE_RESERVE_LIMIT_MAX = 500;
export const IMAGE_DECISIONS_MAX = 500;

/** Images per group (one grid of pairs) (000 §2, §9). */
export const IMAGES_GROUP_SIZE = 50;

/** The next batch is fetched once this many groups have been used (000 §9). */
export const IMAGES_GROUPS_BEFORE_REFILL = 4;

/** The image-loading wait; then unloaded images count as failed, buttons enable (000 §9). */
export const IMAGE_LOAD_TIMEOUT_MS = 30_000;

// --- Domains page and reservations (000, 001) ----------------------------------------------

/** Domains reserved per call: `reserve_pending?limit=50` (000 §7, §9; 001 §9 other queues). */
export const DOMAINS_BATCH_SIZE = 50;

/** A refill runs when this many reserved domains remain (000 §9). */
export const DOMAINS_REFILL_AT = 25;

/** The current and the next domain are preloaded (000 §9). */
export const DOMAINS_PRELOAD_COUNT = 2;

/** The largest `limit` of `GET /assessment_domain/reserve_pending`. */
export const DOMAIN_RESERVE_LIMIT_MAX = 200;

/** At most this many ids in one `keep_reserved` call (twice the Domains page's batch of 50). */
export const KEEP_RESERVED_MAX_IDS = 100;

/** `keep_reserved` is polled this often (000 §9; 001 §7, §9). */
export const DOMAIN_KEEP_RESERVED_INTERVAL_MS = 30_000;

/** Quality control reserves one domain at a time: `limit=1` (001 §7, §9). */
export const QUALITY_CONTROL_RESERVE_LIMIT = 1;

/** Previous and Next are disabled this long after use (000 §4, §9; 001 §2.1). */
export const NAVIGATION_COOLDOWN_MS = 1_000;

// --- Toasts --------------------------------------------------------------------------------

/** Success toasts (000 §9). */
export const SUCCESS_TOAST_MS = 4_000;

/** Images save failure: the server's message (000 §8). */
export const IMAGES_SAVE_ERROR_TOAST_MS = 4_000;

/**
 * Domains page save failure ('Server error'). 000 §9 says errors last "4 or 5 seconds" without
 * saying which is which; the images save is the 4 (§8), so we read the domain save as the 5.
 */
export const DOMAIN_SAVE_ERROR_TOAST_MS = 5_000;

/** Review screens: a failed image status update shows the server message (001 §4.1, §9). */
export const IMAGE_STATUS_ERROR_TOAST_MS = 5_000;

/**
 * Review screens: every other failure toast (an action blocked or refused, a URL edit, an undo,
 * a message). 001 §9 names only the status update's 5 seconds; ours follow it.
 */
export const REVIEW_ERROR_TOAST_MS = 5_000;

/** Search errors, the error field of the server response (002 §8, §9). */
export const SEARCH_ERROR_TOAST_MS = 3_000;

/** Blacklist add and delete errors (002 §8, §9). */
export const BLACKLIST_ERROR_TOAST_MS = 4_000;

/** User create and edit errors (002 §8, §9). */
export const USER_ERROR_TOAST_MS = 4_000;

/** Password change errors (002 §8, §9). */
export const PASSWORD_ERROR_TOAST_MS = 4_000;

/** Work queue errors (002 §8, §9). */
export const WORK_QUEUE_ERROR_TOAST_MS = 4_000;

// --- Review screens (001) ------------------------------------------------------------------

/** Image table rows per page; the pager hides with one page (001 §2.1, §9). */
export const REVIEW_TABLE_PAGE_SIZE = 50;

/** Reload after a status change (bulk change, and the table after NOT_PURSUABLE) (001 §4.1, §9). */
export const STATUS_CHANGE_RELOAD_DELAY_MS = 3_000;

/**
 * The status list refresh after choosing NOT_PURSUABLE (001 §4.1, §9; one reading of the
 * sources gives 3 seconds, the spec's §9 states 5).
 */
export const NOT_PURSUABLE_STATUS_LIST_REFRESH_MS = 5_000;

/** After Save in the save-before-leave prompt, proceed after this delay (001 §4.4, §9). */
export const SAVE_BEFORE_LEAVE_DELAY_MS = 1_000;

/** The sightings-summary jump retries this often (001 §2.1, §9). */
export const SIGHTINGS_JUMP_RETRY_MS = 3_000;

/** ... and stops after this long (001 §2.1, §9). */
export const SIGHTINGS_JUMP_STOP_MS = 9_000;

/**
 * How long an image status change can be undone (ours: the spec has no undo). The server
 * refuses an undo after it; the console offers Undo in the change's toast for as long.
 */
export const STATUS_UNDO_WINDOW_MS = 10_000;

/** The park banner shows until the parked-until date has passed by more than this (001 §4.5, §9). */
export const PARK_BANNER_GRACE_MS = 24 * 60 * 60 * 1_000;

// --- Search, usage tables and work queues (002) --------------------------------------------

/** Default page size of the images, domains and blacklist tables (002 §9). */
export const SEARCH_TABLE_DEFAULT_PAGE_SIZE = 10;

/** Default page size of the usage tables (002 §9). */
export const USAGE_TABLE_DEFAULT_PAGE_SIZE = 1_000;

/** Page size options of the usage(-url sighting) tables (001 §9; 002 §9). */
export const USAGE_PAGE_SIZE_OPTIONS = [25, 50, 100, 200, 1_000] as const;

/** Page numbers are sent zero-based: the first page's number (001 §7; 002 §9). */
export const FIRST_PAGE_INDEX = 0;

/** After a usage search the total count is polled this often until it arrives (002 §4, §9). */
export const USAGE_COUNT_POLL_MS = 5_000;

/** Static count used when no count is known (002 §9). */
export const USAGE_COUNT_FALLBACK = 125;

/** Usage search default sort, as the API's `sort=field,dir` value (002 §9). */
export const USAGE_SEARCH_DEFAULT_SORT = 'foundAt,desc';

/**
 * The default domain name value of the usage search, "a wildcard" (002 §9). Its character is not
 * shown; we use '%', the wildcard of the domain pair pattern 'a%b, b%a' (002 §5).
 */
export const USAGE_SEARCH_DEFAULT_DOMAIN = '%';

/** The special country value for "no country defined" (002 §3). */
export const UNDEFINED_COUNTRY = 'UNDEFINED';

/** Several domains in one domain search are separated by comma and space (002 §5). */
export const DOMAIN_SEARCH_SEPARATOR = ', ';

/** At most this many active queries per work-queue type (002 §4, §9). */
export const MAX_ACTIVE_QUERIES_PER_TYPE = 3;

/** Query processing may take up to 10 minutes (002 §9). */
export const WORK_QUERY_MAX_PROCESSING_MS = 10 * 60 * 1_000;

// --- Import (002) --------------------------------------------------------------------------

/** Manual entry text area: minimum rows (002 §2, §9). */
export const MANUAL_ENTRY_MIN_ROWS = 6;

/** Manual entry text area: maximum rows (002 §2, §9). */
export const MANUAL_ENTRY_MAX_ROWS = 20;

/** Manual entry values are comma separated (002 §5)... */
export const MANUAL_ENTRY_VALUE_SEPARATOR = ',';

/** ... except image statuses, which use semicolons (002 §5). */
export const MANUAL_ENTRY_IMAGE_STATUS_SEPARATOR = ';';

/** The image statuses import shows its result notice after this delay (002 §4). */
export const IMAGE_STATUS_IMPORT_NOTICE_DELAY_MS = 7_000;

// --- Dates (format strings as the specs write them) ----------------------------------------

/** Sightings and the review date (000 §9; 001 §2.1, §9). */
export const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';

/** Comments and conversations (000 §9; 001 §3, §9). */
export const COMMENT_DATE_FORMAT = 'DD-MM-YYYY hh:mm';

/** `foundAt` in the sighting list (001 §2.6). */
export const FOUND_AT_DATE_FORMAT = 'MMMM Do YYYY, h:mm:ss a';

/** Dates sent to the API: park date, user statistics start and end (000 §7; 001 §7, §9). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/** Date filters as shown (002 §9). */
export const DATE_FILTER_DISPLAY_FORMAT = 'DD/MM/YYYY hh:mm A';

/** Date filters as sent, written exactly as 002 §9 has it (mixed-case tokens included). */
export const DATE_FILTER_SENT_FORMAT = 'yyyy-MM-DD kk:mm:ss';

// --- Reports (000 §9; 001 §7) --------------------------------------------------------------

/** What a report format gives: 'xls' and 'legal' give xlsx; anything else csv (000 §9). */
export function reportFileKind(format: string): 'xlsx' | 'csv' {
  return format === 'xls' || format === 'legal' ? 'xlsx' : 'csv';
}

// --- Browser storage (000 §3, §9; 001 §3) --------------------------------------------------

/**
 * Where the access token is kept. The spec says it is a fixed constant whose value is not shown
 * (000 §9); 'sightings.accessToken' is our choice.
 */
export const TOKEN_STORAGE_KEY = 'sightings.accessToken';

/** Image ids and statuses of the current domain (000 §3; 001 §3). */
export const QC_DATA_STORAGE_KEY = 'qc_data';

/** Pending image status changes (000 §3; 001 §3). */
export const UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY = 'updateImagesDataStatus';

/**
 * The largest page of `images_by_domain_filter`: the spec's screen asks for the whole filtered
 * domain at once ("size equal to the domain's image count", 001 §7 Notes). A domain with more
 * images is read in pages of this size. (Here, not in wire/, so the console's first download
 * carries no schema library.)
 */
export const IMAGE_FILTER_SIZE_MAX = 20_000;

/** The most images one `update_delivered_images` call names (a client sends more in turns). */
export const DELIVERED_IMAGES_MAX = 500;

/*
 * The search API's limits and sort fields (spec 001 §2.6, docs/api-contract.md), used by the
 * schemas in wire/search.ts and wire/lists.ts and by the Search page's rules; here, so that the
 * console's Search page needs no schema library to read them.
 */

/** The longest URL part a search takes (a whole URL fits). */
export const SEARCH_URL_PART_MAX_LENGTH = 4096;

/** The longest agency name or agency image id a search takes. */
export const SEARCH_ID_MAX_LENGTH = 200;

/** At most this many values in one list filter (statuses, agencies, countries, domains). */
export const SEARCH_LIST_MAX = 300;

export const IMAGE_SEARCH_SORT_FIELDS = [
  'id',
  'status',
  'agency',
  'imageId',
  'imageUrl',
  'usageUrl',
  'foundAt',
  'difference',
  'domain',
  'country',
  'scrapedCountry',
  'domainFlowStatus',
  'commercialWebSite',
  'notPursuable',
  'blacklisted',
] as const;

export const USAGE_SORT_FIELDS = [
  'id',
  'status',
  'delivered',
  'originalImageFileName',
  'imageUrl',
  'usageUrl',
  'country',
  'scrapedCountry',
  'domainPursuable',
  'blacklisted',
  'difference',
  'agency',
  'imageId',
  'foundAt',
  'domain',
] as const;

export const BLACKLIST_SORT_FIELDS = ['id', 'domain', 'createdAt', 'createdBy'] as const;

export const DOMAIN_LIST_SORT_FIELDS = [
  'id',
  'domain',
  'country',
  'scrapedCountry',
  'sightingsCount',
  'identicalSightingsCount',
  'searchedImageCount',
  'searchedImageIdenticalCount',
  'domainFlowStatus',
  'commercial',
  'pursuable',
  'blacklisted',
] as const;
