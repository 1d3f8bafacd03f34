import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** The bar: its label and value text on one line above the track. */
export const progressBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.s,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const valueText = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The track: bordered, so the bar's extent reads without its colour. */
export const track = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: vars.space.s,
  background: vars.color.surfaceSunken,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
});

/**
 * The fill: its width is the value's percent (set by the component); indeterminate
 * (`data-indeterminate`), a part sliding across.
 */
export const fill = style({
  blockSize: '100%',
  background: vars.color.primary,
  transition: `inline-size ${vars.duration.normal}`,
  selectors: {
    '&[data-indeterminate]': {
      inlineSize: '40%',
      animation: `${slide} 1.2s ease-in-out infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-indeterminate]': {
          animation: 'none',
          inlineSize: '100%',
          opacity: 0.5,
        },
      },
    },
  },
});
