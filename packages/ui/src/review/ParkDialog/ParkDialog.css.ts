import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

/** The date field's box: the segments and the calendar button in one bordered row. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  width: vars.size.fieldWidth,
  maxWidth: '100%',
  minHeight: vars.size.controlM,
  paddingInline: vars.space.m,
  paddingInlineEnd: vars.space.xs,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  selectors: {
    '&[data-invalid]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.danger}`,
    },
    '&[data-focus-within]': { borderColor: vars.color.primary },
  },
});

export const dateInput = style({ display: 'flex', flex: 1, fontSize: vars.fontSize.m });

export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.textOnAccent },
  },
});

export const calendarButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlS,
    height: vars.size.controlS,
    border: 'none',
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
  },
]);

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const popover = style({
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.m,
  padding: vars.space.s,
  zIndex: vars.zIndex.tooltip,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  marginBlockEnd: vars.space.s,
});

export const calendarTitle = style({ margin: 0, fontSize: vars.fontSize.m });

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.s });

export const headerCell = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const cell = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlS,
    height: vars.size.controlS,
    borderRadius: vars.radius.s,
    cursor: 'pointer',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.primary, color: vars.color.textOnAccent },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.disabledText,
        textDecoration: 'line-through',
        cursor: 'not-allowed',
      },
    },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});
