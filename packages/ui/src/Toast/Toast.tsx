import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
  type ToastOptions,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { useCallback, useRef } from 'react';
import { Button } from '../Button/Button';
import { AlertIcon, CheckIcon, CrossIcon, InfoIcon } from '../icons';
import { visuallyHidden } from '../theme/focusRing.css';
import { withClassName } from '../utils/className';
import {
  action as actionClass,
  close as closeClass,
  content as contentClass,
  description as descriptionClass,
  icon as iconClass,
  region,
  title as titleClass,
  TOAST_ROOM_PROPERTY,
  toast as toastClass,
} from './Toast.css';

export type ToastTone = 'success' | 'error' | 'info';

/** A button in a toast: its visible label (also its accessible name) and what it does. */
export interface ToastAction {
  /** The button's text, e.g. 'Undo'. */
  label: string;
  /** Runs on a press (click, Enter or Space); the toast closes afterwards. */
  onAction: () => void;
}

/**
 * What a toast shows: its tone (icon and colour), a title, an optional description and an
 * optional action button.
 */
export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
  action?: ToastAction;
}

/** How long a success or info toast stays by default, in ms (errors stay until closed). */
export const DEFAULT_TOAST_TIMEOUT = 5000;

export interface ShowToastOptions extends ToastOptions {
  /** A second line under the title. */
  description?: string;
  /**
   * A button beside the text (e.g. Undo). A toast with an action gets no default timeout: it
   * stays until closed, or for the `timeout` given (paused while the pointer or the focus is in
   * the region, so it never goes while someone is reaching its button).
   */
  action?: ToastAction;
}

/** A toast's button must not vanish after the default 5 s: only an explicit timeout closes it. */
function withDefaultTimeout(options: ShowToastOptions): ShowToastOptions {
  return options.action ? options : { timeout: DEFAULT_TOAST_TIMEOUT, ...options };
}

/**
 * The queue of toasts: react-aria's `ToastQueue` (so `add(content, { timeout })`, `close(key)`
 * and `clear()` work) with a helper per tone. Each helper returns the toast's key.
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  /** Shows a toast of `tone`; `timeout` in ms closes it by itself (none keeps it). */
  show(tone: ToastTone, title: string, { description, action, ...options }: ShowToastOptions = {}) {
    return this.add(
      action ? { tone, title, description, action } : { tone, title, description },
      options,
    );
  }

  /**
   * A success toast that closes after `timeout` ms (default `DEFAULT_TOAST_TIMEOUT`; with an
   * action, no default: it stays until closed unless a `timeout` is given).
   */
  success(title: string, options: ShowToastOptions = {}) {
    return this.show('success', title, withDefaultTimeout(options));
  }

  /**
   * An info toast that closes after `timeout` ms (default `DEFAULT_TOAST_TIMEOUT`; with an
   * action, no default: it stays until closed unless a `timeout` is given).
   */
  info(title: string, options: ShowToastOptions = {}) {
    return this.show('info', title, withDefaultTimeout(options));
  }

  /** An error toast; it stays until closed unless a `timeout` (ms) is given. */
  error(title: string, options: ShowToastOptions = {}) {
    return this.show('error', title, options);
  }
}

/**
 * Creates the queue a `ToastRegion` shows. Keep one per app (outside React state) and pass it
 * down: `const toasts = createToastQueue(); toasts.success('Saved', { timeout: 4000 })`.
 */
export function createToastQueue(options?: { maxVisibleToasts?: number }): ToastQueue {
  return new ToastQueue(options);
}

const toneIcons = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

const defaultToneLabels: Record<ToastTone, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Information',
};

export interface ToastRegionProps extends Omit<
  AriaToastRegionProps<ToastContent>,
  'children' | 'queue'
> {
  /** The queue from `createToastQueue()`. */
  queue: AriaToastQueue<ToastContent>;
  /** Words read before each title so the tone is heard, not only seen. */
  toneLabels?: Record<ToastTone, string>;
  /** The accessible name of each toast's close button. */
  closeLabel?: string;
}

/**
 * The landmark region where toasts appear, on react-aria's `ToastRegion` (rendered in a portal
 * on `document.body`, only while a toast shows). Each toast has its tone's icon, its tone in
 * words for screen readers, an optional action button and a close button; F6 moves focus to
 * the region (then Tab: the toast, its action, its close button), and timers pause while it is
 * hovered or focused. Pressing the action runs it and closes the toast.
 */
export function ToastRegion({
  queue,
  className,
  toneLabels = defaultToneLabels,
  closeLabel = 'Close',
  ...props
}: ToastRegionProps) {
  const reserveRoom = useToastRoom();
  return (
    <AriaToastRegion
      {...props}
      ref={reserveRoom}
      queue={queue}
      className={withClassName(region, className)}
    >
      {({ toast }) => (
        <ToastItem queue={queue} toast={toast} toneLabels={toneLabels} closeLabel={closeLabel} />
      )}
    </AriaToastRegion>
  );
}

/** The gap kept between the toasts' room and what scrolls above it, in px. */
const ROOM_GAP = 16;

/**
 * Reserves the toasts' room while the region shows (it is rendered only while a toast shows):
 * measures how far its top is from the window's bottom edge, whenever it changes size (toasts
 * come and go) or the window does, and sets `TOAST_ROOM_PROPERTY` on the document's root, which
 * the page end, the scroll padding and the modal overlays read (Toast.css.ts). Gone: unset.
 */
function useToastRoom() {
  const stop = useRef<(() => void) | null>(null);
  return useCallback((element: HTMLDivElement | null) => {
    stop.current?.();
    stop.current = null;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const top = element.getBoundingClientRect().top;
      root.style.setProperty(
        TOAST_ROOM_PROPERTY,
        `${Math.max(0, Math.ceil(window.innerHeight - top) + ROOM_GAP)}px`,
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    measure();
    stop.current = () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(TOAST_ROOM_PROPERTY);
    };
  }, []);
}

function ToastItem({
  queue,
  toast,
  toneLabels,
  closeLabel,
}: {
  queue: AriaToastQueue<ToastContent>;
  toast: QueuedToast<ToastContent>;
  toneLabels: Record<ToastTone, string>;
  closeLabel: string;
}) {
  const { tone, title, description, action } = toast.content;
  const Icon = toneIcons[tone];
  return (
    <AriaToast toast={toast} className={toastClass} data-tone={tone}>
      <Icon className={iconClass} />
      <AriaToastContent className={contentClass}>
        <Text slot="title" className={titleClass}>
          <span className={visuallyHidden}>{`${toneLabels[tone]}: `}</span>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={descriptionClass}>
            {description}
          </Text>
        ) : null}
      </AriaToastContent>
      {action ? (
        // Outside the content: the content is the alert that is read out; the button is reached
        // with the keyboard (F6, then Tab) or the pointer.
        <Button
          variant="secondary"
          size="small"
          className={actionClass}
          onPress={() => {
            action.onAction();
            queue.close(toast.key);
          }}
        >
          {action.label}
        </Button>
      ) : null}
      <AriaButton slot="close" aria-label={closeLabel} className={closeClass}>
        <CrossIcon />
      </AriaButton>
    </AriaToast>
  );
}
