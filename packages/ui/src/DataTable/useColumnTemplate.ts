import type { Column, RowData } from '@tanstack/react-table';
import { useMemo, type CSSProperties } from 'react';
import { vars } from '../theme/contract.css';
import { columnsVar } from './DataTable.css';
import { varName } from './layout';
import { textWidthCh } from './textWidth';
import type { DataTableColumnMeta, DataTableFeatures } from './types';

/** The narrowest a column gets, on average, before the grid scrolls sideways (rem). */
const MIN_COLUMN_REM = 6;

/** The width the checkbox column takes at most (its track is `max-content`). */
const CHECKBOX_COLUMN_WIDTH = '3rem';

/**
 * The least width of a column whose header is text: its longest word (in `ch` of the bold
 * header font, with a margin for wide letters) and the cell's padding, so the header breaks
 * only between words; the grid scrolls sideways when the columns need more than the window.
 * A header that is not plain text gets no least width (`0`).
 */
function headerMinWidth(header: unknown): string {
  if (typeof header !== 'string') return '0px';
  const longest = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  if (longest === 0) return '0px';
  return `calc(${Math.ceil(longest * 1.15)}ch + 2 * ${vars.space.s})`;
}

/** The least width of a header of a column with `wrap`: its widest word, bold, and the padding. */
function headerWordsMinWidth(header: unknown): string {
  if (typeof header !== 'string') return '0px';
  const widest = Math.max(0, ...header.split(/\s+/).map((word) => textWidthCh(word) * 1.1));
  if (widest === 0) return '0px';
  return `calc(${Math.ceil(widest * 10) / 10}ch + 2 * ${vars.space.s})`;
}

/**
 * The least width of a column: its header's longest word, its `minWidth`, and (for `wrap`
 * 'none' or 'words') the widest text (or word) of `fitText` among the rows, with the padding.
 */
function columnMinWidth(
  header: unknown,
  meta: DataTableColumnMeta | undefined,
  rows: readonly unknown[],
): string {
  // A column that says how it wraps is sized by its texts' estimated widths, its header too
  // (bold: a tenth wider); the others keep the header rule by letter count.
  const parts = [meta?.wrap ? headerWordsMinWidth(header) : headerMinWidth(header)];
  if (meta?.minWidth) parts.push(`calc(${meta.minWidth} + 2 * ${vars.space.s})`);
  const { fitText, wrap } = meta ?? {};
  if (fitText && (wrap === 'none' || wrap === 'words')) {
    let widest = 0;
    const seen = new Set<string>();
    for (const row of rows) {
      const text = fitText(row) ?? '';
      if (seen.has(text)) continue;
      seen.add(text);
      for (const piece of wrap === 'words' ? text.split(/\s+/) : [text]) {
        widest = Math.max(widest, textWidthCh(piece));
      }
    }
    if (widest > 0) parts.push(`calc(${widest}ch + 2 * ${vars.space.s})`);
  }
  return parts.length === 1 ? parts[0]! : `max(${parts.join(', ')})`;
}

export interface ColumnTemplate {
  /** How many columns the grid has, the checkbox column counted. */
  colCount: number;
  /** The grid's style: its `grid-template-columns` (as `columnsVar`) and its least width. */
  gridStyle: CSSProperties;
}

/**
 * The grid's columns (`grid-template-columns`): the checkbox column first, then the widths in
 * percent as fractions of the rest (columns without a width share what is left, at least 5
 * each). Each column is at least as wide as its header's longest word (headers break between
 * words only) and what its `wrap` asks for its rows (whole ids, statuses and words); below
 * `MIN_COLUMN_REM` per column on average the grid scrolls sideways instead of wrapping every word.
 */
export function useColumnTemplate<T extends RowData>(
  leafColumns: readonly Column<DataTableFeatures, T>[],
  data: readonly T[],
  selectable: boolean,
): ColumnTemplate {
  const colCount = leafColumns.length + (selectable ? 1 : 0);
  const headerMinWidths = useMemo(
    () =>
      leafColumns.map((column) =>
        columnMinWidth(column.columnDef.header, column.columnDef.meta, data),
      ),
    [leafColumns, data],
  );
  const columnTemplate = useMemo(() => {
    const widths = leafColumns.map((column) => column.columnDef.meta?.width);
    const given = widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
    const unsized = widths.filter((width) => width === undefined).length;
    const fallback = unsized > 0 ? Math.max(100 - given, unsized * 5) / unsized : 0;
    const tracks = widths.map(
      (width, index) => `minmax(${headerMinWidths[index]}, ${width ?? fallback}fr)`,
    );
    return [...(selectable ? ['max-content'] : []), ...tracks].join(' ');
  }, [leafColumns, selectable, headerMinWidths]);

  const gridStyle = {
    [varName(columnsVar)]: columnTemplate,
    minWidth: `max(100%, ${colCount * MIN_COLUMN_REM}rem, ${[
      ...(selectable ? [CHECKBOX_COLUMN_WIDTH] : []),
      ...headerMinWidths,
    ].join(' + ')})`,
  } as CSSProperties;
  return { colCount, gridStyle };
}
