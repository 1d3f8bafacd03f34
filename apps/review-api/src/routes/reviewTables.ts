import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLACKLIST_BATCH_MAX, wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { listBlacklist, removeFromBlacklist } from '../services/blacklist';
import { collectBatch, runImport } from '../services/imports';
import { importFlags, resultDescription } from './imports';
import { domainImageInfo, domainImageInfoPerImage, sightingList } from '../services/review/tables';

/**
 * Who reads the review tables (001 §2.6) and the blacklist: the three review screens and the
 * Search page's tables (`tablePermission`, spec 002); an admin passes.
 */
const reviewTables: Access = {
  anyOf: [
    'qualityControlPermission',
    'reviewPermission',
    'socialMediaPermitted',
    'tablePermission',
  ],
};
/** Who may add to the blacklist: the same, and the Import page's blacklist kind (002). */
const blacklistAdd: Access = {
  anyOf: [
    'qualityControlPermission',
    'reviewPermission',
    'socialMediaPermitted',
    'tablePermission',
    'importPermission',
  ],
};

const errors = { 400: wire.ErrorBody, 403: wire.ErrorBody, 404: wire.ErrorBody };

/**
 * The blacklist batch's query: the imports' extensions (`dryRun`, `strict`) and `skipInvalid`,
 * still taken and ignored (what it asked for, the valid ones stored, is the spec's default now).
 */
const BlacklistBatchQuery = Type.Object(
  { ...wire.BlacklistBatchQuery.properties, ...wire.ImportQuery.properties },
  { additionalProperties: false },
);
/** Its answer: the add form's fields and an import's result (issue 17). */
const BlacklistBatchAnswer = Type.Object({
  ...wire.ImportResult.properties,
  ...wire.BlacklistBatchResult.properties,
});
const tags = ['review tables'];

const paging = (query: { page?: number; size?: number; sort?: string[] }, size: number) => ({
  page: query.page ?? 0,
  size: query.size ?? size,
  sort: query.sort ?? [],
});

/**
 * The list calls behind the review tables (spec 001 §2.6, §7): the blacklist (list, batch add,
 * delete), the domain-with-image list (`domain_image_info`) and the sighting list. Shapes are
 * ours: docs/review-api.md "The review tables".
 */
