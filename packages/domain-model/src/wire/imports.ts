import { Type, type Static } from 'typebox';
import {
  IMPORT_BATCH_MAX,
  IMPORT_KINDS,
  IMPORT_VALUE_MAX_LENGTH,
  importKindSpec,
  type ImportKind,
} from '../import/importKinds';

/*
 * The Import page's calls (spec 002 §7 "Import"): the format of a kind, a manual batch of row
 * objects, and a CSV file (multipart, field `file`). As the spec has it, an import stores its
 * valid rows and counts the others in `notValid`. Two extensions (docs/import.md): `?dryRun=true`
 * (`import-dry-run`) checks and counts without writing, `?strict=true` (`import-strict`) refuses
 * the whole import at an invalid row; a server without extensions ignores both. The result shape
 * is 002 §3's, with our additions (docs/import.md).
 */

export const ImportKindSchema = Type.Enum([...IMPORT_KINDS]);

/** `GET …_format/`: "The response has a format list" (002 §7). */
export const ImportFormat = Type.Object({
  kind: ImportKindSchema,
  /** The row's fields in order: the CSV header and the manual entry's values. */
  fields: Type.Array(Type.String()),
  /** Fields a row may leave empty. */
  optional: Type.Array(Type.String()),
  /** The manual entry's separator (002 §5). */
  separator: Type.Union([Type.Literal(','), Type.Literal(';')]),
  /** The format list: the manual entry's line shape, then example lines. */
  format: Type.Array(Type.String()),
  /** A CSV example: the header line, then example rows. */
  csvExample: Type.Array(Type.String()),
});
export type ImportFormat = Static<typeof ImportFormat>;

const value = () =>
  Type.Union([Type.String({ maxLength: IMPORT_VALUE_MAX_LENGTH }), Type.Number(), Type.Null()]);

/** The manual batch's body for a kind: a list of row objects with the kind's fields (002 §7). */
export const importBatchBody = (kind: ImportKind) =>
  Type.Array(
    Type.Object(
      Object.fromEntries(
        importKindSpec(kind).fields.map((field) => [field, Type.Optional(value())]),
      ),
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: IMPORT_BATCH_MAX },
  );
export type ImportBatchRow = Record<string, string | number | null | undefined>;

/** The imports' query: both are extensions, ignored by a server without extensions. */
export const ImportQuery = Type.Object(
  {
    dryRun: Type.Optional(
      Type.Boolean({
        description:
          'Extension `import-dry-run`. true: check and count the rows, write nothing (the preview).',
      }),
    ),
    strict: Type.Optional(
      Type.Boolean({
        description:
          'Extension `import-strict`. true: one invalid row refuses the whole import (400 naming ' +
          'its line and field), where the spec stores the valid rows and counts it in notValid.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ImportQuery = Static<typeof ImportQuery>;

export const ImportProblemSchema = Type.Object({
  line: Type.Integer({ minimum: 0 }),
  field: Type.Union([Type.String(), Type.Null()]),
  value: Type.String(),
  message: Type.String(),
});

/**
 * An import's answer as the reference server gives it: 002 §3's "created, existed,
 * existedDomains, notValid, notValidDomains; messages as a list", and our additions (`kind`,
 * `dryRun`, `read`, `problems`, `preview`), which another server may leave out.
 */
export const ImportResult = Type.Object({
  kind: ImportKindSchema,
  /** true: nothing was written; the counts say what the import would do. */
  dryRun: Type.Boolean(),
  /** Rows read (blank lines and the header not counted). */
  read: Type.Integer({ minimum: 0 }),
  created: Type.Integer({ minimum: 0 }),
  existed: Type.Integer({ minimum: 0 }),
  /** The existed rows' keys, the first `IMPORT_LIST_MAX`. */
  existedDomains: Type.Array(Type.String()),
  notValid: Type.Integer({ minimum: 0 }),
  /** The not valid rows' keys or values, the first `IMPORT_LIST_MAX`. */
  notValidDomains: Type.Array(Type.String()),
  messages: Type.Array(Type.String()),
  /** Each refused row with its line and field, the first `IMPORT_PROBLEMS_MAX`. */
  problems: Type.Array(ImportProblemSchema),
  /** The first valid rows as read (a dry run's preview; empty otherwise). */
  preview: Type.Array(
    Type.Record(
      Type.String(),
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
    ),
  ),
});
export type ImportResult = Static<typeof ImportResult>;

/** The fields of an import's answer that 002 §3 names: every server gives these. */
export type ImportSpecResult = Pick<
  ImportResult,
  'created' | 'existed' | 'existedDomains' | 'notValid' | 'notValidDomains' | 'messages'
>;

/**
 * An import's answer as a client may meet it: the spec's fields, our additions only perhaps
 * (they are there after a dry run, which only the reference server offers).
 */
export type ImportAnswer = ImportSpecResult & Partial<Omit<ImportResult, keyof ImportSpecResult>>;
