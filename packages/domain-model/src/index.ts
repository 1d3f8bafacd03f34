export {
  IMAGE_STATUSES,
  IMAGES_PAGE_DECISIONS,
  isImageStatus,
  isImagesPageDecision,
  PAIR_MARKS,
  type ImageStatus,
  type ImagesPageDecision,
  type PairMark,
} from './images/imageStatus';
export { API_BASE, type HealthResponse } from './api/health';
export {
  allCapabilities,
  API_EXTENSION_NAMES,
  API_EXTENSIONS,
  capabilitiesOf,
  SPEC_ONLY,
  type ApiExtension,
  type Capabilities,
  type CapabilitiesResponse,
} from './api/extensions';
export {
  DOMAIN_FLOW_STATUSES,
  DOMAIN_FLOW_STATUS_NAMES,
  domainFlowStatusEntry,
  isDomainFlowStatus,
  type DomainFlowStatus,
  type DomainFlowStatusEntry,
} from './domains/domainFlowStatus';
export {
  ADMIN_PERMISSION_KEYS,
  isRole,
  noPermissions,
  parseRole,
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
  LAST_ADMIN_MESSAGE,
  passwordError,
  removesLastAdmin,
  roleError,
  UNKNOWN_ROLE_MESSAGE,
  validateNewUser,
  validateUserUpdate,
  type FieldErrors,
  type UserFormInput,
} from './users/userValidation.rules';
export { canClearSignInLock, describeSignInLock } from './users/signInLock.rules';
export * as wire from './wire';
export type {
  AdminUser,
  Country,
  CountryListEntry,
  CurrentUser,
  DomainFlowStatusItem,
  ErrorBody,
  ErrorDefinition,
  Health,
  Language,
  LoginRequest,
  LoginResponse,
  NewUserRequest,
  NonCommercialReason,
  PasswordChangeRequest,
  ThirdPartyDomainData,
  UserSignInLock,
  UserUpdateRequest,
} from './wire';
export {
  isPriorityCountry,
  PRIORITY_COUNTRIES,
  type PriorityCountryCode,
} from './reference/priorityCountries';
export {
  MENU,
  canSeeMenuEntry,
  isAdmin,
  visibleMenu,
  type MenuEntry,
  type Viewer,
} from './navigation/menu';
export {
  PATHS,
  afterSignInPath,
  canOpen,
  landingPath,
  menuEntryForPath,
  redirectTarget,
  routeAccess,
  type RouteAccess,
} from './navigation/routes';
export { TEMPLATES, type BlacklistAction } from './texts';
export {
  API_DATE_FORMAT,
  BLACKLIST_ERROR_TOAST_MS,
  COMMENT_DATE_FORMAT,
  DATE_FILTER_DISPLAY_FORMAT,
  DATE_FILTER_SENT_FORMAT,
  DISPLAY_DATE_FORMAT,
  DOMAIN_KEEP_RESERVED_INTERVAL_MS,
  DOMAIN_SAVE_ERROR_TOAST_MS,
  DOMAIN_SEARCH_SEPARATOR,
  DOMAINS_BATCH_SIZE,
  DOMAINS_PRELOAD_COUNT,
  DOMAINS_REFILL_AT,
  FIRST_PAGE_INDEX,
  FOUND_AT_DATE_FORMAT,
  IMAGE_DECISIONS_MAX,
  IMAGE_LOAD_TIMEOUT_MS,
  IMAGE_RESERVE_LIMIT_MAX,
  IMAGE_STATUS_ERROR_TOAST_MS,
  REVIEW_ERROR_TOAST_MS,
  IMAGE_STATUS_IMPORT_NOTICE_DELAY_MS,
  IMAGES_BATCH_SIZE,
  IMAGES_GROUP_SIZE,
  IMAGES_GROUPS_BEFORE_REFILL,
  IMAGES_SAVE_ERROR_TOAST_MS,
  MANUAL_ENTRY_IMAGE_STATUS_SEPARATOR,
  MANUAL_ENTRY_MAX_ROWS,
  MANUAL_ENTRY_MIN_ROWS,
  MANUAL_ENTRY_VALUE_SEPARATOR,
  MAX_ACTIVE_QUERIES_PER_TYPE,
  NAVIGATION_COOLDOWN_MS,
  NOT_PURSUABLE_STATUS_LIST_REFRESH_MS,
  PARK_BANNER_GRACE_MS,
  PASSWORD_ERROR_TOAST_MS,
  QC_DATA_STORAGE_KEY,
  QUALITY_CONTROL_RESERVE_LIMIT,
  reportFileKind,
  REVIEW_TABLE_PAGE_SIZE,
  SAVE_BEFORE_LEAVE_DELAY_MS,
  SEARCH_ERROR_TOAST_MS,
  SEARCH_TABLE_DEFAULT_PAGE_SIZE,
  SIGHTINGS_JUMP_RETRY_MS,
  SIGHTINGS_JUMP_STOP_MS,
  STATUS_CHANGE_RELOAD_DELAY_MS,
  STATUS_UNDO_WINDOW_MS,
  SUCCESS_TOAST_MS,
  TOKEN_STORAGE_KEY,
  UNDEFINED_COUNTRY,
  UPDATE_IMAGES_DATA_STATUS_STORAGE_KEY,
  USAGE_COUNT_FALLBACK,
  USAGE_COUNT_POLL_MS,
  USAGE_PAGE_SIZE_OPTIONS,
  USAGE_SEARCH_DEFAULT_DOMAIN,
  USAGE_SEARCH_DEFAULT_SORT,
  USAGE_TABLE_DEFAULT_PAGE_SIZE,
  USER_ERROR_TOAST_MS,
  WORK_QUERY_MAX_PROCESSING_MS,
  WORK_QUEUE_ERROR_TOAST_MS,
} from './constants';
export {
  decideBulkMark,
  decideSave,
  isGroupChecked,
  markableIds,
  rangeMarkIds,
  savePayload,
  shouldFetchNextBatch,
  splitIntoGroups,
  type BulkMarkSkipped,
  type BulkMarkStep,
  type GroupPair,
  type PairLoadState,
  type SavePayload,
  type SaveStep,
} from './images/imagesFlow.rules';
export {
  acceptSuggestions,
  shownSuggestion,
  type AcceptedMark,
  type AcceptSuggestionsStep,
  type PictureLoads,
  type SuggestedMark,
  type SuggestionInput,
  type SuggestionPair,
  type SuggestionsLeft,
} from './images/pairSuggestions.rules';
export type {
  Domain,
  DomainUpdateRequest,
  ImagesCount,
  KeepReservedQuery,
  KeepReservedResult,
} from './wire';
export { DOMAIN_RESERVE_LIMIT_MAX, KEEP_RESERVED_MAX_IDS } from './constants';
export { MAX_ROW_ID } from './wire/common';
export type {
  Image,
  ImageIdList,
  ImageStatusItem,
  ImageStatusList,
  ImageStatusResult,
  PairSimilarity,
  ReservedImage,
  SuggestionPrecision,
} from './wire';
export { isSafeHttpUrl } from './urls/safeUrl';
export { domainHref } from './urls/domainHref';
export {
  chooseCountry,
  chooseLanguage,
  chooseWebsite,
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  disabledDropdown,
  DOMAIN_FORM_MESSAGES,
  EMPTY_DOMAIN_FORM,
  showsContactDetails,
  validateDomainForm,
  type ContactField,
  type CountryLanguageValues,
  type DomainFormErrors,
  type DomainFormField,
  type DomainFormValues,
  type DropdownKind,
  type WebsiteChoice,
} from './domains/domainForm.rules';
export {
  formValuesFromDomain,
  isFormChanged,
  toDomainUpdate,
  type DomainFormSource,
  type DomainUpdate,
} from './domains/domainUpdate';
export { idsToPreload, needsRefill } from './domains/domainQueue.rules';
export { languageForCountry, MAIN_LANGUAGES } from './domains/countryLanguage.rules';
export {
  compareNames,
  countryName,
  sortCountries,
  sortLanguages,
} from './domains/referenceOrder.rules';
export {
  CLEARED_BY_NON_COMMERCIAL,
  clearedByNonCommercial,
  clearedParts,
  keptAfterWebsiteChoice,
  restoreCleared,
  restoreOffer,
  type ClearedField,
  type ClearedValues,
} from './domains/websiteRestore.rules';
export { domainFormErrorsFromMessage } from './domains/domainFormMessage.rules';
export {
  cycleSort,
  nextSortDirection,
  pageCount,
  pageQuery,
  pageSizeFor,
  sortField,
  sortParams,
  TABLE_PAGE_SIZES,
  type Page,
  type PageRequest,
  type Sort,
  type SortDirection,
  type TableKind,
} from './paging/paging';
export {
  formatCommentTime,
  formatCountry,
  formatCountryCode,
  formatDate,
  formatTime,
  formatDomainFlowStatus,
  formatFoundAt,
  formatWireDate,
} from './format/format';

