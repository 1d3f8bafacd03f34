export { createClient, type ApiClient, type ClientOptions } from './client';
export type { CapabilitiesSource } from './capabilities';
export type { AuthCalls } from './areas/auth';
export type { DomainsCalls } from './areas/domains';
export type { BlobOptions, ImagesCalls, ReservePendingOptions } from './areas/images';
export type {
  ImportOptions,
  ImportsCalls,
  UploadContext,
  UploadCsvOptions,
  UploadProgress,
} from './areas/imports';
export type { ReferenceCalls } from './areas/reference';
export {
  reportFileKind,
  type CreatedLegalCase,
  type CreateLegalCaseOptions,
  type DeliveredImageBody,
  type LegalCaseCalls,
} from './areas/legalCase';
export type { ReviewCalls, ReviewDomainBody, ReviewImageBody } from './areas/review';
export type { ReviewTableCalls } from './areas/reviewTables';
export { USAGE_EXPORT_FALLBACK_NAME, type SearchArea } from './areas/search';
export { fileNameOf, type DownloadedFile } from './transport';
export type { UsersCalls } from './areas/users';
export type { WorkQueueCalls } from './areas/workQueues';
export type { StatisticCalls } from './areas/statistics';
export { ApiError, isApiError, type ApiErrorInit, type ErrorDefinition } from './errors';
export {
  errorBodyFields,
  errorMessageFor,
  TOKEN_ERROR_DEFINITIONS,
  type ErrorBodyFields,
} from './errorMessage';
export {
  createSessionStore,
  QC_DATA_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY,
  type ImageStatusEntry,
  type SessionStorage,
  type SessionStore,
} from './storage';
