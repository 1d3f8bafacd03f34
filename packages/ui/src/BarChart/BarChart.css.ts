import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The series' tones in order, set on each segment as `data-tone`: six theme colours that each
 * have at least 3:1 contrast on the surface and differ in hue or lightness; every second series
 * also carries a hatch, so neighbours differ by more than colour.
 */
export const SERIES_TONES = ['blue', 'green', 'red', 'brown', 'navy', 'grey'] as const;

const TONE_COLOURS: Record<(typeof SERIES_TONES)[number], string> = {
  blue: vars.color.primary,
  green: vars.color.success,
  red: vars.color.danger,
  brown: vars.color.warningText,
  navy: vars.color.navBackground,
  grey: vars.color.textMuted,
};

/** The figure: title, drawing, legend. */
export const chart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const chartTitle = style({
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** The drawing: as wide as its container. */
export const plot = style({
  display: 'block',
  width: '100%',
  overflow: 'visible',
});

export const emptyText = style({
  margin: 0,
  padding: `${vars.space.l} ${vars.space.m}`,
  border: `${vars.size.border} dashed ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  textAlign: 'center',
});

/** A bar's segment: the series' tone, edged in the surface colour to part it from its neighbour. */
export const segment = style({
  stroke: vars.color.surface,
  strokeWidth: vars.size.border,
  selectors: Object.fromEntries(
    SERIES_TONES.map((tone) => [`&[data-tone="${tone}"]`, { fill: TONE_COLOURS[tone] }]),
  ),
});

/** The hatch over every second series' segments. */
export const hatch = style({ pointerEvents: 'none' });
export const hatchLine = style({
  stroke: vars.color.surface,
  strokeWidth: vars.size.focusRing,
});

export const axisLine = style({
  stroke: vars.color.borderStrong,
  strokeWidth: vars.size.border,
});

export const gridLine = style({
  stroke: vars.color.surfaceHover,
  strokeWidth: vars.size.border,
});

export const tickText = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.l}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.s,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});
