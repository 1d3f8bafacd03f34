/** `GET /api/health`: answers once the database is ready. */
export interface HealthResponse {
  status: 'ok';
}

/** The API base of the specs: every call goes below it. */
export const API_BASE = '/api';
