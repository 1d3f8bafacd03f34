import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import type {
  Conversation,
  DeliveredIds,
  HistoryEntry,
  ImageChangeResult,
  ImageStatus,
  ImagesFieldsInfo,
  ImagesFilterBody,
  StatusCountsResult,
  Page,
  PageRequest,
  ReviewDomain,
  ReviewImage,
  SentFrom,
  Sightings,
  UndoResult,
} from '@sightings/domain-model';
import { whenOffered } from '../extensionCall';
import { segment, type Transport } from '../transport';
import { legalCaseCalls, type LegalCaseCalls } from './legalCase';
import { reviewImageReads } from './reviewImages';

const domainPath = (id: number) => `/assessment_domain/${segment(id)}`;
const imagePath = (id: number) => `/assessment_image/${segment(id)}`;

/**
 * The editable part of a review domain as the review screens send it (`update_review` and the
 * other domain PUTs take the domain as GET answers it: the server ignores its own fields).
 */
export type ReviewDomainBody = Partial<ReviewDomain>;

/** An image as `update_image` / `update_images` take it: its id and what changes. */
export type ReviewImageBody = Partial<ReviewImage> & { id: number };

/**
 * The review screens: quality control, final review and social media QC (spec 001 section 7;
 * docs/review-api.md, docs/legal-case.md). Domain actions answer the domain as GET does;
 * image updates answer the images and, for undo, their previous statuses. Refusals reject with
 * `ApiError`: 403 when no screen of the caller offers the action, 409 when the domain's flow
 * status does not allow it or the domain is not leased to the caller.
 */
export interface ReviewCalls extends LegalCaseCalls {
  /**
   * `GET …/reserve_pending_quality_control?limit=1` (001 §7): the next domains of the QC
   * statuses' one queue (quality control and social media QC share it; needs
   * qualityControlPermission or socialMediaPermitted), the queue's free domains first.
   * With the `review-queues` extension also `social` (`true`: social profiles only, needs
   * socialMediaPermitted; `false`: websites only, needs qualityControlPermission), `resume`
   * (the caller's own live leases first) and `domainName` (that domain of the QC queue).
   * Without it `social` and `resume` are not sent, and `domainName` is reserved with the spec's
   * `reserve_pending_review_domain?domain=`, which may answer a domain of another screen's
   * statuses (domain-model's `decideNamedAnswer` tells).
   */
  reserveQualityControl(options?: {
    limit?: number;
    domainName?: string;
    social?: boolean;
    resume?: boolean;
  }): Promise<ReviewDomain[]>;
  /**
   * `GET …/reserve_pending_review` (001 §7, no parameters): final review's next domain, the
   * queue's free domains first. With `review-queues`, `limit` domains and `resume` (the own
   * live leases first); without it neither is sent. A number is the `limit`.
   */
  reservePendingReview(
    options?: number | { limit?: number; resume?: boolean },
  ): Promise<ReviewDomain[]>;
  /**
   * `GET …/reserve_pending_review_domain?domain=` (001 §7): one domain by name, for any review
   * screen the caller may use (its answer's status says which screen works on it).
   */
  reserveReviewDomain(domain: string): Promise<ReviewDomain[]>;
  /** `GET /assessment_domain/{id}`. */
  domain(id: number): Promise<ReviewDomain>;
  deliveredIds(id: number): Promise<DeliveredIds>;
  firstSightings(id: number): Promise<Sightings>;
  lastSightings(id: number): Promise<Sightings>;
  imagesFieldsInfo(id: number): Promise<ImagesFieldsInfo>;
  /**
   * The domain's sightings per status and in all: with the `status-counts` extension
   * `GET …/{id}/status_counts`; otherwise the spec's `images_count` (the total) and
   * `images_by_domain` counted by status.
   */
  statusCounts(id: number): Promise<StatusCountsResult>;
  /** `GET …/{id}/images_by_domain?sort=agency,{order}`: every sighting, in the table order. */
  imagesByDomain(id: number, agencyOrder?: 'asc' | 'desc'): Promise<ReviewImage[]>;
  /**
   * One page of the filtered sightings in the image table's order (001 §4.1) with the agency
   * direction of `request.sorts`. With `review-paging`: `POST …/images_by_domain_filter?page&size&sort=field,dir`.
   * Otherwise as the spec's screen (001 §7 Notes): `images_count`, the whole filtered list
   * (`page=0&size=<count>&sort=agency_asc|agency_desc`), ordered by `sortReviewImages` and cut
   * into the page asked for; page turns of the same domain and filter reuse it (30 s at most,
   * until an image changes through this client). Other sort keys apply only with the extension.
   */
  imagesByDomainFilter(
    id: number,
    request: PageRequest,
    filter: ImagesFilterBody,
  ): Promise<Page<ReviewImage>>;

