import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { withClassName } from '../utils/className';
import { fill, header, progressBar, track, valueText } from './ProgressBar.css';

export interface ProgressBarProps extends AriaProgressBarProps {
  /** The visible label (what is in progress). Without one, give the bar an `aria-label`. */
  label?: ReactNode;
}

/**
 * A progress bar on react-aria's `ProgressBar` (`role="progressbar"` with its value): the label
 * and the value's text (react-aria's, a percent by default, or `valueLabel`) above a bordered
 * track. `isIndeterminate`: work of unknown length, a part sliding across (`data-indeterminate` on
 * the fill) and no value text.
 */
export function ProgressBar({ label, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={withClassName(progressBar, className)}>
      {({ percentage, valueText: text, isIndeterminate }) => (
        <>
          <div className={header}>
            {label ? <Label>{label}</Label> : <span />}
            {isIndeterminate ? null : <span className={valueText}>{text}</span>}
          </div>
          <div className={track}>
            <div
              className={fill}
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
