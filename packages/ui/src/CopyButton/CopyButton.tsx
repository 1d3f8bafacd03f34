import { useEffect, useRef, useState } from 'react';
import { AlertIcon, CheckIcon, CopyIcon } from '../icons';
import { Button, type ButtonProps } from '../Button/Button';
import { visuallyHidden } from '../theme/focusRing.css';
import { icon, root } from './CopyButton.css';

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps extends Omit<ButtonProps, 'children' | 'onPress'> {
  /** The text put on the clipboard. */
  value: string;
  /** The button's text and accessible name. */
  label?: string;
  /** Shown and announced for `feedbackDuration` ms after a copy. */
  copiedLabel?: string;
  /** Shown and announced for `feedbackDuration` ms when the clipboard refuses. */
  failedLabel?: string;
  /** How long the feedback stays, in ms. */
  feedbackDuration?: number;
  /** Called with the value once it is on the clipboard. */
  onCopy?: (value: string) => void;
  /** Called with the error when the clipboard is missing or refuses. */
  onError?: (error: unknown) => void;
}

const icons = { idle: CopyIcon, copied: CheckIcon, failed: AlertIcon } as const;

/**
 * A small button that copies `value` with `navigator.clipboard.writeText`. Afterwards its text
 * reads `copiedLabel` ('Copied') for about 2 s, and the same is announced through a polite
 * `role="status"` live region; a failure shows and announces `failedLabel` ('Copy failed').
 * `data-copy-state` (idle, copied, failed) is on the button for styling.
 */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  failedLabel = 'Copy failed',
  feedbackDuration = 2000,
  onCopy,
  onError,
  variant = 'secondary',
  size = 'small',
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState('idle'), feedbackDuration);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(value);
      show('copied');
      onCopy?.(value);
    } catch (error) {
      show('failed');
      onError?.(error);
    }
  };

  const Icon = icons[state];
  const text = { idle: label, copied: copiedLabel, failed: failedLabel }[state];
  return (
    <span className={root}>
      <Button {...props} variant={variant} size={size} onPress={copy} data-copy-state={state}>
        <Icon className={icon} />
        {text}
      </Button>
      <span role="status" className={visuallyHidden}>
        {state === 'idle' ? '' : text}
      </span>
    </span>
  );
}
