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
import { segment, type Transport } from '../transport';
import { legalCaseCalls, type LegalCaseCalls } from './legalCase';

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
   * `GET …/reserve_pending_quality_control?limit=1[&domainName=][&social=true]`: the next QC
   * domain, or that one. `social: true` is social media QC's queue (social profiles, needs
   * socialMediaPermitted); without it quality control's (websites, qualityControlPermission).
   */
  reserveQualityControl(options?: {
    limit?: number;
    domainName?: string;
    social?: boolean;
  }): Promise<ReviewDomain[]>;
  /** `GET …/reserve_pending_review[?limit=]`: final review's next domains. */
  reservePendingReview(limit?: number): Promise<ReviewDomain[]>;
  /** `GET …/reserve_pending_review_domain?domain=`: one domain for final review, by name. */
  reserveReviewDomain(domain: string): Promise<ReviewDomain[]>;
  /** `GET /assessment_domain/{id}`. */
  domain(id: number): Promise<ReviewDomain>;
  deliveredIds(id: number): Promise<DeliveredIds>;
  firstSightings(id: number): Promise<Sightings>;
  lastSightings(id: number): Promise<Sightings>;
  imagesFieldsInfo(id: number): Promise<ImagesFieldsInfo>;
  /** `GET …/{id}/status_counts`: the domain's sightings per status and in all. */
  statusCounts(id: number): Promise<StatusCountsResult>;
  /** `GET …/{id}/images_by_domain?sort=agency,{order}`: every sighting, in the table order. */
  imagesByDomain(id: number, agencyOrder?: 'asc' | 'desc'): Promise<ReviewImage[]>;
  /** `POST …/{id}/images_by_domain_filter?page&size&sort`: one page of the filtered sightings. */
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
  /** Undoes the newest status change of these images, within 10 s, by the same user. */
  undoStatusChange(imageIds: readonly number[]): Promise<UndoResult>;
  /** The domain's history from the audit log, newest first. */
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
  return {
    reserveQualityControl: ({ limit = 1, domainName, social } = {}) =>
      t.getJson(
        `/assessment_domain/reserve_pending_quality_control${query({
          limit,
          domainName,
          social: social ? 'true' : undefined,
        })}`,
      ),
    reservePendingReview: (limit) =>
      t.getJson(`/assessment_domain/reserve_pending_review${query({ limit })}`),
    reserveReviewDomain: (domain) =>
      t.getJson(`/assessment_domain/reserve_pending_review_domain${query({ domain })}`),
    domain: (id) => t.getJson(domainPath(id)),
    deliveredIds: (id) => t.getJson(`${domainPath(id)}/delivered_ids`),
    firstSightings: (id) => t.getJson(`${domainPath(id)}/first_sightings`),
    lastSightings: (id) => t.getJson(`${domainPath(id)}/last_sightings`),
    imagesFieldsInfo: (id) => t.getJson(`${domainPath(id)}/images_fields_info`),
    statusCounts: (id) => t.getJson(`${domainPath(id)}/status_counts`),
    imagesByDomain: (id, agencyOrder = 'asc') =>
      t.getJson(`${domainPath(id)}/images_by_domain?sort=agency,${agencyOrder}`),
    imagesByDomainFilter: (id, request, filter) =>
      t.postPage(`${domainPath(id)}/images_by_domain_filter`, request, filter),

    save: (id, body) => domainAction('put', `${domainPath(id)}/update_review`, body),
    approve: (id) => domainAction('put', `${domainPath(id)}/set_pending_final_review`, {}),
    submitAsComment: (id, body) =>
      domainAction('put', `${domainPath(id)}/set_returned_for_comment_true`, body),
    submitForReview: (id, body) =>
      domainAction('put', `${domainPath(id)}/set_returned_for_review`, body),
    holdDomain: (id, body) =>
      domainAction('put', `/assessment_domain_hold/${segment(id)}/update`, body),
    holdImages: (images) => t.sendJson('put', '/assessment_image_hold/multiple_save', images),
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

    updateImage: (image) => t.sendJson('put', `${imagePath(image.id)}/update_image`, image),
    updateImages: (images) => t.sendJson('put', '/assessment_image/update_images', images),
    updateImageBatch: (ids, status) =>
      t.sendJson('put', '/assessment_image/update_image_batch', { ids: [...ids], status }),
    updateImageUrl: (id, imageUrl, usageUrl) =>
      t.sendJson('put', '/assessment_image/update_image_url', {
        id,
        updatedImageUrl: imageUrl,
        updatedUsageUrl: usageUrl,
      }),
    undoStatusChange: (imageIds) =>
      t.sendJson('post', '/assessment_image/undo_status_change', { imageIds: [...imageIds] }),
    history: (id, request) => t.getPage(`${domainPath(id)}/history`, request),

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
