import type { LoginLimiter } from './auth/loginLimiter';
import type { TokenService } from './auth/tokens';
import type { ClickhouseUsageService } from './clickhouse/service';
import type { Db } from './db/database';
import type { Fingerprinter } from './services/similarity/fingerprintAhead';

/** What the route plugins share: the database and the auth services. */
export interface AppContext {
  db: Db;
  tokens: TokenService;
  loginLimiter: LoginLimiter;
  reservationTtlSeconds: number;
  /** The origin of the demo web the demo sightings point at (their online pictures are drawn). */
  demoWebOrigin?: string;
  /** The ClickHouse usage store (issue 16); an `off` one when the server has none. */
  clickhouse: ClickhouseUsageService;
  /**
   * Whether this server offers its extensions (`API_EXTENSIONS`, docs/api-contract.md). Off, an
   * extension's route answers 404 and its parameters are ignored, as by a server that knows
   * only the specs.
   */
  extensions: boolean;
  /**
   * Fingerprints the pictures ahead of the Images queue (extension `pair-similarity`); absent,
   * a reservation answers the fingerprints already stored (tests give one when they need it).
   */
  fingerprinter?: Fingerprinter;
}
