import {
  BLACKLIST_ERROR_TOAST_MS,
  BLACKLIST_SORT_FIELDS,
  SUCCESS_TOAST_MS,
  BLACKLIST_PAGING_DEFAULTS,
  TABLE_PAGE_SIZES,
  TEMPLATES,
  TEXTS,
} from '@sightings/domain-model';
import { isApiError } from '@sightings/api-client';
import {
  BlacklistAddDialog,
  blacklistColumns,
  Button,
  ConfirmDialog,
  type BlacklistRow,
} from '@sightings/ui';
import { useMemo, useState } from 'react';
import { api } from '../../api';
import { toasts } from '../../feedback/feedback';
import { hasExtension } from '../../session/capabilities';
import {
  createFilteredQuery,
  messageOf,
  type PagedQueryOptions,
  type TableSorting,
} from '../pagedQuery';
import { PagedTable, sortableBy } from '../PagedTable';
import { blacklistRowOf, mapPage } from '../rows';
import { SEARCH_TEXTS } from '../searchTexts';
import { toolbar } from '../SearchPage.css';

/**
 * The Blacklisted table (002 "Blacklisted table tab and add form"): `GET /blacklisted_domain`,
 * with the tab's search by name (`domain`, a part of the name), or all without one.
 */
export function createBlacklistQuery(onError: PagedQueryOptions['onError']) {
  return createFilteredQuery<BlacklistRow, { domain: string }>(
    async (request, filter) =>
      mapPage(await api.reviewTables.blacklist(request, filter?.domain), blacklistRowOf),
    { size: TABLE_PAGE_SIZES.blacklist.defaultSize, onError },
  );
}

export type BlacklistQuery = ReturnType<typeof createBlacklistQuery>;

/** The server's refusal without the part it names ('body: these are not valid…'). */
const refusalText = (message: string) => message.replace(/^body:\s*/, '');

/**
 * The blacklist with its add modal (one domain per line) and a Delete per row that asks first,
 * then refreshes the list (002 §4). A server that offers `import-strict` refuses a batch with a
 * bad line (400): the message shows in the modal with the text kept. One that does not stores
 * the valid domains and counts the others (002 §7): the modal closes and an error toast names
 * them ('Not valid domains: n (list)').
 */
export function BlacklistTable({
  query,
  onViewChange,
}: {
  query: BlacklistQuery;
  onViewChange?: (view: { page: number; size: number; sorting: TableSorting }) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [addPending, setAddPending] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BlacklistRow | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  async function add(domains: string[]) {
    setAddPending(true);
    setAddError(null);
    try {
      const strict = await hasExtension('import-strict');
      const result = await api.reviewTables.addToBlacklist(domains, strict ? { strict } : {});
      setAdding(false);
      if (result.notValid > 0) {
        toasts.error(TEMPLATES.importNotValidDomains(result.notValid, result.notValidDomains), {
          timeout: BLACKLIST_ERROR_TOAST_MS,
        });
      }
      if (result.created > 0 || result.notValid === 0)
        toasts.success(TEXTS.blacklist.added, { timeout: SUCCESS_TOAST_MS });
      if (result.existed > 0) {
        toasts.info(SEARCH_TEXTS.alreadyListed(result.existedDomains), {
          timeout: SUCCESS_TOAST_MS,
        });
      }
      void query.reload();
    } catch (error) {
      // A refused entry: in the modal, the text kept to fix. Anything else: a toast (002 §8).
      if (isApiError(error) && error.status === 400) setAddError(refusalText(error.message));
      else toasts.error(messageOf(error), { timeout: BLACKLIST_ERROR_TOAST_MS });
    } finally {
      setAddPending(false);
    }
  }

  async function remove(row: BlacklistRow) {
    setDeletePending(true);
    try {
      await api.reviewTables.removeFromBlacklist(Number(row.id));
      toasts.success(TEXTS.blacklist.deleted, { timeout: SUCCESS_TOAST_MS });
    } catch (error) {
      toasts.error(messageOf(error), { timeout: BLACKLIST_ERROR_TOAST_MS });
    } finally {
      setDeletePending(false);
      setDeleting(null);
      void query.reload();
    }
  }

  const columns = useMemo(
    () =>
      sortableBy(
        blacklistColumns({ withAudit: true, onDelete: setDeleting }),
        BLACKLIST_SORT_FIELDS,
      ),
    [],
  );

  return (
    <>
      <div className={toolbar}>
        <Button
          variant="primary"
          onPress={() => {
            setAddError(null);
            setAdding(true);
          }}
        >
          {SEARCH_TEXTS.addToBlacklist}
        </Button>
      </div>
      <PagedTable
        query={query}
        aria-label={SEARCH_TEXTS.blacklistGrid}
        pagerLabel={SEARCH_TEXTS.blacklistPager}
        columns={columns}
        pageSizeOptions={BLACKLIST_PAGING_DEFAULTS.sizes}
        getRowLabel={(row) => row.domain}
        onViewChange={onViewChange}
      />
      <BlacklistAddDialog
        isOpen={adding}
        onOpenChange={setAdding}
        onSave={(domains) => void add(domains)}
        isPending={addPending}
        errorMessage={addError}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={SEARCH_TEXTS.deleteTitle}
        message={deleting ? SEARCH_TEXTS.deleteMessage(deleting.domain) : ''}
        confirmLabel={SEARCH_TEXTS.deleteConfirm}
        tone="danger"
        isPending={deletePending}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
