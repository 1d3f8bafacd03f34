import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focusRing.css';

/**
 * The one look of a list of options: a `ListBox` on its own, and the list that `Select` and
 * `ComboBox` open in their popover.
 */
export const listBox = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.xs,
    outline: 'none',
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
  variants: {
    variant: {
      /** On the page: its own frame, scrolling when taller than the room it is given. */
      standalone: [
        focusRing,
        {
          boxSizing: 'border-box',
          minWidth: vars.size.fieldWidth,
          maxWidth: '100%',
          maxHeight: 'inherit',
          overflow: 'auto',
          border: `${vars.size.border} solid ${vars.color.border}`,
          borderRadius: vars.radius.m,
          background: vars.color.surface,
        },
      ],
      /** In a popover (`listPopover`), which gives the frame and the scrolling. */
      popover: {
        maxHeight: 'inherit',
      },
    },
  },
  defaultVariants: { variant: 'standalone' },
});

export type ListBoxVariants = NonNullable<RecipeVariants<typeof listBox>>;

/** The popover a list opens in (Select, ComboBox): framed, raised, scrolling. */
export const listPopover = style({
  boxSizing: 'border-box',
  maxHeight: 'inherit',
  overflow: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  boxShadow: vars.shadow.m,
  color: vars.color.text,
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.overlay,
});

/** One option; the focused one is highlighted, the selected one bold with a check mark. */
export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: vars.size.controlS,
    padding: `${vars.space.xs} ${vars.space.s}`,
    borderRadius: vars.radius.s,
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
      '&[data-selected]': { fontWeight: vars.fontWeight.bold },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);

/**
 * The check before an option: shown only on the selected one, so selection is not told by
 * colour alone; no room is kept for it in a list that cannot select.
 */
export const check = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  visibility: 'hidden',
  selectors: {
    [`${item}[data-selected] &`]: { visibility: 'visible' },
    [`${item}:not([data-selection-mode]) &`]: { display: 'none' },
  },
});

/** The text shown in place of options when there are none. */
export const empty = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  fontSize: vars.fontSize.m,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});
