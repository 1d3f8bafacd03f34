import {
  canClearSignInLock,
  describeSignInLock,
  SUCCESS_TOAST_MS,
  TEXTS,
  USER_ERROR_TOAST_MS,
  type AdminUser,
  type UserSignInLock,
} from '@sightings/domain-model';
import {
  Button,
  CheckIcon,
  CrossIcon,
  createDataTableColumnHelper,
  DataTable,
  PageFrame,
  type DataTableColumn,
} from '@sightings/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import { usePageHeading } from '../pages/usePageHeading';
import { hasExtension, useExtension } from '../session/capabilities';
import * as styles from './AdminPage.css';
import { ADMIN_TEXTS } from './adminTexts';
import { StatisticsDialog } from './StatisticsDialog';
import { SuggestionPrecisionSection } from './SuggestionPrecisionSection';
import { UserDialog, type UserDialogMode } from './UserDialog';
import { failureMessage } from './userForm';
import { WorkQueuesDialog } from './workQueues/WorkQueuesDialog';

/** Active (a tick, green) or Disabled (a cross, red): the icon and its word. */
export function UserStatus({ active }: { active: boolean }) {
  const Icon = active ? CheckIcon : CrossIcon;
  return (
    <span className={styles.status} data-status={active ? 'active' : 'disabled'}>
      <Icon aria-hidden="true" className={styles.statusIcon} />
      {active ? TEXTS.users.active : TEXTS.users.disabled}
    </span>
  );
}

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'filters'; user: AdminUser }
  | { kind: 'statistics'; user: AdminUser };

interface RowActions {
  edit: (user: AdminUser) => void;
  filters: (user: AdminUser) => void;
  statistics: (user: AdminUser) => void;
  clearSignInLock: (user: AdminUser) => void;
}

/** A row: the user and the sign-in limiter's state of the user (none when nothing is counted). */
type UserRow = AdminUser & { signInLock?: UserSignInLock };

/**
 * The Sign-in cell (ours; docs/admin-panel.md "Sign-in lock"): the lock ('Locked until 14:05 ·
 * 100 failed sign-ins') or the failures counted, and Clear sign-in lock; empty otherwise.
 */
function SignInLockCell({ user, onClear }: { user: UserRow; onClear: (user: AdminUser) => void }) {
  if (!canClearSignInLock(user.signInLock)) return null;
  return (
    <span className={styles.signInLock} data-locked={user.signInLock?.locked ? 'true' : 'false'}>
      <span>{describeSignInLock(user.signInLock)}</span>
      <Button
        variant="secondary"
        size="small"
        aria-label={ADMIN_TEXTS.rowAction(TEXTS.users.signInLock.clear, user.name)}
        onPress={() => onClear(user)}
      >
        {TEXTS.users.signInLock.clear}
      </Button>
    </span>
  );
}

/**
 * The users table (002 "User administration page"): User name, Email, Role (Administrator or
 * User), the status icon with its word, our Sign-in column when the server offers the extension
 * `sign-in-locks`, and one button per action column (so Enter on the cell presses it in the
 * grid's keyboard): Edit user data, Filters, and our Statistics.
 */
function userColumns(actions: RowActions, signInLocks: boolean): DataTableColumn<UserRow>[] {
  const column = createDataTableColumnHelper<UserRow>();
  const action = (
    id: string,
    header: string,
    text: string,
    run: (user: AdminUser) => void,
    width: number,
  ) =>
    column.display({
      id,
      header,
      meta: { width },
      cell: (info) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={ADMIN_TEXTS.rowAction(text, info.row.original.name)}
          onPress={() => run(info.row.original)}
        >
          {text}
        </Button>
      ),
    });
  return [
    column.accessor('name', {
      header: TEXTS.users.columnName,
      sortFn: 'text',
      meta: { width: 16 },
    }),
    column.accessor('email', {
      header: TEXTS.users.columnEmail,
      sortFn: 'text',
      meta: { width: 18 },
    }),
    column.accessor((user) => TEXTS.users.roleLabels[user.role], {
      id: 'role',
      header: TEXTS.users.columnRole,
      sortFn: 'text',
      meta: { width: 12 },
    }),
    column.accessor('active', {
      header: ADMIN_TEXTS.columnStatus,
      sortFn: 'basic',
      meta: { width: 10 },
      cell: (info) => <UserStatus active={info.getValue()} />,
    }),
    ...(signInLocks
      ? [
          column.display({
            id: 'signInLock',
            header: TEXTS.users.signInLock.column,
            meta: { width: 14 },
            cell: (info) => (
              <SignInLockCell user={info.row.original} onClear={actions.clearSignInLock} />
            ),
          }),
        ]
      : []),
    action('edit', ADMIN_TEXTS.columnEdit, TEXTS.users.editUserData, actions.edit, 11),
    action('filters', ADMIN_TEXTS.columnFilters, TEXTS.users.filters, actions.filters, 10),
    action(
      'statistics',
      ADMIN_TEXTS.columnStatistics,
      ADMIN_TEXTS.statistics,
      actions.statistics,
      11,
    ),
  ];
}

type Users =
  | { state: 'loading'; users: AdminUser[] }
  | { state: 'failed'; users: AdminUser[]; message: string }
  | { state: 'loaded'; users: AdminUser[] };

