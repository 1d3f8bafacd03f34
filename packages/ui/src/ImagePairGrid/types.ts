import type { SuggestedMark } from '@sightings/domain-model';
import type { PictureSrc } from './loadTracker';

/** What an admin sees on a pair's hover card (spec 000 §2 Images page, §6). */
export interface ImagePairHints {
  agencyId: string;
  imageId: string;
  imageSource: string | null;
  imageUrl: string | null;
  usageUrl: string | null;
}

/** One pair of the grid: the agency's original and the image found online. */
export interface ImagePair {
  /** The sighting's row id (`Image.id`); `onDecide` and the other callbacks report it. */
  id: number;
  /**
   * URL (often a `blob:` object URL) of the agency's uploaded original; `null` shows 'No
   * uploaded image'; `undefined` while the page is still fetching it (a spinner; the load cap
   * is already running).
   */
  originalSrc: PictureSrc;
  /**
   * URL of the downloaded copy of the found image; `undefined` while the page is still fetching
   * it (a spinner; the load cap is already running). `null`, an error or the cap shows 'Image
   * loading error' with 'Click to view image on site' (a link to `usageUrl`).
   */
  foundSrc: PictureSrc;
  /**
   * The page the image was found on. Clicking the found image (or pressing O) opens it in a new
   * tab (`target="_blank"`, `rel="noopener noreferrer"`). Only `http:`/`https:` URLs become
   * links (`isSafeHttpUrl`); anything else (`javascript:`, `data:`, …) renders no link.
   */
  usageUrl: string | null;
  /** The admin hints; shown only with `showHints`. `imageId` also names the original's alt text. */
  hints?: ImagePairHints;
  /**
   * The pair's number in its group (from 1) when the grid shows part of a group (the Images
   * page's second step keeps the numbers of the first); default its place in `pairs`.
   */
  position?: number;
  /**
   * A suggestion to show beside the pictures (`PairSuggestion`, which also describes the tile),
   * as domain-model's `shownSuggestion` answers it; none when absent or `null`. Only shown: the
   * grid never marks a pair by it.
   */
  suggestion?: SuggestedMark | null;
}
