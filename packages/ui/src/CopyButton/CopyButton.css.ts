import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  position: 'relative',
});

/** The icon follows the state: copy, check when copied, alert when copying failed. */
export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  selectors: {
    '[data-copy-state="copied"] > &': { color: vars.color.success },
    '[data-copy-state="failed"] > &': { color: vars.color.danger },
  },
});
