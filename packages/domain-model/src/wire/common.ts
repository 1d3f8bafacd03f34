import { Type, type Static } from 'typebox';

/**
 * The `error_definition` values of the API contract (docs/architecture.md "The API contract"):
 * what a client decides on, whatever the message says.
 */
export const ERROR_DEFINITIONS = [
  'BAD_CREDENTIALS',
  'INVALID_ACCESS_TOKEN',
  'ACCESS_TOKEN_EXPIRED',
  'ACCESS_DENIED',
  'NOT_FOUND',
  'VALIDATION_ERROR',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const;
export type ErrorDefinition = (typeof ERROR_DEFINITIONS)[number];

/** The error body of every failed call (docs/architecture.md "The API contract"). */
export const ErrorBody = Type.Object(
  {
    status: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    error_definition: Type.Union(ERROR_DEFINITIONS.map((value) => Type.Literal(value))),
    path: Type.String(),
    /** The ids a CONFLICT concerns (images no longer reserved for the caller, say). */
    ids: Type.Optional(Type.Array(Type.Integer())),
  },
  { $id: 'ErrorBody' },
);
/** (Its `error_definition` typed by hand: TypeBox cannot infer a union mapped from a list.) */
export type ErrorBody = Omit<Static<typeof ErrorBody>, 'error_definition'> & {
  error_definition: ErrorDefinition;
};

/** The largest row id: PostgreSQL's `integer`. */
export const MAX_ROW_ID = 2147483647;
/** A row id in a path, query or body: a whole number from 1 to `MAX_ROW_ID`. */
export const rowId = () => Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

export const Health = Type.Object({ status: Type.Literal('ok') });
export type Health = Static<typeof Health>;

/** `GET /api/capabilities` (docs/api-contract.md): the server's extensions, name and meaning. */
export const Capabilities = Type.Object({
  extensions: Type.Array(Type.Object({ name: Type.String(), description: Type.String() })),
});
export type Capabilities = Static<typeof Capabilities>;

/** A paged list: `{ content, totalElements, totalPages, number, size }`. */
export const Page = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    totalElements: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
    number: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
  });
