import { MAX_ROW_ID, TEXTS } from '@sightings/domain-model';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/access';
import { queryRows, type Db } from '../db/database';
import { conversationMessages, conversations, users } from '../db/schema';
import { ApiError } from '../errors';

/**
 * Comments on sightings (spec 001 §3 "Comment or conversation"): a thread per message on an
 * image, with its replies as `submessages`. QC writes as `QC`, final review as `FR`.
 */

export type SentFrom = 'QC' | 'FR';

/** The longest message kept, in characters (our limit: a comment, not a document). */
export const MESSAGE_MAX_LENGTH = 4000;
/** The most images one `add_message_to_images` call writes to. */
export const MESSAGE_MAX_IMAGES = 5000;

export interface SubMessage {
  id: number;
  message: string;
  createdAt: string;
  /** The author's name (null when the account was deleted). */
  createdBy: string | null;
  sentFrom: SentFrom;
}

export interface Conversation extends SubMessage {
  imageId: number;
  submessages: SubMessage[];
}

/**
 * The message as kept: trimmed; blank is 400 'Comment can not be empty!' (001 §5), longer than
 * `MESSAGE_MAX_LENGTH` 400. (NUL and lone surrogates never get here: app.ts refuses them.)
 */
export function checkedMessage(message: string): string {
  const trimmed = message.trim();
  if (!trimmed) throw new ApiError(400, 'VALIDATION_ERROR', TEXTS.review.commentEmpty);
  if ([...trimmed].length > MESSAGE_MAX_LENGTH) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `message: at most ${MESSAGE_MAX_LENGTH} characters.`,
    );
  }
  return trimmed;
}

/**
 * Who may write as whom: QC (and social media QC) as `QC`, final review as `FR`; an admin as
 * either. 403 otherwise.
 */
export function assertMaySendAs(user: AuthUser, sentFrom: SentFrom) {
  if (user.role === 'ROLE_ADMIN') return;
  const allowed =
    sentFrom === 'QC'
      ? user.permissions.qualityControlPermission || user.permissions.socialMediaPermitted
      : user.permissions.reviewPermission;
  if (!allowed) {
    throw new ApiError(
      403,
      'ACCESS_DENIED',
      `You do not have the permission to write as ${sentFrom === 'QC' ? 'quality control' : 'final review'}.`,
    );
  }
}

async function assertImage(db: Db, imageId: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM images WHERE id = ${imageId}`,
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No image with id ${imageId}.`);
}

/** `GET /conversation/{imageId}`: the image's threads, oldest first, each with its replies. */
export async function listConversations(db: Db, imageId: number): Promise<Conversation[]> {
  await assertImage(db, imageId);
  const threads = await db
    .select({
      id: conversations.id,
      imageId: conversations.imageId,
      message: conversations.message,
      sentFrom: conversations.sentFrom,
      createdAt: conversations.createdAt,
      createdBy: users.name,
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.createdBy))
    .where(eq(conversations.imageId, imageId))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  const replies = threads.length
    ? await db
        .select({
          id: conversationMessages.id,
          conversationId: conversationMessages.conversationId,
          message: conversationMessages.message,
          sentFrom: conversationMessages.sentFrom,
          createdAt: conversationMessages.createdAt,
          createdBy: users.name,
        })
        .from(conversationMessages)
        .leftJoin(users, eq(users.id, conversationMessages.createdBy))
        .where(
          inArray(
            conversationMessages.conversationId,
            threads.map((thread) => thread.id),
          ),
        )
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
    : [];
  return threads.map((thread) => ({
    id: thread.id,
    imageId: thread.imageId,
    message: thread.message,
    createdAt: thread.createdAt.toISOString(),
    createdBy: thread.createdBy,
    sentFrom: thread.sentFrom,
    submessages: replies
      .filter((reply) => reply.conversationId === thread.id)
      .map((reply) => ({
        id: reply.id,
        message: reply.message,
        createdAt: reply.createdAt.toISOString(),
        createdBy: reply.createdBy,
        sentFrom: reply.sentFrom,
      })),
  }));
}

