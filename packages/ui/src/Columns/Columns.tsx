import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { LayoutElement } from '../Stack/Stack';
import { joinClassName } from '../utils/className';
import { columns, type ColumnsVariants } from './Columns.css';

export interface ColumnsProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered: `div` (default), or `section`, `ul`, `ol`, `header`, `footer`, `nav`. */
  elementType?: LayoutElement;
  /** The columns' widths: `1:1` (default), `2:1` (a main column and a side one) or `1:2`. */
  ratio?: ColumnsVariants['ratio'];
  /** The space between the columns, a step of the theme's space scale: `l` by default. */
  gap?: ColumnsVariants['gap'];
  /** Across: each column as tall as its content from the top (`start`, default) or `stretch`. */
  align?: ColumnsVariants['align'];
  ref?: Ref<HTMLElement>;
  /** One child per column, in reading order (which is also the order one under the other). */
  children?: ReactNode;
}

/**
 * Two columns side by side in a ratio, one under the other when the window is narrow (under
 * 60rem). The order of the children is the reading and Tab order either way. Any other HTML
 * attribute goes to the rendered element.
 */
export function Columns({
  elementType = 'div',
  ratio,
  gap,
  align,
  className,
  ...props
}: ColumnsProps) {
  return createElement(elementType, {
    ...props,
    className: joinClassName(columns({ ratio, gap, align }), className),
  });
}
