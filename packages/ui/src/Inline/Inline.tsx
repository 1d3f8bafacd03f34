import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { LayoutElement } from '../Stack/Stack';
import { joinClassName } from '../utils/className';
import { inline, type InlineVariants } from './Inline.css';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered: `div` (default), or `section`, `ul`, `ol`, `header`, `footer`, `nav`. */
  elementType?: LayoutElement;
  /** The space between children, a step of the theme's space scale: `s` by default. */
  gap?: InlineVariants['gap'];
  /** Across: start, center (default), end, baseline or stretch. */
  align?: InlineVariants['align'];
  /** Along: start (unset), center, end, or between (first and last at the edges). */
  justify?: InlineVariants['justify'];
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/**
 * Children side by side, a theme space apart, wrapping onto the next line when the row is full.
 * Any other HTML attribute goes to the rendered element. Plain elements: react-aria has no
 * layout component.
 */
export function Inline({
  elementType = 'div',
  gap,
  align,
  justify,
  className,
  ...props
}: InlineProps) {
  // createElement: one element type chosen at run time, its ref typed as any HTMLElement.
  return createElement(elementType, {
    ...props,
    className: joinClassName(inline({ gap, align, justify }), className),
  });
}
