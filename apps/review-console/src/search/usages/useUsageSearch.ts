import {
  decideUsageSearch,
  EMPTY_USAGE_SEARCH_FORM,
  SEARCH_ERROR_TOAST_MS,
  type ImageStatus,
  type SearchPaging,
  type UsageSearchForm,
} from '@sightings/domain-model';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { toasts } from '../../feedback/feedback';
import { useExtension } from '../../session/capabilities';
import { fieldBinder } from '../filterFields';
import { foundAtFromDisplay, foundAtToDisplay } from './foundAtFormat';
import { createUsageQuery } from './usageQuery';
import { freshnessText, storeIsDown, storeNoticeText } from './usageFreshness';
import { USAGE_TEXTS } from './usageTexts';

/** What the usage tab is given: the search in the URL and how to put a new one there. */
export interface UsageSearchInput {
  engine: 'postgres' | 'clickhouse';
  form: UsageSearchForm;
  paging: SearchPaging;
  searched: boolean;
  onNavigate(next: { form: UsageSearchForm; paging: SearchPaging }): void;
}

/** A refused search: the message, and the field it is about (null: the form as a whole). */
export interface UsageRefusal {
  message: string;
  field: string | null;
}

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

/**
 * The usage tab's state and actions: the query (createUsageQuery) for the URL's search, the
 * fields' draft (shown again whenever the URL's search changes), the refusal of an invalid
 * search, the ClickHouse store's notice and freshness, the error modal, the CSV export and the
 * status change with their toasts.
 */
export function useUsageSearch({ engine, form, paging, searched, onNavigate }: UsageSearchInput) {
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
  const [refusal, setRefusal] = useState<UsageRefusal | null>(null);
  if (draftOf !== urlKey) {
    setDraftOf(urlKey);
    setDraft(shownForm(form));
    setRefusal(null);
  }
  const set = <K extends keyof UsageSearchForm>(key: K, value: UsageSearchForm[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const bind = fieldBinder(draft, set);
  const reset = () => {
    setDraft(EMPTY_USAGE_SEARCH_FORM);
    setRefusal(null);
  };

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

  // The ClickHouse tab asks how its store stands on opening (issue 16), when the server offers
  // clickhouse-status; without it the tab searches without a freshness line. Usages URL asks
  // nothing. The CSV export is the extension usage-export: its button shows only with it.
  const statusOffered = useExtension('clickhouse-status') === true;
  const exportOffered = useExtension('usage-export') === true;
  useEffect(() => {
    if (engine === 'clickhouse' && statusOffered) void query.checkStore();
  }, [engine, query, statusOffered]);
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
  /** The table's Retry: the URL's search again. */
  const retry = () => {
    if (urlDecision?.kind === 'search') void query.search(urlDecision.filter, paging);
  };

  const shownRefusal: UsageRefusal | null =
    refusal ??
    (urlDecision?.kind === 'invalid'
      ? { message: urlDecision.message, field: urlDecision.field }
      : null);

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

  return {
    query,
    state,
    draft,
    set,
    bind,
    reset,
    search,
    retry,
    shownRefusal,
    storeStatus,
    storeNotice,
    searchOff,
    freshness,
    errorModal,
    closeErrorModal: () => setErrorModal(null),
    exportOffered,
    exportCsv,
    changeStatus,
  };
}

/** The usage tab's state and actions (useUsageSearch's answer). */
export type UsageSearch = ReturnType<typeof useUsageSearch>;
