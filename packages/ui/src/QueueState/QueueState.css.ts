import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Nothing pending: a quiet, centred panel where the work would be. */
export const empty = style({
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.l,
});
