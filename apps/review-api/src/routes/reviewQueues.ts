import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  mayUseQualityControlQueue,
  REVIEW_RESERVE_LIMIT_DEFAULT,
  REVIEW_RESERVE_LIMIT_MAX,
  screensOf,
  wire,
  type QualityControlQueue,
  type WorkQueueType,
} from '@sightings/domain-model';
import { Type } from 'typebox';
import { REVIEW_SCREENS_ACCESS, type Access } from '../auth/access';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { actorOf } from '../services/review/actor';
import {
  reserveNamedDomain,
  reserveQualityControlDomain,
  reserveReviewDomains,
} from '../services/review/queues';

/**
 * Quality control and social media QC (001 §2.3, §2.5) share the QC statuses' queue; with the
 * extension `review-queues` `social` asks for one half, and the handler checks its permission.
 */
const qualityControl: Access = { anyOf: ['qualityControlPermission', 'socialMediaPermitted'] };

/**
 * The work queues the spec's one QC queue follows: the caller's QUALITY_CONTROL ones when they
 * may use quality control (or are an admin), else their SOCIAL_MEDIA ones.
 */
const qualityControlWorkQueue = (actor: ReturnType<typeof actorOf>): WorkQueueType =>
  mayUseQualityControlQueue('qualityControl', actor) ? 'QUALITY_CONTROL' : 'SOCIAL_MEDIA';
/** Final review (001 §2.4). */
const finalReview: Access = { anyOf: ['reviewPermission'] };
const reviewScreens = REVIEW_SCREENS_ACCESS;

const errors = {
  400: wire.ErrorBody,
  403: wire.ErrorBody,
  404: wire.ErrorBody,
  409: wire.ErrorBody,
};
const tags = ['review'];

/**
 * The review screens' reservations (spec 001 §2.3–§2.5, §7, §9): quality control's queue (one
 * for both QC screens; its halves with `review-queues`), final review's, and one domain by name
 * for any screen. The order and the leases: services/review/queues.ts, docs/review-api.md
 * "Queues and leases".
 */
