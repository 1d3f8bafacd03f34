import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DOMAIN_FLOW_STATUSES, wire } from '@sightings/domain-model';
import { asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import {
  agencies,
  countries,
  languageCountries,
  languages,
  nonCommercialReasons,
  thirdPartyDomainData,
} from '../db/schema';
import { ApiError } from '../errors';

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
    async () => {
      const rows = await db
        .select({
          code: languages.code,
          label: languages.label,
          priority: languages.priority,
          countries: sql<
            string[]
          >`coalesce(array_agg(${languageCountries.countryCode} order by ${languageCountries.countryCode}) filter (where ${languageCountries.countryCode} is not null), '{}')`,
        })
        .from(languages)
        .leftJoin(languageCountries, eq(languageCountries.languageCode, languages.code))
        .groupBy(languages.code)
        .orderBy(sql`${languages.priority} desc`, asc(languages.label));
      return rows;
    },
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
    async () =>
      db
        .select({ id: nonCommercialReasons.id, name: nonCommercialReasons.name })
        .from(nonCommercialReasons)
        .orderBy(asc(nonCommercialReasons.sortOrder), asc(nonCommercialReasons.id)),
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
    async () =>
      (await db.select({ name: agencies.name }).from(agencies).orderBy(asc(agencies.name))).map(
        (a) => a.name,
      ),
  );

  app.get(
    '/api/assessment_domain/countries_list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary: 'Every country: the 11 priority countries first in the spec order, then by name',
        response: { 200: Type.Array(wire.Country) },
      },
    },
    async () =>
      db
        .select({
          fullName: countries.fullName,
          alpha3Code: countries.alpha3Code,
          priority: countries.priority,
        })
        .from(countries)
        .orderBy(sql`${countries.priorityOrder} asc nulls last`, asc(countries.fullName)),
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
    async () => DOMAIN_FLOW_STATUSES.map((s) => ({ ...s })),
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
      const domain = request.params.domain.trim().toLowerCase();
      const [row] = await db
        .select({
          street: thirdPartyDomainData.street,
          city: thirdPartyDomainData.city,
          zipcode: thirdPartyDomainData.zipcode,
          phone: thirdPartyDomainData.phone,
          email: thirdPartyDomainData.email,
          companyName: thirdPartyDomainData.companyName,
          owlerUrl: thirdPartyDomainData.owlerUrl,
          primaryCountry: thirdPartyDomainData.primaryCountry,
        })
        .from(thirdPartyDomainData)
        .where(eq(thirdPartyDomainData.domain, domain));
      if (!row) throw new ApiError(404, 'NOT_FOUND', `No third-party data for ${domain}.`);
      return row;
    },
  );
};
