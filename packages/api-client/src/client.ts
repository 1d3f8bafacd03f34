import type { Capabilities, HealthResponse } from '@sightings/domain-model';
import { createCapabilities } from './capabilities';
import { authCalls, type AuthCalls } from './areas/auth';
import { domainsCalls, type DomainsCalls } from './areas/domains';
import { imagesCalls, type ImagesCalls } from './areas/images';
import { importsCalls, type ImportsCalls } from './areas/imports';
import { referenceCalls, type ReferenceCalls } from './areas/reference';
import { reviewCalls, type ReviewCalls } from './areas/review';
import { reviewTableCalls, type ReviewTableCalls } from './areas/reviewTables';
import { searchCalls, type SearchArea } from './areas/search';
import { statisticCalls, type StatisticCalls } from './areas/statistics';
import { usersCalls, type UsersCalls } from './areas/users';
import { workQueueCalls, type WorkQueueCalls } from './areas/workQueues';
import { createTransport, type ClientOptions } from './transport';

export type { ClientOptions } from './transport';

/**
 * The typed client of the review API (spec 000 section 7), one area per screen family: each
 * area's calls live in `areas/<area>.ts` on the shared transport (`transport.ts`: the token,
 * the JSON, the one error wrapper). Every method rejects with `ApiError`. New areas (review,
 * search, import) are added the same way.
 */
export interface ApiClient {
  /** `GET /health`: `{ status: 'ok' }` once the server's database is ready. */
  health(): Promise<HealthResponse>;
  /**
   * The server's extensions (`GET /capabilities`, asked once per session; a 404 is none). Each
   * call that has an extended form chooses it by itself; a screen asks here only to show or
   * hide what needs an extension (docs/api-contract.md).
   */
  capabilities(): Promise<Capabilities>;
  auth: AuthCalls;
  reference: ReferenceCalls;
  users: UsersCalls;
  images: ImagesCalls;
  domains: DomainsCalls;
  /** Quality control, final review and social media QC (spec 001 section 7). */
  review: ReviewCalls;
  /** The review tables: blacklist, domain list, sighting list (spec 001 section 2.6). */
  reviewTables: ReviewTableCalls;
  /** The Search page: image and usage searches, the usage count and export, bulk status. */
  search: SearchArea;
  /** The Import page: a kind's format, a manual batch and a CSV upload (spec 002 §7 "Import"). */
  imports: ImportsCalls;
  /** A user's work queues in user administration (spec 002 §7 "Work queues"). */
  workQueues: WorkQueueCalls;
  /** User statistics (spec 000 §7 /report/user_statistic). */
  statistics: StatisticCalls;
}

/** Builds the client; see `createTransport` for what every call sends and how it fails. */
export function createClient(options: ClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  const caps = createCapabilities(transport, options);
  return {
    health: () => transport.getJson<HealthResponse>('/health'),
    capabilities: caps.get,
    auth: authCalls(transport, caps),
    reference: referenceCalls(transport),
    users: usersCalls(transport, caps),
    images: imagesCalls(transport, caps),
    domains: domainsCalls(transport),
    review: reviewCalls(transport, caps),
    reviewTables: reviewTableCalls(transport, caps),
    search: searchCalls(transport, caps),
    imports: importsCalls(
      transport,
      { getToken: options.getToken, onUnauthorized: options.onUnauthorized },
      caps,
    ),
    workQueues: workQueueCalls(transport, caps),
    statistics: statisticCalls(transport),
  };
}
