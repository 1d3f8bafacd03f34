import { createClient, createSessionStore } from '@sightings/api-client';

/** The browser storage of the specs: the access token, qc_data, updateImagesDataStatus. */
export const storage = createSessionStore();

let unauthorizedListener: () => void = () => undefined;

/** Called by the session module: what a 401 from any call does (clear and go to /login). */
export function onUnauthorized(listener: () => void) {
  unauthorizedListener = listener;
}

/**
 * The one API client of the console; the server serves the console and the API from one
 * origin. Every call carries the stored token; any 401 ends the session.
 */
export const api = createClient({
  baseUrl: '/api',
  getToken: () => storage.getToken(),
  onUnauthorized: () => unauthorizedListener(),
});
