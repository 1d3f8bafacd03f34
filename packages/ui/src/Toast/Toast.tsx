import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  type UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
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
import type { ToastContent, ToastTone } from './toastQueue';

export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  ToastQueue,
  type ShowToastOptions,
  type ToastAction,
  type ToastContent,
  type ToastTone,
} from './toastQueue';

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
