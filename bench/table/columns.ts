import { formatFoundAt } from '@sightings/domain-model';
import type { BenchRow } from './rows';

/** The nine columns both tables show: field, header, width in percent (as the specs' tables). */
export const FIELDS: [keyof BenchRow, string, number][] = [
  ['status', 'Status', 10],
  ['agency', 'Agency', 10],
  ['country', 'Country', 6],
  ['imageId', 'Image ID', 10],
  ['imageUrl', 'Image URL', 16],
  ['domain', 'Domain', 12],
  ['usageUrl', 'Usage URL', 16],
  ['foundAt', 'Found at', 14],
  ['difference', 'Difference', 6],
];

/** A cell's text, the same for both tables. */
export const show = (row: BenchRow, key: keyof BenchRow) =>
  key === 'foundAt' ? formatFoundAt(row.foundAt) : String(row[key] ?? 'No image URL');
