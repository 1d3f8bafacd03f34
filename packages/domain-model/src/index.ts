export {
  IMAGE_STATUSES,
  IMAGES_PAGE_DECISIONS,
  isImageStatus,
  isImagesPageDecision,
  type ImageStatus,
  type ImagesPageDecision,
} from './image/imageStatus';
export { API_BASE, type HealthResponse } from './api/health';
export {
  DOMAIN_FLOW_STATUSES,
  DOMAIN_FLOW_STATUS_NAMES,
  domainFlowStatusEntry,
  isDomainFlowStatus,
  type DomainFlowStatus,
  type DomainFlowStatusEntry,
} from './domain/domainFlowStatus';
export {
  ADMIN_PERMISSION_KEYS,
  isRole,
  noPermissions,
  ROLES,
  toAdminPermissions,
  toUserPermissions,
  USER_PERMISSION_KEYS,
  type AdminPermissionKey,
  type AdminPermissions,
  type Role,
  type UserPermissionKey,
  type UserPermissions,
} from './auth/permissions';
export { MIN_PASSWORD_LENGTH, TEXTS } from './texts';
export {
  describeFieldErrors,
  emailError,
  isValidEmail,
  passwordError,
  validateNewUser,
  validateUserUpdate,
  type FieldErrors,
  type UserFormInput,
} from './users/userValidation.rules';
export * as wire from './wire';
export type {
  AdminUser,
  Country,
  CurrentUser,
  DomainFlowStatusItem,
  ErrorBody,
  Health,
  Language,
  LoginRequest,
  LoginResponse,
  NewUserRequest,
  NonCommercialReason,
  PasswordChangeRequest,
  ThirdPartyDomainData,
  UserUpdateRequest,
} from './wire';
export {
  isPriorityCountry,
  PRIORITY_COUNTRIES,
  type PriorityCountryCode,
} from './reference/priorityCountries';