  /** Save (`update_review`). */
  save(id: number, body: ReviewDomainBody): Promise<ReviewDomain>;
  /** Approve (`set_pending_final_review`); save first. */
  approve(id: number): Promise<ReviewDomain>;
  /** Submit as comment (`set_returned_for_comment_true`), with the domain body. */
  submitAsComment(id: number, body: ReviewDomainBody): Promise<ReviewDomain>;
  /** Submit for review (`set_returned_for_review`), with the domain body. */
  submitForReview(id: number, body: ReviewDomainBody): Promise<ReviewDomain>;
  /** Hold the domain (`assessment_domain_hold/{id}/update`), with the domain body. */
  holdDomain(id: number, body: ReviewDomainBody): Promise<ReviewDomain>;
  /** Hold images (`assessment_image_hold/multiple_save`). */
  holdImages(images: ReviewImageBody[]): Promise<ImageChangeResult>;
  /** Park until a date, `YYYY-MM-DD` (`park_until/{id}?untilDate=`). */
  park(id: number, untilDate: string): Promise<ReviewDomain>;
  /** Blacklist add (`set_blacklisted/{id}`) or remove (`re_blacklisted/{id}`). */
  setBlacklisted(id: number, blacklisted: boolean): Promise<ReviewDomain>;
  returnForReview(id: number): Promise<ReviewDomain>;
  returnForQc(id: number): Promise<ReviewDomain>;

  /** One image's status or photographer (`update_image`); Confirm Status sends it again. */
  updateImage(image: ReviewImageBody): Promise<ImageChangeResult>;
  /** Several images (`update_images`). */
  updateImages(images: ReviewImageBody[]): Promise<ImageChangeResult>;
  /** One status for the ticked images (`update_image_batch`). */
  updateImageBatch(ids: readonly number[], status: ImageStatus): Promise<ImageChangeResult>;
  /** The URL edit (`update_image_url`); 400 'Invalid values!' for a bad URL. */
  updateImageUrl(id: number, imageUrl: string, usageUrl: string): Promise<ImageChangeResult>;
  /**
   * Undoes the newest status change of these images, within 10 s, by the same user (the `undo`
   * extension; without it rejects with a 404 `NOT_FOUND` and sends nothing).
   */
  undoStatusChange(imageIds: readonly number[]): Promise<UndoResult>;
  /**
   * The domain's history from the audit log, newest first (the `history` extension; without it
   * rejects with a 404 `NOT_FOUND` and sends nothing).
   */
  history(id: number, request: PageRequest): Promise<Page<HistoryEntry>>;

  /** `GET /conversation/{imageId}`: the image's threads. */
  conversation(imageId: number): Promise<Conversation[]>;
  /** `POST /conversation`: a new thread on the image, or a reply in `conversationId`. */
  sendMessage(message: {
    imageId: number;
    message: string;
    sentFrom: SentFrom;
    conversationId?: number;
  }): Promise<Conversation>;
  /** `POST …/add_message_to_images/{domainId}`: one message on the domain's (or these) images. */
  addMessageToImages(
    domainId: number,
    message: { message: string; sentFrom: SentFrom; imageIds?: number[] },
  ): Promise<{ count: number; imageIds: number[] }>;
}

