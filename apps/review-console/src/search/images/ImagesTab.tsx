import {
  decideImageSearch,
  EMPTY_IMAGE_SEARCH_FORM,
  IMAGE_STATUSES,
  SEARCH_FIELD_LABELS,
  type ImageSearchForm,
  type ImageStatus,
} from '@sightings/domain-model';
import { imageStatusName, SearchForm, TextField, TriStateSelect } from '@sightings/ui';
import { useState } from 'react';
import {
  countryOptions,
  countSetFields,
  fieldBinder,
  MultiSelect,
  type ReferenceLists,
} from '../filterFields';
import type { PagedQueryOptions } from '../pagedQuery';
import { panel } from '../SearchPage.css';
import { SEARCH_TEXTS } from '../searchTexts';
import { useTabSearch, type SearchTabProps } from '../useTabSearch';
import { createImagesQuery, ImagesTable } from './imagesTable';

const STATUS_OPTIONS = IMAGE_STATUSES.map((status) => ({
  id: status,
  name: imageStatusName(status),
}));

/** The four minimum counts, as typed. */
const COUNT_FIELDS = [
  'imagesCount',
  'identicalCount',
  'searchedImageCount',
  'searchedImageIdenticalCount',
] as const;

/** The fields behind 'More filters' (agency, image ID, domains and status stay in view). */
const MORE_FIELDS = [
  'country',
  ...COUNT_FIELDS,
  'commercial',
  'pursuable',
  'notBlacklisted',
] as const satisfies readonly (keyof ImageSearchForm)[];

/**
 * The Images table tab (002 "Search page", §3, §5): the image search form (agency or image ID
 * required, 'Search values can not be empty!') and the table of its results. Before a search the
 * tab shows a hint and no table.
 */
export function ImagesTab({
  lists,
  domainHref,
  onError,
  ...url
}: SearchTabProps<ImageSearchForm> & {
  lists: ReferenceLists;
  domainHref: (row: { domain: string }) => string;
  onError: PagedQueryOptions['onError'];
}) {
  const [query] = useState(() => createImagesQuery(onError));
  const tab = useTabSearch({
    ...url,
    query,
    decide: decideImageSearch,
    empty: EMPTY_IMAGE_SEARCH_FORM,
  });
  const { draft, setField } = tab;
  const bind = fieldBinder(draft, setField);
  const agencies = lists.agencies.map((agency) => ({ id: agency, name: agency }));

  return (
    <div className={panel}>
      <SearchForm
        aria-label={SEARCH_TEXTS.imagesForm}
        onSearch={tab.search}
        onReset={tab.reset}
        error={tab.refusal?.message}
        invalidField={tab.refusal?.field}
        moreSetCount={countSetFields(draft, EMPTY_IMAGE_SEARCH_FORM, MORE_FIELDS)}
        moreFields={
          <>
            <MultiSelect
              {...bind('country')}
              label={SEARCH_FIELD_LABELS.country}
              options={countryOptions(lists.countries)}
            />
            {COUNT_FIELDS.map((key) => (
              <TextField
                key={key}
                name={key}
                label={SEARCH_FIELD_LABELS[key]}
                inputMode="numeric"
                value={draft[key]}
                onChange={(value) => setField(key, value)}
              />
            ))}
            <TriStateSelect {...bind('commercial')} label={SEARCH_TEXTS.commercial} />
            <TriStateSelect {...bind('pursuable')} label={SEARCH_TEXTS.pursuable} />
            <TriStateSelect {...bind('notBlacklisted')} label={SEARCH_TEXTS.notBlacklisted} />
          </>
        }
      >
        <MultiSelect {...bind('agency')} label={SEARCH_FIELD_LABELS.agency} options={agencies} />
        <TextField {...bind('imageId')} label={SEARCH_FIELD_LABELS.imageId} />
        <TextField
          {...bind('domains')}
          label={SEARCH_FIELD_LABELS.domains}
          description={SEARCH_TEXTS.domainsHelp}
        />
        <MultiSelect<ImageStatus>
          {...bind('status')}
          label={SEARCH_TEXTS.imageStatus}
          options={STATUS_OPTIONS}
        />
      </SearchForm>
      {tab.shows ? (
        <ImagesTable
          query={query}
          countries={lists.countries}
          domainHref={domainHref}
          onViewChange={tab.changeView}
        />
      ) : url.present ? null : (
        <p>{SEARCH_TEXTS.imagesHint}</p>
      )}
    </div>
  );
}
