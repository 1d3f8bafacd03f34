import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A turning spinner icon (still when the user asks for less motion). */
export const spinner = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  color: vars.color.textMuted,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A block's title (h2-h4 by the screen's outline). */
export const blockTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** A small icon beside a word. */
export const inlineIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});
