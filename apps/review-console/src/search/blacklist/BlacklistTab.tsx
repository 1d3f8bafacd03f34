import { fieldBinder } from '../filterFields';
import {
  decideBlacklistSearch,
  EMPTY_BLACKLIST_SEARCH_FORM,
  type BlacklistSearchForm,
} from '@sightings/domain-model';
import { SearchForm, TextField } from '@sightings/ui';
import { useState } from 'react';
import type { PagedQueryOptions } from '../pagedQuery';
import { panel } from '../SearchPage.css';
import { SEARCH_TEXTS } from '../searchTexts';
import { useTabSearch, type SearchTabProps } from '../useTabSearch';
import { BlacklistTable, createBlacklistQuery } from './blacklistTable';

/**
 * The Blacklisted table tab (002 "Blacklisted table tab and add form", §4, §5): a search by
 * domain name (blank refused: 'Search value can not be empty!'), the blacklist (all of it
 * before a search; Reset goes back to all), Delete with confirmation and the add modal.
 */
export function BlacklistTab({
  onError,
  ...url
}: SearchTabProps<BlacklistSearchForm> & { onError: PagedQueryOptions['onError'] }) {
  const [query] = useState(() => createBlacklistQuery(onError));
  const tab = useTabSearch({
    ...url,
    query,
    decide: decideBlacklistSearch,
    empty: EMPTY_BLACKLIST_SEARCH_FORM,
    listsAll: true,
  });
  const bind = fieldBinder(tab.draft, tab.setField);
  return (
    <div className={panel}>
      <SearchForm
        aria-label={SEARCH_TEXTS.blacklistForm}
        onSearch={tab.search}
        onReset={tab.reset}
        error={tab.refusal?.message}
        invalidField={tab.refusal?.field}
      >
        <TextField {...bind('domain')} label={SEARCH_TEXTS.blacklistDomain} />
      </SearchForm>
      {tab.shows ? <BlacklistTable query={query} onViewChange={tab.changeView} /> : null}
    </div>
  );
}