// The review screens: the domain flow's transition table
export {
  actionsOffered,
  decideDomainAction,
  DOMAIN_ACTIONS,
  DOMAIN_FLOW,
  DOMAINS_PAGE_SAVE,
  domainsPageFlowStatus,
  FINAL_REVIEW_STATUSES,
  isInFinalReviewQueue,
  isInQualityControlQueue,
  QUALITY_CONTROL_STATUSES,
  REVIEW_SCREEN_PERMISSION,
  REVIEW_SCREENS,
  SCREEN_STATUSES,
  screensOf,
  type DomainAction,
  type FlowDecision,
  type FlowEffects,
  type FlowQuestion,
  type FlowRefusal,
  type FlowRule,
  type ReviewScreen,
} from './review/domainFlow';

// The review screens: the two QC queues and the verified gate (social media QC)
export {
  decideVerifiedChange,
  isInQualityControlQueueOf,
  mayUseQualityControlQueue,
  QC_QUEUE_PERMISSION,
  qualityControlQueueOf,
  VERIFIED_MESSAGES,
  type QualityControlQueue,
  type VerifiedChangeStep,
} from './review/socialMedia.rules';

// The blacklist: domain names for the add modal and the batch call
export {
  BLACKLIST_DOMAIN_MAX_LENGTH,
  blacklistLines,
  checkBlacklistDomain,
  parseBlacklistDomains,
  type BlacklistDomainCheck,
  type BlacklistInput,
} from './blacklist/blacklistDomain.rules';

