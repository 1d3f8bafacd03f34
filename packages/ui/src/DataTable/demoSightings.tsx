import { AlertIcon } from '../icons';
import {
  createDataTableColumnHelper,
  type DataTableColumn,
  type DataTableHighlight,
} from './DataTable';

/** A sighting-like demo row for the stories and tests. */
export interface DemoSighting {
  id: string;
  domain: string;
  foundAt: string;
  country: string;
  status: 'new' | 'inReview' | 'delivered';
  imageUrl: string | null;
  hits: number;
}

const countries = ['DEU', 'FRA', 'NLD', 'POL', 'ESP', 'ITA', 'SWE'];
const statuses: DemoSighting['status'][] = ['new', 'inReview', 'delivered'];
const statusNames: Record<DemoSighting['status'], string> = {
  new: 'New',
  inReview: 'In review',
  delivered: 'Delivered',
};

/**
 * `count` rows, the same every time: every seventh without an image URL, every fifth delivered.
 */
export function demoSightings(count: number): DemoSighting[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, index) => ({
    id: `s-${index + 1}`,
    domain: `shop-${(index * 7919) % 997}.example`,
    foundAt: new Date(start + index * 3_600_000).toISOString(),
    country: countries[index % countries.length]!,
    status: index % 5 === 4 ? 'delivered' : statuses[index % 2]!,
    imageUrl: index % 7 === 3 ? null : `https://img.example/${index + 1}.jpg`,
    hits: (index * 37) % 101,
  }));
}

const helper = createDataTableColumnHelper<DemoSighting>();

/** The demo columns: widths in percent; the image column says when the URL is missing. */
export const demoColumns: DataTableColumn<DemoSighting>[] = helper.columns([
  helper.accessor('domain', { header: 'Domain', sortFn: 'text', meta: { width: 30 } }),
  helper.accessor('foundAt', {
    header: 'Found at',
    sortFn: 'text',
    meta: { width: 22 },
    cell: (info) => info.row.original.foundAt.slice(0, 16).replace('T', ' '),
  }),
  helper.accessor('country', { header: 'Country', meta: { width: 10 } }),
  helper.accessor('status', {
    header: 'Status',
    meta: { width: 14 },
    cell: (info) => statusNames[info.row.original.status],
  }),
  helper.accessor('imageUrl', {
    header: 'Image',
    enableSorting: false,
    meta: { width: 14 },
    cell: (info) =>
      info.getValue() ? (
        'Yes'
      ) : (
        <>
          <AlertIcon aria-hidden="true" />
          No image
        </>
      ),
  }),
  helper.accessor('hits', { header: 'Hits', meta: { width: 10, align: 'end' } }),
]);

/** Red for a row without an image URL (the Image column says 'No image'). */
export const demoHighlight = (row: DemoSighting): DataTableHighlight | undefined =>
  row.imageUrl ? undefined : 'danger';
/** Delivered rows cannot be selected. */
export const demoSelectable = (row: DemoSighting) => row.status !== 'delivered';
