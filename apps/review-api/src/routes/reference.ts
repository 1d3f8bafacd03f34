import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import {
  listAgencies,
  listCountries,
  listDomainFlowStatuses,
  listLanguages,
  listNonCommercialReasons,
  thirdPartyDataOf,
} from '../services/reference';

/** The screens that classify domains use the third-party data. */
const domainScreens: Access = {
  anyOf: [
    'domainPermission',
    'qualityControlPermission',
    'reviewPermission',
    'socialMediaPermitted',
  ],
};

/** Reference data every screen may read once signed in. */
export const referenceRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.get(
    '/api/dictionary/language',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary: 'Languages with their countries; priority languages first',
        response: { 200: Type.Array(wire.Language) },
      },
    },
    async () => listLanguages(db),
  );

  app.get(
    '/api/assessment_domain/no_commercial_fields',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary: 'The reasons a website is non-commercial',
        response: { 200: Type.Array(wire.NonCommercialReason) },
      },
    },
    async () => listNonCommercialReasons(db),
  );

  app.get(
    '/api/assessment_image/agency_list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary: 'Agency names',
        response: { 200: Type.Array(Type.String()) },
      },
    },
    async () => listAgencies(db),
  );

  app.get(
    '/api/assessment_domain/countries_list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary: 'Every country: the 11 priority countries first in the spec order, then by name',
        description:
          'Each entry: `fullName`, `alpha3Code`, `priority` (002 §3 "Country") and `key` (the ' +
          'alpha-3 code), `value` (the full name) (001 §3 "Country list entry: key, value").',
        response: { 200: Type.Array(wire.CountryListEntry) },
      },
    },
    async () => listCountries(db),
  );

  app.get(
    '/api/assessment_domain/domain_flow_status_list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary: 'Domain flow statuses with full and short names',
        response: { 200: Type.Array(wire.DomainFlowStatusItem) },
      },
    },
    async () => listDomainFlowStatuses(),
  );

  app.get(
    '/api/third_party_domain_data/main/:domain',
    {
      config: { access: domainScreens },
      schema: {
        tags: ['reference'],
        summary: 'Company data about a domain from a third party',
        params: Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) }),
        response: { 200: wire.ThirdPartyDomainData },
      },
    },
    async (request) => {
      const data = await thirdPartyDataOf(db, request.params.domain);
      if (!data) {
        throw new ApiError(
          404,
          'NOT_FOUND',
          `No third-party data for ${request.params.domain.trim().toLowerCase()}.`,
        );
      }
      return data;
    },
  );
};
