import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderRight: `${vars.size.border} solid ${vars.color.border}`,
    },
  },
});

/**
 * A tab: the selected one is bold and underlined (a bar on the side when vertical), so the
 * selection never rests on colour alone.
 */
export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: vars.size.controlM,
    padding: `0 ${vars.space.l}`,
    marginBottom: `calc(-1 * ${vars.size.border})`,
    borderBottom: `${vars.size.focusRing} solid transparent`,
    borderRadius: `${vars.radius.s} ${vars.radius.s} 0 0`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.m,
    fontWeight: vars.fontWeight.regular,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]:not([data-selected]):not([data-disabled])': {
        color: vars.color.text,
        background: vars.color.surfaceHover,
      },
      '&[data-selected]': {
        color: vars.color.text,
        fontWeight: vars.fontWeight.bold,
        borderBottomColor: vars.color.primary,
      },
      '&[data-disabled]': {
        color: vars.color.disabledText,
        cursor: 'not-allowed',
      },
      '[data-orientation="vertical"] > &': {
        marginBottom: 0,
        marginRight: `calc(-1 * ${vars.size.border})`,
        borderBottom: 'none',
        borderRight: `${vars.size.focusRing} solid transparent`,
        borderRadius: `${vars.radius.s} 0 0 ${vars.radius.s}`,
      },
      '[data-orientation="vertical"] > &[data-selected]': {
        borderRightColor: vars.color.primary,
      },
    },
  },
]);

export const tabPanel = style([
  focusRing,
  {
    padding: `${vars.space.s} 0`,
    borderRadius: vars.radius.s,
    flex: 1,
  },
]);
