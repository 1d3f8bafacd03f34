// Types only: drizzle-kit loads this file with require(), where domain-model's source is not
// exported; `$type` gives the columns domain-model's enums without a runtime import.
import type { DomainFlowStatus, ImageStatus, Role, WorkQueueType } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The one schema of the reference server, for PostgreSQL and embedded PGlite alike.
 * `npm run db:generate -w @sightings/review-api` turns changes into a migration in
 * `migrations/`; migrations run at start-up.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('ROLE_USER'),
    active: boolean('active').notNull().default(true),
    imagePermission: boolean('image_permission').notNull().default(false),
    domainPermission: boolean('domain_permission').notNull().default(false),
    qualityControlPermission: boolean('quality_control_permission').notNull().default(false),
    socialMediaPermission: boolean('social_media_permission').notNull().default(false),
    reviewPermission: boolean('review_permission').notNull().default(false),
    tablePermission: boolean('table_permission').notNull().default(false),
    importPermission: boolean('import_permission').notNull().default(false),
    /** Raised when the password changes or the user is disabled: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamps.createdAt,
});

export const legitimateAgencies = pgTable('legitimate_agencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamps.createdAt,
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  alpha3Code: text('alpha3_code').notNull().unique(),
  alpha2Code: text('alpha2_code').notNull().unique(),
  priority: boolean('priority').notNull().default(false),
  /** The order of the 11 priority countries as spec 000 lists them; null for the others. */
  priorityOrder: integer('priority_order'),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  priority: boolean('priority').notNull().default(false),
});

export const languageCountries = pgTable(
  'language_countries',
  {
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.alpha3Code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.languageCode, t.countryCode] })],
);

export const nonCommercialReasons = pgTable('non_commercial_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull().unique(),
    companyName: text('company_name'),
    street: text('street'),
    postcode: text('postcode'),
    city: text('city'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    contactFormLink: text('contact_form_link'),
    facebookLink: text('facebook_link'),
    twitterLink: text('twitter_link'),
    instagramLink: text('instagram_link'),
    linkedinLink: text('linkedin_link'),
    detailsLink: text('details_link'),
    category: text('category'),
    website: text('website'),
    /** true commercial, false non-commercial, null not decided. */
    commercialWebSite: boolean('commercial_web_site'),
    unsureType: text('unsure_type'),
    noCommercialCause: text('no_commercial_cause'),
    notPursuable: boolean('not_pursuable').notNull().default(false),
    /** The art shop flag. */
    gallery: boolean('gallery').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    blacklisted: boolean('blacklisted').notNull().default(false),
    /** Country codes are ISO 3166 alpha-3. */
    priorityCountry: text('priority_country'),
    otherCountries: text('other_countries'),
    /** The country the crawler guessed ("Non Verified Country"). */
    scrapedCountry: text('scraped_country'),
    priorityLanguage: text('priority_language'),
    otherLanguage: text('other_language'),
    noDetailsFound: boolean('no_details_found').notNull().default(false),
    comment: text('comment'),
    returnedForComment: boolean('returned_for_comment').notNull().default(false),
    domainFlowStatus: text('domain_flow_status').$type<DomainFlowStatus>().notNull().default('NEW'),
    filledByOperator: boolean('filled_by_operator').notNull().default(false),
    parkedUntil: date('parked_until', { mode: 'string' }),
    /** A social network profile or page rather than a website (social media quality control). */
    socialDomain: boolean('social_domain').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('domains_flow_status_idx').on(t.domainFlowStatus),
    /**
     * The Domains page's queue (services/reservations.ts, `domainAvailable`): unfilled NEW
     * domains that are not blacklisted, in id order, so reserving walks only those.
     */
    index('domains_awaiting_operator_idx')
      .on(t.id)
      .where(
        sql`${t.domainFlowStatus} = 'NEW' AND NOT ${t.filledByOperator} AND NOT ${t.blacklisted}`,
      ),
    /**
     * The QC statuses' two queues (services/review/queues.ts): websites for quality control, social
     * profiles for social media QC, not blacklisted by the flag, in id order.
     */
    index('domains_quality_control_idx')
      .on(t.id)
      .where(
        sql`${t.domainFlowStatus} IN ('PENDING_QUALITY_CONTROL', 'RETURNED_FOR_QUALITY_CONTROL') AND NOT ${t.blacklisted} AND NOT ${t.socialDomain}`,
      ),
    index('domains_social_media_idx')
      .on(t.id)
      .where(
        sql`${t.domainFlowStatus} IN ('PENDING_QUALITY_CONTROL', 'RETURNED_FOR_QUALITY_CONTROL') AND NOT ${t.blacklisted} AND ${t.socialDomain}`,
      ),
    /** Final review's queue: its statuses (PARKED then checked by date), not blacklisted. */
    index('domains_final_review_idx')
      .on(t.id)
      .where(
        sql`${t.domainFlowStatus} IN ('PENDING_FINAL_REVIEW', 'RETURNED_FOR_REVIEW', 'PARKED') AND NOT ${t.blacklisted}`,
      ),
    index('domains_domain_trgm_idx').using('gin', sql`${t.domain} gin_trgm_ops`),
    index('domains_priority_country_idx').on(t.priorityCountry),
  ],
);

