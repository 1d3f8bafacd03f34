import {
  decideDomainSearch,
  domainSearchPatterns,
  EMPTY_DOMAIN_SEARCH_FORM,
  joinDomainPatterns,
  SEARCH_FIELD_LABELS,
  type DomainFlowStatus,
  type DomainSearchForm,
} from '@sightings/domain-model';
import { SearchForm, TextField, TriStateSelect, type DomainListRow } from '@sightings/ui';
import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import {
  countryOptions,
  countSetFields,
  fieldBinder,
  MultiSelect,
  type ReferenceLists,
} from '../filterFields';
import { useExtension } from '../../session/capabilities';
import type { PagedQueryOptions } from '../pagedQuery';
import { panel, preview } from '../SearchPage.css';
import { SEARCH_TEXTS } from '../searchTexts';
import { useTabSearch, type SearchTabProps } from '../useTabSearch';
import {
  createDomainsPerImageQuery,
  createDomainsQuery,
  DOMAIN_SORT_FIELDS,
  DomainsPerImageTable,
  DomainsTable,
  PerImageSwitch,
} from './domainsTable';

/**
 * 'One row per image' (001 §2.6): kept for the session (not in the URL: the tab's URL is the
 * search; the switch only chooses how its results show). The list is the extension
 * `domain-with-image`: without it the switch is not offered and the domain list shows.
 */
const view = proxy({ perImage: false });

/** The fields behind 'More filters' (the domain boxes, status and country stay in view). */
const MORE_FIELDS = [
  'scrapedCountry',
  'imagesCount',
  'identicalCount',
  'commercial',
  'pursuable',
  'notBlacklisted',
  'socialDomain',
] as const satisfies readonly (keyof DomainSearchForm)[];

/** The Domains table tab's props (the page's URL, the lists, how a domain row opens). */
export interface DomainsTabProps extends SearchTabProps<DomainSearchForm> {
  lists: ReferenceLists;
  domainHref: (row: { domain: string }) => string;
  onOpen: (row: DomainListRow) => void;
  onError: PagedQueryOptions['onError'];
}

/**
 * The Domains table tab (002 "Search page", §3, §5): the domain search form (a domain is
 * required, 'Search value can not be empty!'; a second box makes the pair pattern 'a%b, b%a',
 * shown as it is typed) and the domain list of its results, or with 'One row per image' the
 * domain-with-image list. Before a search the tab shows a hint and no table.
 */
export function DomainsTab({ lists, domainHref, onOpen, onError, ...url }: DomainsTabProps) {
  const perImageOffered = useExtension('domain-with-image') === true;
  const perImage = useSnapshot(view).perImage && perImageOffered;
  const [queries] = useState(() => ({
    domains: createDomainsQuery(onError),
    perImage: createDomainsPerImageQuery(onError),
  }));
  const tab = useTabSearch({
    ...url,
    query: perImage ? queries.perImage : queries.domains,
    decide: decideDomainSearch,
    empty: EMPTY_DOMAIN_SEARCH_FORM,
    sortFields: DOMAIN_SORT_FIELDS,
  });
  const { draft, setField } = tab;
  const bind = fieldBinder(draft, setField);
  const patterns = domainSearchPatterns(draft.domain, draft.secondDomain);
  const statuses = lists.flowStatuses.map((status) => ({ id: status.name, name: status.fullName }));
  const countries = countryOptions(lists.countries);

  return (
    <div className={panel}>
      <SearchForm
        aria-label={SEARCH_TEXTS.domainsForm}
        onSearch={tab.search}
        onReset={tab.reset}
        error={tab.refusal?.message}
        invalidField={tab.refusal?.field}
        moreSetCount={countSetFields(draft, EMPTY_DOMAIN_SEARCH_FORM, MORE_FIELDS)}
        moreFields={
          <>
            <MultiSelect
              {...bind('scrapedCountry')}
              label={SEARCH_FIELD_LABELS.scrapedCountry}
              options={countries}
            />
            <TextField
              {...bind('imagesCount')}
              label={SEARCH_FIELD_LABELS.imagesCount}
              inputMode="numeric"
            />
            <TextField
              {...bind('identicalCount')}
              label={SEARCH_FIELD_LABELS.identicalCount}
              inputMode="numeric"
            />
            <TriStateSelect {...bind('commercial')} label={SEARCH_TEXTS.commercial} />
            <TriStateSelect {...bind('pursuable')} label={SEARCH_TEXTS.pursuable} />
            <TriStateSelect {...bind('notBlacklisted')} label={SEARCH_TEXTS.notBlacklisted} />
            <TriStateSelect {...bind('socialDomain')} label={SEARCH_TEXTS.socialDomain} />
          </>
        }
      >
        <TextField
          {...bind('domain')}
          label={SEARCH_FIELD_LABELS.domain}
          description={SEARCH_TEXTS.domainHelp}
        />
        <TextField
          {...bind('secondDomain')}
          label={SEARCH_FIELD_LABELS.secondDomain}
          description={SEARCH_TEXTS.secondDomainHelp}
        />
        <MultiSelect<DomainFlowStatus>
          {...bind('status')}
          label={SEARCH_TEXTS.flowStatus}
          options={statuses}
        />
        <MultiSelect {...bind('country')} label={SEARCH_FIELD_LABELS.country} options={countries} />
        <output className={preview} aria-live="polite">
          {patterns.length > 0
            ? `${SEARCH_TEXTS.patternPreview}: ${joinDomainPatterns(patterns)}`
            : null}
        </output>
      </SearchForm>
      {perImageOffered ? (
        <PerImageSwitch
          isSelected={perImage}
          onChange={(next) => {
            view.perImage = next;
          }}
        />
      ) : null}
      {!tab.shows ? (
        url.present ? null : (
          <p>{SEARCH_TEXTS.domainsHint}</p>
        )
      ) : perImage ? (
        <DomainsPerImageTable
          query={queries.perImage}
          countries={lists.countries}
          domainHref={domainHref}
          onOpen={onOpen}
          onViewChange={tab.changeView}
        />
      ) : (
        <DomainsTable
          query={queries.domains}
          countries={lists.countries}
          domainHref={domainHref}
          onOpen={onOpen}
          onViewChange={tab.changeView}
        />
      )}
    </div>
  );
}
