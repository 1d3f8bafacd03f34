import { Type, type Static } from 'typebox';

/** `GET /dictionary/language`: a language and the countries (alpha-3 codes) it belongs to. */
export const Language = Type.Object({
  code: Type.String(),
  label: Type.String(),
  priority: Type.Boolean(),
  countries: Type.Array(Type.String()),
});
export type Language = Static<typeof Language>;

/** `GET /assessment_domain/countries_list`: the 11 priority countries first, then the rest. */
export const Country = Type.Object({
  fullName: Type.String(),
  alpha3Code: Type.String(),
  priority: Type.Boolean(),
});
export type Country = Static<typeof Country>;

/**
 * An entry of `GET /assessment_domain/countries_list` as the server answers it: 002 §3's
 * "Country: fullName, alpha3Code, priority" and 001 §3's "Country list entry: key, value", with
 * `key` the alpha-3 code (what a filter or a domain field sends) and `value` the full name (what
 * a picker shows). docs/search.md "Readings of the spec".
 */
export const CountryListEntry = Type.Object({
  ...Country.properties,
  key: Type.String(),
  value: Type.String(),
});
export type CountryListEntry = Static<typeof CountryListEntry>;

/** `GET /assessment_domain/no_commercial_fields`: the reasons a site is non-commercial. */
export const NonCommercialReason = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});
export type NonCommercialReason = Static<typeof NonCommercialReason>;

/** `GET /assessment_domain/domain_flow_status_list`. */
export const DomainFlowStatusItem = Type.Object({
  name: Type.String(),
  fullName: Type.String(),
  shortName: Type.String(),
});
export type DomainFlowStatusItem = Static<typeof DomainFlowStatusItem>;

/** `GET /third_party_domain_data/main/{domain}` (spec 000 entity "Third-party domain data"). */
export const ThirdPartyDomainData = Type.Object({
  street: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  zipcode: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
  owlerUrl: Type.Union([Type.String(), Type.Null()]),
  primaryCountry: Type.Union([Type.String(), Type.Null()]),
});
export type ThirdPartyDomainData = Static<typeof ThirdPartyDomainData>;