export const thirdPartyDomainData = pgTable('third_party_domain_data', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  street: text('street'),
  city: text('city'),
  zipcode: text('zipcode'),
  phone: text('phone'),
  email: text('email'),
  companyName: text('company_name'),
  owlerUrl: text('owler_url'),
  primaryCountry: text('primary_country'),
  ...timestamps,
});

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    /** The agency's own id of the picture. */
    imageId: text('image_id').notNull(),
    agency: text('agency').notNull(),
    imageUrl: text('image_url'),
    usageUrl: text('usage_url'),
    imageSource: text('image_source'),
    originalImageFileName: text('original_image_file_name'),
    status: text('status').$type<ImageStatus>().notNull().default('PENDING'),
    delivered: boolean('delivered').notNull().default(false),
    downloaded: boolean('downloaded').notNull().default(false),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    lastModifyDateFromHeader: timestamp('last_modify_date_from_header', { withTimezone: true }),
    foundAt: timestamp('found_at', { withTimezone: true }),
    photographerName: text('photographer_name'),
    difference: doublePrecision('difference'),
    registeredImage: boolean('registered_image').notNull().default(false),
    onHold: boolean('on_hold').notNull().default(false),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    reviewStatusChangedBy: integer('review_status_changed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewStatusChangedAt: timestamp('review_status_changed_at', { withTimezone: true }),
    /** Demo data only: how the demo pictures of this sighting are drawn (seed, variant, …). */
    demoPicture: jsonb('demo_picture').$type<DemoPicture>(),
    ...timestamps,
  },
  (t) => [
    /** A domain's sightings, and whether it has one of a status (the Domains page's queue). */
    index('images_domain_status_idx').on(t.domainId, t.status),
    index('images_status_idx').on(t.status, t.id),
    /**
     * The Images page's queue (services/reservations.ts): pending sightings in the order they
     * are given out, so reserving reads them in order and stops after `limit`.
     */
    index('images_pending_idx')
      .on(t.domainId, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('images_agency_image_idx').on(t.agency, t.imageId),
    index('images_image_id_idx').on(t.imageId),
    /**
     * The usage search's parts of the usage URL, image URL and image source (services/search):
     * matched with `COLLATE "C" ILIKE` (ASCII case folding, two to three times faster per row
     * than the database collation's; docs/performance.md), so indexed on the same expression.
     */
    index('images_usage_url_c_trgm_idx').using(
      'gin',
      sql`(${t.usageUrl} COLLATE "C") gin_trgm_ops`,
    ),
    index('images_image_url_c_trgm_idx').using(
      'gin',
      sql`(${t.imageUrl} COLLATE "C") gin_trgm_ops`,
    ),
    index('images_image_source_c_trgm_idx').using(
      'gin',
      sql`(${t.imageSource} COLLATE "C") gin_trgm_ops`,
    ),
    /**
     * The usage search's default order, `found_at DESC NULLS LAST, id` (services/search): a page
     * of a search that matches many sightings is read in order and stops after the page.
     */
    index('images_found_at_idx').on(t.foundAt.desc().nullsLast(), t.id),
    /**
     * The usage tables' sort by difference, either way (`difference ASC|DESC NULLS LAST, id`):
     * without them a common part sorted by difference read and sorted every match (1.1 s at
     * 1,000,000 sightings, docs/performance.md); with them the page is read in order.
     */
    index('images_difference_asc_idx').on(t.difference.asc().nullsLast(), t.id),
    index('images_difference_desc_idx').on(t.difference.desc().nullsLast(), t.id),
  ],
);

