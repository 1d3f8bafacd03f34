import {
  decideDomainAction,
  SCREEN_STATUSES,
  screensOf,
  TEXTS,
  validateUrlEdit,
  type DomainFlowStatus,
  type ImageChangeResult,
  type ImageStatus,
  type ReviewImageEdit,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { ApiError } from '../../errors';
import { recordAudit, type AuditEntry } from '../audit';
import { assertUnique, refuseMissingImages } from '../images';
import { domainLeases } from '../reservations';
import type { Actor } from './actor';
import { idList, imagesInOrder } from './imageRows';

/**
 * The review screens' image changes (spec 001 §2.2, §4.1, §7; docs/review-api.md "Image
 * updates"). Every change runs in one transaction, in four steps: lock the images' domains and
 * then the images (in id order, the order of the domain actions), validate (the caller may work
 * on each domain and nobody else holds it; a delivered image does not change), apply the changed
 * fields, and audit each of them.
 */

/** What a call asks of one image (fields left out keep their values). */
export interface ImageChange extends ReviewImageEdit {
  imageUrl?: string;
  usageUrl?: string;
}

/** `update`: the fields; `hold`: the fields, and the undelivered images put on hold. */
type Mode = 'update' | 'hold';

const listIds = (ids: readonly number[]) => ids.join(', ');

const FIELD_COLUMN = {
  status: 'status',
  photographerName: 'photographer_name',
  imageUrl: 'image_url',
  usageUrl: 'usage_url',
} as const;
type ChangeField = keyof typeof FIELD_COLUMN;
const CHANGE_FIELDS = Object.keys(FIELD_COLUMN) as ChangeField[];
type FieldValues = Partial<Record<ChangeField, string | null>>;

interface LockedDomain {
  id: number;
  status: DomainFlowStatus;
  social_domain: boolean;
}

interface LockedImage {
  id: number;
  domain_id: number;
  status: ImageStatus;
  delivered: boolean;
  on_hold: boolean;
  photographer_name: string | null;
  image_url: string | null;
  usage_url: string | null;
}

/** What one image's change writes: the fields that change (before, after), and the hold. */
interface ImageWrite {
  id: number;
  image: LockedImage;
  before: FieldValues;
  diff: FieldValues;
  hold: boolean;
}

// ---- Lock ----------------------------------------------------------------------------------

/**
 * Locks the images' domains, then the images (both `FOR UPDATE`, in id order); 404 for an
 * unknown image.
 */
async function lockImages(tx: Db, ids: readonly number[]) {
  const domains = await queryRows<LockedDomain>(
    tx,
    sql`SELECT id, domain_flow_status AS status, social_domain FROM domains
      WHERE id IN (SELECT domain_id FROM images WHERE id IN (${idList(ids)}))
      ORDER BY id FOR UPDATE`,
  );
  const rows = await queryRows<LockedImage>(
    tx,
    sql`SELECT id, domain_id, status, delivered, on_hold, photographer_name, image_url, usage_url
      FROM images WHERE id IN (${idList(ids)}) ORDER BY id FOR UPDATE`,
  );
  const images = new Map(rows.map((row) => [Number(row.id), row]));
  refuseMissingImages(ids, images);
  return { domains, images };
}

// ---- Validate ------------------------------------------------------------------------------

/**
 * Whether the caller's screens work on a domain in this status (`SCREEN_STATUSES`): quality
 * control on websites, social media QC on social profiles (the two QC queues,
 * docs/domain-flow.md), final review on both. To hold: ON_HOLD, or a status hold is allowed from.
 */
function mayWorkOn(actor: Actor, mode: Mode, domain: LockedDomain): boolean {
  const status = domain.status;
  if (mode === 'hold') {
    return (
      status === 'ON_HOLD' ||
      decideDomainAction({
        action: 'hold',
        status,
        permissions: actor.permissions,
        isAdmin: actor.isAdmin,
      }).kind === 'allowed'
    );
  }
  const socialDomain = domain.social_domain === true;
  return screensOf(actor.permissions, actor.isAdmin)
    .filter((screen) =>
      socialDomain ? screen !== 'qualityControl' : screen !== 'socialMediaQualityControl',
    )
    .some((screen) => SCREEN_STATUSES[screen].includes(status));
}

/**
 * 409 naming the images (nothing changed) when a domain's flow status is not one the caller's
 * screens work on, or when another user holds a live lease of it (the caller's own lease is not
 * required). Inside the transaction holding the domains' locks.
 */
async function checkDomains(
  tx: Db,
  actor: Actor,
  mode: Mode,
  ids: readonly number[],
  { domains, images }: Awaited<ReturnType<typeof lockImages>>,
) {
  const leases = await domainLeases(
    tx,
    domains.map((row) => Number(row.id)),
  );
  for (const domain of domains) {
    const domainId = Number(domain.id);
    const concerned = ids.filter((id) => Number(images.get(id)!.domain_id) === domainId);
    const these = `${concerned.length === 1 ? 'Image' : 'Images'} ${listIds(concerned)}`;
    if (!mayWorkOn(actor, mode, domain)) {
      throw new ApiError(
        409,
        'CONFLICT',
        mode === 'update'
          ? `${these} of domain ${domainId} cannot be changed: the domain (${domain.social_domain ? 'a social profile' : 'a website'}) is in flow status ${domain.status}, which your review screens do not work on. Nothing was changed.`
          : `${these} of domain ${domainId} cannot be held: the domain is in flow status ${domain.status}. Nothing was changed.`,
        undefined,
        concerned,
      );
    }
    const lease = leases.get(domainId);
    if (lease && lease.live && lease.userId !== actor.id) {
      throw new ApiError(
        409,
        'CONFLICT',
        `${these} of domain ${domainId} cannot be changed: the domain is reserved by another user. Nothing was changed.`,
        undefined,
        concerned,
      );
    }
  }
}

/**
 * What each change writes: the fields whose stored value differs (a photographer name trimmed,
 * empty as null), and the hold. 409 (nothing changed) when a delivered image would change; one
 * sent back unchanged is fine, and is never put on hold.
 */
function plannedWrites(
  changes: ReadonlyMap<number, ImageChange>,
  images: ReadonlyMap<number, LockedImage>,
  mode: Mode,
): ImageWrite[] {
  const writes: ImageWrite[] = [];
  const lockedDelivered: number[] = [];
  for (const [id, change] of changes) {
    const image = images.get(id)!;
    const before: FieldValues = {
      status: image.status,
      photographerName: image.photographer_name,
      imageUrl: image.image_url,
      usageUrl: image.usage_url,
    };
    const diff: FieldValues = {};
    for (const field of CHANGE_FIELDS) {
      const value = change[field];
      if (value === undefined) continue;
      const stored = field === 'photographerName' && value !== null ? value.trim() || null : value;
      if (stored !== before[field]) diff[field] = stored;
    }
    if (Object.keys(diff).length && image.delivered) lockedDelivered.push(id);
    const hold = mode === 'hold' && !image.delivered && !image.on_hold;
    writes.push({ id, image, before, diff, hold });
  }
  if (lockedDelivered.length) {
    throw new ApiError(
      409,
      'CONFLICT',
      `${lockedDelivered.length === 1 ? 'Image' : 'Images'} ${listIds(lockedDelivered)} ${
        lockedDelivered.length === 1 ? 'is' : 'are'
      } delivered and cannot change. Nothing was changed.`,
      undefined,
      lockedDelivered,
    );
  }
  return writes.filter((write) => Object.keys(write.diff).length || write.hold);
}

// ---- Apply and audit -----------------------------------------------------------------------

/**
 * Stores each write (a status change records who and when) and answers, for undo, the status
 * each image had before when its status changed.
 */
async function applyWrites(tx: Db, actor: Actor, writes: readonly ImageWrite[]) {
  const previousStatuses: ImageChangeResult['previousStatuses'] = [];
  for (const { id, image, diff, hold } of writes) {
    const assignments: SQL[] = (Object.keys(diff) as ChangeField[]).map(
      (field) => sql`${sql.raw(FIELD_COLUMN[field])} = ${diff[field]}`,
    );
    if (diff.status !== undefined) {
      assignments.push(sql`review_status_changed_by = ${actor.id}::int`);
      assignments.push(sql`review_status_changed_at = now()`);
      previousStatuses.push({ id, status: image.status });
    }
    if (hold) assignments.push(sql`on_hold = true`);
    assignments.push(sql`updated_at = now()`);
    await tx.execute(sql`UPDATE images SET ${sql.join(assignments, sql`, `)} WHERE id = ${id}`);
  }
  return previousStatuses;
}

/** One audit row per changed field (before, after) and per image put on hold. */
function auditEntries(actor: Actor, writes: readonly ImageWrite[]): AuditEntry[] {
  return writes.flatMap(({ id, before, diff, hold }) => {
    const entry = (field: string, from: string | null, to: string | null): AuditEntry => ({
      entityType: 'IMAGE',
      entityId: id,
      field,
      before: from,
      after: to,
      userId: actor.id,
    });
    const fields = (Object.keys(diff) as ChangeField[]).map((field) =>
      entry(field, before[field] ?? null, diff[field] ?? null),
    );
    return hold ? [...fields, entry('onHold', 'false', 'true')] : fields;
  });
}

/**
 * Applies the changes in one transaction: lock, validate, apply, audit (see the header).
 * Answers the images as stored now, in the order asked, and the statuses this call changed.
 */
async function changeImages(
  db: Db,
  actor: Actor,
  changes: ReadonlyMap<number, ImageChange>,
  mode: Mode,
): Promise<ImageChangeResult> {
  const ids = [...changes.keys()];
  return db.transaction(async (tx) => {
    const locked = await lockImages(tx, ids);
    await checkDomains(tx, actor, mode, ids, locked);
    const writes = plannedWrites(changes, locked.images, mode);
    const previousStatuses = await applyWrites(tx, actor, writes);
    await recordAudit(tx, auditEntries(actor, writes));
    return { images: await imagesInOrder(tx, ids), previousStatuses };
  });
}

// ---- The calls -----------------------------------------------------------------------------

const pick = (change: ReviewImageEdit): ImageChange => ({
  ...(change.status !== undefined ? { status: change.status } : {}),
  ...(change.photographerName !== undefined ? { photographerName: change.photographerName } : {}),
});

/** `PUT /assessment_image/{id}/update_image`: one image's status and photographer name. */
export function updateImage(db: Db, actor: Actor, id: number, change: ReviewImageEdit) {
  return changeImages(db, actor, new Map([[id, pick(change)]]), 'update');
}

/** `PUT /assessment_image/update_images`: several images, each with its own fields. */
export function updateImages(
  db: Db,
  actor: Actor,
  list: readonly (ReviewImageEdit & { id: number })[],
  mode: Mode = 'update',
) {
  assertUnique(list.map((item) => item.id));
  return changeImages(db, actor, new Map(list.map((item) => [item.id, pick(item)])), mode);
}

/** `PUT /assessment_image/update_image_batch`: one status for all these images. */
export function updateImageBatch(
  db: Db,
  actor: Actor,
  { ids, status }: { ids: readonly number[]; status: ImageStatus },
) {
  assertUnique(ids);
  return changeImages(db, actor, new Map(ids.map((id) => [id, { status }])), 'update');
}

/** The longest URL stored by `update_image_url`. */
export const IMAGE_URL_MAX_LENGTH = 4096;

/**
 * `PUT /assessment_image/update_image_url`: both URLs required, each an absolute http(s) URL
 * (domain-model's `validateUrlEdit`: spaces around a pasted URL are dropped, the trimmed value
 * is stored) of at most 4096 characters, else 400 'Invalid values!' (001 §5).
 */
export function updateImageUrl(
  db: Db,
  actor: Actor,
  body: { id: number; updatedImageUrl?: unknown; updatedUsageUrl?: unknown },
) {
  const { updatedImageUrl: imageUrl, updatedUsageUrl: usageUrl } = body;
  const check =
    typeof imageUrl === 'string' &&
    typeof usageUrl === 'string' &&
    imageUrl.length <= IMAGE_URL_MAX_LENGTH &&
    usageUrl.length <= IMAGE_URL_MAX_LENGTH
      ? validateUrlEdit({ imageUrl, usageUrl })
      : undefined;
  if (check?.kind !== 'valid') {
    throw new ApiError(400, 'VALIDATION_ERROR', TEXTS.review.invalidUrlValues);
  }
  return changeImages(
    db,
    actor,
    new Map([[body.id, { imageUrl: check.imageUrl, usageUrl: check.usageUrl }]]),
    'update',
  );
}
