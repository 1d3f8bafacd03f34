import { TEXTS } from '../texts';

/**
 * The Import page's kinds of bulk data (spec 002 "Import page", §3, §7): the five of the item
 * select and the two reference CSVs of the 'Import Agency & Countries Sections'. Each kind says
 * its row fields (002 §3; ours for the two reference kinds), the separator of manual entry (002
 * §5: commas, semicolons for image statuses), whether it has a manual entry at all, and which
 * notices its result gives (002 §8). The paths are below `/api` (docs/architecture.md); where 002 §7 says
 * "path not shown" they are ours, documented in docs/import.md and the OpenAPI.
 */

export const IMPORT_SELECT_KINDS = [
  'NOT_PURSUABLE_IMAGES',
  'REGISTERED_IMAGES',
  'BLACKLISTED_DOMAINS',
  'IMAGE_STATUSES',
  'BLACKLISTED_SUBDOMAINS',
] as const;

export const IMPORT_REFERENCE_KINDS = ['LEGITIMATE_AGENCIES', 'COUNTRIES'] as const;

export const IMPORT_KINDS = [...IMPORT_SELECT_KINDS, ...IMPORT_REFERENCE_KINDS] as const;

export type ImportSelectKind = (typeof IMPORT_SELECT_KINDS)[number];
export type ImportReferenceKind = (typeof IMPORT_REFERENCE_KINDS)[number];
export type ImportKind = (typeof IMPORT_KINDS)[number];

export function isImportKind(value: unknown): value is ImportKind {
  return typeof value === 'string' && (IMPORT_KINDS as readonly string[]).includes(value);
}

/**
 * How a result is told (002 §8): the blacklist kinds by their three domain notices, the image
 * statuses by 'Updated Successfully' (after the 7 s delay of 002 §4), the others by 'Imported
 * Successfully'.
 */
export type ImportNoticeStyle = 'domains' | 'updated' | 'imported';

export interface ImportKindSpec {
  kind: ImportKind;
  /** The select's text (002 §2), or the reference section's button. */
  label: string;
  /** The row's fields in order (002 §3): the manual entry's values and the CSV's header. */
  fields: readonly string[];
  /** Fields a row may leave empty. */
  optional: readonly string[];
  /** Manual entry's separator (002 §5). */
  separator: ',' | ';';
  /** Whether the kind has a manual entry (the reference CSVs have none: 002 §2 shows buttons). */
  manual: boolean;
  notice: ImportNoticeStyle;
  /** Paths below `/api` (002 §7; ours where it says "path not shown"). */
  paths: { format: string; batch: string | null; csv: string };
}

export const IMPORT_KIND_SPECS: Readonly<Record<ImportKind, ImportKindSpec>> = {
  NOT_PURSUABLE_IMAGES: {
    kind: 'NOT_PURSUABLE_IMAGES',
    label: TEXTS.import.kinds.notPursuableImages,
    fields: ['agency', 'imageId'],
    optional: [],
    separator: ',',
    manual: true,
    notice: 'imported',
    paths: {
      format: '/assessment_image/not_pursuable_format/',
      batch: '/assessment_image/not_pursuable_batch',
      csv: '/assessment_image/load_not_pursuable_csv',
    },
  },
  REGISTERED_IMAGES: {
    kind: 'REGISTERED_IMAGES',
    label: TEXTS.import.kinds.registeredImages,
    fields: ['imageNumber', 'copyrightHolder', 'registrationNumber'],
    optional: ['copyrightHolder', 'registrationNumber'],
    separator: ',',
    manual: true,
    notice: 'imported',
    paths: {
      format: '/registered_asset/registered_asset_format/',
      batch: '/registered_asset/batch',
      csv: '/registered_asset/load_csv',
    },
  },
  BLACKLISTED_DOMAINS: {
    kind: 'BLACKLISTED_DOMAINS',
    label: TEXTS.import.kinds.blacklistedDomains,
    fields: ['domain'],
    optional: [],
    separator: ',',
    manual: true,
    notice: 'domains',
    paths: {
      format: '/blacklisted_domain/blacklist_format/',
      batch: '/blacklisted_domain/batch',
      csv: '/blacklisted_domain/load_batch_csv',
    },
  },
  IMAGE_STATUSES: {
    kind: 'IMAGE_STATUSES',
    label: TEXTS.import.kinds.imageStatuses,
    fields: ['id', 'status'],
    optional: [],
    separator: ';',
    manual: true,
    notice: 'updated',
    paths: {
      format: '/assessment_image/image_status_format/',
      batch: '/assessment_image/image_status_batch',
      csv: '/assessment_image/load_image_status',
    },
  },
  BLACKLISTED_SUBDOMAINS: {
    kind: 'BLACKLISTED_SUBDOMAINS',
    label: TEXTS.import.kinds.blacklistedSubdomains,
    fields: ['domain'],
    optional: [],
    separator: ',',
    manual: true,
    notice: 'domains',
    paths: {
      format: '/blacklisted_domain/subdomains/subdomain_format/',
      batch: '/blacklisted_domain/subdomains/batch',
      csv: '/blacklisted_domain/subdomains/load_batch_csv',
    },
  },
  LEGITIMATE_AGENCIES: {
    kind: 'LEGITIMATE_AGENCIES',
    label: TEXTS.import.importLegitimateAgencyCsv,
    fields: ['name'],
    optional: [],
    separator: ',',
    manual: false,
    notice: 'imported',
    paths: {
      format: '/instruction/import_legitimate_agency/',
      batch: null,
      csv: '/assessment_domain/import_agency_legitimate',
    },
  },
  COUNTRIES: {
    kind: 'COUNTRIES',
    label: TEXTS.import.importCountriesCsv,
    fields: ['fullName', 'alpha3Code', 'priority'],
    optional: ['priority'],
    separator: ',',
    manual: false,
    notice: 'imported',
    paths: {
      format: '/instruction/import_countries/',
      batch: null,
      csv: '/assessment_domain/import_countries',
    },
  },
};

export const importKindSpec = (kind: ImportKind): ImportKindSpec => IMPORT_KIND_SPECS[kind];

/** Rows a manual batch may hold; a longer list goes by CSV. */
export const IMPORT_BATCH_MAX = 10_000;
/**
 * The most rows one CSV import takes: the valid rows are held until the one transaction writes
 * them (200,000 short rows are some tens of MB), and the embedded database is busy meanwhile.
 */
export const IMPORT_ROWS_MAX = 200_000;
/** The largest CSV file the server takes, in bytes (a 100,000-row file is about 5 MB). */
export const IMPORT_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** The longest value of any field. */
export const IMPORT_VALUE_MAX_LENGTH = 1000;
/** How many keys a result lists of its existed and not valid rows (the counts are exact). */
export const IMPORT_LIST_MAX = 100;
/** How many problems (with line and field) a result describes (the count is exact). */
export const IMPORT_PROBLEMS_MAX = 500;
/** How many valid rows a dry run shows as its preview. */
export const IMPORT_PREVIEW_ROWS = 10;
/** The image-statuses notice's delay (002 §4: "appears after 7 seconds"). */
export const IMAGE_STATUS_NOTICE_DELAY_MS = 7000;
