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
import { AlertIcon, CheckIcon, CrossIcon, InfoIcon } from '../icons';
import { visuallyHidden } from '../theme/focusRing.css';
import { withClassName } from '../utils/className';
import {
  close as closeClass,
  content as contentClass,
  description as descriptionClass,
  icon as iconClass,
  region,
  title as titleClass,
  toast as toastClass,
} from './Toast.css';

export type ToastTone = 'success' | 'error' | 'info';

/** What a toast shows: its tone (icon and colour), a title and an optional description. */
export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

/** How long a success or info toast stays by default, in ms (errors stay until closed). */
export const DEFAULT_TOAST_TIMEOUT = 5000;

export interface ShowToastOptions extends ToastOptions {
  /** A second line under the title. */
  description?: string;
}

/**
 * The queue of toasts: react-aria's `ToastQueue` (so `add(content, { timeout })`, `close(key)`
 * and `clear()` work) with a helper per tone. Each helper returns the toast's key.
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  /** Shows a toast of `tone`; `timeout` in ms closes it by itself (none keeps it). */
  show(tone: ToastTone, title: string, { description, ...options }: ShowToastOptions = {}) {
    return this.add({ tone, title, description }, options);
  }

  /** A success toast that closes after `timeout` ms (default `DEFAULT_TOAST_TIMEOUT`). */
  success(title: string, options: ShowToastOptions = {}) {
    return this.show('success', title, { timeout: DEFAULT_TOAST_TIMEOUT, ...options });
  }

  /** An info toast that closes after `timeout` ms (default `DEFAULT_TOAST_TIMEOUT`). */
  info(title: string, options: ShowToastOptions = {}) {
    return this.show('info', title, { timeout: DEFAULT_TOAST_TIMEOUT, ...options });
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
 * words for screen readers, and a close button; F6 moves focus to the region, and timers
 * pause while it is hovered or focused.
 */
export function ToastRegion({
  queue,
  className,
  toneLabels = defaultToneLabels,
  closeLabel = 'Close',
  ...props
}: ToastRegionProps) {
  return (
    <AriaToastRegion {...props} queue={queue} className={withClassName(region, className)}>
      {({ toast }) => <ToastItem toast={toast} toneLabels={toneLabels} closeLabel={closeLabel} />}
    </AriaToastRegion>
  );
}

function ToastItem({
  toast,
  toneLabels,
  closeLabel,
}: {
  toast: QueuedToast<ToastContent>;
  toneLabels: Record<ToastTone, string>;
  closeLabel: string;
}) {
  const { tone, title, description } = toast.content;
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
      <AriaButton slot="close" aria-label={closeLabel} className={closeClass}>
        <CrossIcon />
      </AriaButton>
    </AriaToast>
  );
}
