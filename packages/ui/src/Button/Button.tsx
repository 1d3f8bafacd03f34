import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { SpinnerIcon } from '../icons';
import { withClassName } from '../utils/className';
import { button, spinner, type ButtonVariants } from './Button.css';

export interface ButtonProps extends AriaButtonProps {
  /** The look: primary for the main action, secondary, danger for destructive ones, quiet. */
  variant?: ButtonVariants['variant'];
  /** small, medium (default) or large. */
  size?: ButtonVariants['size'];
}

/** A button on react-aria's `Button`: press by mouse, touch, Enter or Space; `isPending` shows a spinner. */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={withClassName(button({ variant, size }), className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <SpinnerIcon className={spinner} /> : null}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
