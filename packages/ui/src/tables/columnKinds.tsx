import type { RowData } from '@tanstack/react-table';
import type { ComponentType } from 'react';
import {
  createDataTableColumnHelper,
  type DataTableColumn,
  type DataTableColumnMeta,
} from '../DataTable/DataTable';
import { BooleanMark, ImageUrlCell, UrlLink } from './cells';

/**
 * The kinds of column the spec tables are made of, for rows of `T`: each takes the column id
 * (the field name, which is also the server's sort field), its header, its width in percent
 * and how to read the value from a row. A column set is then one line per column.
 */
export function columnKinds<T extends RowData>() {
  const column = createDataTableColumnHelper<T>();
  const meta = (width: number, align?: DataTableColumnMeta['align']): DataTableColumnMeta =>
    align ? { width, align } : { width };
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
        meta: meta(width),
        cell: (info) => <Cell url={value(info.row.original)} />,
      });
  return {
    /** The TanStack column helper, for a column of its own kind (a status dropdown, actions). */
    column,
    /** Text, sorted as text; `show` formats it (a date) when given. */
    text: (
      id: string,
      header: string,
      width: number,
      value: (row: T) => string,
      show?: (value: string) => string,
    ): DataTableColumn<T> =>
      column.accessor(value, {
        id,
        header,
        sortFn: 'text',
        meta: meta(width),
        ...(show ? { cell: (info) => show(info.getValue()) } : {}),
      }),
    /** A number, at the end of its cell. */
    number: (
      id: string,
      header: string,
      width: number,
      value: (row: T) => number | null,
    ): DataTableColumn<T> => column.accessor(value, { id, header, meta: meta(width, 'end') }),
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
        meta: meta(width),
        cell: (info) => <BooleanMark value={info.getValue()} />,
      }),
    /** A URL: a link (new tab) when it is http(s), else its text (`UrlLink`). */
    url: urlColumn(UrlLink),
    /** An image URL: its link, or an alert icon and 'No image URL' (`ImageUrlCell`). */
    imageUrl: urlColumn(ImageUrlCell),
  };
}