// The review screens: rules
export {
  chooseReviewCommercial,
  commercialChoice,
  onePerPair,
  REVIEW_COMPANY_FIELDS,
  REVIEW_NON_COMMERCIAL_CLEARED_FIELDS,
  toReviewSave,
  type ReviewClearedField,
  type ReviewCommercialValues,
  type ReviewCountryLanguage,
} from './review/commercial.rules';
export {
  commentSentFrom,
  validateComment,
  type CommentCheck,
  type CommentSource,
} from './review/comment.rules';
export {
  decideLeave,
  decideLeaveAnswer,
  decidePrevious,
  navigationCooldown,
  pushHistory,
  type DomainHistory,
  type LeaveAnswer,
  type LeaveAnswerStep,
  type LeaveStep,
  type PreviousStep,
} from './review/domainNavigation.rules';
export {
  compareReviewImages,
  REVIEW_STATUS_ORDER,
  sortReviewImages,
  statusRank,
  type ReviewOrderImage,
  type ReviewOrderOptions,
} from './review/imageOrder.rules';
export {
  canChangeStatus,
  decideStatusChange,
  showsNewIdenticalTick,
  type ImageStatusUpdateBody,
  type StatusChangeQuestion,
  type StatusChangeStep,
  type StatusChangeTimers,
} from './review/imageStatusChange.rules';
export {
  jumpRetry,
  jumpTarget,
  serverJumpPage,
  type JumpOptions,
  type JumpRetry,
  type JumpTarget,
  type ServerJumpPage,
} from './review/jumpTarget.rules';
export type { QueueStatus } from './queue/queueStatus';
export {
  DOMAINS_PAGE_FIELDS,
  REVIEW_EDITABLE_FIELDS,
  SOCIAL_MEDIA_TEXT_FIELDS,
  type ReviewEditableField,
} from './domains/editableFields';
export {
  decideLegalCase,
  LEGAL_CASE_HINTS,
  type LegalCaseBlock,
  type LegalCaseGate,
  type LegalCaseQuestion,
} from './review/legalCase.rules';
export {
  decideDomainActionConfirm,
  DOMAIN_ACTION_CONFIRMS,
  type DomainActionConfirm,
  type DomainActionConfirmKind,
} from './review/domainActionConfirm.rules';
export {
  decideNamedDomainRefusal,
  READ_ONLY_FLOW_STATUSES,
  reportToDownloadAgain,
  showsReadOnly,
  type NamedDomainRefusal,
  type NamedDomainRefusalStep,
} from './review/readOnlyDomain.rules';
export {
  earliestParkDate,
  showsParkBanner,
  validateParkDate,
  type ParkDateCheck,
} from './review/park.rules';
export {
  decideReviewSubmit,
  REVIEW_FORM_ACTIONS,
  type ReviewSubmitAction,
  type ReviewSubmitBlock,
  type ReviewSubmitDecision,
  type ReviewSubmitQuestion,
} from './review/reviewSubmit.rules';
export {
  decideNamedAnswer,
  NAMED_DOMAIN_STATUSES,
  namedStatusesOf,
  nextUnskipped,
  opensByName,
  reservationRequest,
  type NamedAnswerStep,
  type ReservationRequest,
} from './review/reviewReservation.rules';
export {
  countByStatus,
  QC_NOT_IDENTICAL_LABEL,
  QC_SUMMARY_STATUSES,
  SUMMARY_LABELS,
  summaryEntries,
  type ImageStatusCounts,
  type SummaryEntry,
} from './review/summaryCounts.rules';
export {
  decideUrlSave,
  unsavedAfterUrlEdit,
  validateUrlEdit,
  type UpdateImageUrlBody,
  type UrlEditCheck,
  type UrlEditDraft,
  type UrlEditField,
  type UrlSaveStep,
} from './review/urlEdit.rules';
export type {
  Conversation,
  DeliveredIds,
  HistoryEntry,
  ImageChangeResult,
  ImagesFieldsInfo,
  ImagesFilterBody,
  LegalCase,
  ReviewDomain,
  ReviewImage,
  SentFrom,
  Sightings,
  SubMessage,
  UndoResult,
} from './wire';
export type {
  ImageFilterSortField,
  ImageFilterSortKey,
  ReviewDomainEdit,
  ReviewImageEdit,
} from './wire';
export { IMAGE_FILTER_SIZE_MAX } from './constants';
export {
  IMAGE_FILTER_SIZE_DEFAULT,
  IMAGE_FILTER_SORT_FIELDS,
  IMAGE_FILTER_SORT_KEYS,
  IMAGE_FILTER_KEY_SORT,
  IMAGE_FILTER_FIELD_SORT,
  REVIEW_RESERVE_LIMIT_DEFAULT,
  REVIEW_RESERVE_LIMIT_MAX,
} from './wire/reviewRequests';
export { DELIVERED_IMAGES_MAX } from './constants';
// The review tables' lists: the blacklist, the domain list (domain_image_info), the sightings
export type {
  StatusCountsResult,
  BlacklistBatchResult,
  BlacklistedDomain,
  DomainImageListRow,
  DomainListFilter,
  DomainListRow,
  SightingListRow,
} from './wire';
export {
  BLACKLIST_BATCH_MAX,
  BLACKLIST_SORT_FIELDS,
  DOMAIN_IMAGE_LIST_SORT_FIELDS,
  DOMAIN_LIST_SORT_FIELDS,
  LIST_SIZE_MAX,
  SIGHTING_LIST_SORT_FIELDS,
} from './wire/lists';
// The Search page's calls: the image search, the usage search and its count, the bulk status change
export type {
  ImageSearchFilter,
  ImageSearchRow,
  StatusBatchBody,
  StatusBatchResult,
  UsageCount,
  UsagePage,
  UsageRow,
  UsageSearchFilter,
  UsageStoreState,
  UsageStoreStatus,
} from './wire';
export {
  FOUND_AT_PATTERN,
  USAGE_STORE_STATES,
  IMAGE_SEARCH_SORT_FIELDS,
  SEARCH_ID_MAX_LENGTH,
  SEARCH_LIST_MAX,
  SEARCH_URL_PART_MAX_LENGTH,
  STATUS_BATCH_MAX,
  USAGE_EXPORT_MAX_ROWS,
  USAGE_SORT_FIELDS,
} from './wire/search';
export {
  isDefaultUsageDomain,
  isImageSearchFilterEmpty,
  isUsageSearchFilterEmpty,
} from './search/filterPresence.rules';

