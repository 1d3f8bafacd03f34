import { API_BASE, type HealthResponse } from '@sightings/domain-model';
import wretch from 'wretch';

export interface ClientOptions {
  /** Where the API lives, for example `http://localhost:8080/api`. Defaults to the specs' `/api`. */
  baseUrl?: string;
}

/**
 * The typed client of the review API. Every call of the specs is added here as a method, so a
 * screen never builds a URL by hand. (Auth, the error wrapper and the token come with issue 4.)
 */
export function createClient({ baseUrl = API_BASE }: ClientOptions = {}) {
  const api = wretch(baseUrl).accept('application/json');
  return {
    /** `GET /health`: `{ status: 'ok' }` once the server's database is ready. */
    health: () => api.get('/health').json<HealthResponse>(),
  };
}

export type ApiClient = ReturnType<typeof createClient>;