export interface NewMessage {
  message: string;
  /** The thread the message belongs to, named by its image: the image's row id. */
  messageName: string | number;
  sentFrom: SentFrom;
  /** A reply to this thread (of the same image) rather than a new one. */
  conversationId?: number;
}

/** `messageName` as an image id: digits naming a row id, else 400. */
function imageIdOf(messageName: string | number): number {
  const id = typeof messageName === 'number' ? messageName : Number(messageName.trim());
  if (!Number.isInteger(id) || id < 1 || id > MAX_ROW_ID) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      'body: messageName must name an image by its id (a whole number).',
    );
  }
  return id;
}

/**
 * `POST /conversation`: a new thread on the image `messageName` names, or with
 * `conversationId` a reply in that thread (which must be the image's: 400 otherwise). Answers
 * the thread as `GET /conversation/{imageId}` shows it.
 */
export async function addMessage(db: Db, user: AuthUser, body: NewMessage): Promise<Conversation> {
  assertMaySendAs(user, body.sentFrom);
  const message = checkedMessage(body.message);
  const imageId = imageIdOf(body.messageName);
  await assertImage(db, imageId);
  let threadId: number;
  if (body.conversationId !== undefined) {
    const [thread] = await db
      .select({ imageId: conversations.imageId })
      .from(conversations)
      .where(eq(conversations.id, body.conversationId));
    if (!thread) {
      throw new ApiError(404, 'NOT_FOUND', `No conversation with id ${body.conversationId}.`);
    }
    if (thread.imageId !== imageId) {
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        `body: conversation ${body.conversationId} is not about image ${imageId}.`,
      );
    }
    await db.insert(conversationMessages).values({
      conversationId: body.conversationId,
      message,
      sentFrom: body.sentFrom,
      createdBy: user.id,
    });
    threadId = body.conversationId;
  } else {
    const [row] = await db
      .insert(conversations)
      .values({ imageId, message, sentFrom: body.sentFrom, createdBy: user.id })
      .returning({ id: conversations.id });
    threadId = row!.id;
  }
  const threads = await listConversations(db, imageId);
  return threads.find((thread) => thread.id === threadId)!;
}

/**
 * `POST /assessment_domain/add_message_to_images/{domainId}`: the message as a new thread on
 * every sighting of the domain, or on those of `imageIds` (each a sighting of this domain, else
 * 400). One statement; answers how many threads and on which images.
 */
export async function addMessageToImages(
  db: Db,
  user: AuthUser,
  domainId: number,
  body: { message: string; sentFrom: SentFrom; imageIds?: number[] },
): Promise<{ count: number; imageIds: number[] }> {
  assertMaySendAs(user, body.sentFrom);
  const message = checkedMessage(body.message);
  return db.transaction(async (tx) => {
    const [domain] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM domains WHERE id = ${domainId}`,
    );
    if (!domain) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${domainId}.`);
    const asked = body.imageIds === undefined ? undefined : [...new Set(body.imageIds)];
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM images WHERE domain_id = ${domainId}
        ${
          asked === undefined
            ? sql``
            : asked.length
              ? sql`AND id IN (${sql.join(
                  asked.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql`AND false`
        }
        ORDER BY id LIMIT ${MESSAGE_MAX_IMAGES + 1}`,
    );
    const ids = rows.map((row) => Number(row.id));
    if (asked !== undefined) {
      const found = new Set(ids);
      const foreign = asked.filter((id) => !found.has(id));
      if (foreign.length) {
        throw new ApiError(
          400,
          'VALIDATION_ERROR',
          `body: imageIds ${foreign.join(', ')} ${foreign.length === 1 ? 'is not a sighting' : 'are not sightings'} of domain ${domainId}.`,
        );
      }
    }
    if (ids.length > MESSAGE_MAX_IMAGES) {
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        `The domain has more than ${MESSAGE_MAX_IMAGES} sightings: name the images (imageIds).`,
      );
    }
    for (let i = 0; i < ids.length; i += 500) {
      await tx.insert(conversations).values(
        ids.slice(i, i + 500).map((imageId) => ({
          imageId,
          message,
          sentFrom: body.sentFrom,
          createdBy: user.id,
        })),
      );
    }
    return { count: ids.length, imageIds: ids };
  });
}
