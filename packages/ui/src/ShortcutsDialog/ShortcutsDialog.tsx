import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ShortcutsDialog.css';

/** One shortcut as a screen lists it. */
export interface Shortcut {
  /** The keys, as shown to the user ('Shift + I'). */
  keys: string;
  description: string;
}

/** Shortcuts under a heading ('In the grid', 'On the page'). */
export interface ShortcutGroup {
  title: string;
  shortcuts: readonly Shortcut[];
}

export interface ShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly ShortcutGroup[];
  /** Default 'Keyboard shortcuts'. */
  title?: string;
}

/**
 * A screen's keyboard shortcuts (the '?' key): a wide dialog with the groups side by side,
 * each a list of keys and what they do, and a Close button. It fits a 1280x800 window without
 * scrolling for a screen's usual twenty shortcuts; a longer list scrolls inside the dialog.
 * Escape, a press outside and Close close it; focus starts on Close.
 */
export function ShortcutsDialog({
  isOpen,
  onOpenChange,
  groups,
  title = 'Keyboard shortcuts',
}: ShortcutsDialogProps) {
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="wide">
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <dl className={styles.list}>
              {group.shortcuts.map(({ keys, description }) => (
                <div key={keys} className={styles.row}>
                  <dt className={styles.keys}>{keys}</dt>
                  <dd className={styles.description}>{description}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className={styles.footer}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the one action of a read-only dialog */}
        <Button slot="close" variant="secondary" autoFocus>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
