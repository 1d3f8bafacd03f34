export { createClient, type ApiClient, type ClientOptions } from './client';
