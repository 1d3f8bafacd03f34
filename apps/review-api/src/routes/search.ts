import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  STATUS_BATCH_MAX,
  USAGE_EXPORT_MAX_ROWS,
  wire,
  type UsageSearchFilter,
} from '@sightings/domain-model';
import type { Static } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { attachment, CSV_TYPE } from '../services/report';
import { createCountRunner } from '../services/search/countJobs';
import { exportUsagesCsv, usageExportFileName } from '../services/search/csvExport';
import { searchImages } from '../services/search/images';
import { SEARCH_MAX_OFFSET } from '../services/search/paging';
import { setStatusBatch } from '../services/search/statusBatch';
import { searchUsages, usageCount, COUNT_LOST_AFTER_MINUTES } from '../services/search/usages';
import { postgresUsageStore, type UsageStore } from '../services/search/usageStore';

/** The Search page and all its tabs need the search permission (002 §6); an admin passes. */
const search: Access = { anyOf: ['tablePermission'] };

const errors = { 400: wire.ErrorBody, 403: wire.ErrorBody, 404: wire.ErrorBody };
const tags = ['search'];

const paging = (query: { page?: number; size?: number; sort?: string[] }, size: number) => ({
  page: query.page ?? 0,
  size: query.size ?? size,
  sort: query.sort ?? [],
});

const usageFields =
  'Body (every field optional, null for any; at least one value, else 400 ' +
  "'Search values can not be empty!'): `part`, `partForFilter` (both must be in the usage URL), " +
  '`imageUrl`, `sourcePart` (parts of the image URL and source), `domainPart` (a part of the ' +
  'domain name, or the whole name with `domainExactSearch`): found anywhere, case-insensitive, ' +
  '`%` and `_` literal. `domain`: a pattern over the whole name, `%` any text (default `%`: any). ' +
  '`facebook` / `facebookNotDefined`: the domain has / has no Facebook link. `socialNetwork`, ' +
  '`pursuable`, `blacklisted` (the flag or the blacklist), `registeredImage`: true, false or null. ' +
  '`status`, `agency` (exact), `imageId` (exact), `country` (the verified country) and ' +
  '`scrapedCountry` (alpha-3; UNDEFINED: none): any of them. `differenceStart`/`differenceEnd` ' +
  'and `foundAtStart`/`foundAtEnd` (`yyyy-MM-DD hh:mm:ss`, UTC unless an offset is given): ' +
  'inclusive ranges; a range upside down or a date that does not exist is a 400.';

const usageSorting =
  '`sort=field,asc|desc` (repeatable) over the row’s fields; default `foundAt,desc` (nulls last), ' +
  'then by id.';

/** The count of each usage search whose count runs after its answer is sent. */
const pendingCounts = new WeakMap<
  FastifyRequest,
  { countId: string; count: () => Promise<number> }
>();

/**
 * The Search page's calls (spec 002 §2, §3, §7 "Search"; docs/review-api.md "The Search calls"):
 * the image search, the usage search without counting and its count job, the ClickHouse usage
 * search (not set up yet: 503), the CSV export of a usage search and the bulk status change.
 * The domain search is the domain list (`domain_image_info`), the blacklist search its GET.
 */
