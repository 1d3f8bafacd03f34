export { ErrorBody, Health, MAX_ROW_ID, Page, rowId, type ErrorDefinition } from './common';
export {
  CurrentUser,
  LoginRequest,
  LoginResponse,
  RoleSchema,
  UserPermissionsSchema,
} from './auth';
export { AdminUser, NewUserRequest, PasswordChangeRequest, UserUpdateRequest } from './users';
export {
  Country,
  DomainFlowStatusItem,
  Language,
  NonCommercialReason,
  ThirdPartyDomainData,
} from './reference';
export {
  Image,
  ImageDecisionStatus,
  ImageIdList,
  ImageIdParams,
  ImageStatusItem,
  ImageStatusList,
  ImageStatusResult,
  ImageStatusSchema,
  ReservePendingQuery,
} from './images';
export {
  Domain,
  DomainFlowStatusSchema,
  DomainIdParams,
  DomainReservePendingQuery,
  DomainUpdateRequest,
  ImagesCount,
  DOMAIN_RESERVE_LIMIT_MAX,
  KEEP_RESERVED_MAX_IDS,
  KeepReservedQuery,
  KeepReservedResult,
} from './domains';
export {
  Conversation,
  DeliveredIds,
  HistoryEntry,
  ImageChangeResult,
  ImagesFieldsInfo,
  ImagesFilterBody,
  StatusCountsResult,
  LegalCase,
  ReviewDomain,
  ReviewImage,
  SentFrom,
  SightingBrief,
  Sightings,
  SubMessage,
  UndoResult,
} from './review';
export {
  BLACKLIST_BATCH_MAX,
  BLACKLIST_SORT_FIELDS,
  BlacklistBatchBody,
  BlacklistBatchQuery,
  BlacklistBatchResult,
  BlacklistedDomain,
  BlacklistIdParams,
  BlacklistQuery,
  DOMAIN_LIST_SORT_FIELDS,
  DomainListFilter,
  DomainListQuery,
  DomainListRow,
  LIST_SIZE_MAX,
  SIGHTING_LIST_SORT_FIELDS,
  SightingListQuery,
  SightingListRow,
} from './lists';
