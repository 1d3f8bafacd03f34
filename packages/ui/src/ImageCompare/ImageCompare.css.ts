import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { modal } from '../Dialog/Dialog.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focusRing.css';

/** The compare dialog: a `Dialog` whose panel takes most of the viewport. */
export const compareDialog = style({
  height: '100%',
  minHeight: 0,
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: vars.space.m,
  padding: vars.space.l,
});

// The Dialog's panel is sized for forms; the one holding a compare view fills the backdrop
// (the backdrop keeps its padding around it).
globalStyle(`${modal}:has(${compareDialog})`, {
  width: '100%',
  maxWidth: 'none',
  height: '100%',
  overflow: 'hidden',
});

/** The view: controls, the pictures (taking the free height) and the hint line. */
export const view = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gap: vars.space.m,
  minHeight: 0,
  height: '100%',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.s} ${vars.space.l}`,
});

export const toolGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The mode switch and the decision buttons: toggle button groups. */
export const toggleGroup = style({
  display: 'inline-flex',
  gap: 0,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  overflow: 'hidden',
});

/** One toggle: the selected one is bold, filled and underlined, never colour alone. */
export const toggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlS,
    padding: `0 ${vars.space.m}`,
    border: 'none',
    borderRight: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.s,
    fontWeight: vars.fontWeight.regular,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    selectors: {
      '&:last-child': { borderRight: 'none' },
      '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceHover },
      '&[data-selected]': {
        background: vars.color.primarySubtle,
        fontWeight: vars.fontWeight.bold,
        boxShadow: `inset 0 calc(-1 * ${vars.size.focusRing}) 0 ${vars.color.primary}`,
      },
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    },
  },
]);

/** The zoom level and the blink state: quiet status text. */
export const status = style({
  minWidth: '4em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  fontVariantNumeric: 'tabular-nums',
});

/** The current decision: icon and text, toned by `data-decision`. */
export const decisionStatus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  selectors: {
    '&[data-decision="identical"]': {
      background: vars.color.successSubtle,
      color: vars.color.success,
    },
    '&[data-decision="not-identical"]': {
      background: vars.color.dangerSubtle,
      color: vars.color.danger,
    },
  },
});

/** The pictures: two columns side by side, one stacked box in the overlay modes. */
export const stage = style([
  focusRing,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gridTemplateRows: 'minmax(0, 1fr)',
    gap: vars.space.m,
    minHeight: '30vh',
    borderRadius: vars.radius.m,
    selectors: {
      '&[data-mode="swipe"]': {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateRows: 'minmax(0, 1fr) auto',
        gap: vars.space.xs,
      },
      '&[data-mode="blink"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
]);

export const figure = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: vars.space.xs,
  minHeight: 0,
  margin: 0,
});

export const caption = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** A picture's frame: equal for both pictures; the picture zooms and pans inside. */
export const box = style({
  position: 'relative',
  minHeight: 0,
  height: '100%',
  overflow: 'hidden',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-zoomed="true"]': { cursor: 'grab' },
    '&[data-dragging="true"]': { cursor: 'grabbing' },
  },
});

/** One picture's layer in a box; the found picture's layer is clipped in swipe mode. */
export const layer = style({
  position: 'absolute',
  inset: 0,
  selectors: {
    '&[data-shown="false"]': { visibility: 'hidden' },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transformOrigin: '50% 50%',
  pointerEvents: 'none',
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  // Opaque, so in the overlay modes it hides the other picture as a picture would.
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.m,
  textAlign: 'center',
});

/** The swipe divider: a line at the slider's position (set inline as `left`). */
export const divider = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: vars.size.focusRing,
  transform: 'translateX(-50%)',
  background: vars.color.primary,
  boxShadow: `0 0 0 ${vars.size.border} ${vars.color.surface}`,
  pointerEvents: 'none',
});

/** The names of the pictures in the overlay modes, on the picture's side. */
export const tag = style({
  position: 'absolute',
  top: vars.space.s,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.s,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  pointerEvents: 'none',
  selectors: {
    '&[data-side="start"]': { left: vars.space.s },
    '&[data-side="end"]': { right: vars.space.s },
  },
});

/** The swipe slider, as wide as the box so its thumb sits under the divider. */
export const slider = style({
  display: 'grid',
  width: '100%',
});

export const sliderTrack = style({
  position: 'relative',
  height: vars.size.controlS,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      height: vars.size.focusRing,
      transform: 'translateY(-50%)',
      background: vars.color.border,
      borderRadius: vars.radius.round,
    },
  },
});

export const sliderThumb = style({
  // react-aria places the thumb with `left` and centres it on that point with `transform`.
  top: '50%',
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  border: `${vars.size.focusRing} solid ${vars.color.surface}`,
  boxShadow: vars.shadow.s,
  cursor: 'ew-resize',
  selectors: {
    '&[data-dragging]': { background: vars.color.primaryPressed },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.l,
});

/** Previous pair, which pair, Next pair and Close, at the end of the footer. */
export const footerActions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.s,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A picture still on its way. */
export const spinner = style({
  width: vars.size.icon,
  height: vars.size.icon,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/** The shortcuts, one short line. */
export const hint = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.m}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const key = style({
  padding: `0 ${vars.space.xxs}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});
