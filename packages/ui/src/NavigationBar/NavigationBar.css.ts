import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.l,
  minHeight: vars.size.controlL,
  padding: `${vars.space.xs} ${vars.space.l}`,
  background: vars.color.navBackground,
  color: vars.color.navText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.color.navCurrent,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const nav = style({
  flex: 1,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * A menu entry. The current one (`data-current`, from `aria-current="page"`) is bold and
 * underlined, so it is not marked by colour alone. The focus ring is light on the dark bar.
 */
export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.controlM,
    padding: `0 ${vars.space.s}`,
    borderRadius: vars.radius.s,
    color: vars.color.navText,
    fontSize: vars.fontSize.s,
    whiteSpace: 'nowrap',
    fontWeight: vars.fontWeight.regular,
    textDecoration: 'none',
    textUnderlineOffset: '0.35em',
    textDecorationThickness: vars.size.focusRing,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline', textDecorationThickness: vars.size.border },
      '&[data-current]': {
        color: vars.color.navCurrent,
        fontWeight: vars.fontWeight.bold,
        textDecoration: 'underline',
        textDecorationThickness: vars.size.focusRing,
      },
      '&[data-focus-visible], &:focus-visible': { outlineColor: vars.color.navCurrent },
    },
  },
]);

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  marginInlineStart: 'auto',
});

export const userName = style({
  color: vars.color.navText,
  fontSize: vars.fontSize.s,
  whiteSpace: 'nowrap',
});

/** The exit button keeps its look but gets the light focus ring of the dark bar. */
export const exit = style({
  selectors: {
    [`${bar} &[data-focus-visible]`]: { outlineColor: vars.color.navCurrent },
  },
});
