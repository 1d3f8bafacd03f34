// Theme
export { vars, lightTheme, palette, contrastRatio, focusRing, visuallyHidden } from './theme';

// Icons
export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  CrossIcon,
  ExitIcon,
  InfoIcon,
  MinusIcon,
  SpinnerIcon,
} from './icons';

// Code loaded on demand (a dialog's, a region's) without a Suspense boundary
export { useOnDemand } from './utils/useOnDemand';

// Widgets
export { Button, type ButtonProps } from './Button/Button';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './Tabs/Tabs';
export {
  Accordion,
  AccordionItem,
  type AccordionProps,
  type AccordionItemProps,
} from './Accordion/Accordion';
export { ListBox, ListBoxItem, type ListBoxProps, type ListBoxItemProps } from './ListBox/ListBox';
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './Select/Select';
export { Pager, type PagerProps } from './Pager/Pager';
export { pagerPages, pageCountOf, clampPage, type PagerEntry } from './Pager/pagerPages';
export {
  NavigationBar,
  type NavigationBarProps,
  type NavigationBarItem,
} from './NavigationBar/NavigationBar';
export { Checkbox, type CheckboxProps, type CheckboxTone } from './Checkbox/Checkbox';
export {
  PairSuggestion,
  PAIR_SUGGESTION_LABELS,
  pairSuggestionName,
  type PairSuggestionProps,
} from './PairSuggestion/PairSuggestion';
export { Switch, type SwitchProps } from './Switch/Switch';
export { BarChart, type BarChartProps, type BarChartSeries } from './BarChart/BarChart';
export {
  FilterBuilder,
  FILTER_BUILDER_LABELS,
  type FilterBuilderProps,
} from './FilterBuilder/FilterBuilder';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup/RadioGroup';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxProps,
  type ComboBoxItemProps,
} from './ComboBox/ComboBox';
export {
  FieldLabel,
  FieldDescription,
  FieldErrorText,
  type FieldLabelProps,
  type FieldDescriptionProps,
  type FieldErrorTextProps,
  type FieldErrorMessage,
} from './Field/Field';
export { Dialog, DialogTrigger, type DialogProps, type DialogTriggerProps } from './Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export {
  BlacklistAddDialog,
  BLACKLIST_ADD_LABELS,
  blacklistAddLines,
  type BlacklistAddDialogProps,
} from './BlacklistAddDialog/BlacklistAddDialog';
export {
  ShortcutsDialog,
  type Shortcut,
  type ShortcutGroup,
  type ShortcutsDialogProps,
} from './ShortcutsDialog/ShortcutsDialog';
export { ToastRegion, type ToastRegionProps } from './Toast/Toast';
export {
  ToastQueue,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  type ToastAction,
  type ToastContent,
  type ToastTone,
  type ShowToastOptions,
} from './Toast/toastQueue';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay/LoadingOverlay';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export { FilePicker, type FilePickerProps } from './FilePicker/FilePicker';
export {
  Tooltip,
  TooltipTrigger,
  WithTooltip,
  type TooltipProps,
  type TooltipTriggerProps,
  type WithTooltipProps,
} from './Tooltip/Tooltip';
export { CopyButton, type CopyButtonProps } from './CopyButton/CopyButton';
export {
  ImageCompare,
  ImageCompareView,
  IMAGE_COMPARE_SHORTCUTS,
  DEFAULT_BLINK_INTERVAL,
  type ImageCompareProps,
  type ImageCompareViewProps,
  type CompareMode,
  type CompareShortcut,
} from './ImageCompare/ImageCompare';
export {
  ImagePairGrid,
  IMAGE_PAIR_GRID_SHORTCUTS,
  imagePairGridShortcutGroups,
  imagePairGridShortcuts,
  PAIR_PICTURE_LABELS,
  type ImagePairGridProps,
  type ImagePairGridHandle,
  type ImagePair,
  type ImagePairHints,
  type ImageLoadState,
  type ImagePairGridShortcut,
  type PictureSrc,
} from './ImagePairGrid/ImagePairGrid';
export {
  PriorityOtherPicker,
  type PriorityOtherPickerProps,
  type PickerOption,
} from './PriorityOtherPicker/PriorityOtherPicker';
export {
  CountryPicker,
  countryOptions,
  type CountryPickerProps,
} from './CountryPicker/CountryPicker';
export {
  LanguagePicker,
  languageOptions,
  type LanguagePickerProps,
  type ReadonlyLanguage,
} from './LanguagePicker/LanguagePicker';
export {
  ClassificationFields,
  CLASSIFICATION_LABELS,
  type ClassificationContactField,
  type ClassificationErrors,
  type ClassificationField,
  type ClassificationFieldsProps,
  type ClassificationLabels,
  type ClassificationValues,
  type WebsiteOption,
} from './ClassificationFields/ClassificationFields';
export {
  DomainDetailsForm,
  DOMAIN_FORM_LABELS,
  CONTACT_FIELD_LABELS,
  THIRD_PARTY_FIELDS,
  type DomainDetailsFormProps,
} from './DomainDetailsForm/DomainDetailsForm';
export { DomainHeader, type DomainHeaderProps } from './DomainHeader/DomainHeader';
export {
  DataTable,
  dataTableFeatures,
  createDataTableColumnHelper,
  type DataTableProps,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableHighlight,
  type DataTableHandle,
  type DataTableScrollAlign,
} from './DataTable/DataTable';
export { sortsOf } from './DataTable/dataTableState';
export {
  blacklistColumns,
  domainListColumns,
  domainWithImageColumns,
  isUsageRowSelectable,
  sightingListColumns,
  sightingRowHighlight,
  statusChangeTargets,
  TABLE_COLUMN_LABELS,
  usageColumns,
  type BlacklistColumnsOptions,
  type CountryColumnsOptions,
  type DomainListColumnsOptions,
  type DomainWithImageColumnsOptions,
  type SightingListColumnsOptions,
  type UsageColumnsOptions,
} from './tables/columns';
export { columnKinds } from './tables/columnKinds';
export { BooleanMark, ImageUrlCell, UrlLink, YES_NO, type MarkTexts } from './tables/cells';
export { DomainLink, NEW_WINDOW_HINT } from './tables/cells';
export type { DomainLinkColumnsOptions } from './tables/columns';
export type {
  BlacklistRow,
  CountryRef,
  DomainListRow,
  DomainWithImageRow,
  SightingListRow,
  UsageRow,
} from './tables/rows';

