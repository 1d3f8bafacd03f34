import { formatDate, formatFoundAt } from '@sightings/domain-model';
import { BooleanMark } from '../../tables/cells';
import { visuallyHidden } from '../../theme/focusRing.css';
import { NOT_AVAILABLE } from '../reviewLabels';
import { factList } from './ReviewImageRow.css';

export const SIGHTINGS_BLOCK_LABELS = {
  foundAt: 'Found at',
  lastModified: 'Last modified',
  registered: 'Registered',
  fileName: 'File',
} as const;

export interface SightingsBlockProps {
  foundAt: string | null;
  lastModifyDateFromHeader: string | null;
  registeredImage: boolean | null;
  originalImageFileName: string | null;
}

function Value({ text }: { text: string }) {
  if (text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>{NOT_AVAILABLE}</span>
    </>
  );
}

/**
 * The sighting's facts in an image row (001 §2.2 names "a sightings block" without its
 * content; ours): when it was found ('MMMM Do YYYY, h:mm:ss a'), the found image's
 * Last-Modified date (DD-MM-YYYY), whether the image is registered, and the original file name.
 */
export function SightingsBlock({
  foundAt,
  lastModifyDateFromHeader,
  registeredImage,
  originalImageFileName,
}: SightingsBlockProps) {
  const L = SIGHTINGS_BLOCK_LABELS;
  return (
    <dl className={factList}>
      <dt>{L.foundAt}</dt>
      <dd>
        <Value text={formatFoundAt(foundAt)} />
      </dd>
      <dt>{L.lastModified}</dt>
      <dd>
        <Value text={formatDate(lastModifyDateFromHeader)} />
      </dd>
      <dt>{L.registered}</dt>
      <dd>
        <BooleanMark value={registeredImage} />
      </dd>
      <dt>{L.fileName}</dt>
      <dd>
        <Value text={originalImageFileName ?? ''} />
      </dd>
    </dl>
  );
}

/** The difference value (001 §2.2), or a dash read as 'Not available'. */
export function DifferenceValue({ value }: { value: number | null }) {
  return <Value text={value === null ? '' : String(value)} />;
}