// The Search page: the five tabs' filter forms, their decisions, and the URL form of a search
export {
  countryCode,
  distinctValues,
  parseCount,
  parseFoundAt,
  parseNumber,
  SEARCH_COUNT_MAX,
  SEARCH_DIFFERENCE_LIMIT,
  type SearchDecision,
  type TriState,
} from './search/searchForm';
export {
  SEARCH_FIELD_LABELS,
  SEARCH_FIELD_TEXTS,
  SEARCH_URL_TEXTS,
  type SearchFieldKey,
} from './search/searchTexts';
export {
  decideImageSearch,
  EMPTY_IMAGE_SEARCH_FORM,
  type ImageSearchForm,
} from './search/imageSearch.rules';
export {
  decideDomainSearch,
  domainSearchPatterns,
  EMPTY_DOMAIN_SEARCH_FORM,
  joinDomainPatterns,
  type DomainSearchForm,
} from './search/domainSearch.rules';
export {
  decideUsageSearch,
  EMPTY_USAGE_SEARCH_FORM,
  type UsageSearchForm,
} from './search/usageSearch.rules';
export {
  decideBlacklistSearch,
  EMPTY_BLACKLIST_SEARCH_FORM,
  type BlacklistSearchForm,
} from './search/blacklistSearch.rules';
export {
  blacklistSearchFromQuery,
  blacklistSearchToQuery,
  domainSearchFromQuery,
  domainSearchToQuery,
  imageSearchFromQuery,
  imageSearchToQuery,
  SEARCH_TAB_IDS,
  SEARCH_TAB_LABELS,
  SEARCH_TAB_PARAM,
  SEARCH_URL_PARAMS,
  searchPathOf,
  searchTabFromUrl,
  searchUrl,
  usageSearchFromQuery,
  usageSearchToQuery,
  type QueryRead,
  type SearchTabId,
} from './search/searchUrl';
export {
  BLACKLIST_PAGING_DEFAULTS,
  defaultPaging,
  DOMAIN_PAGING_DEFAULTS,
  IMAGE_PAGING_DEFAULTS,
  pagingFromQuery,
  pagingToQuery,
  parseSortValue,
  SEARCH_PAGING_DEFAULTS,
  SEARCH_SORT_MAX,
  SEARCH_TABLE_PAGE_SIZE_OPTIONS,
  searchPageRequest,
  USAGE_PAGING_DEFAULTS,
  type PagingDefaults,
  type SearchPaging,
} from './search/searchPaging';
export {
  IMAGE_STATUS_NOTICE_DELAY_MS,
  IMPORT_BATCH_MAX,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KIND_SPECS,
  IMPORT_KINDS,
  IMPORT_LIST_MAX,
  IMPORT_PREVIEW_ROWS,
  IMPORT_PROBLEMS_MAX,
  IMPORT_REFERENCE_KINDS,
  IMPORT_ROWS_MAX,
  IMPORT_SELECT_KINDS,
  IMPORT_VALUE_MAX_LENGTH,
  importKindSpec,
  isImportKind,
  type ImportKind,
  type ImportKindSpec,
  type ImportNoticeStyle,
  type ImportReferenceKind,
  type ImportSelectKind,
} from './import/importKinds';
export {
  checkImportRow,
  ImportRowCollector,
  importHeaderColumns,
  importProblemText,
  importRowObject,
  importRowValues,
  manualImportLines,
  parseManualImport,
  type CountryRow,
  type DomainRow,
  type ImageStatusRow,
  type ImportProblem,
  type ImportRow,
  type ImportRowOf,
  type LegitimateAgencyRow,
  type NotPursuableImageRow,
  type RegisteredImageRow,
  type RowCheck,
} from './import/importRows.rules';
export {
  decideImportSubmit,
  importNoticeDelayMs,
  importNotices,
  importSummaryMessages,
  isEmptyImportAnswer,
  joinImportMessages,
  type ImportNotice,
  type ImportNoticeTone,
  type ImportResultLike,
  type ImportSubmitDecision,
} from './import/importResult.rules';
export {
  FILTER_FIELDS,
  FILTER_FIELD_SPECS,
  FILTER_FIELD_TYPES,
  filterFieldSource,
  filterFieldSpec,
  filterFieldsFor,
  isFilterField,
  isWorkQueueType,
  WORK_QUEUE_DOMAINS_ID_COLUMN,
  WORK_QUEUE_IMAGES_DOMAIN_COLUMN,
  WORK_QUEUE_TYPES,
  WORK_QUEUE_VIEWS,
  workQueueViewFor,
  type FilterField,
  type FilterFieldLevel,
  type FilterFieldSpec,
  type FilterFieldType,
  type WorkQueueColumnType,
  type WorkQueueType,
  type WorkQueueViewColumn,
  type WorkQueueViewName,
} from './filters/filterFields';
export {
  defaultOperatorFor,
  FILTER_OPERATORS,
  FILTER_OPERATORS_BY_TYPE,
  FILTER_OPERATOR_SPECS,
  isFilterOperator,
  isOperatorForType,
  operatorArity,
  operatorsForType,
  type FilterOperator,
  type FilterOperatorArity,
  type FilterOperatorSpec,
} from './filters/filterOperators';
export {
  addFilterNode,
  countFilterConditions,
  emptyFilter,
  FILTER_JOINS,
  FILTER_TEXT_MAX_LENGTH,
  FILTER_TEXT_VERSION,
  filterCondition,
  filterDepth,
  filterFromText,
  filterGroup,
  filterNodeAt,
  filterToText,
  removeFilterNode,
  replaceFilterNode,
  setFilterJoin,
  updateFilterCondition,
  type FilterCondition,
  type FilterGroup,
  type FilterJoin,
  type FilterNode,
  type FilterPath,
  type FilterTextRead,
} from './filters/filterTree';
export {
  addNewFilterCondition,
  addNewFilterGroup,
  filterAddLimits,
  filterFieldChange,
  filterOperatorChange,
  filterValuesFor,
  newFilterCondition,
  removeFilterNodeAt,
  sameFilterPath,
  type FilterAddLimits,
  type FilterConditionPatch,
  type FilterEdit,
  type FilterRemoval,
} from './filters/filterTreeEdits';
export {
  likePatternRegExp,
  parseFilterDate,
  parseFilterNumber,
  type FilterDate,
} from './filters/filterValues.rules';
export {
  FILTER_MAX_CONDITIONS,
  FILTER_MAX_DEPTH,
  FILTER_MAX_LIST_VALUES,
  FILTER_VALUE_MAX_LENGTH,
  filterProblemText,
  isValidFilter,
  validateFilter,
  type FilterProblem,
  type FilterProblemCode,
} from './filters/filterValidation.rules';
export {
  filterToSql,
  InvalidFilterError,
  type FilterSql,
  type FilterSqlOptions,
} from './filters/filterSql';
// Work queues (002 §3, §4, §7) and user statistics (000 §7), issue 18
export {
  typesOverActiveLimit,
  WORK_QUEUE_DESCRIPTION_MAX_LENGTH,
  WORK_QUEUE_ENTRIES_MAX,
  WORK_QUEUE_QUERY_MAX_LENGTH,
  workQueueActiveLimitMessage,
  workQueueQueryError,
  workQueueQueryKind,
  type WorkQueueQueryKind,
} from './workQueues/workQueues.rules';
export type {
  UserStatistic,
  UserStatisticCounts,
  UserStatisticDay,
  UserStatisticQuery,
  WorkQueueCount,
  WorkQueueEntry,
  WorkQueueEntryInput,
  WorkQueueList,
  WorkQueueQueryBody,
  WorkQueueValidation,
} from './wire';
export {
  parseStatisticDay,
  STATISTIC_RANGE_MAX_DAYS,
  statisticDays,
  statisticRangeError,
} from './statistics/userStatistic.rules';
