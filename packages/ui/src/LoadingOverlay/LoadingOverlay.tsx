import type { HTMLAttributes, ReactNode } from 'react';
import { SpinnerIcon } from '../icons';
import { visuallyHidden } from '../theme/focusRing.css';
import { joinClassName } from '../utils/className';
import { container, content, indicator, overlay, spinner } from './LoadingOverlay.css';

export interface LoadingOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** While true the content is covered, `aria-busy` and `inert`. */
  isLoading: boolean;
  /** The text beside the spinner, also announced when loading starts. */
  label?: string;
  /** The region that is covered while loading. */
  children: ReactNode;
  /**
   * Keep the content focusable and clickable while loading (not `inert`): for a region whose
   * focus must survive a reload, as a table's rows do across a page load. Default false.
   */
  keepInteractive?: boolean;
}

/**
 * Covers a region while it loads: a spinner with a label over the content, the content marked
 * `aria-busy="true"` and `inert` (neither focusable nor clickable; see `keepInteractive`)
 * meanwhile. A polite
 * `role="status"` announces the label when loading starts. Plain elements: react-aria has no
 * component for this.
 */
export function LoadingOverlay({
  isLoading,
  label = 'Loading',
  keepInteractive = false,
  children,
  className,
  ...props
}: LoadingOverlayProps) {
  return (
    <div {...props} className={joinClassName(container, className)}>
      <div
        className={content}
        aria-busy={isLoading || undefined}
        inert={isLoading && !keepInteractive}
      >
        {children}
      </div>
      {isLoading ? (
        <div className={overlay} aria-hidden="true">
          <span className={indicator}>
            <SpinnerIcon className={spinner} />
            {label}
          </span>
        </div>
      ) : null}
      <span role="status" className={visuallyHidden}>
        {isLoading ? label : ''}
      </span>
    </div>
  );
}
