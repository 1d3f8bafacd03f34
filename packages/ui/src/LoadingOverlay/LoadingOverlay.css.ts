import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The covered region: the overlay is placed over it. */
export const container = style({
  position: 'relative',
});

/** The content: dimmed while loading (it is `inert` meanwhile). */
export const content = style({
  transition: `opacity ${vars.duration.normal}`,
  selectors: {
    '&[aria-busy="true"]': { opacity: 0.5 },
  },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  borderRadius: 'inherit',
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  cursor: 'progress',
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

/** A pill behind the spinner and label so they read well over any content. */
export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xs} ${vars.space.m}`,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  boxShadow: vars.shadow.s,
});

export const spinner = style({
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});
