import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The shared focus ring: visible on keyboard focus (react-aria's `data-focus-visible`, or
 * `:focus-visible` for plain elements), never on mouse press.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

/** Visually hidden but read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
