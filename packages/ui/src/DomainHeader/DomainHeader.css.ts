import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';

/** The bar: Previous, the domain with its copy button and count, Next. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** Previous and Next page: greyed while they rest after use (`data-cooldown`). */
export const navButton = style({
  selectors: {
    '&[data-cooldown], &[data-cooldown][data-hovered], &[data-cooldown][data-pressed]': {
      cursor: 'not-allowed',
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledSurface,
      color: vars.color.disabledText,
    },
  },
});

/** The domain, its copy button and the sightings count, between the two buttons. */
export const domainBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  flexGrow: 1,
  minWidth: 0,
});

/** The domain name, as a link or (when it cannot be one) as text. */
export const domainName = style([
  focusRing,
  {
    minWidth: 0,
    overflowWrap: 'anywhere',
    fontSize: vars.fontSize.l,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    borderRadius: vars.radius.s,
  },
]);

/** The link is underlined (not told by colour alone). */
export const domainLink = style([
  domainName,
  {
    color: vars.color.primary,
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.primaryHover },
    },
  },
]);

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style([
  icon,
  {
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
]);
