import {
  decideUsageSearch,
  EMPTY_USAGE_SEARCH_FORM,
  IMAGE_STATUSES,
  SEARCH_ERROR_TOAST_MS,
  SEARCH_FIELD_LABELS,
  TEXTS,
  USAGE_PAGE_SIZE_OPTIONS,
  USAGE_PAGING_DEFAULTS,
  type ImageStatus,
  type SearchPaging,
  type Sort,
  type UsageSearchForm,
} from '@sightings/domain-model';
import {
  AlertIcon,
  Button,
  Checkbox,
  DataTable,
  Dialog,
  imageStatusName,
  Notice,
  Pager,
  SearchFieldGroup,
  SearchForm,
  SpinnerIcon,
  TextField,
  TriStateSelect,
  usageColumns,
  isUsageRowSelectable,
  sightingRowHighlight,
  visuallyHidden,
  type CountryRef,
  type DataTableColumn,
} from '@sightings/ui';
import { useEffect, useMemo, useState, type JSX } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { toasts } from '../../feedback/feedback';
import { openInNewWindow } from '../domainRowLink';
import { countSetFields, fieldBinder } from '../filterFields';
import { foundAtFromDisplay, foundAtToDisplay } from './foundAtFormat';
import {
  createUsageQuery,
  usagePagerTotal,
  type UsageCountState,
  type UsageTableRow,
} from './usageQuery';
import { UsageMultiSelect, usageCountryOptions, type UsageOption } from './usageFields';
import { freshnessText, storeIsDown, storeNoticeText } from './usageFreshness';
import { USAGE_TEXTS } from './usageTexts';
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

/** The URL's form as the fields show it: the found-at moments as 'DD/MM/YYYY hh:mm A' (002 §9). */
function shownForm(form: UsageSearchForm): UsageSearchForm {
  return {
    ...form,
    foundAtStart: foundAtToDisplay(form.foundAtStart),
    foundAtEnd: foundAtToDisplay(form.foundAtEnd),
  };
}

/** The fields as the form's values: a found-at typed as shown goes back to 'YYYY-MM-DD HH:mm:ss'. */
function typedForm(form: UsageSearchForm): UsageSearchForm {
  return {
    ...form,
    foundAtStart: foundAtFromDisplay(form.foundAtStart),
    foundAtEnd: foundAtFromDisplay(form.foundAtEnd),
  };
}

/** The column ids of `usageColumns` (each one a server sort field). */
type TableSorting = { id: string; desc: boolean }[];

/** The table's sorting from the URL's sorts: only the sorts of a column show (foundAt has none). */
function tableSortingOf(sort: readonly Sort[], columnIds: ReadonlySet<string>): TableSorting {
  return sort
    .filter((s) => columnIds.has(s.field))
    .slice(0, 1)
    .map((s) => ({ id: s.field, desc: s.direction === 'desc' }));
}

/** The URL's sorts from the table's: none is the default foundAt descending (002 §9). */
function sortOf(sorting: TableSorting): Sort[] {
  if (sorting.length === 0) return USAGE_PAGING_DEFAULTS.sort.map((s) => ({ ...s }));
  return sorting.map(({ id, desc }) => ({ field: id, direction: desc ? 'desc' : 'asc' }));
}

