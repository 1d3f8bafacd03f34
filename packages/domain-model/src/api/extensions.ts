/**
 * The contract and its extensions (docs/api-contract.md). The console and the api-client speak
 * the specs' calls exactly as written, so they work against the backend the specs describe.
 * What the reference server adds beyond them is an extension: named here, advertised by
 * `GET /api/capabilities`, used by the client only when advertised, and switched off whole with
 * `API_EXTENSIONS=off`. An extension never changes what a spec call does when it is not asked
 * for (by its own path or its own parameter).
 */
export const API_EXTENSIONS = {
  'import-dry-run':
    'The imports take ?dryRun=true: every row is checked and counted and nothing is written (the Import page\u2019s Check).',
  'import-strict':
    'The imports take ?strict=true: one invalid row refuses the whole import, naming its line and field, where the spec\u2019s answer counts it in notValid.',
  'legal-case':
    'POST /assessment_domain/{id}/legal_case: the whole legal case (report, delivered images, delivered domain, the recorded .xlsx) in one transaction.',
  'legal-case-records':
    'GET /assessment_domain/{id}/legal_cases and GET /legal_case/{id}/file: a delivered domain\u2019s recorded cases and their files, again.',
  'review-queues':
    'The review reservations take social=true|false (quality control\u2019s websites or social media QC\u2019s social profiles, where the spec has one queue), domainName on quality control\u2019s, resume=true (the caller\u2019s own live leases first, so a reload resumes the domain on screen) and limit up to 50 on final review\u2019s.',
  'status-counts':
    'GET /assessment_domain/{id}/status_counts: a domain\u2019s sightings per status, in one small answer.',
  'review-paging':
    'images_by_domain_filter takes sort=field,dir (repeatable), so final review reads pages of 50 in the table\u2019s order, where the spec sends key_asc|key_desc and reads the whole filtered list at once.',
  history: 'GET /assessment_domain/{id}/history: the domain\u2019s changes, from the audit log.',
  undo: 'POST /assessment_image/undo_status_change: undoes the caller\u2019s newest status change of these images within 10 seconds.',
  'domain-with-image':
    'domain_image_info takes perImage=true: the domain-with-image list, one row per domain and sighting (the Domains tab\u2019s One row per image).',
  'usage-export': 'POST /assessment_image/by_usage_url_part/csv: a usage search as a CSV file.',
  'clickhouse-status':
    'GET /assessment_image/clickhouse_status, and freshness in the ClickHouse usage page: whether the ClickHouse copy is ready and how far it lags.',
  'sign-in-locks':
    'GET /assessment_user/sign_in_lock and DELETE /assessment_user/{id}/sign_in_lock: the accounts locked by failed sign-ins, and unlocking one.',
  logout: 'POST /auth/logout: ends the user\u2019s tokens on the server, not only in the browser.',
  'pair-similarity':
    'reserve_pending takes similarity=true: each image then carries similarity { score, suggestion } from the perceptual fingerprints of its two pictures (null until both are fingerprinted), a suggestion for the operator, never a mark.',
} as const;

/** The name of one extension. */
export type ApiExtension = keyof typeof API_EXTENSIONS;

/** Every extension, in the order of `API_EXTENSIONS`. */
export const API_EXTENSION_NAMES = Object.keys(API_EXTENSIONS) as ApiExtension[];

/** `GET /api/capabilities`: the extensions the server offers, each with its one-line meaning. */
export interface CapabilitiesResponse {
  extensions: { name: string; description: string }[];
}

/** The capabilities answer of a server that offers every extension (the reference server's). */
export const allCapabilities = (): CapabilitiesResponse => ({
  extensions: API_EXTENSION_NAMES.map((name) => ({ name, description: API_EXTENSIONS[name] })),
});

/** What a client knows about its server's extensions: ask `has(name)` before using one. */
export interface Capabilities {
  has(name: ApiExtension): boolean;
  /** The names advertised (unknown ones included), for display. */
  readonly names: readonly string[];
}

/** Capabilities from the server's answer; `null` (404: a server that knows only the specs) is none. */
export function capabilitiesOf(answer: CapabilitiesResponse | null): Capabilities {
  const names = (answer?.extensions ?? [])
    .map((entry) => entry?.name)
    .filter((name): name is string => typeof name === 'string');
  const set = new Set(names);
  return { has: (name) => set.has(name), names };
}

/** No extension: the specs' calls only. */
export const SPEC_ONLY: Capabilities = capabilitiesOf(null);
