import { composeRenderProps } from 'react-aria-components';

/**
 * Joins a widget's own class with the caller's `className`, which react-aria may give as a
 * string or as a function of the render props. Every widget uses this, so no TSX builds
 * class names by hand.
 */
export function withClassName<T>(
  own: string,
  className:
    string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
) {
  return composeRenderProps(className, (user) => (user ? `${own} ${user}` : own));
}

/** The same for plain elements, whose `className` is a string. */
export function joinClassName(own: string, className: string | undefined): string {
  return className ? `${own} ${className}` : own;
}
