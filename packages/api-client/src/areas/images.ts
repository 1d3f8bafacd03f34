import {
  type Image,
  type ImageStatusItem,
  type ImageStatusResult,
  type ReservedImage,
  type SuggestionPrecision,
} from '@sightings/domain-model';
import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import { whenOffered } from '../extensionCall';
import { optionalQuery, segment, type Transport } from '../transport';

const imagePath = (
  kind: 'downloaded' | 'original' | 'online',
  id: number,
  width: number | undefined,
) => `/assessment_image/${segment(id)}/${kind}_image${optionalQuery('width', width)}`;

/** Options of a picture fetch. */
export interface BlobOptions {
  signal?: AbortSignal;
}

/** How the Images page's images are reserved (`reservePending`). */
export interface ReservePendingOptions {
  /** 1 to 500; the server's default (200) when absent. */
  limit?: number;
  /**
   * `pair-similarity`: each image also carries `similarity` { score, suggestion } (null while
   * its pictures are not fingerprinted). Sent only to a server that offers the extension; to
   * one that does not, the spec's call goes instead and the images carry no `similarity`.
   */
  similarity?: boolean;
}

/** The Images page and sightings (spec 000 section 7). */
export interface ImagesCalls {
  /**
   * The URL of `GET /assessment_image/{id}/downloaded_image` (`?width=` for a thumbnail).
   * It needs the token like every call, so an `<img src>` cannot load it: use the fetch below.
   */
  downloadedImageUrl(id: number, width?: number): string;
  /** The URL of `GET /assessment_image/{id}/original_image` (our addition), as above. */
  originalImageUrl(id: number, width?: number): string;
  /**
   * The crawler's copy of a sighting's picture, loaded with the token, as a Blob. `signal`
   * aborts it (the Images page gives up on a picture after its 30-second cap).
   */
  fetchDownloadedImage(id: number, width?: number, options?: BlobOptions): Promise<Blob>;
  /** The agency's uploaded original of a sighting's picture, loaded with the token, as above. */
  fetchOriginalImage(id: number, width?: number, options?: BlobOptions): Promise<Blob>;
  /**
   * The image at its URL as the site serves it now, fetched by the server (the Online
   * thumbnail of the review screens), loaded with the token as above; 404 when it cannot be.
   */
  fetchOnlineImage(id: number, width?: number, options?: BlobOptions): Promise<Blob>;
  /**
   * `GET /assessment_image/reserve_pending?limit=` (1 to 500; the server's default is 200):
   * leases pending images to the caller; the caller's own live leases come first. A number is
   * the `limit`. With `similarity: true` and a server offering `pair-similarity`,
   * `…&similarity=true`: each image carries its `similarity`. Without the option no question
   * is asked and the spec's call goes at once; with it, the server's extensions are asked first
   * (once per session), and a server without the extension gets the spec's call, never the
   * parameter (the images then carry none: the answer is the same leases either way).
   */
  reservePending(options?: number | ReservePendingOptions): Promise<ReservedImage[]>;
  /** `GET /assessment_image/{id}`: one sighting; an unknown id rejects with 404. */
  byId(id: number): Promise<Image>;
  /**
   * `PUT /assessment_image/set_multiple_images_status`: IDENTICAL / NOT_IDENTICAL for leased
   * images, all or nothing (409 names the images not leased to the caller). A repeat of the
   * same decisions is safe: they come back as `unchanged`.
   */
  setStatuses(list: ImageStatusItem[]): Promise<ImageStatusResult>;
  /** `PUT /assessment_image/set_multiple_images_offline_status`: OFFLINE, same rules. */
  setOffline(ids: number[]): Promise<ImageStatusResult>;
  /**
   * `GET /assessment_image/suggestion_precision` (the extension `pair-similarity`, administrators
   * only; without the extension, rejects with a 404 and sends nothing): per agency, how many
   * suggestions the stored pair scores make with the thresholds in force for the sightings the
   * operators have decided, and how many of those decisions agreed (`precision`, 0 to 1, null
   * when none was suggested), split by 'likely identical' and 'likely not identical'.
   */
  suggestionPrecision(): Promise<SuggestionPrecision>;
}

export function imagesCalls(
  t: Transport,
  caps: CapabilitiesSource = SPEC_ONLY_SOURCE,
): ImagesCalls {
  return {
    downloadedImageUrl: (id, width) => t.root + imagePath('downloaded', id, width),
    originalImageUrl: (id, width) => t.root + imagePath('original', id, width),
    fetchDownloadedImage: (id, width, options) =>
      t.getBlob(imagePath('downloaded', id, width), options?.signal),
    fetchOriginalImage: (id, width, options) =>
      t.getBlob(imagePath('original', id, width), options?.signal),
    fetchOnlineImage: (id, width, options) =>
      t.getBlob(imagePath('online', id, width), options?.signal),
    reservePending: async (options) => {
      const { limit, similarity = false } =
        typeof options === 'object' ? options : { limit: options };
      const path = `/assessment_image/reserve_pending${optionalQuery('limit', limit)}`;
      // A read-only addition to the spec's call: without the extension the spec's call answers
      // the same leases, so it goes instead (as the review queues' `resume`), never refused.
      if (!similarity || !(await caps.has('pair-similarity'))) {
        return t.getJson<ReservedImage[]>(path);
      }
      return t.getJson<ReservedImage[]>(`${path}${limit === undefined ? '?' : '&'}similarity=true`);
    },
    byId: (id) => t.getJson<Image>(`/assessment_image/${segment(id)}`),
    setStatuses: (list) =>
      t.sendJson<ImageStatusResult>('put', '/assessment_image/set_multiple_images_status', list),
    setOffline: (ids) =>
      t.sendJson<ImageStatusResult>(
        'put',
        '/assessment_image/set_multiple_images_offline_status',
        ids,
      ),
    suggestionPrecision: () =>
      whenOffered(caps, 'pair-similarity', () =>
        t.getJson<SuggestionPrecision>('/assessment_image/suggestion_precision'),
      ),
  };
}
