import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The form: its parts stacked, the save button last. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xl,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/**
 * The offer to restore what Non-Commercial cleared: a notice with its buttons. While there is
 * no offer it stays in the page, empty and visually hidden, so that its live region is there
 * before the offer appears (and it takes no room in the form's gaps).
 */
export const restore = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `${vars.size.border} solid ${vars.color.primary}`,
  borderRadius: vars.radius.m,
  background: vars.color.primarySubtle,
  color: vars.color.text,
  selectors: {
    '&[data-state="none"]': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const restoreText = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
});

export const restoreActions = style({
  display: 'flex',
  gap: vars.space.s,
});

/** A wrapper that marks where a field's errors take the focus: the classification widget's. */
export { fieldSlot } from '../ClassificationFields/ClassificationFields.css';

/** The Contact details: their label and the two accordions. */
export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  alignSelf: 'stretch',
});

export const contactsLabel = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

/** The Detailed address fields, as many per row as fit. */
export const addressGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.fieldWidth}, 1fr))`,
  gap: vars.space.l,
});

/** The read-only Third-party data: a term and its value (with a copy button) per row. */
export const dataList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.l,
  rowGap: vars.space.s,
  margin: 0,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
});

/** One row: its term and value take the two columns of the list. */
export const dataRow = style({
  display: 'contents',
});

export const dataTerm = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const dataValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  minWidth: 0,
  margin: 0,
  overflowWrap: 'anywhere',
});
