import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import { REVIEW_SCREENS_ACCESS } from '../auth/access';
import type { AppContext } from '../context';
import {
  addMessage,
  addMessageToImages,
  listConversations,
  MESSAGE_MAX_IMAGES,
  MESSAGE_MAX_LENGTH,
} from '../services/conversation';

const reviewScreens = REVIEW_SCREENS_ACCESS;

const { SentFrom, Conversation } = wire;
const Message = Type.String({ maxLength: MESSAGE_MAX_LENGTH });

const errors = { 400: wire.ErrorBody, 403: wire.ErrorBody, 404: wire.ErrorBody };

/** Comments on sightings: spec 001 §7 `conversation` and `add_message_to_images`. */
export const conversationRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.get(
    '/api/conversation/:imageId',
    {
      config: { access: reviewScreens },
      schema: {
        tags: ['conversation'],
        summary: "A sighting's comment threads",
        description:
          'The threads on the image, oldest first, each `{ id, imageId, message, createdAt, createdBy, sentFrom, ' +
          'submessages }` (001 §3); `createdBy` is the author’s name. 404 for an unknown image.',
        params: Type.Object({ imageId: wire.rowId() }),
        response: { 200: Type.Array(Conversation), 404: wire.ErrorBody },
      },
    },
    async (request) => listConversations(db, request.params.imageId),
  );

  app.post(
    '/api/conversation',
    {
      config: { access: reviewScreens },
      schema: {
        tags: ['conversation'],
        summary: 'Comment on a sighting',
        description:
          '`{ message, messageName, sentFrom }`: `messageName` names the thread by its image (the image’s id), ' +
          '`sentFrom` is QC or FR (QC needs quality control or social media QC, FR final review; an admin may ' +
          'write as either, otherwise 403). With `conversationId` (ours) the message is a reply in that thread ' +
          `(a submessage). The message is trimmed; blank: 400 'Comment can not be empty!'; at most ` +
          `${MESSAGE_MAX_LENGTH} characters. Answers the thread (201).`,
        body: Type.Object(
          {
            message: Message,
            messageName: Type.Union([
              wire.rowId(),
              Type.String({ pattern: '^\\s*[0-9]{1,10}\\s*$', maxLength: 20 }),
            ]),
            sentFrom: SentFrom,
            conversationId: Type.Optional(wire.rowId()),
          },
          { additionalProperties: false },
        ),
        response: { 201: Conversation, ...errors },
      },
    },
    async (request, reply) => {
      const thread = await addMessage(db, request.user!, request.body);
      return reply.status(201).send(thread);
    },
  );

  app.post(
    '/api/assessment_domain/add_message_to_images/:domainId',
    {
      config: { access: reviewScreens },
      schema: {
        tags: ['conversation'],
        summary: 'Comment on every sighting of a domain',
        description:
          '`{ message, sentFrom }`, with the rules of `POST /conversation`: a new thread with the message on every ' +
          `sighting of the domain (at most ${MESSAGE_MAX_IMAGES}), or on those of \`imageIds\` (ours; each a ` +
          'sighting of this domain, else 400). Answers `{ count, imageIds }`.',
        params: Type.Object({ domainId: wire.rowId() }),
        body: Type.Object(
          {
            message: Message,
            sentFrom: SentFrom,
            imageIds: Type.Optional(Type.Array(wire.rowId(), { maxItems: MESSAGE_MAX_IMAGES })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ count: Type.Integer(), imageIds: Type.Array(Type.Integer()) }),
          ...errors,
        },
      },
    },
    async (request) => addMessageToImages(db, request.user!, request.params.domainId, request.body),
  );
};
