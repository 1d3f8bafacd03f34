import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { overlay as dialogOverlay } from '../Dialog/Dialog.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focusRing.css';

/**
 * The room the toasts take at the bottom of the window, while any show: the distance from the
 * top of the region to the window's bottom edge, plus a gap. `ToastRegion` measures it and sets
 * it on the document's root; nothing shows: unset (no room).
 */
export const TOAST_ROOM_PROPERTY = '--sightings-toast-room';
const room = `var(${TOAST_ROOM_PROPERTY}, 0rem)`;

/*
 * The room is reserved, so that a toast never covers a control (issue 26): the page ends with
 * it (the last controls, e.g. a review screen's action bar, scroll up above the toasts), keyboard
 * focus and scrollIntoView keep a control above it (scroll padding), and a modal dialog keeps
 * its footer (Save) above it.
 */
globalStyle(':root', { scrollPaddingBlockEnd: room });
globalStyle('body', { paddingBlockEnd: room });
globalStyle(dialogOverlay, { paddingBlockEnd: `calc(${vars.space.l} + ${room})` });

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75em)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Fixed to the bottom end of the viewport, newest toast at the bottom, in the room reserved for
 * it (`TOAST_ROOM_PROPERTY`).
 */
export const region = style([
  focusRing,
  {
    position: 'fixed',
    insetBlockEnd: vars.space.l,
    insetInlineEnd: vars.space.l,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s,
    width: vars.size.fieldWidth,
    maxWidth: `calc(100% - 2 * ${vars.space.l})`,
    borderRadius: vars.radius.l,
  },
]);

export const toast = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.s,
    padding: vars.space.m,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.m,
    boxShadow: vars.shadow.m,
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-tone="success"]': { borderInlineStartColor: vars.color.success },
      '&[data-tone="error"]': { borderInlineStartColor: vars.color.danger },
      '&[data-tone="info"]': { borderInlineStartColor: vars.color.primary },
    },
  },
]);

/** The tone's icon: success, error or info is never told by colour alone. */
export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: `calc((1em * ${vars.lineHeight.tight} - ${vars.size.icon}) / 2)`,
  selectors: {
    [`${toast}[data-tone="success"] &`]: { color: vars.color.success },
    [`${toast}[data-tone="error"] &`]: { color: vars.color.danger },
    [`${toast}[data-tone="info"] &`]: { color: vars.color.primary },
  },
});

export const content = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const close = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlS,
    height: vars.size.controlS,
    marginBlock: `calc(-1 * ${vars.space.xs})`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
    },
  },
]);

/** The action button (e.g. Undo), beside the text; the ui Button's own focus ring. */
export const action = style({
  flexShrink: 0,
  alignSelf: 'center',
});
