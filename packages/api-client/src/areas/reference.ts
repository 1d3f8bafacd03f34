import {
  type Country,
  type DomainFlowStatusItem,
  type Language,
  type NonCommercialReason,
  type ThirdPartyDomainData,
} from '@sightings/domain-model';
import { segment, type Transport } from '../transport';

/** The reference lists the screens offer (spec 000 section 7). */
export interface ReferenceCalls {
  /** `GET /dictionary/language`. */
  languages(): Promise<Language[]>;
  /** `GET /assessment_domain/no_commercial_fields`: the non-commercial reasons. */
  nonCommercialReasons(): Promise<NonCommercialReason[]>;
  /** `GET /assessment_image/agency_list`: agency names. */
  agencies(): Promise<string[]>;
  /**
   * `GET /assessment_domain/countries_list`: the 11 priority countries first, each as
   * `{ fullName, alpha3Code, priority }` (002 §3); an entry in 001 §3's form only (`key`: the
   * alpha-3 code, `value`: the full name) is read the same way.
   */
  countries(): Promise<Country[]>;
  /** `GET /assessment_domain/domain_flow_status_list`. */
  domainFlowStatuses(): Promise<DomainFlowStatusItem[]>;
  /** `GET /third_party_domain_data/main/{domain}`; a domain without data rejects with 404. */
  thirdPartyData(domain: string): Promise<ThirdPartyDomainData>;
}

/** A countries_list entry: 002 §3's fields, 001 §3's `key` and `value`, or both. */
type CountryAnswer = Partial<Country> & { key?: string; value?: string };

const countryOf = (entry: CountryAnswer): Country => ({
  fullName: entry.fullName ?? entry.value ?? entry.key ?? '',
  alpha3Code: entry.alpha3Code ?? entry.key ?? '',
  priority: entry.priority ?? false,
});

export function referenceCalls(t: Transport): ReferenceCalls {
  return {
    languages: () => t.getJson<Language[]>('/dictionary/language'),
    nonCommercialReasons: () =>
      t.getJson<NonCommercialReason[]>('/assessment_domain/no_commercial_fields'),
    agencies: () => t.getJson<string[]>('/assessment_image/agency_list'),
    countries: async () =>
      (await t.getJson<CountryAnswer[]>('/assessment_domain/countries_list')).map(countryOf),
    domainFlowStatuses: () =>
      t.getJson<DomainFlowStatusItem[]>('/assessment_domain/domain_flow_status_list'),
    thirdPartyData: (domain) =>
      t.getJson<ThirdPartyDomainData>(`/third_party_domain_data/main/${segment(domain)}`),
  };
}
