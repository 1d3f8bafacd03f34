import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { joinClassName } from '../utils/className';
import { stack, type StackVariants } from './Stack.css';

/** The elements a layout primitive may render: a plain box, or one with a meaning. */
export type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'header' | 'footer' | 'nav';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered: `div` (default), or `section`, `ul`, `ol`, `header`, `footer`, `nav`. */
  elementType?: LayoutElement;
  /** The space between children, a step of the theme's space scale: `m` by default. */
  gap?: StackVariants['gap'];
  /** Across: start, center, end or stretch; unset, children take the stack's width. */
  align?: StackVariants['align'];
  /** Along: start, center, end or between; unset, from the start. */
  justify?: StackVariants['justify'];
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/**
 * Children one under the other, a theme space apart. Any other HTML attribute (an
 * `aria-label`, an `id`, a `className`) goes to the rendered element. Plain elements: react-aria
 * has no layout component.
 */
export function Stack({
  elementType = 'div',
  gap,
  align,
  justify,
  className,
  ...props
}: StackProps) {
  // createElement: one element type chosen at run time, its ref typed as any HTMLElement.
  return createElement(elementType, {
    ...props,
    className: joinClassName(stack({ gap, align, justify }), className),
  });
}