export function reviewCalls(
  t: Transport,
  caps: CapabilitiesSource = SPEC_ONLY_SOURCE,
): ReviewCalls {
  const query = (values: Record<string, string | number | undefined>) => {
    const parts = Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${segment(value!)}`);
    return parts.length ? `?${parts.join('&')}` : '';
  };
  const domainAction = (method: 'get' | 'put' | 'post', path: string, body?: unknown) =>
    method === 'get' ? t.getJson<ReviewDomain>(path) : t.sendJson<ReviewDomain>(method, path, body);
  const images = reviewImageReads(t, caps);
  /** An image changed: the filtered lists read whole are stale. */
  const changing =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      images.forgetWholeLists();
      return call(...args).finally(images.forgetWholeLists);
    };
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value));
  const reserveByName = (domain: string) =>
    t.getJson<ReviewDomain[]>(
      `/assessment_domain/reserve_pending_review_domain${query({ domain })}`,
    );
  return {
    reserveQualityControl: async ({ limit = 1, domainName, social, resume } = {}) => {
      const path = '/assessment_domain/reserve_pending_quality_control';
      if (!(await caps.has('review-queues'))) {
        return domainName === undefined
          ? t.getJson(`${path}${query({ limit })}`)
          : reserveByName(domainName);
      }
      return t.getJson(
        `${path}${query({
          limit: domainName === undefined ? limit : undefined,
          domainName,
          social: flag(social),
          resume: resume ? 'true' : undefined,
        })}`,
      );
    },
    reservePendingReview: async (options = {}) => {
      const { limit, resume } = typeof options === 'number' ? { limit: options } : options;
      const path = '/assessment_domain/reserve_pending_review';
      if (!(await caps.has('review-queues'))) return t.getJson(path);
      const extended = query({
        limit: limit === 1 ? undefined : limit,
        resume: resume ? 'true' : undefined,
      });
      return t.getJson(`${path}${extended}`);
    },
    reserveReviewDomain: reserveByName,
    domain: (id) => t.getJson(domainPath(id)),
    deliveredIds: (id) => t.getJson(`${domainPath(id)}/delivered_ids`),
    firstSightings: (id) => t.getJson(`${domainPath(id)}/first_sightings`),
    lastSightings: (id) => t.getJson(`${domainPath(id)}/last_sightings`),
    imagesFieldsInfo: (id) => t.getJson(`${domainPath(id)}/images_fields_info`),
    statusCounts: images.statusCounts,
    imagesByDomain: (id, agencyOrder = 'asc') =>
      t.getJson(`${domainPath(id)}/images_by_domain?sort=agency,${agencyOrder}`),
    imagesByDomainFilter: images.imagesByDomainFilter,

    save: (id, body) => domainAction('put', `${domainPath(id)}/update_review`, body),
    approve: (id) => domainAction('put', `${domainPath(id)}/set_pending_final_review`, {}),
    submitAsComment: (id, body) =>
      domainAction('put', `${domainPath(id)}/set_returned_for_comment_true`, body),
    submitForReview: (id, body) =>
      domainAction('put', `${domainPath(id)}/set_returned_for_review`, body),
    holdDomain: (id, body) =>
      domainAction('put', `/assessment_domain_hold/${segment(id)}/update`, body),
    holdImages: changing((list: ReviewImageBody[]) =>
      t.sendJson<ImageChangeResult>('put', '/assessment_image_hold/multiple_save', list),
    ),
    park: (id, untilDate) =>
      domainAction(
        'post',
        `/assessment_domain/park_until/${segment(id)}${query({ untilDate })}`,
        {},
      ),
    setBlacklisted: (id, blacklisted) =>
      domainAction(
        'put',
        `/assessment_domain/${blacklisted ? 'set_blacklisted' : 're_blacklisted'}/${segment(id)}`,
        {},
      ),
    returnForReview: (id) =>
      domainAction('get', `/assessment_domain/return_for_review/${segment(id)}`),
    returnForQc: (id) => domainAction('get', `/assessment_domain/return_for_qc/${segment(id)}`),

    updateImage: changing((image: ReviewImageBody) =>
      t.sendJson<ImageChangeResult>('put', `${imagePath(image.id)}/update_image`, image),
    ),
    updateImages: changing((list: ReviewImageBody[]) =>
      t.sendJson<ImageChangeResult>('put', '/assessment_image/update_images', list),
    ),
    updateImageBatch: changing((ids: readonly number[], status: ImageStatus) =>
      t.sendJson<ImageChangeResult>('put', '/assessment_image/update_image_batch', {
        ids: [...ids],
        status,
      }),
    ),
    updateImageUrl: changing((id: number, imageUrl: string, usageUrl: string) =>
      t.sendJson<ImageChangeResult>('put', '/assessment_image/update_image_url', {
        id,
        updatedImageUrl: imageUrl,
        updatedUsageUrl: usageUrl,
      }),
    ),
    undoStatusChange: changing((imageIds: readonly number[]) =>
      whenOffered(caps, 'undo', () =>
        t.sendJson<UndoResult>('post', '/assessment_image/undo_status_change', {
          imageIds: [...imageIds],
        }),
      ),
    ),
    history: (id, request) =>
      whenOffered(caps, 'history', () =>
        t.getPage<HistoryEntry>(`${domainPath(id)}/history`, request),
      ),

    conversation: (imageId) => t.getJson(`/conversation/${segment(imageId)}`),
    sendMessage: ({ imageId, message, sentFrom, conversationId }) =>
      t.sendJson('post', '/conversation', {
        message,
        messageName: String(imageId),
        sentFrom,
        ...(conversationId === undefined ? {} : { conversationId }),
      }),
    addMessageToImages: (domainId, message) =>
      t.sendJson('post', `/assessment_domain/add_message_to_images/${segment(domainId)}`, message),

    ...legalCaseCalls(t, caps),
  };
}