export const reviewTableRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, extensions },
) => {
  app.get(
    '/api/blacklisted_domain',
    {
      config: { access: reviewTables },
      schema: {
        tags,
        summary: 'The blacklist, paged, searched by a part of the name',
        description:
          '`domain`: a part of the name (case-insensitive; blank: all). `page` zero-based, `size` 1 to 1000 ' +
          '(default 10), `sort=id|domain|createdAt|createdBy,asc|desc` (default by id). Answers a Page of ' +
          '`{ id, domain, createdAt, createdBy }`.',
        querystring: wire.BlacklistQuery,
        response: { 200: wire.Page(wire.BlacklistedDomain), ...errors },
      },
    },
    async (request) =>
      listBlacklist(db, { ...paging(request.query, 10), domain: request.query.domain }),
  );

  app.post(
    '/api/blacklisted_domain/batch',
    {
      config: { access: blacklistAdd },
      schema: {
        tags,
        summary: 'Add domains to the blacklist (the add form and the Import page’s manual entry)',
        description:
          `A list (1 to ${BLACKLIST_BATCH_MAX}) of \`{ domain }\`: each trimmed and lower-cased; each must be a host ` +
          'name (letters, digits, hyphens, dots; no scheme, path or port). A domain already listed counts as ' +
          'existed. New entries are audited. An import of the BLACKLISTED_DOMAINS kind (services/imports; ' +
          'the add form and the Import page alike): blank entries ignored (only blank ones: 400), the same ' +
          'domain once, invalid entries not valid and named in `notValidDomains` and `problems` (line n = ' +
          'entry n), the valid ones stored, recorded as an import. `skipInvalid` is taken and ignored (it ' +
          'asked for what is now the default). Answers `{ created, createdDomains, existed, existedDomains, ' +
          `notValid, notValidDomains }\` and the import result's fields. ${resultDescription}`,
        querystring: BlacklistBatchQuery,
        body: wire.BlacklistBatchBody,
        response: { 200: BlacklistBatchAnswer, ...errors },
      },
    },
    async (request) => {
      const result = await runImport(
        db,
        {
          kind: 'BLACKLISTED_DOMAINS',
          userId: request.user!.id,
          source: 'manual',
          ...importFlags(request.query, extensions),
          listCreated: true,
        },
        collectBatch('BLACKLISTED_DOMAINS', request.body),
      );
      return { ...result, createdDomains: result.createdDomains ?? [] };
    },
  );

  app.delete(
    '/api/blacklisted_domain/:id',
    {
      config: { access: reviewTables },
      schema: {
        tags,
        summary: 'Remove a domain from the blacklist',
        description:
          'By the entry’s id; 404 without it. Audited. Answers the removed entry. (A domain’s own ' +
          '`blacklisted` flag is the review screens’ toggle and stays as it is.)',
        params: wire.BlacklistIdParams,
        response: { 200: wire.BlacklistedDomain, ...errors },
      },
    },
    async (request) => removeFromBlacklist(db, request.user!.id, request.params.id),
  );

  app.post(
    '/api/assessment_domain/domain_image_info',
    {
      config: { access: reviewTables },
      schema: {
        tags,
        summary:
          'The domain list with the sightings counted (or, with perImage=true, the domain-with-image list), filtered and paged',
        description:
          'Body: 002 §3’s domain search filters, every field optional, null for any: `{ domains: [name ' +
          'patterns, each found anywhere in the name, % any text], country, scrapedCountry: [alpha-3 or ' +
          'UNDEFINED], imagesCount, identicalCount (minimums), status: [domain flow statuses], ' +
          'commercial, pursuable, notBlacklisted (true: not blacklisted), socialDomain }`. Rows: `{ id, ' +
          'domain, country, countryName, scrapedCountry, sightingsCount, identicalSightingsCount, ' +
          'searchedImageCount, searchedImageIdenticalCount, domainFlowStatus, commercial, pursuable, ' +
          'blacklisted, socialDomain }`. `page` zero-based, `size` 1 to 1000 (default 10), `sort=field,dir` ' +
          'over those fields (default by id). `perImage=true` (the extension domain-with-image; ignored ' +
          'with extensions off): one row per domain and sighting, the same fields plus `domainId`, ' +
          '`imageId`, `imageUrl`, with `id` the sighting’s id; sortable also by `domainId`, `imageId` ' +
          'and `imageUrl` (those three only with perImage=true: 400 otherwise).',
        querystring: wire.DomainListQuery,
        body: wire.DomainListFilter,
        // The per-image page first: a domain row lacks its image fields, so it never matches it.
        response: {
          200: Type.Union([wire.Page(wire.DomainImageListRow), wire.Page(wire.DomainListRow)]),
          ...errors,
        },
      },
    },
    async (request) =>
      extensions && request.query.perImage === true
        ? domainImageInfoPerImage(db, request.body, paging(request.query, 10))
        : domainImageInfo(db, request.body, paging(request.query, 10)),
  );

  app.get(
    '/api/assessment_image',
    {
      config: { access: reviewTables },
      schema: {
        tags,
        summary: 'The sighting list, paged',
        description:
          'The sightings of one domain (`domainId`) or of all, of the given statuses (`status`, repeatable) ' +
          'or any. Rows: `{ id, status, agency, imageId, delivered, country, countryName, scrapedCountry, ' +
          'imageUrl, domainId, domain, usageUrl, foundAt, difference, pursuable, notBlacklisted }`. `page` ' +
          'zero-based, `size` 1 to 1000 (default 10), `sort=field,dir` (default by id).',
        querystring: wire.SightingListQuery,
        response: { 200: wire.Page(wire.SightingListRow), ...errors },
      },
    },
    async (request) =>
      sightingList(
        db,
        { domainId: request.query.domainId, status: request.query.status },
        paging(request.query, 10),
      ),
  );
};
