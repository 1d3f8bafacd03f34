import type { RowData } from '@tanstack/react-table';
import type { ComponentType } from 'react';
import {
  createDataTableColumnHelper,
  type DataTableColumn,
  type DataTableColumnMeta,
} from '../DataTable/DataTable';
import { textWidthCh } from '../DataTable/textWidth';
import { vars } from '../theme/contract.css';
import { BooleanMark, ImageUrlCell, UrlLink, YES_NO } from './cells';

/** How a text column wraps (DataTable's `wrap`). */
export type TextWrap = 'none' | 'words' | 'anywhere';

/** A URL column is never narrower than this: 15 characters a line at least, not one. */
export const URL_MIN_WIDTH = '8rem';

/** A yes/no mark's widest form: the icon, the gap and 'Unknown', on one line. */
const MARK_MIN_WIDTH = `calc(${vars.size.icon} + ${vars.space.xs} + ${textWidthCh(YES_NO.unknown)}ch)`;

/**
 * The kinds of column the spec tables are made of, for rows of `T`: each takes the column id
 * (the field name, which is also the server's sort field), its header, its width in percent
 * and how to read the value from a row. A column set is then one line per column.
 */
export function columnKinds<T extends RowData>() {
  const column = createDataTableColumnHelper<T>();
  const meta = (width: number, align?: DataTableColumnMeta['align']): DataTableColumnMeta =>
    align ? { width, align } : { width };
  /** A column's layout at 1280 px and below (issue 26): how it wraps and what sizes it. */
  const fit = (
    width: number,
    wrap: TextWrap,
    fitText?: (row: T) => string | null | undefined,
    align?: DataTableColumnMeta['align'],
  ): DataTableColumnMeta => ({
    ...meta(width, align),
    wrap,
    ...(wrap === 'anywhere' ? { minWidth: URL_MIN_WIDTH } : {}),
    ...(fitText ? { fitText: (row: unknown) => fitText(row as T) } : {}),
  });
  /** A column of URLs sorted as text and shown by `Cell`. */
  const urlColumn =
    (Cell: ComponentType<{ url: string | null }>) =>
    (
      id: string,
      header: string,
      width: number,
      value: (row: T) => string | null,
    ): DataTableColumn<T> =>
      column.accessor((row) => value(row) ?? '', {
        id,
        header,
        sortFn: 'text',
        meta: fit(width, 'anywhere'),
        cell: (info) => <Cell url={value(info.row.original)} />,
      });
  return {
    /** The TanStack column helper, for a column of its own kind (a status dropdown, actions). */
    column,
    /**
     * Text, sorted as text; `show` formats it (a date) when given. `wrap`: 'words' (default:
     * between words, the column as wide as the longest word), 'none' for an id, a status or a
     * date (one line, the column as wide as the widest value), 'anywhere' for a file name.
     */
    text: (
      id: string,
      header: string,
      width: number,
      value: (row: T) => string,
      show?: (value: string) => string,
      wrap: TextWrap = 'words',
    ): DataTableColumn<T> =>
      column.accessor(value, {
        id,
        header,
        sortFn: 'text',
        meta: fit(width, wrap, (row) => (show ? show(value(row)) : value(row))),
        ...(show ? { cell: (info) => show(info.getValue()) } : {}),
      }),
    /** A number, at the end of its cell, on one line. */
    number: (
      id: string,
      header: string,
      width: number,
      value: (row: T) => number | null,
    ): DataTableColumn<T> =>
      column.accessor(value, {
        id,
        header,
        meta: fit(width, 'none', (row) => String(value(row) ?? ''), 'end'),
      }),
    /** Yes, No or Unknown, as an icon and its word (`BooleanMark`). */
    mark: (
      id: string,
      header: string,
      width: number,
      value: (row: T) => boolean | null,
    ): DataTableColumn<T> =>
      column.accessor(value, {
        id,
        header,
        sortFn: 'basic',
        meta: { ...meta(width), wrap: 'none', minWidth: MARK_MIN_WIDTH },
        cell: (info) => <BooleanMark value={info.getValue()} />,
      }),
    /** A URL: a link (new tab) when it is http(s), else its text (`UrlLink`). */
    url: urlColumn(UrlLink),
    /** An image URL: its link, or an alert icon and 'No image URL' (`ImageUrlCell`). */
    imageUrl: urlColumn(ImageUrlCell),
  };
}
