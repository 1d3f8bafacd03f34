import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

/** The modal's content: the note, the list, Add query, the messages and the buttons. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minInlineSize: 0,
});

/** The entries, one card each, in the order they are offered. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One entry: a bordered card. */
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  minInlineSize: 0,
});

/** The entry's title with its place buttons at the end of the line. */
export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const entryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { outline: 'none' } },
});

/** Type, description and Active on one line, aligned at the bottom (the switch has no label above). */
export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const typeSelect = style({ minInlineSize: '14rem' });

export const description = style({ flex: '1 1 18rem', minInlineSize: 0 });

/** The switch stands level with the fields' controls. */
export const activeSwitch = style({ paddingBlockEnd: vars.space.xs });

/** The mode choice on the left, the count and the tested state on the right. */
export const modeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.m,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: 0,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'inline-flex', gap: vars.space.xs });

export const factValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

/** The SQL is code: a fixed-width font. */
export const sqlField = style({ minInlineSize: 0 });
globalStyle(`${sqlField} textarea`, { fontFamily: vars.font.mono, inlineSize: '100%' });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});

export const messages = style({ margin: 0, paddingInlineStart: vars.space.l });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/**
 * Save and Cancel stay in reach at the foot of the modal while its content scrolls (the modal
 * scrolls inside, never the page).
 */
export const footer = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  marginBlockEnd: `calc(-1 * ${vars.space.xl})`,
  paddingBlock: vars.space.m,
  paddingBlockEnd: vars.space.xl,
  background: vars.color.surface,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
});