export const reviewQueueRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, reservationTtlSeconds, extensions },
) => {
  const orderDescription =
    `Leased for ${reservationTtlSeconds} seconds: the queue's free domains first (the caller's active work queues ` +
    "first, then by id; FOR UPDATE SKIP LOCKED: two callers never get the same domain), then the caller's own " +
    'live leases, the least recently taken first (taking one again counts), so `limit=1` after Next never answers ' +
    'the domain just left while another is free. Extension `review-queues`: `resume=true` answers the ' +
    "caller's own live leases first (renewed, by id), then free ones, so a reload resumes the domain on screen. " +
    'Answers a list (empty: no domains for review); `keep_reserved` keeps the leases alive.';

  app.get(
    '/api/assessment_domain/reserve_pending_quality_control',
    {
      config: { access: qualityControl },
      schema: {
        tags,
        summary: "Lease the next domain of quality control's queue",
        description:
          `Leases up to \`limit\` (1 to ${REVIEW_RESERVE_LIMIT_MAX}, default ${REVIEW_RESERVE_LIMIT_DEFAULT}; the spec sends 1) domains in flow status ` +
          'PENDING_QUALITY_CONTROL or RETURNED_FOR_QUALITY_CONTROL that are not blacklisted, websites and social ' +
          'profiles alike (quality control and social media QC share the queue, 001 §2.3, §2.5); needs ' +
          'qualityControlPermission or socialMediaPermitted. ' +
          `${orderDescription} ` +
          'Extension `review-queues`: `social=false` only the websites (needs qualityControlPermission), ' +
          '`social=true` only the social profiles (`socialDomain`; needs socialMediaPermitted), else 403; ' +
          '`domainName` only that domain, when it is in the queue asked for and free or already the caller’s: ' +
          '404 when there is no such domain, 409 when it is not in the queue or another user holds it. ' +
          'Without extensions these three are ignored.',
        querystring: wire.ReserveQualityControlQuery,
        response: { 200: Type.Array(wire.ReviewDomain), ...errors },
      },
    },
    async (request) => {
      const { limit = REVIEW_RESERVE_LIMIT_DEFAULT, domainName, social, resume } = request.query;
      const actor = actorOf(request.user!);
      const lease = { userId: actor.id, limit, ttlSeconds: reservationTtlSeconds };
      if (!extensions) {
        return reserveReviewDomains(db, {
          ...lease,
          queue: 'pendingQualityControl',
          workQueue: qualityControlWorkQueue(actor),
        });
      }
      let queue: 'pendingQualityControl' | QualityControlQueue = 'pendingQualityControl';
      if (social !== undefined) {
        queue = social ? 'socialMedia' : 'qualityControl';
        if (!mayUseQualityControlQueue(queue, actor)) {
          throw new ApiError(
            403,
            'ACCESS_DENIED',
            queue === 'socialMedia'
              ? "Social media quality control's queue (social=true) needs socialMediaPermitted."
              : "Quality control's queue of websites (social=false) needs qualityControlPermission.",
          );
        }
      }
      if (domainName !== undefined) {
        return reserveQualityControlDomain(db, { ...lease, queue, domainName });
      }
      return reserveReviewDomains(db, {
        ...lease,
        queue,
        resume: resume === true,
        workQueue: qualityControlWorkQueue(actor),
      });
    },
  );

  app.get(
    '/api/assessment_domain/reserve_pending_review',
    {
      config: { access: finalReview },
      schema: {
        tags,
        summary: "Lease the next domain of final review's queue",
        description:
          'Leases one domain in flow status PENDING_FINAL_REVIEW or RETURNED_FOR_REVIEW, or PARKED with a park ' +
          `date of today or earlier, not blacklisted. ${orderDescription} Extension \`review-queues\`: ` +
          `\`limit\` (1 to ${REVIEW_RESERVE_LIMIT_MAX}) domains; without extensions \`limit\` and \`resume\` are ignored.`,
        querystring: wire.ReservePendingReviewQuery,
        response: { 200: Type.Array(wire.ReviewDomain), ...errors },
      },
    },
    async (request) =>
      reserveReviewDomains(db, {
        queue: 'finalReview',
        userId: request.user!.id,
        limit: extensions
          ? (request.query.limit ?? REVIEW_RESERVE_LIMIT_DEFAULT)
          : REVIEW_RESERVE_LIMIT_DEFAULT,
        resume: extensions && request.query.resume === true,
        ttlSeconds: reservationTtlSeconds,
      }),
  );

  app.get(
    '/api/assessment_domain/reserve_pending_review_domain',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: 'Lease one domain by name, for any review screen',
        description:
          'The one reservation by name (a table row, `?domainName=` of a review screen): the domain when it is ' +
          "in a status one of the caller's review screens opens: PENDING_QUALITY_CONTROL or " +
          'RETURNED_FOR_QUALITY_CONTROL, not blacklisted, for qualityControlPermission or socialMediaPermitted; ' +
          'PENDING_FINAL_REVIEW, RETURNED_FOR_REVIEW, PARKED (whatever the date), ON_HOLD or NOT_PURSUABLE, ' +
          'blacklisted or not, for reviewPermission; and free or already the caller’s (renewed). Answers a ' +
          'list of that one domain; 404 without such a domain, 409 when it is in another status or another ' +
          'user holds it.',
        querystring: wire.ReserveReviewDomainQuery,
        response: { 200: Type.Array(wire.ReviewDomain), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request.user!);
      return reserveNamedDomain(db, {
        screens: screensOf(actor.permissions, actor.isAdmin),
        userId: actor.id,
        limit: 1,
        domainName: request.query.domain,
        ttlSeconds: reservationTtlSeconds,
      });
    },
  );
};
