import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { withClassName } from '../utils/className';
import { arrow, tooltip } from './Tooltip.css';

export { TooltipTrigger, type TooltipTriggerComponentProps as TooltipTriggerProps };

export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  /** The tooltip's text. */
  children: ReactNode;
}

/**
 * The tooltip bubble with an arrow, on react-aria's `Tooltip`. Put it in a `TooltipTrigger`
 * after a focusable trigger (a `Button`): it shows on hover after the delay and at once on
 * keyboard focus, hides on Escape, blur or pointer leave, and describes its trigger
 * (`aria-describedby`). It must not hold anything interactive.
 */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={withClassName(tooltip, className)}>
      <OverlayArrow>
        <svg viewBox="0 0 8 8" className={arrow} aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}

export interface WithTooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element, such as a `Button`. */
  children: ReactNode;
  /** Where the tooltip goes; `top` by default, flipped when there is no room. */
  placement?: TooltipProps['placement'];
}

/**
 * A shortcut for `<TooltipTrigger>{children}<Tooltip>{content}</Tooltip></TooltipTrigger>`.
 * `delay` (ms before showing on hover) defaults to 700.
 */
export function WithTooltip({
  content,
  children,
  placement,
  delay = 700,
  ...props
}: WithTooltipProps) {
  return (
    <TooltipTrigger {...props} delay={delay}>
      {children}
      <Tooltip placement={placement}>{content}</Tooltip>
    </TooltipTrigger>
  );
}