/**
 * The Usages URL and Clickhouse Usage url tabs (spec 002 "Search page", §3, §4, §8, §9; issue
 * 15): the usage search form, the results with their per-row status dropdowns, the polled count
 * and the CSV export. The URL holds the search (the page passes it in); Search decides the form
 * (domain-model's `decideUsageSearch`) and puts a valid one in the URL from page 1.
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
  const [errorModal, setErrorModal] = useState<string | null>(null);
  const [query] = useState(() =>
    createUsageQuery({
      engine,
      calls: api.search,
      onError: (message) => {
        toasts.error(message, { timeout: SEARCH_ERROR_TOAST_MS });
        setErrorModal(message);
      },
    }),
  );
  const state = useSnapshot(query.state);

  // The fields show the URL's search again whenever it changes (back, forward, a search).
  const urlKey = JSON.stringify(form);
  const [draft, setDraft] = useState(() => shownForm(form));
  const [draftOf, setDraftOf] = useState(urlKey);
  const [refusal, setRefusal] = useState<{ message: string; field: string | null } | null>(null);
  if (draftOf !== urlKey) {
    setDraftOf(urlKey);
    setDraft(shownForm(form));
    setRefusal(null);
  }
  const set = <K extends keyof UsageSearchForm>(key: K, value: UsageSearchForm[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const bind = fieldBinder(draft, set);

  // Runs the URL's search (a new form, page, size or sort); none: no rows.
  const runKey = JSON.stringify({ form, paging, searched });
  const urlDecision = useMemo(
    () => (searched ? decideUsageSearch(form) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds form and searched
    [runKey],
  );
  useEffect(() => {
    if (urlDecision?.kind !== 'search') {
      query.clear();
      return;
    }
    void query.search(urlDecision.filter, paging);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds the paging
  }, [query, runKey]);
  useEffect(() => () => query.dispose(), [query]);

  // The ClickHouse tab asks how its store stands on opening (issue 16); Usages URL asks nothing.
  useEffect(() => {
    if (engine === 'clickhouse') void query.checkStore();
  }, [engine, query]);
  const storeStatus = engine === 'clickhouse' ? state.storeStatus : null;
  const storeNotice = storeNoticeText(storeStatus);
  const searchOff = storeIsDown(storeStatus);
  const freshness = state.unavailable ? null : freshnessText(storeStatus);
  const search = () => {
    if (searchOff) return;
    const typed = typedForm(draft);
    const decision = decideUsageSearch(typed);
    if (decision.kind === 'invalid') {
      setRefusal({ message: decision.message, field: decision.field });
      return;
    }
    setRefusal(null);
    const next = { form: typed, paging: { ...paging, page: 0 } };
    // The same search again (nothing in the URL would change): run it again here.
    if (searched && paging.page === 0 && JSON.stringify(typed) === urlKey)
      void query.search(decision.filter, next.paging);
    else onNavigate(next);
  };

  const shownRefusal =
    refusal ??
    (urlDecision?.kind === 'invalid'
      ? { message: urlDecision.message, field: urlDecision.field }
      : null);
  /**
   * The refusal under its field too: at 1280 x 800 the buttons' row (where SearchForm shows it)
   * is below the fold while the field in error is at the top.
   */
  const errorAt = (key: string) => (shownRefusal?.field === key ? shownRefusal.message : undefined);

  const exportCsv = async () => {
    const failure = await query.exportCsv();
    if (failure)
      toasts.error(USAGE_TEXTS.exportFailed(failure), { timeout: SEARCH_ERROR_TOAST_MS });
  };

  const changeStatus = async (ids: string[], status: ImageStatus) => {
    const result = await query.changeStatus(ids, status);
    if (result.ok) toasts.success(USAGE_TEXTS.statusChanged(result.changed));
    else
      toasts.error(USAGE_TEXTS.statusRefused(result.message), { timeout: SEARCH_ERROR_TOAST_MS });
  };

  const selectedIds = useMemo(() => new Set(state.selected), [state.selected]);
  const columns = useMemo(
    () =>
      usageColumns({
        statuses: IMAGE_STATUSES,
        statusLabel: imageStatusName,
        selectedIds,
        onStatusChange: (ids, status) => void changeStatus(ids, status),
        countries: [...countries],
      }) as DataTableColumn<UsageTableRow>[],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- changeStatus only uses the store
    [selectedIds, countries],
  );
  const columnIds = useMemo(
    () => new Set(columns.map((column) => column.id).filter((id): id is string => !!id)),
    [columns],
  );
  const sorting = tableSortingOf(paging.sort, columnIds);
  const rows = state.rows as UsageTableRow[];
  const view = (next: Partial<SearchPaging>) =>
    onNavigate({ form, paging: { ...paging, ...next } });

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
  const showsTable = state.filter !== null || (state.loading && !state.unavailable);

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
      <SearchForm
        aria-label={USAGE_TEXTS.form[engine]}
        onSearch={search}
        // Search cannot be pressed (nor Enter submit) while the store is off or unavailable.
        isSearchDisabled={searchOff}
        onReset={() => {
          setDraft(EMPTY_USAGE_SEARCH_FORM);
          setRefusal(null);
        }}
        error={shownRefusal?.message}
        invalidField={shownRefusal?.field}
        actions={
          <Button
            variant="secondary"
            isDisabled={state.filter === null}
            isPending={state.exporting}
            onPress={() => void exportCsv()}
          >
            {USAGE_TEXTS.exportCsv}
          </Button>
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

      {state.statusError ? (
        <Notice tone="danger">{USAGE_TEXTS.statusRefused(state.statusError)}</Notice>
      ) : null}

      {engine === 'clickhouse' ? (
        // One line above the results: the count, and how fresh the ClickHouse store is.
        <div className={css.summary}>
          {showsTable ? <UsageTotal count={state.count} /> : null}
          <div role="status" className={css.freshness}>
            {freshness}
          </div>
        </div>
      ) : null}

      {showsTable ? (
        <>
          {engine === 'postgres' ? <UsageTotal count={state.count} /> : null}
          <DataTable<UsageTableRow>
            aria-label={USAGE_TEXTS.grid[engine]}
            columns={columns}
            data={rows}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.originalImageFileName ?? `image ${row.id}`}
            sorting={sorting}
            onSortingChange={(next) => view({ page: 0, sort: sortOf(next) })}
            isLoading={state.loading || state.saving}
            error={state.error}
            onRetry={() => {
              if (urlDecision?.kind === 'search') void query.search(urlDecision.filter, paging);
            }}
            emptyText={TEXTS.common.emptyTable}
            selectionMode="multiple"
            selectedIds={selectedIds}
            onSelectionChange={(ids) => query.setSelected(ids)}
            isRowSelectable={isUsageRowSelectable}
            getRowHighlight={sightingRowHighlight}
            onRowAction={(row) => {
              const href = domainHref(row);
              if (href) openInNewWindow(href);
            }}
            totalRowCount={
              state.count.kind === 'known'
                ? state.count.count
                : state.page * state.size + rows.length + (state.hasNext ? 1 : 0)
            }
            firstRowIndex={state.page * state.size}
          />
          <Pager
            aria-label={USAGE_TEXTS.pager[engine]}
            className={css.pager}
            page={state.page + 1}
            pageSize={state.size}
            totalItems={usagePagerTotal(state)}
            pageSizeOptions={[...USAGE_PAGE_SIZE_OPTIONS]}
            onPageChange={(page) => view({ page: page - 1 })}
            onPageSizeChange={(size) => view({ page: 0, size })}
          />
        </>
      ) : !searched && !state.unavailable ? (
        <p>{USAGE_TEXTS.hint}</p>
      ) : null}

      <Dialog
        title={USAGE_TEXTS.errorTitle}
        isOpen={errorModal !== null}
        onOpenChange={(open) => {
          if (!open) setErrorModal(null);
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

/** 'Total N items'; 'Total' with a spinner while the count is polled; 'Counting error'. */
function UsageTotal({ count }: { count: Readonly<UsageCountState> }) {
  return (
    <div role="status" className={css.total}>
      {count.kind === 'known' ? (
        USAGE_TEXTS.totalItems(count.count)
      ) : count.kind === 'counting' ? (
        <>
          {USAGE_TEXTS.total}
          <SpinnerIcon className={css.spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{USAGE_TEXTS.counting}</span>
        </>
      ) : count.kind === 'failed' ? (
        <>
          {USAGE_TEXTS.total}
          <span className={css.countFailed}>
            <AlertIcon className={css.spinner} aria-hidden="true" />
            {count.message}
          </span>
        </>
      ) : null}
    </div>
  );
}