/**
 * The admin panel, /admin-panel (002 "User administration page", §5, §6, §8; ROLE_ADMIN only,
 * else /403 by the route's guard): Create user above the users table; the create, edit,
 * change-password, work-queue and statistics modals open from it, and the table reloads after a
 * save. Focus goes back to the button that opened a modal when it closes. Under the table, the
 * Suggestion precision section when the server offers `pair-similarity`.
 */
export default function AdminPage() {
  const heading = usePageHeading<HTMLHeadingElement>(ADMIN_TEXTS.title);
  const [users, setUsers] = useState<Users>({ state: 'loading', users: [] });
  const [open, setOpen] = useState<Open | null>(null);
  /** Whether the server offers the sign-in locks (ours): the Sign-in column shows only then. */
  const signInLocksOffered = useExtension('sign-in-locks') === true;
  /** Whether the server suggests marks (ours): the Suggestion precision section shows only then. */
  const pairSimilarityOffered = useExtension('pair-similarity') === true;
  /** The sign-in locks by user id; empty when not offered or the call failed. */
  const [locks, setLocks] = useState<ReadonlyMap<number, UserSignInLock>>(new Map());
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++latest.current;
    setUsers((before) => ({ state: 'loading', users: before.users }));
    try {
      const [list, signInLocks] = await Promise.all([
        api.users.list(),
        hasExtension('sign-in-locks').then((offered) =>
          offered ? api.users.signInLocks().catch(() => [] as UserSignInLock[]) : [],
        ),
      ]);
      if (mine !== latest.current) return;
      setLocks(new Map(signInLocks.map((lock) => [lock.userId, lock])));
      setUsers({ state: 'loaded', users: list });
    } catch (error) {
      if (mine === latest.current)
        setUsers((before) => ({
          state: 'failed',
          users: before.users,
          message: failureMessage(error),
        }));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const openModal = useCallback((next: Open) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(next);
  }, []);

  const close = () => {
    setOpen(null);
    const back = opener.current;
    requestAnimationFrame(() => (back?.isConnected ? back : heading.current)?.focus());
  };

  /**
   * Clear sign-in lock: the server forgets the user's failed sign-ins; the cell empties, focus
   * stays on that cell of the grid (the pressed button is gone), and the 4 s toast says so.
   */
  const clearSignInLock = useCallback(async (user: AdminUser) => {
    const cell =
      document.activeElement instanceof HTMLElement
        ? document.activeElement.closest<HTMLElement>('[role="gridcell"]')
        : null;
    try {
      const after = await api.users.clearSignInLock(user.id);
      setLocks((before) => {
        const next = new Map(before);
        if (canClearSignInLock(after)) next.set(user.id, after);
        else next.delete(user.id);
        return next;
      });
      toasts.success(TEXTS.users.signInLock.cleared, { timeout: SUCCESS_TOAST_MS });
      requestAnimationFrame(() => {
        if (cell?.isConnected) cell.focus();
      });
    } catch (error) {
      toasts.error(failureMessage(error), { timeout: USER_ERROR_TOAST_MS });
    }
  }, []);

  const columns = useMemo(
    () =>
      userColumns(
        {
          edit: (user) => openModal({ kind: 'edit', user }),
          filters: (user) => openModal({ kind: 'filters', user }),
          statistics: (user) => openModal({ kind: 'statistics', user }),
          clearSignInLock: (user) => void clearSignInLock(user),
        },
        signInLocksOffered,
      ),
    [openModal, clearSignInLock, signInLocksOffered],
  );

  const rows = useMemo<UserRow[]>(
    () => users.users.map((user) => ({ ...user, signInLock: locks.get(user.id) })),
    [users.users, locks],
  );

  const dialogMode: UserDialogMode | null =
    open?.kind === 'create'
      ? { kind: 'create' }
      : open?.kind === 'edit'
        ? { kind: 'edit', user: open.user }
        : null;

  return (
    <PageFrame
      title={ADMIN_TEXTS.title}
      headingRef={heading}
      actions={
        <Button variant="primary" onPress={() => openModal({ kind: 'create' })}>
          {TEXTS.users.createUser}
        </Button>
      }
    >
      <div className={styles.tableBox}>
        <DataTable
          aria-label={ADMIN_TEXTS.usersGrid}
          columns={columns}
          data={rows}
          getRowId={(user) => String(user.id)}
          getRowLabel={(user) => user.name}
          sortMode="client"
          isLoading={users.state === 'loading'}
          loadingLabel={ADMIN_TEXTS.loading}
          emptyText={users.state === 'loaded' ? ADMIN_TEXTS.noUsers : ''}
          error={
            users.state === 'failed' ? `${ADMIN_TEXTS.loadFailed} ${users.message}` : undefined
          }
          onRetry={() => void reload()}
          retryLabel={ADMIN_TEXTS.tryAgain}
          maxHeight="36rem"
        />
      </div>
      {pairSimilarityOffered ? <SuggestionPrecisionSection /> : null}
      {dialogMode ? (
        <UserDialog
          key={dialogMode.kind === 'edit' ? `edit-${dialogMode.user.id}` : 'create'}
          mode={dialogMode}
          onClose={close}
          onSaved={() => {
            close();
            void reload();
          }}
        />
      ) : null}
      {open?.kind === 'filters' ? <WorkQueuesDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'statistics' ? <StatisticsDialog user={open.user} onClose={close} /> : null}
    </PageFrame>
  );
}
