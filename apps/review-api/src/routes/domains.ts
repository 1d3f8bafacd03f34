import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DOMAIN_RESERVE_LIMIT_MAX, DOMAINS_BATCH_SIZE, wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { refuseUnknownFields } from '../http/roundTrip';
import { countDomainImages, keepReserved, reserveDomains, updateDomain } from '../services/domains';
import { getReviewDomain } from '../services/review/domainReads';

/** The Domains page (spec 000): reserving and classifying domains. */
const domainsPage: Access = { anyOf: ['domainPermission'] };
/**
 * Every screen that works on one domain: the Domains page and the review screens of spec 001,
 * which read a domain, its sightings count and keep their reservations alive with these calls.
 */
const domainScreens: Access = {
  anyOf: [
    'domainPermission',
    'qualityControlPermission',
    'reviewPermission',
    'socialMediaPermitted',
  ],
};

const errors = { 400: wire.ErrorBody, 404: wire.ErrorBody, 409: wire.ErrorBody };

/** The Domains page calls of spec 000 section 7. */
export const domainRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, reservationTtlSeconds },
) => {
  app.get(
    '/api/assessment_domain/reserve_pending',
    {
      config: { access: domainsPage },
      schema: {
        tags: ['domains'],
        summary: 'Lease up to `limit` domains awaiting classification to the caller',
        description:
          `Leases up to \`limit\` (1 to ${DOMAIN_RESERVE_LIMIT_MAX}, default ${DOMAINS_BATCH_SIZE}) domains to the caller for ` +
          `${reservationTtlSeconds} seconds. The domains the Domains page gets: not yet filled by an operator ` +
          "(`filledByOperator` false), flow status NEW, not blacklisted (the domain's flag or the blacklist), " +
          'and with at least one IDENTICAL sighting. The caller’s own live leases come first (renewed), then ' +
          'new ones; both ordered by id. Domains leased to someone else (a live lease) are never given; ' +
          'expired leases are free. `reservedUntil` tells when each lease ends.',
        querystring: wire.DomainReservePendingQuery,
        response: { 200: Type.Array(wire.Domain), 400: wire.ErrorBody },
      },
    },
    async (request) =>
      reserveDomains(db, {
        userId: request.user!.id,
        limit: request.query.limit,
        ttlSeconds: reservationTtlSeconds,
      }),
  );

  app.get(
    '/api/assessment_domain/keep_reserved',
    {
      config: { access: domainScreens },
      schema: {
        tags: ['domains'],
        summary: "Renew the caller's leases of these domains",
        description:
          'Polled every 30 seconds with the reserved ids (`ids=1,2,3`, at most 100). Renews the caller’s ' +
          `leases among them for ${reservationTtlSeconds} seconds, live ones and expired ones nobody took over, ` +
          'and answers `{ ids }`: which of the asked ids are still leased to the caller (our design; the ' +
          'specs show no body). A domain the caller saved, or another user took over, is left out.',
        querystring: wire.KeepReservedQuery,
        response: { 200: wire.KeepReservedResult, 400: wire.ErrorBody },
      },
    },
    async (request) =>
      keepReserved(db, {
        userId: request.user!.id,
        ids: request.query.ids,
        ttlSeconds: reservationTtlSeconds,
      }),
  );

  app.get(
    '/api/assessment_domain/:id',
    {
      config: { access: domainScreens },
      schema: {
        tags: ['domains'],
        summary: 'One domain',
        description:
          'The domain with the review screens’ fields as well (`ReviewDomain`, docs/review-api.md): ' +
          'the Domains page’s fields, the social media fields, notPursuable, verified, parkedUntil, ' +
          'scrapedCountry, socialDomain, updatedByName and updatedAt.',
        params: wire.DomainIdParams,
        response: { 200: wire.ReviewDomain, 404: wire.ErrorBody },
      },
    },
    async (request) => getReviewDomain(db, request.params.id),
  );

  app.get(
    '/api/assessment_domain/:id/images_count',
    {
      config: { access: domainScreens },
      schema: {
        tags: ['domains'],
        summary: 'How many sightings the domain has',
        description:
          "`{ count }`: all sightings of the domain, whatever their status ('Domain sightings: {count}').",
        params: wire.DomainIdParams,
        response: { 200: wire.ImagesCount, 404: wire.ErrorBody },
      },
    },
    async (request) => countDomainImages(db, request.params.id),
  );

  app.put(
    '/api/assessment_domain/:id/update',
    {
      config: { access: domainsPage },
      preValidation: refuseUnknownFields(wire.DomainUpdateRoundTripBody),
      schema: {
        tags: ['domains'],
        summary: 'SAVE DETAILS of a leased domain',
        description:
          'Every field of the form (`DomainUpdateRequest`). The domain must be leased to the caller (a live ' +
          'lease, or an expired one nobody took over), otherwise 409 CONFLICT names it (`ids`) and nothing is ' +
          'saved; a repeat of the caller’s own last save is answered as it is. Validated with the Domains ' +
          "page's form rules ('Required field', 'Reason required', 'Select country from Priority or Other " +
          "dropdown', the contact fields) and the reference tables (countries, languages, non-commercial " +
          'reasons): 400 VALIDATION_ERROR with the first message. Only one of priority or other is kept for ' +
          'country and language, empty values become null, a non-commercial domain keeps no contact, ' +
          'country or language. The domain becomes filled by the caller; a commercial one that was NEW moves ' +
          'to PENDING_QUALITY_CONTROL, any other keeps its flow status. Audited; the lease ends. Answers the ' +
          'domain. The body may be the domain as GET returns it: the other fields (id, flow status, ' +
          'counts, timestamps…) are ignored, an id other than the path’s and unknown fields are refused (400).',
        params: wire.DomainIdParams,
        body: wire.DomainUpdateRoundTripBody,
        response: { 200: wire.Domain, ...errors },
      },
    },
    async (request) => updateDomain(db, request.user!.id, request.params.id, request.body),
  );
};
