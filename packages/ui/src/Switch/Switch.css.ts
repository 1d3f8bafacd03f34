import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';

/** The switch: a label (react-aria's root) holding the track and the text. */
export const switchRoot = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: vars.size.controlS,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.tight,
    borderRadius: vars.radius.s,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
  },
]);

/** The thumb's size: the icon size; the track is two thumbs wide plus its border. */
const thumbSize = vars.size.icon;

/**
 * The track. Off: outlined in the strong border colour (≥ 3:1 on the background) with the
 * thumb on the left. On: filled in primary with the thumb on the right.
 */
export const track = style({
  flexShrink: 0,
  position: 'relative',
  boxSizing: 'border-box',
  width: `calc(${thumbSize} * 2 + ${vars.space.xs} * 2)`,
  height: `calc(${thumbSize} + ${vars.space.xs})`,
  border: `${vars.size.focusRing} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${switchRoot}[data-selected] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
    },
    [`${switchRoot}[data-selected][data-hovered] &`]: {
      borderColor: vars.color.primaryHover,
      background: vars.color.primaryHover,
    },
    // Disabled comes last: it wins over the states above.
    [`${switchRoot}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The thumb: on the left when off, on the right when on. */
export const thumb = style({
  position: 'absolute',
  top: '50%',
  left: vars.space.xxs,
  boxSizing: 'border-box',
  width: `calc(${thumbSize} - ${vars.space.xxs})`,
  height: `calc(${thumbSize} - ${vars.space.xxs})`,
  borderRadius: vars.radius.round,
  background: vars.color.borderStrong,
  transform: 'translate(0, -50%)',
  transition: `transform ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.textOnAccent,
      transform: `translate(calc(${thumbSize} + ${vars.space.xxs}), -50%)`,
    },
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.disabledText },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
