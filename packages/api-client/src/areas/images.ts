import { type Image, type ImageStatusItem, type ImageStatusResult } from '@sightings/domain-model';
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
   * leases pending images to the caller; the caller's own live leases come first.
   */
  reservePending(limit?: number): Promise<Image[]>;
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
}

export function imagesCalls(t: Transport): ImagesCalls {
  return {
    downloadedImageUrl: (id, width) => t.root + imagePath('downloaded', id, width),
    originalImageUrl: (id, width) => t.root + imagePath('original', id, width),
    fetchDownloadedImage: (id, width, options) =>
      t.getBlob(imagePath('downloaded', id, width), options?.signal),
    fetchOriginalImage: (id, width, options) =>
      t.getBlob(imagePath('original', id, width), options?.signal),
    fetchOnlineImage: (id, width, options) =>
      t.getBlob(imagePath('online', id, width), options?.signal),
    reservePending: (limit) =>
      t.getJson<Image[]>(`/assessment_image/reserve_pending${optionalQuery('limit', limit)}`),
    byId: (id) => t.getJson<Image>(`/assessment_image/${segment(id)}`),
    setStatuses: (list) =>
      t.sendJson<ImageStatusResult>('put', '/assessment_image/set_multiple_images_status', list),
    setOffline: (ids) =>
      t.sendJson<ImageStatusResult>(
        'put',
        '/assessment_image/set_multiple_images_offline_status',
        ids,
      ),
  };
}
