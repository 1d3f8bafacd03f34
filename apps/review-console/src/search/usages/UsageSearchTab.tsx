import { TEXTS, type SearchPaging, type UsageSearchForm } from '@sightings/domain-model';
import { Button, Dialog, Notice, type CountryRef } from '@sightings/ui';
import type { JSX } from 'react';
import { UsageResults } from './UsageResults';
import { UsageSearchFields } from './UsageSearchFields';
import { USAGE_TEXTS } from './usageTexts';
import { useUsageSearch } from './useUsageSearch';
import * as css from './UsageSearchTab.css';

export interface UsageSearchTabProps {
  engine: 'postgres' | 'clickhouse';
  /** The search in the URL (the page reads the URL and passes it). */
  form: UsageSearchForm;
  paging: SearchPaging;
  /** True: run this search now (the URL held a filter or Search was pressed). */
  searched: boolean;
  /** Puts a new search, page, sort or size in the URL; new props flow back. */
  onNavigate(next: { form: UsageSearchForm; paging: SearchPaging }): void;
  countries: readonly CountryRef[];
  agencies: readonly string[];
  /** The review link of a row's domain; null without reviewPermission. */
  domainHref: (row: { domain: string }) => string | null;
}

/**
 * The Usages URL and Clickhouse Usage url tabs (spec 002 "Search page", §3, §4, §8, §9; issue
 * 15): the usage search form, the results with their per-row status dropdowns, the polled count
 * and the CSV export. The URL holds the search (the page passes it in); Search decides the form
 * (domain-model's `decideUsageSearch`) and puts a valid one in the URL from page 1.
 *
 * The parts: `useUsageSearch` (the query, the draft, Search and the toasts),
 * `UsageSearchFields` (the form) and `UsageResults` (the count, the table and the pager).
 */
export function UsageSearchTab({
  engine,
  form,
  paging,
  searched,
  onNavigate,
  countries,
  agencies,
  domainHref,
}: UsageSearchTabProps): JSX.Element {
  const search = useUsageSearch({ engine, form, paging, searched, onNavigate });
  const { query, state, storeStatus, storeNotice, errorModal } = search;

  return (
    <div className={css.tab}>
      {/* Above the form: seen at once after Search, whatever the window's height. */}
      {storeNotice ? (
        <Notice
          tone="warning"
          action={
            storeStatus?.state === 'unavailable' ? (
              <Button
                variant="secondary"
                size="small"
                isPending={state.checkingStore}
                onPress={() => void query.checkStore()}
              >
                {USAGE_TEXTS.checkAgain}
              </Button>
            ) : null
          }
        >
          {storeNotice}
        </Notice>
      ) : state.unavailable ? (
        <Notice tone="warning">{USAGE_TEXTS.unavailable(state.unavailable)}</Notice>
      ) : null}
      <UsageSearchFields
        engine={engine}
        search={search}
        countries={countries}
        agencies={agencies}
      />

      <UsageResults
        engine={engine}
        search={search}
        form={form}
        paging={paging}
        searched={searched}
        onNavigate={onNavigate}
        countries={countries}
        domainHref={domainHref}
      />

      <Dialog
        title={USAGE_TEXTS.errorTitle}
        isOpen={errorModal !== null}
        onOpenChange={(open) => {
          if (!open) search.closeErrorModal();
        }}
        role="alertdialog"
      >
        <p>{errorModal}</p>
        <Button variant="primary" slot="close">
          {TEXTS.search.ok}
        </Button>
      </Dialog>
    </div>
  );
}
