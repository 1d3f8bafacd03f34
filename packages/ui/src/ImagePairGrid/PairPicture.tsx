import { TEXTS } from '@sightings/domain-model';
import { AlertIcon, InfoIcon, SpinnerIcon } from '../icons';
import * as styles from './ImagePairGrid.css';
import type { PictureSrc, PictureState } from './loadTracker';
import { PAIR_PICTURE_LABELS } from './pairText';

export interface PairPictureProps {
  side: 'original' | 'found';
  src: PictureSrc;
  state: PictureState;
  /** The picture's alt text. */
  alt: string;
  /** The found picture's page (a safe http(s) URL) or `null`: the picture links to it. */
  site?: string | null;
  onSettled: (src: string, result: 'loaded' | 'error') => void;
}

/**
 * One picture of a tile in its fixed-aspect frame (`data-state` on the frame): a spinner while
 * it is fetched and decoded, the picture, or what is wrong instead. The found picture links to
 * its page; when it failed the frame reads 'Image loading error' with 'Click to view image on
 * site'. A picture given up on (the cap) stays given up on, even if it arrives later.
 */
export function PairPicture({ side, src, state, alt, site = null, onSettled }: PairPictureProps) {
  const isFound = side === 'found';
  const showsImage = typeof src === 'string' && (state === 'loading' || state === 'loaded');
  const image = showsImage ? (
    <img
      className={styles.image}
      src={src}
      alt={alt}
      loading="eager"
      decoding="async"
      draggable={false}
      onLoad={() => onSettled(src, 'loaded')}
      onError={() => onSettled(src, 'error')}
    />
  ) : null;

  return (
    <figure className={styles.figure}>
      <div className={styles.frame} data-state={state}>
        {image && isFound && site ? (
          <a
            className={styles.foundLink}
            href={site}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={-1}
          >
            {image}
          </a>
        ) : (
          image
        )}
        {state === 'fetching' || state === 'loading' ? (
          <span className={styles.spinnerBox}>
            <SpinnerIcon className={styles.spinner} />
          </span>
        ) : null}
        {state === 'missing' || state === 'error' || state === 'timeout' ? (
          isFound ? (
            <div className={styles.placeholder}>
              <AlertIcon className={styles.placeholderIcon} data-kind="error" />
              {TEXTS.images.imageLoadingError}
              {site ? (
                <a
                  className={styles.siteLink}
                  href={site}
                  target="_blank"
                  rel="noopener noreferrer"
                  tabIndex={-1}
                >
                  {TEXTS.images.viewOnSite}
                </a>
              ) : null}
            </div>
          ) : (
            <div className={styles.placeholder}>
              <InfoIcon className={styles.placeholderIcon} data-kind="missing" />
              {state === 'missing' ? TEXTS.images.noUploadedImage : TEXTS.common.imageLoadFailed}
            </div>
          )
        ) : null}
      </div>
      <figcaption className={styles.caption}>{PAIR_PICTURE_LABELS[side]}</figcaption>
    </figure>
  );
}