export interface DemoPicture {
  seed: number;
  /** How the downloaded copy relates to the original. */
  variant: 'original' | 'reencoded' | 'resized' | 'cropped' | 'watermarked' | 'different';
  /** false: the original upload is missing ('No uploaded image'). */
  hasOriginal: boolean;
  /** false: the online URL answers 404 ('Image loading error'). */
  online: boolean;
}

/** Stored picture bytes: the downloaded copy and the agency's original of a sighting. */
export const imageFiles = pgTable(
  'image_files',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['downloaded', 'original'] }).notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.imageId, t.kind] })],
);

export const blacklistedDomains = pgTable('blacklisted_domains', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamps.createdAt,
});

export const blacklistedSubdomains = pgTable('blacklisted_subdomains', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamps.createdAt,
});

/** A comment thread on an image (QC or FR); its replies are `conversationMessages`. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    sentFrom: text('sent_from', { enum: ['QC', 'FR'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('conversations_image_idx').on(t.imageId)],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    sentFrom: text('sent_from', { enum: ['QC', 'FR'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId)],
);

export const registeredAssets = pgTable(
  'registered_assets',
  {
    id: serial('id').primaryKey(),
    imageNumber: text('image_number').notNull(),
    copyrightHolder: text('copyright_holder'),
    registrationNumber: text('registration_number'),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('registered_assets_image_number_key').on(t.imageNumber)],
);

export const userWorkQueues = pgTable(
  'user_work_queues',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderIndex: integer('order_index').notNull(),
    type: text('type').$type<WorkQueueType>().notNull(),
    query: text('query').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(false),
    resultCount: integer('result_count'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('user_work_queues_user_idx').on(t.userId)],
);

/** A lease of an image or a domain to one user until `expiresAt`. */
export const reservations = pgTable(
  'reservations',
  {
    entityType: text('entity_type', { enum: ['IMAGE', 'DOMAIN'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId] }),
    index('reservations_user_idx').on(t.userId, t.entityType),
  ],
);

/** Every status and flow change: who, when, what before, what after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: text('entity_type', {
      enum: ['IMAGE', 'DOMAIN', 'USER', 'BLACKLISTED_DOMAIN', 'BLACKLISTED_SUBDOMAIN'],
    }).notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** An undo (services/history.ts): the audit row whose change this row takes back. */
    reverts: bigint('reverts', { mode: 'number' }),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);

/**
 * A legal case (docs/legal-case.md): who delivered which images of which domain when, with the
 * report as it was written, so it can be downloaded again. `LEGAL_CASE` is the delivery itself
 * (`set_delivered`), `REPORT` a report sent before it (`send_report_for_images`).
 */
export const legalCases = pgTable(
  'legal_cases',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['LEGAL_CASE', 'REPORT'] }).notNull(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** The sightings (`images.id`) the case covers, in id order. */
    imageIds: integer('image_ids').array().notNull(),
    fileName: text('file_name').notNull(),
    /** The .xlsx as it was written. */
    xlsx: bytea('xlsx').notNull(),
    /** The report's rows as they were written (the CSV of the case is made from them). */
    rows: jsonb('rows').$type<Record<string, string | number | boolean | null>[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('legal_cases_domain_idx').on(t.domainId, t.id)],
);

/**
 * The count of a usage search, computed after its page was answered (002 §3 "Usage count":
 * `GET /assessment_image/get_counting/{countId}`). `count` and `error` are null while it runs;
 * a failed count stores 'Counting error'. Rows older than a day are deleted (services/search).
 */
