import { TEXTS } from '@sightings/domain-model';
import { AlertIcon, InfoIcon, SpinnerIcon } from '../icons';
import * as styles from './ImageCompare.css';

const NO_ORIGINAL = TEXTS.images.noUploadedImage;
const LOAD_ERROR = TEXTS.images.imageLoadingError;

export interface ComparePictureProps {
  /** The picture's URL; `null` when there is none; `undefined` while it is still fetched. */
  src: string | null | undefined;
  label: string;
  /** What shows without a picture: 'No uploaded image' or 'Image loading error'. */
  missingText: string;
  transform: string;
  failed: boolean;
  onError: () => void;
}

/** One picture, zoomed and panned by the shared transform, or what stands in for it. */
export function ComparePicture({
  src,
  label,
  missingText,
  transform,
  failed,
  onError,
}: ComparePictureProps) {
  if (src === undefined) {
    return (
      <div className={styles.placeholder} role="img" aria-label={`${label}: loading`}>
        <SpinnerIcon className={styles.spinner} />
        <span aria-hidden>Loading</span>
      </div>
    );
  }
  if (src === null || failed) {
    const text = src === null ? missingText : LOAD_ERROR;
    return (
      <div className={styles.placeholder} role="img" aria-label={`${label}: ${text}`}>
        {src === null && missingText === NO_ORIGINAL ? (
          <InfoIcon aria-hidden />
        ) : (
          <AlertIcon aria-hidden />
        )}
        <span aria-hidden>{text}</span>
      </div>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt={label}
      draggable={false}
      style={{ transform }}
      data-compare-image=""
      onError={onError}
    />
  );
}

export { NO_ORIGINAL, LOAD_ERROR };
