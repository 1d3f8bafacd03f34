import type { ImageStatus } from '@sightings/domain-model';

/**
 * One image of the review table (001 §2.2, §3 "Image sighting"), as the row parts read it. Plain
 * data: the screen maps the api-client's images onto it and decides the flags.
 */
export interface ReviewImageRow {
  /** The sighting's row id (`Image.id`), also the DataTable row id. */
  id: string;
  /** The agency's image id. */
  imageId: string;
  agency: string;
  status: ImageStatus;
  /** Delivered in a legal case: the status select and the row checkbox are disabled. */
  delivered: boolean;
  /** The image on the site; null or empty: the row is red ('No image URL'). */
  imageUrl: string | null;
  /** The page the image was found on. */
  usageUrl: string | null;
  /** The agency's uploaded original (a URL the screen fetched); null when there is none. */
  uploadedSrc: string | null;
  /**
   * Our downloaded copy of the found image; null when the download failed (001 §2.2: the row
   * stays, without the found image).
   */
  foundSrc: string | null;
  /**
   * The image as its site serves it now, fetched through the server (an object URL); absent:
   * `imageUrl` itself (loaded by the browser, which the console's CSP does not allow).
   */
  onlineSrc?: string | null;
  /**
   * The screen is still fetching `onlineSrc`. With `onlineSrc` given, a null one and an
   * `imageUrl` read 'Error loading image from source' (the fetch failed), not 'No image URL'.
   */
  onlineLoading?: boolean;
  photographerName: string | null;
  /** The difference value between the found and the uploaded image; null when not measured. */
  difference: number | null;
  /** When the sighting was found (ISO-8601), 'MMMM Do YYYY, h:mm:ss a'. */
  foundAt: string | null;
  /** The found image's Last-Modified header (ISO-8601), DD-MM-YYYY. */
  lastModifyDateFromHeader: string | null;
  /** Whether the image is a registered one; null when unknown. */
  registeredImage: boolean | null;
  originalImageFileName: string | null;
  /**
   * The tick of 001 §2.2: the image was created after its last update and is IDENTICAL. The
   * screen decides it (a domain-model rule), the row only shows it.
   */
  showsNewTick: boolean;
}

/** The two URLs of the URL edit mode. */
export interface ReviewImageUrls {
  usageUrl: string;
  imageUrl: string;
}

/** A field of the URL edit mode. */
export type ReviewUrlField = keyof ReviewImageUrls;