export const usageCounts = pgTable(
  'usage_counts',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: bigint('count', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('usage_counts_created_idx').on(t.createdAt)],
);

/**
 * The changes the ClickHouse usage store has not received yet (issue 16, docs/clickhouse.md):
 * triggers on `images`, `domains` and `blacklisted_domains` (migration 0007) add a row for each
 * change that a usage row shows, naming the sighting, the domain (all its sightings) or the
 * blacklisted domain name; the sync worker (src/clickhouse/sync.ts) drains them in batches.
 */
export const usageOutbox = pgTable('usage_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  imageId: integer('image_id'),
  domainId: integer('domain_id'),
  domain: text('domain'),
  createdAt: timestamps.createdAt,
});

/**
 * The identity of this database as a source of the ClickHouse usage store: one row, made by its
 * migration. A ClickHouse store copied from another database (another id) is copied anew.
 */
export const usageSyncSource = pgTable('usage_sync_source', {
  id: uuid('id').primaryKey().defaultRandom(),
  one: boolean('one').notNull().default(true).unique(),
});

/**
 * The not pursuable images of the Import page (issue 17, docs/import.md): an agency's picture
 * that is not pursued. Importing a pair sets its sightings (not delivered) to NOT_PURSUABLE.
 */
export const notPursuableImages = pgTable(
  'not_pursuable_images',
  {
    id: serial('id').primaryKey(),
    agency: text('agency').notNull(),
    imageId: text('image_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('not_pursuable_images_agency_image_key').on(t.agency, t.imageId)],
);

/**
 * Every import of the Import page that wrote (not a dry run): who imported which kind, from a
 * manual entry or a CSV file, and what it counted (issue 17, docs/import.md). Written in the
 * import's own transaction, so it exists exactly when the import's rows do.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    source: text('source', { enum: ['manual', 'csv'] }).notNull(),
    fileName: text('file_name'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    read: integer('read').notNull(),
    created: integer('created').notNull(),
    existed: integer('existed').notNull(),
    notValid: integer('not_valid').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_runs_at_idx').on(t.at)],
);

/**
 * Sign-in attempts of the last window, shared by every server on the database (issue 31,
 * auth/loginLimiter.ts): each attempt counted before its password is checked, with the
 * database's clock. `countsPair` and `countsAccount` turn false when a success or an
 * administrator forgives the attempt for that counter; the address counter keeps it.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    countsPair: boolean('counts_pair').notNull().default(true),
    countsAccount: boolean('counts_account').notNull().default(true),
  },
  (t) => [
    index('sign_in_attempts_account_idx').on(t.account, t.at),
    index('sign_in_attempts_address_idx').on(t.address, t.at),
    index('sign_in_attempts_at_idx').on(t.at),
  ],
);

/** The addresses that signed in to an account, with when they last did (the limiter's "known"). */
export const signInKnownAddresses = pgTable(
  'sign_in_known_addresses',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
);

/**
 * Secrets every server on the database shares (issue 31, docs/scaling.md): the token signing
 * secret when `JWT_SECRET` is not set. Inserted once by whichever server starts first.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The settings each server on the database started with that every server should share
 * (db/serverSettings.ts, docs/scaling.md): the last server to start with each wrote it here.
 * A server that starts with another value warns. `value` of `token-probe` is a token signed by
 * that server: whether this server's secret verifies it tells whether both sign alike.
 */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The perceptual fingerprints of a sighting's two pictures (issue 32, docs/assisted-review.md):
 * the agency's original and the downloaded copy, each null when the server holds no such picture
 * or it could not be read, and the pair's score. Computed once per sighting
 * (`services/similarity/fingerprintAhead.ts`) with the fingerprint's `version`; a row of an older
 * version is computed again. The suggestion is the score read against the thresholds of the day
 * (`suggestionFor`), so thresholds measured anew apply to every stored score at once.
 */
export const imageFingerprints = pgTable('image_fingerprints', {
  imageId: integer('image_id')
    .primaryKey()
    .references(() => images.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  original: text('original'),
  downloaded: text('downloaded'),
  /** The pair's similarity (0..1) from the two, null when either is missing. */
  score: real('score'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
