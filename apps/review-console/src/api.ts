import { createClient } from '@sightings/api-client';

/** The one API client of the console; the server serves the console and the API from one origin. */
export const api = createClient();
