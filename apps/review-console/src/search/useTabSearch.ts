import type { SearchDecision, SearchPaging } from '@sightings/domain-model';
import { useEffect, useMemo, useState } from 'react';
import type { FilteredQuery } from './pagedQuery';
import { tableSortingOf } from './useSearchUrl';

/** What every search tab gets from the page: its part of the URL and a way to change it. */
export interface SearchTabProps<F> {
  /** The tab's form as the URL holds it. */
  form: F;
  paging: SearchPaging;
  /** The URL holds a search of this tab (it runs; a reload runs it again). */
  present: boolean;
  /** New on every navigation: the same search pressed again runs again. */
  runKey: string;
  /** A search (pushes a history entry) or, with `replace`, a page or sorting change. */
  onNavigate: (next: { form: F; paging: SearchPaging }, options?: { replace?: boolean }) => void;
}

/** A refused search: the message and the form key of the field to focus. */
export interface Refusal {
  message: string;
  field: string | null;
}

/**
 * A tab's search as the URL drives it. The draft form (what the fields show) starts as the
 * URL's and goes back to it whenever the URL changes (back, forward, a search). When the URL
 * holds a search (`present`) it is decided again and, if valid, shown at the URL's page, size
 * and sorting; a URL search the rule refuses shows its message, no rows. Without a search the
 * tab shows no rows (`listsAll`: the tab's whole list, as the blacklist does).
 *
 * `search()` decides the draft: refused, the message and the field to focus; valid, the search
 * goes into the URL from the first page (002 §4), pushing a history entry.
 */
export function useTabSearch<F, Filter, Row>({
  form,
  paging,
  present,
  runKey,
  onNavigate,
  query,
  decide,
  empty,
  sortFields,
  listsAll = false,
}: SearchTabProps<F> & {
  query: FilteredQuery<Row, Filter>;
  decide: (form: F) => SearchDecision<Filter>;
  /** The empty form (Reset). */
  empty: F;
  /** The server's sort field of a column id, where they differ. */
  sortFields?: Readonly<Record<string, string>>;
  listsAll?: boolean;
}) {
  const [draft, setDraft] = useState(form);
  const [base, setBase] = useState(form);
  // A refused press of Search (the URL's own search is decided below).
  const [pressRefusal, setPressRefusal] = useState<Refusal | null>(null);
  if (base !== form) {
    // The URL changed: the fields show its search (React's "adjust state while rendering").
    setBase(form);
    setDraft(form);
    setPressRefusal(null);
  }
  const decision = useMemo(() => (present ? decide(form) : null), [present, decide, form]);

  useEffect(() => {
    if (decision?.kind === 'invalid' || (!decision && !listsAll)) {
      query.clear();
      return;
    }
    query.setFilter(decision ? decision.filter : null);
    void query.show({
      page: paging.page,
      size: paging.size,
      sorting: tableSortingOf(paging.sort, sortFields),
    });
  }, [query, decision, paging, runKey, listsAll, sortFields]);

  const urlRefusal: Refusal | null =
    decision?.kind === 'invalid' ? { message: decision.message, field: decision.field } : null;
  const refusal = pressRefusal ?? urlRefusal;

  return {
    draft,
    setDraft,
    /** Changes one field of the draft. */
    setField<K extends keyof F>(key: K, value: F[K]) {
      setDraft((current) => ({ ...current, [key]: value }));
    },
    refusal,
    /** Whether the tab shows rows (the URL's search is valid, or the tab lists all). */
    shows: decision ? decision.kind === 'search' : listsAll,
    search() {
      const pressed = decide(draft);
      if (pressed.kind === 'invalid') {
        setPressRefusal({ message: pressed.message, field: pressed.field });
        return;
      }
      setPressRefusal(null);
      onNavigate({ form: draft, paging: { ...paging, page: 0 } });
    },
    /** Reset: the fields empty and the tab without a search (a history entry). */
    reset() {
      setDraft(empty);
      setPressRefusal(null);
      if (present) onNavigate({ form: empty, paging: { ...paging, page: 0 } });
    },
    /** A page, size or sorting change of the table: replaces the URL's entry. */
    changeView(view: { page: number; size: number; sorting: { id: string; desc: boolean }[] }) {
      onNavigate(
        {
          form,
          paging: {
            page: view.page,
            size: view.size,
            sort: view.sorting.map(({ id, desc }) => ({
              field: sortFields?.[id] ?? id,
              direction: desc ? 'desc' : 'asc',
            })),
          },
        },
        { replace: true },
      );
    },
  };
}
