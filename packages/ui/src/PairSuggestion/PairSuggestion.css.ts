import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A pair's suggestion: a small pill in a dashed outline (a mark is a solid badge), in the
 * tone's colour from `data-suggestion` (identical: success; not-identical: danger), with its
 * icon, words and score. Never filled: it is a hint, not a decision.
 */
export const suggestion = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.round,
  border: `${vars.size.border} dashed currentColor`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-suggestion="identical"]': { color: vars.color.success },
    '&[data-suggestion="not-identical"]': { color: vars.color.danger },
  },
});

export const icon = style({ flexShrink: 0, width: '1.1em', height: '1.1em' });

export const words = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The score, after the words, in the text's muted colour. */
export const percent = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
