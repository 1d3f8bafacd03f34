import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: vars.size.fieldWidth,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  background: vars.color.tooltipBackground,
  color: vars.color.tooltipText,
  boxShadow: vars.shadow.s,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
});

/** The arrow, drawn pointing down (for a tooltip above); turned for the other placements. */
export const arrow = style({
  display: 'block',
  width: vars.space.s,
  height: vars.space.s,
  fill: vars.color.tooltipBackground,
  selectors: {
    [`${tooltip}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${tooltip}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
    [`${tooltip}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
  },
});
