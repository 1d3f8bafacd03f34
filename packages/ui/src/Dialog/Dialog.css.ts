import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focusRing.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5em) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** The backdrop: covers the viewport and centres the modal. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.l,
  background: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
});

/** The modal panel. */
export const modal = style({
  width: '100%',
  maxWidth: vars.size.dialogWidth,
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ease-out` },
  },
});

/** The panel of a `wide` dialog: twice a form's width, never wider than the window. */
export const wideModal = style({
  maxWidth: `calc(2 * ${vars.size.dialogWidth})`,
});

/** The dialog element itself: gets focus when nothing inside asks for it. */
export const dialog = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space.l,
    padding: vars.space.xl,
    borderRadius: vars.radius.l,
  },
]);

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
