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
  /** `GET /assessment_domain/countries_list`: the 11 priority countries first. */
  countries(): Promise<Country[]>;
  /** `GET /assessment_domain/domain_flow_status_list`. */
  domainFlowStatuses(): Promise<DomainFlowStatusItem[]>;
  /** `GET /third_party_domain_data/main/{domain}`; a domain without data rejects with 404. */
  thirdPartyData(domain: string): Promise<ThirdPartyDomainData>;
}

export function referenceCalls(t: Transport): ReferenceCalls {
  return {
    languages: () => t.getJson<Language[]>('/dictionary/language'),
    nonCommercialReasons: () =>
      t.getJson<NonCommercialReason[]>('/assessment_domain/no_commercial_fields'),
    agencies: () => t.getJson<string[]>('/assessment_image/agency_list'),
    countries: () => t.getJson<Country[]>('/assessment_domain/countries_list'),
    domainFlowStatuses: () =>
      t.getJson<DomainFlowStatusItem[]>('/assessment_domain/domain_flow_status_list'),
    thirdPartyData: (domain) =>
      t.getJson<ThirdPartyDomainData>(`/third_party_domain_data/main/${segment(domain)}`),
  };
}