// Search forms
export {
  TriStateSelect,
  TRI_STATE_WORDS,
  triStateKey,
  triStateOf,
  type TriStateSelectProps,
  type TriStateValue,
  type TriStateWords,
} from './search/TriStateSelect/TriStateSelect';
export {
  SearchForm,
  SearchFieldGroup,
  SEARCH_FORM_LABELS,
  findSearchField,
  type SearchFormProps,
  type SearchFieldGroupProps,
} from './search/SearchForm/SearchForm';

// Layout and the page frame
export { Stack, type StackProps, type LayoutElement } from './Stack/Stack';
export { Inline, type InlineProps } from './Inline/Inline';
export { Columns, type ColumnsProps } from './Columns/Columns';
export { PageFrame, type PageFrameProps } from './PageFrame/PageFrame';
export { Notice, type NoticeProps, type NoticeTone } from './Notice/Notice';
export { QueueState, type QueueStateProps, type QueueStatus } from './QueueState/QueueState';

// The review screens
export {
  ReviewDetails,
  REVIEW_DETAILS_LABELS,
  type ReviewDetailsProps,
} from './review/ReviewDetails/ReviewDetails';
export {
  CompanyDetailsForm,
  COMPANY_DETAILS_TITLE,
  COMPANY_FIELD_LABELS,
  COMPANY_FIELDS,
  COMPANY_INPUT_TYPES,
  EMPTY_COMPANY_DETAILS,
  SOCIAL_MEDIA_FIELDS,
  type CompanyDetailsField,
  type CompanyDetailsFormProps,
  type CompanyDetailsValues,
  type CompanyField,
  type SocialMediaField,
} from './review/CompanyDetailsForm/CompanyDetailsForm';
export {
  ContactFields,
  CONTACT_INPUT_TYPES,
  type ContactFieldsProps,
} from './DomainDetailsForm/ContactFields';
export {
  SightingsSummary,
  SIGHTINGS_SUMMARY_LABELS,
  type SightingsSummaryProps,
} from './review/SightingsSummary/SightingsSummary';
export { ReviewNotices, type ReviewNoticesProps } from './review/ReviewNotices/ReviewNotices';
export {
  IMAGE_STATUS_CELL_LABELS,
  ImageStatusCell,
  type ImageStatusCellProps,
} from './review/ReviewImageRow/ImageStatusCell';
export {
  ImageThumbnails,
  THUMBNAIL_LABELS,
  THUMBNAILS_TEXT,
  type ImageThumbnailsProps,
  type ThumbnailKind,
} from './review/ReviewImageRow/ImageThumbnails';
export {
  PHOTOGRAPHER_LABELS,
  PhotographerEditor,
  type PhotographerEditorProps,
} from './review/ReviewImageRow/PhotographerEditor';
export {
  DifferenceValue,
  SIGHTINGS_BLOCK_LABELS,
  SightingsBlock,
  type SightingsBlockProps,
} from './review/ReviewImageRow/SightingsBlock';
export {
  URL_EDIT_LABELS,
  UrlEditCell,
  type UrlEditCellProps,
} from './review/ReviewImageRow/UrlEditCell';
export { CellWidgets } from './review/ReviewImageRow/CellWidgets';
export {
  isReviewImageRowSelectable,
  REVIEW_IMAGE_COLUMN_LABELS,
  reviewImageColumns,
  reviewImageRowHighlight,
  reviewImageRowLabel,
  type ReviewImageColumnsOptions,
} from './review/ReviewImageRow/reviewImageColumns';
export type {
  ReviewImageRow,
  ReviewImageUrls,
  ReviewUrlField,
} from './review/ReviewImageRow/reviewImageRow';
export {
  CONVERSATION_LABELS,
  ConversationPanel,
  type ConversationMessage,
  type ConversationPanelProps,
  type ConversationSource,
  type ConversationSubmessage,
} from './review/ConversationPanel/ConversationPanel';
export {
  REVIEW_ACTION_LABELS,
  ReviewActionBar,
  type ReviewActionBarProps,
} from './review/ReviewActionBar/ReviewActionBar';
export {
  REVIEW_SHORTCUTS,
  reviewShortcutForKey,
  reviewShortcutGroups,
  shortcutOf,
  type ReviewShortcut,
  type ReviewShortcutId,
} from './review/ReviewActionBar/reviewShortcuts';
export { IMAGE_STATUS_NAMES, imageStatusName } from './review/reviewLabels';
// Final review: the park modal, the parked-until banner, the filter bar
export {
  PARK_DIALOG_LABELS,
  ParkDialog,
  type ParkDialogProps,
} from './review/ParkDialog/ParkDialog';
export {
  ParkedBanner,
  parkedBannerText,
  type ParkedBannerProps,
} from './review/ParkedBanner/ParkedBanner';
export {
  EMPTY_REVIEW_FILTER,
  REVIEW_FILTER_FIELDS,
  REVIEW_FILTER_LABELS,
  ReviewFilterBar,
  type ReviewFilterBarProps,
  type ReviewFilterField,
  type ReviewFilterOptions,
  type ReviewFilterValue,
} from './review/ReviewFilterBar/ReviewFilterBar';
