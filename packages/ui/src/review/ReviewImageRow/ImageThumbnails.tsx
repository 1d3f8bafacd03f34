import { isSafeHttpUrl, TEXTS } from '@sightings/domain-model';
import { useState } from 'react';
import { Link, TooltipTrigger } from 'react-aria-components';
import { Button } from '../../Button/Button';
import { Tooltip } from '../../Tooltip/Tooltip';
import { visuallyHidden } from '../../theme/focusRing.css';
import { NO_IMAGE_URL } from '../../tables/cells';
import { useOnDemand } from '../../utils/useOnDemand';
import {
  enlarged,
  enlargedPicture,
  missingPicture,
  portalBoundary,
  thumbCaption,
  thumbImage,
  thumbLink,
  thumbRow,
  thumbTile,
} from './ReviewImageRow.css';

/**
 * An online picture's source: an object URL the screen made (fetched through the server) or an
 * http(s) URL; never `javascript:` or any other scheme from crawled data.
 */
const isPictureUrl = (src: string) => src.startsWith('blob:') || isSafeHttpUrl(src);

/**
 * The compare dialog (react-aria's slider, toolbar and toggle buttons, the zoom and pan) loads
 * when Compare is first pressed, not with the review screen (docs/performance.md, "Bundle size").
 */
const loadImageCompare = () => import('../../ImageCompare/ImageCompare');

/** The three pictures of a row (001 §2.2), in the order shown. */
export const THUMBNAIL_LABELS = {
  uploaded: 'Uploaded',
  found: 'Found',
  online: 'Online',
} as const;
export type ThumbnailKind = keyof typeof THUMBNAIL_LABELS;

export const THUMBNAILS_TEXT = {
  compare: 'Compare',
  compareName: (imageId: string) => `Compare the images of ${imageId}`,
  compareTitle: (imageId: string) => `Compare image ${imageId}`,
  picture: (kind: ThumbnailKind, imageId: string) =>
    `${THUMBNAIL_LABELS[kind]} image of ${imageId}`,
  opensInNewTab: ' (opens in a new tab)',
  enlarged: (name: string) => `${name}, enlarged`,
  /** The online picture while the screen fetches it (ours). */
  loading: 'Loading…',
} as const;

export interface ImageThumbnailsProps {
  imageId: string;
  /** The agency's uploaded original; null: 'No uploaded image'. */
  uploadedSrc: string | null;
  /** Our downloaded copy; null when the download failed ('Error loading image from source'). */
  foundSrc: string | null;
  /**
   * The image on the site: the row's image URL or the screen's object URL of it; null or not
   * http(s): 'No image URL', unless `imageUrl` says the row has one.
   */
  onlineSrc: string | null;
  /**
   * The row's image URL, when `onlineSrc` is a copy the screen fetched. With a URL and no
   * `onlineSrc`, the picture could not be loaded from its source ('Error loading image from
   * source'), never 'No image URL'.
   */
  imageUrl?: string | null;
  /** The screen is still fetching the online picture: 'Loading…' instead of a missing text. */
  isOnlineLoading?: boolean;
}

/** What a missing picture says instead. */
const MISSING: Record<ThumbnailKind, string> = {
  uploaded: TEXTS.images.noUploadedImage,
  found: TEXTS.common.imageLoadFailed,
  online: NO_IMAGE_URL,
};

/**
 * One picture: a link to it (new tab) holding the thumbnail, enlarged in a tooltip on hover
 * and at once on keyboard focus; a caption names it. A missing picture, or one that fails to
 * load, shows its text instead and is no link.
 */
function Thumbnail({
  kind,
  src,
  imageId,
  missing = MISSING[kind],
  isLoading = false,
}: {
  kind: ThumbnailKind;
  src: string | null;
  imageId: string;
  /** What the tile says without a picture. */
  missing?: string;
  isLoading?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== null && src !== '' && (kind !== 'online' || isPictureUrl(src));
  const failed = usable && failedSrc === src;
  const name = THUMBNAILS_TEXT.picture(kind, imageId);
  return (
    <figure className={thumbTile} data-kind={kind}>
      {usable && !failed ? (
        <TooltipTrigger delay={300} closeDelay={0}>
          <Link href={src} target="_blank" rel="noopener noreferrer" className={thumbLink}>
            <img
              src={src}
              alt={name}
              className={thumbImage}
              loading="lazy"
              onError={() => setFailedSrc(src)}
            />
            <span className={visuallyHidden}>{THUMBNAILS_TEXT.opensInNewTab}</span>
          </Link>
          <Tooltip className={enlarged} placement="end">
            <img src={src} alt={THUMBNAILS_TEXT.enlarged(name)} className={enlargedPicture} />
          </Tooltip>
        </TooltipTrigger>
      ) : isLoading ? (
        <span className={missingPicture} data-missing="loading">
          {THUMBNAILS_TEXT.loading}
        </span>
      ) : (
        <span
          className={missingPicture}
          data-missing={failed || missing === TEXTS.common.imageLoadFailed ? 'failed' : 'none'}
        >
          {failed ? TEXTS.common.imageLoadFailed : missing}
        </span>
      )}
      <figcaption className={thumbCaption}>{THUMBNAIL_LABELS[kind]}</figcaption>
    </figure>
  );
}

/**
 * The images column's pictures (001 §2.2): Uploaded, Found and Online, each a link with an
 * enlargement on hover and focus, and Compare, which opens the uploaded original beside the
 * found copy in `ImageCompare` (the online picture when the copy failed to download).
 */
export function ImageThumbnails({
  imageId,
  uploadedSrc,
  foundSrc,
  onlineSrc,
  imageUrl,
  isOnlineLoading = false,
}: ImageThumbnailsProps) {
  const [comparing, setComparing] = useState(false);
  const compare = useOnDemand(loadImageCompare, comparing);
  const online = onlineSrc && isPictureUrl(onlineSrc) ? onlineSrc : null;
  const other: ThumbnailKind = foundSrc ? 'found' : 'online';
  const otherSrc = foundSrc ?? online;
  return (
    <>
      <div className={thumbRow}>
        <Thumbnail kind="uploaded" src={uploadedSrc} imageId={imageId} />
        <Thumbnail kind="found" src={foundSrc} imageId={imageId} />
        <Thumbnail
          kind="online"
          src={onlineSrc}
          imageId={imageId}
          isLoading={isOnlineLoading && !onlineSrc}
          missing={
            imageUrl && isSafeHttpUrl(imageUrl) ? TEXTS.common.imageLoadFailed : NO_IMAGE_URL
          }
        />
      </div>
      <Button
        variant="secondary"
        size="small"
        aria-label={THUMBNAILS_TEXT.compareName(imageId)}
        isDisabled={!uploadedSrc && !otherSrc}
        onPress={() => setComparing(true)}
      >
        {THUMBNAILS_TEXT.compare}
      </Button>
      {comparing ? (
        // The dialog is a portal, but its keys and clicks bubble through React to the grid
        // around the cell (whose arrows would move the cell focus): they stop here.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          className={portalBoundary}
          onKeyDown={(event) => event.stopPropagation()}
          onClick={(event) => event.stopPropagation()}
        >
          {compare ? (
            <compare.ImageCompare
              isOpen
              onOpenChange={setComparing}
              title={THUMBNAILS_TEXT.compareTitle(imageId)}
              originalSrc={uploadedSrc}
              foundSrc={otherSrc}
              originalLabel={THUMBNAIL_LABELS.uploaded}
              foundLabel={THUMBNAIL_LABELS[other]}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
