import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * A band of text the user should know about: an icon, the message and an optional action. The
 * tone sets the colours; the icon (and `role`) says the same without colour.
 */
export const notice = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${vars.space.s} ${vars.space.m}`,
    padding: vars.space.m,
    border: `${vars.size.border} solid transparent`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.m,
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: {
        background: vars.color.primarySubtle,
        borderColor: vars.color.primary,
        color: vars.color.text,
      },
      warning: {
        background: vars.color.warningSubtle,
        borderColor: vars.color.warningText,
        color: vars.color.warningText,
      },
      danger: {
        background: vars.color.dangerSubtle,
        borderColor: vars.color.danger,
        color: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;

/** The icon and the message, side by side; they take the room the action leaves. */
export const body = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  flex: '1 1 auto',
  minWidth: 0,
});

/** The tone's icon, centred on the first line of text. */
export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: `calc((1em * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  selectors: {
    [`${notice.classNames.variants.tone.info} &`]: { color: vars.color.primary },
  },
});

export const message = style({
  flex: 1,
  minWidth: 0,
});

/** The action (a button, a link) at the end of the row; on the next line when there is no room. */
export const action = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  marginInlineStart: 'auto',
});
