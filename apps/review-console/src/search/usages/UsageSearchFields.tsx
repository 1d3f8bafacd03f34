import {
  EMPTY_USAGE_SEARCH_FORM,
  IMAGE_STATUSES,
  SEARCH_FIELD_LABELS,
  type ImageStatus,
  type UsageSearchForm,
} from '@sightings/domain-model';
import {
  Button,
  Checkbox,
  imageStatusName,
  SearchFieldGroup,
  SearchForm,
  TextField,
  TriStateSelect,
  type CountryRef,
} from '@sightings/ui';
import { useMemo, type JSX } from 'react';
import { countSetFields } from '../filterFields';
import { UsageMultiSelect, usageCountryOptions, type UsageOption } from './usageFields';
import { USAGE_TEXTS } from './usageTexts';
import type { UsageSearch } from './useUsageSearch';
import * as css from './UsageSearchTab.css';

/** The fields behind 'More filters' (the others are the ones used all day). */
const MORE_FIELDS = [
  'domainPart',
  'domainExactSearch',
  'scrapedCountry',
  'socialNetwork',
  'pursuable',
  'blacklisted',
  'facebook',
  'facebookNotDefined',
  'sourcePart',
  'registeredImage',
  'differenceStart',
  'differenceEnd',
  'foundAtStart',
  'foundAtEnd',
] as const satisfies readonly (keyof UsageSearchForm)[];

const STATUS_OPTIONS: UsageOption[] = IMAGE_STATUSES.map((status) => ({
  id: status,
  name: imageStatusName(status),
}));

export interface UsageSearchFieldsProps {
  engine: 'postgres' | 'clickhouse';
  /** The tab's state and actions: the draft, the refusal, Search, Reset and the export. */
  search: UsageSearch;
  countries: readonly CountryRef[];
  agencies: readonly string[];
}

/**
 * The usage search form (spec 002 §3): the fields used all day, the 'More filters' in three
 * groups (domain, image, dates), Search, Reset and Export CSV (when the server offers it). A refused search shows in the
 * buttons' row and under its field.
 */
export function UsageSearchFields({
  engine,
  search,
  countries,
  agencies,
}: UsageSearchFieldsProps): JSX.Element {
  const { state, draft, set, bind, shownRefusal, searchOff } = search;
  /**
   * The refusal under its field too: at 1280 x 800 the buttons' row (where SearchForm shows it)
   * is below the fold while the field in error is at the top.
   */
  const errorAt = (key: string) => (shownRefusal?.field === key ? shownRefusal.message : undefined);

  const countryOptions = useMemo(() => usageCountryOptions(countries), [countries]);
  const agencyOptions = useMemo(
    () => agencies.map((agency) => ({ id: agency, name: agency })),
    [agencies],
  );
  const text = (
    key:
      | 'part'
      | 'partForFilter'
      | 'domainPart'
      | 'sourcePart'
      | 'imageUrl'
      | 'imageId'
      | 'differenceStart'
      | 'differenceEnd',
  ) => (
    <TextField
      name={key}
      label={SEARCH_FIELD_LABELS[key]}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      isInvalid={shownRefusal?.field === key}
      errorMessage={errorAt(key)}
    />
  );
  const foundAt = (key: 'foundAtStart' | 'foundAtEnd') => (
    <TextField
      name={key}
      label={SEARCH_FIELD_LABELS[key]}
      description={USAGE_TEXTS.foundAtHelp}
      placeholder={USAGE_TEXTS.foundAtPlaceholder}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      isInvalid={shownRefusal?.field === key}
      errorMessage={errorAt(key)}
    />
  );

  return (
    <SearchForm
      aria-label={USAGE_TEXTS.form[engine]}
      onSearch={search.search}
      // Search cannot be pressed (nor Enter submit) while the store is off or unavailable.
      isSearchDisabled={searchOff}
      onReset={search.reset}
      error={shownRefusal?.message}
      invalidField={shownRefusal?.field}
      actions={
        // The extension usage-export: a server that does not offer it gets no Export CSV.
        search.exportOffered ? (
          <Button
            variant="secondary"
            isDisabled={state.filter === null}
            isPending={state.exporting}
            onPress={() => void search.exportCsv()}
          >
            {USAGE_TEXTS.exportCsv}
          </Button>
        ) : undefined
      }
      moreSetCount={countSetFields(draft, EMPTY_USAGE_SEARCH_FORM, MORE_FIELDS)}
      moreFields={
        <>
          <SearchFieldGroup legend={USAGE_TEXTS.groupDomain}>
            {text('domainPart')}
            <Checkbox
              name="domainExactSearch"
              className={css.checkbox}
              isSelected={draft.domainExactSearch}
              onChange={(value) => set('domainExactSearch', value)}
            >
              {USAGE_TEXTS.domainExactSearch}
            </Checkbox>
            <UsageMultiSelect
              {...bind('scrapedCountry')}
              errorMessage={errorAt('scrapedCountry')}
              label={SEARCH_FIELD_LABELS.scrapedCountry}
              options={countryOptions}
            />
            <TriStateSelect {...bind('socialNetwork')} label={USAGE_TEXTS.socialNetwork} />
            <TriStateSelect {...bind('pursuable')} label={USAGE_TEXTS.pursuable} />
            <TriStateSelect {...bind('blacklisted')} label={USAGE_TEXTS.blacklisted} />
            <Checkbox
              name="facebook"
              className={css.checkbox}
              isSelected={draft.facebook}
              onChange={(value) => set('facebook', value)}
            >
              {USAGE_TEXTS.facebook}
            </Checkbox>
            <Checkbox
              name="facebookNotDefined"
              className={css.checkbox}
              isSelected={draft.facebookNotDefined}
              onChange={(value) => set('facebookNotDefined', value)}
            >
              {USAGE_TEXTS.facebookNotDefined}
            </Checkbox>
          </SearchFieldGroup>
          <SearchFieldGroup legend={USAGE_TEXTS.groupImage}>
            {text('sourcePart')}
            <TriStateSelect {...bind('registeredImage')} label={USAGE_TEXTS.registeredImage} />
          </SearchFieldGroup>
          <SearchFieldGroup legend={USAGE_TEXTS.groupDates}>
            {text('differenceStart')}
            {text('differenceEnd')}
            {foundAt('foundAtStart')}
            {foundAt('foundAtEnd')}
          </SearchFieldGroup>
        </>
      }
    >
      {text('part')}
      {text('partForFilter')}
      {text('imageUrl')}
      <TextField
        {...bind('domain')}
        label={SEARCH_FIELD_LABELS.domain}
        description={USAGE_TEXTS.domainHelp}
        isInvalid={shownRefusal?.field === 'domain'}
        errorMessage={errorAt('domain')}
      />
      <UsageMultiSelect
        {...bind('agency')}
        errorMessage={errorAt('agency')}
        label={SEARCH_FIELD_LABELS.agency}
        options={agencyOptions}
      />
      {text('imageId')}
      <UsageMultiSelect<ImageStatus>
        {...bind('status')}
        errorMessage={errorAt('status')}
        label={USAGE_TEXTS.imageStatus}
        options={STATUS_OPTIONS}
      />
      <UsageMultiSelect
        {...bind('country')}
        errorMessage={errorAt('country')}
        label={SEARCH_FIELD_LABELS.country}
        options={countryOptions}
      />
    </SearchForm>
  );
}
