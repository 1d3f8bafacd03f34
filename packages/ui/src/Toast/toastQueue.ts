import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions } from 'react-aria-components';

/*
 * The toast queue apart from the region that shows it: an app creates its queue at start-up and
 * shows toasts from anywhere, while the region (`ToastRegion`, Toast.tsx, with react-aria's
 * toast and landmark code) can be loaded when the first toast comes.
 */

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
