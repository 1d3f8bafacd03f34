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