export const searchRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, clickhouse, extensions },
) => {
  const counts = createCountRunner(db);
  app.addHook('onClose', async () => counts.close());

  app.post(
    '/api/assessment_image/search',
    {
      config: { access: search },
      schema: {
        tags,
        summary: 'The image search: sightings by agency and/or agency image id, paged',
        description:
          "Body: `ImageSearchFilter`; `agency` (a list) or `imageId` is required, else 400 'Search values " +
          "can not be empty!'. `domains`: name patterns, each found anywhere in the name, `%` any text; " +
          '`country` alpha-3 or UNDEFINED; `imagesCount`, `identicalCount`, `searchedImageCount`, ' +
          '`searchedImageIdenticalCount`: minimums over the sighting’s domain; `status`; `commercial`, ' +
          '`pursuable`, `notBlacklisted`: true, false or null. Rows: the sighting and its domain’s facts. ' +
          `\`page\` zero-based, \`size\` 1 to 1000 (default 10; page × size at most ${SEARCH_MAX_OFFSET}), ` +
          '`sort=field,dir` (default by id). Answers a Page with totalElements.',
        querystring: wire.ImageSearchQuery,
        body: wire.ImageSearchFilter,
        response: { 200: wire.Page(wire.ImageSearchRow), ...errors },
      },
    },
    async (request) => searchImages(db, request.body, paging(request.query, 10)),
  );

  const postgres = postgresUsageStore(db);
  /** The usage search on `store`, its count started once the page has been sent. */
  const usageSearch =
    (store: () => UsageStore, withFreshness: boolean) =>
    async (
      request: FastifyRequest<{
        Querystring: Static<typeof wire.UsageSearchQuery>;
        Body: UsageSearchFilter;
      }>,
    ) => {
      const page = paging(request.query, 1000);
      // The store's freshness is read (in PostgreSQL) while ClickHouse finds the page; a failed
      // page is the answer then, not an unhandled failure of this read.
      const freshness = withFreshness ? clickhouse.status() : null;
      freshness?.catch(() => undefined);
      const result = await searchUsages(store, db, request.user!.id, request.body, page);
      if (result.knownCount === null) {
        pendingCounts.set(request, { countId: result.countId, count: result.count });
      }
      return {
        content: result.content,
        number: page.page,
        size: page.size,
        hasNext: result.hasNext,
        countId: result.countId,
        ...(freshness ? { freshness: await freshness } : {}),
      };
    };
  // The count starts only once the page has been sent: the page never waits for it.
  const startCount = async (request: FastifyRequest) => {
    const job = pendingCounts.get(request);
    if (job) {
      pendingCounts.delete(request);
      counts.start(job.countId, job.count);
    }
  };

  app.post(
    '/api/assessment_image/by_usage_url_part_without_counting',
    {
      config: { access: search },
      schema: {
        tags,
        summary:
          'The usage search: a page of sightings without counting, and the id of its count job',
        description:
          `${usageFields} \`page\` zero-based, \`size\` 1 to 1000 (default 1000; page × size at most ` +
          `${SEARCH_MAX_OFFSET}). ${usageSorting} Answers \`{ content, number, size, hasNext, countId }\`: ` +
          'the count is not in the page. It is computed after the answer is sent (a few counts at a time) ' +
          'and read with `GET /assessment_image/get_counting/{countId}`.',
        querystring: wire.UsageSearchQuery,
        body: wire.UsageSearchFilter,
        response: { 200: wire.UsagePage, ...errors },
      },
      onResponse: startCount,
    },
    usageSearch(() => postgres, false),
  );

  app.post(
    '/api/assessment_image/by_usage_url_part_without_counting_clickhouse',
    {
      config: { access: search },
      schema: {
        tags,
        summary: 'The usage search on the ClickHouse usage store',
        description:
          'The same query, body, checks, rows and count job as `by_usage_url_part_without_counting`, ' +
          'searched in the ClickHouse usage store (a copy of the sightings kept by the sync from ' +
          'PostgreSQL, docs/clickhouse.md). The page also has `freshness` (the extension clickhouse-status; ' +
          'left out with extensions off): the store’s state, the changes not copied yet and since when. 503 (`error_definition` INTERNAL_ERROR) when the store is ' +
          'off (`CLICKHOUSE=off`), cannot run on this platform, or does not answer; the message says which.',
        querystring: wire.UsageSearchQuery,
        body: wire.UsageSearchFilter,
        response: { 200: wire.UsagePage, ...errors, 503: wire.ErrorBody },
      },
      onResponse: startCount,
    },
    // `freshness` is the extension clickhouse-status: a server without extensions leaves it out.
    usageSearch(() => clickhouse.store(), extensions),
  );

  app.get(
    '/api/assessment_image/clickhouse_status',
    {
      config: { access: search, extension: 'clickhouse-status' },
      schema: {
        tags,
        summary: 'Whether the ClickHouse usage store is on, and how fresh it is',
        description:
          '`state`: `off` (CLICKHOUSE=off), `unavailable` (cannot run here, or does not answer), ' +
          '`copying` (the first copy from PostgreSQL is under way) or `ready`; `message` says why in ' +
          'words; `pendingChanges` (counted up to 100000) changes made in PostgreSQL are not in the ' +
          'store yet, the oldest made at `oldestPendingAt`; `syncedAt` is the last moment it held ' +
          'every change.',
        response: { 200: wire.UsageStoreStatus, ...errors },
      },
    },
    async () => clickhouse.status(),
  );

  app.get(
    '/api/assessment_image/get_counting/:countId',
    {
      config: { access: search },
      schema: {
        tags,
        summary: 'The count of a usage search',
        description:
          '`{ countId, count, error }`: `count` null while it runs; a failed count has `error` ' +
          `'Counting error' (also a count still missing ${COUNT_LOST_AFTER_MINUTES} minutes after the ` +
          'search: its server stopped). Only the user who searched may read it: 404 for any other ' +
          'user and for an unknown id. Jobs are kept for a day.',
        params: wire.UsageCountParams,
        response: { 200: wire.UsageCount, ...errors },
      },
    },
    async (request) => usageCount(db, request.user!.id, request.params.countId),
  );

  app.post(
    '/api/assessment_image/by_usage_url_part/csv',
    {
      config: { access: search, extension: 'usage-export' },
      schema: {
        tags,
        summary: 'The usage search as a CSV file (streamed)',
        description:
          `The filter and checks of \`by_usage_url_part_without_counting\`; ${usageSorting} At most ` +
          `${USAGE_EXPORT_MAX_ROWS} rows. Answers text/csv (UTF-8 with a BOM, CRLF), a heading line of ` +
          'the usage row’s fields, as an attachment `usages-<UTC yyyyMMdd-HHmm>.csv`. A cell starting ' +
          'with = + - @, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it. ' +
          'The rows are read in batches (keyset over the sort) and streamed as they are read.',
        querystring: wire.UsageExportQuery,
        body: wire.UsageSearchFilter,
        response: errors,
      },
    },
    async (request, reply) => {
      const stream = await exportUsagesCsv(db, request.body, request.query.sort ?? []);
      return (reply as FastifyReply)
        .header('Content-Type', CSV_TYPE)
        .header('Content-Disposition', attachment(usageExportFileName(new Date())))
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.put(
    '/api/assessment_image/status_batch',
    {
      config: { access: search },
      schema: {
        tags,
        summary: 'One status for many images (the usage tables’ status dropdown)',
        description:
          `\`{ ids (1 to ${STATUS_BATCH_MAX}, distinct), status }\`: all or nothing, in one transaction. ` +
          '404 naming the ids that are no images; 409 CONFLICT with `ids` (nothing changed) for delivered ' +
          'images and for images whose domain (or the image itself) another user has reserved. Each ' +
          'changed image records who changed its status and when, and is audited. Answers ' +
          '`{ images: [{ id, status, delivered }] }`.',
        body: wire.StatusBatchBody,
        response: { 200: wire.StatusBatchResult, ...errors, 409: wire.ErrorBody },
      },
    },
    async (request) => setStatusBatch(db, request.user!.id, request.body),
  );
};
