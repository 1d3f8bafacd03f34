import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { joinClassName } from '../utils/className';
import {
  frame,
  heading,
  stickyHeader as stickyHeaderClass,
  type PageFrameVariants,
} from './PageFrame.css';

export interface PageFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's h1; the section is labelled by it. */
  title: ReactNode;
  /**
   * The h1 (`tabIndex={-1}`): the app focuses it by script when the page opens. The frame never
   * moves focus or sets `document.title` itself; that is the app's routing concern.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Beside the heading, at the end of its row: the page's buttons, a summary. */
  actions?: ReactNode;
  /** Under the heading, above the content: usually a `Notice`. */
  notice?: ReactNode;
  /** `page` (default) fills the main area; `centered` is a card in the middle (403, 404). */
  layout?: PageFrameVariants['layout'];
  /**
   * The heading's row stays at the top while the content scrolls under it (a long work page
   * whose buttons must stay in reach, such as the Images page's SAVE).
   */
  stickyHeader?: boolean;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/**
 * A screen's frame: a `<section>` labelled by its h1, the heading's row (with `actions`), the
 * `notice`, then the content, a theme space apart. Every console screen composes this instead of
 * writing its own page CSS; inside, `Stack` and `Inline` lay out the content.
 */
export function PageFrame({
  title,
  headingRef,
  actions,
  notice,
  layout,
  stickyHeader = false,
  className,
  children,
  ...props
}: PageFrameProps) {
  const headingId = useId();
  return (
    <Stack
      aria-labelledby={headingId}
      {...props}
      elementType="section"
      gap="l"
      className={joinClassName(frame({ layout }), className)}
    >
      <Inline gap="m" justify="between" className={stickyHeader ? stickyHeaderClass : undefined}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={heading({ layout })}>
          {title}
        </h1>
        {actions ? (
          <Inline gap="s" justify="end">
            {actions}
          </Inline>
        ) : null}
      </Inline>
      {notice}
      {children}
    </Stack>
  );
}
