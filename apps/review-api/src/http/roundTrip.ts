import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/**
 * The server's half of the update round trip (docs/review-api.md "The update round trip"): a PUT
 * whose body is an entity as GET returns it (domain-model's `wire.roundTripBody`) names every
 * unknown field in one 400 (the schema alone would name the first) and refuses an `id` other
 * than the path's. Used as the routes' `preValidation` hooks.
 */

/** The names of every field a round-trip body knows (editable and ignored). */
const knownFields = (schema: { properties: Record<string, unknown> }) =>
  new Set(Object.keys(schema.properties));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks one entity of a round-trip body: every unknown field is named in one 400, and an
 * `id` that is not `pathId` is refused (400). Other values are left to the schema.
 */
function checkRoundTripEntity(
  value: unknown,
  known: ReadonlySet<string>,
  { pathId, where }: { pathId?: number; where: string },
) {
  if (!isPlainObject(value)) return;
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `${where}: ${unknown
        .slice(0, 20)
        .map((key) => (key.length > 60 ? `${key.slice(0, 60)}…` : key))
        .join(', ')}${unknown.length > 20 ? ` and ${unknown.length - 20} more` : ''} ${
        unknown.length === 1 ? 'is not a known field' : 'are not known fields'
      }.`,
    );
  }
  if (pathId !== undefined && 'id' in value && value.id !== undefined && value.id !== null) {
    if (value.id !== pathId) {
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        `${where}: id ${JSON.stringify(value.id).slice(0, 30)} is not the id in the path (${pathId}).`,
      );
    }
  }
}

/**
 * A `preValidation` hook for a PUT whose body is one entity as GET returns it (path `:id`):
 * refuses unknown fields (naming them) and an id other than the path's.
 */
export function refuseUnknownFields(schema: { properties: Record<string, unknown> }) {
  const known = knownFields(schema);
  return async (request: FastifyRequest) => {
    const params = request.params as { id?: string | number } | undefined;
    const pathId = params?.id === undefined ? undefined : Number(params.id);
    checkRoundTripEntity(request.body, known, {
      pathId: Number.isInteger(pathId) ? pathId : undefined,
      where: 'body',
    });
  };
}

/** The same for a body that is a list of entities, each naming its own `id`. */
export function refuseUnknownFieldsInList(schema: { properties: Record<string, unknown> }) {
  const known = knownFields(schema);
  return async (request: FastifyRequest) => {
    if (!Array.isArray(request.body)) return;
    request.body.forEach((item, index) =>
      checkRoundTripEntity(item, known, { where: `body.${index}` }),
    );
  };
}
