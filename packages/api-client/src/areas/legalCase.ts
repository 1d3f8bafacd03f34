import type { LegalCase, ReviewScreen } from '@sightings/domain-model';
import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import { segment, type DownloadedFile, type Transport } from '../transport';

const domainPath = (id: number) => `/assessment_domain/${segment(id)}`;

/** A legal case's request: the images the screen shows (all IDENTICAL undelivered when absent). */
export interface LegalCaseRequest {
  imageIds?: number[];
  screen?: ReviewScreen;
}

/** The legal case's calls (spec 001 §4.5, §7; docs/legal-case.md), part of `ReviewCalls`. */
export interface LegalCaseCalls {
  /** The legal case (`set_delivered`): delivers, records the case, ends the lease. */
  setDelivered(id: number, request?: LegalCaseRequest): Promise<LegalCase>;
  /** The case's .xlsx (`report_xlsx_for_images`): the recorded file once delivered. */
  reportXlsx(id: number, request?: LegalCaseRequest): Promise<DownloadedFile>;
  /** The same rows as CSV (`report_csv_for_images`). */
  reportCsv(id: number, request?: LegalCaseRequest): Promise<DownloadedFile>;
  /** A domain's recorded cases and reports, newest first. */
  legalCases(id: number): Promise<LegalCase[]>;
  /** A recorded case's file again. */
  legalCaseFile(caseId: number, format?: 'xlsx' | 'csv'): Promise<DownloadedFile>;
}

export function legalCaseCalls(
  t: Transport,
  caps: CapabilitiesSource = SPEC_ONLY_SOURCE,
): LegalCaseCalls {
  const query = (values: Record<string, string | number | undefined>) => {
    const parts = Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${segment(value!)}`);
    return parts.length ? `?${parts.join('&')}` : '';
  };
  return {
    setDelivered: (id, request = {}) =>
      t.sendJson('put', `${domainPath(id)}/set_delivered`, request),
    reportXlsx: (id, request = {}) =>
      t.getFile('post', `/assessment_domain/report_xlsx_for_images/${segment(id)}`, request),
    reportCsv: (id, request = {}) =>
      t.getFile('post', `/assessment_image/report_csv_for_images/${segment(id)}`, request),
    legalCases: (id) => t.getJson(`${domainPath(id)}/legal_cases`),
    legalCaseFile: (caseId, format = 'xlsx') =>
      t.getFile('get', `/legal_case/${segment(caseId)}/file${query({ format })}`),
  };
}
