import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IMPORT_BATCH_MAX,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KINDS,
  IMPORT_LIST_MAX,
  IMPORT_PREVIEW_ROWS,
  IMPORT_PROBLEMS_MAX,
  importKindSpec,
  wire,
  type ImportKind,
  type ImportRowCollector,
} from '@sightings/domain-model';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { collectBatch, importFormat, readImportCsv, runImport } from '../services/imports';
import { fileError, fileTooLarge } from '../services/imports/csv';

/** The Import page and its calls need the import permission (002 §6); an admin passes. */
export const importAccess: Access = { anyOf: ['importPermission'] };

const errors = { 400: wire.ErrorBody, 403: wire.ErrorBody };
const tags = ['import'];
const MB = 1024 * 1024;

/** A batch of IMPORT_BATCH_MAX rows of long values fits (the server's default is 1 MB). */
const BATCH_BODY_LIMIT = 16 * MB;

export const resultDescription =
  'The valid rows are stored and the invalid ones counted (002 §7). Answers `{ created, existed, ' +
  'existedDomains, notValid, notValidDomains, messages }` (002 §3) and ours `{ kind, dryRun, read, ' +
  'problems, preview }`: `read` rows (blank lines and the header not counted; a row given twice is ' +
  'one), `created` new (for image statuses: changed), `existed` already there (their keys in ' +
  `\`existedDomains\`, the first ${IMPORT_LIST_MAX}), \`notValid\` refused (the values refused in ` +
  `\`notValidDomains\`, the first ${IMPORT_LIST_MAX}; each in \`problems\` with line, field and why, ` +
  `the first ${IMPORT_PROBLEMS_MAX}), \`messages\` the summary and the problems in words. ` +
  'Extensions (ignored with API_EXTENSIONS=off): `dryRun=true` (`import-dry-run`) makes the same ' +
  `checks and counts, writes nothing, and \`preview\` holds the first ${IMPORT_PREVIEW_ROWS} valid ` +
  'rows; `strict=true` (`import-strict`) refuses the whole import at its first invalid row (400 ' +
  'naming its line and field, nothing written). All rows land in one transaction or none; the ' +
  'same rows again create nothing. Every import that writes is recorded (who, kind, counts). ' +
  'docs/import.md says what each kind does.';

/**
 * The extension parameters of an import's query, as this server takes them: both ignored when
 * the server runs without extensions (as a server that knows only the specs ignores them).
 */
export function importFlags(
  query: wire.ImportQuery,
  extensions: boolean,
): { dryRun: boolean; strict: boolean } {
  return extensions
    ? { dryRun: query.dryRun === true, strict: query.strict === true }
    : { dryRun: false, strict: false };
}

/** Reads a stream to its end, so an upload refused half-way is still taken in whole. */
async function drain(stream: Readable): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    stream.once('end', resolve);
    stream.once('close', resolve);
    stream.once('error', () => resolve());
    stream.resume();
  });
}

/** @fastify/multipart's and busboy's refusals as the contract's 400s and 413s. */
function uploadError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return fileError('send one file only; nothing was imported.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return fileError(
        'the form holds more than the file: send only the file, in the field "file".',
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return fileError('send the file as multipart/form-data, in the field "file".');
    default:
      request.log.info({ err: error }, 'import upload not readable');
      return fileError(
        'the upload could not be read (it is incomplete or malformed); nothing was imported.',
      );
  }
}

/** The one CSV file of a multipart request (field `file`), read into the kind's rows. */
async function readUpload<K extends ImportKind>(
  kind: K,
  request: FastifyRequest,
): Promise<{ collector: ImportRowCollector<K>; fileName: string | null }> {
  if (!request.isMultipart()) {
    throw fileError('send the file as multipart/form-data, in the field "file".');
  }
  let read: { collector: ImportRowCollector<K>; fileName: string | null } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        await drain(part.file);
        throw fileError(
          `send the file in the field "file" (not "${part.fieldname.slice(0, 40)}").`,
        );
      }
      try {
        const collector = await readImportCsv(kind, part.file);
        read = { collector, fileName: part.filename ? part.filename.slice(0, 255) : null };
      } catch (error) {
        await drain(part.file);
        if (part.file.truncated) throw fileTooLarge();
        throw error;
      }
      if (part.file.truncated) throw fileTooLarge();
    }
  } catch (error) {
    throw uploadError(error, request);
  }
  if (!read)
    throw fileError('no file was sent: choose a CSV file and send it in the field "file".');
  return read;
}

/**
 * The Import page's calls (spec 002 "Import page", §7 "Import"; docs/import.md): for each kind
 * its format, its manual batch (the five kinds of the select; the blacklist's batch is the
 * blacklist add form's `POST /blacklisted_domain/batch`, routes/reviewTables.ts) and its CSV
 * import. services/imports says what each kind does.
 */
export const importRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, extensions },
) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: IMPORT_FILE_MAX_BYTES, fields: 5, parts: 10, fieldSize: 1000 },
    throwFileSizeLimit: true,
  });

  for (const kind of IMPORT_KINDS) {
    const spec = importKindSpec(kind);
    const fields = spec.fields.join(spec.separator);

    app.get(
      `/api${spec.paths.format}`,
      {
        config: { access: importAccess },
        schema: {
          tags,
          summary: `The import format of ${spec.label}`,
          description:
            `\`{ kind, fields, optional, separator, format, csvExample }\`: the row's fields (${spec.fields.join(', ')}` +
            `${spec.optional.length ? `; ${spec.optional.join(', ')} may be empty` : ''}), the manual entry's ` +
            `separator (\`${spec.separator}\`), the format list (the line shape, then examples) and a CSV ` +
            'example (the header, then rows).',
          response: { 200: wire.ImportFormat, ...errors },
        },
      },
      async () => importFormat(kind),
    );

    if (spec.paths.batch && kind !== 'BLACKLISTED_DOMAINS') {
      app.post(
        `/api${spec.paths.batch}`,
        {
          config: { access: importAccess },
          bodyLimit: BATCH_BODY_LIMIT,
          schema: {
            tags,
            summary: `The manual entry of ${spec.label}`,
            description:
              `A list (1 to ${IMPORT_BATCH_MAX}) of row objects \`{ ${spec.fields.join(', ')} }\` (values text ` +
              'or numbers; a missing one is empty); row n of the list is line n of the problems; a ' +
              'row of blank values only is skipped (a list of such rows only: 400). ' +
              resultDescription,
            querystring: wire.ImportQuery,
            body: wire.importBatchBody(kind),
            response: { 200: wire.ImportResult, ...errors },
          },
        },
        async (request) =>
          runImport(
            db,
            {
              kind,
              userId: request.user!.id,
              source: 'manual',
              ...importFlags(request.query, extensions),
            },
            collectBatch(kind, request.body as Record<string, unknown>[]),
          ),
      );
    }

    app.post(
      `/api${spec.paths.csv}`,
      {
        config: { access: importAccess },
        schema: {
          tags,
          summary: `The CSV import of ${spec.label}`,
          consumes: ['multipart/form-data'],
          description:
            `multipart/form-data with one file in the field \`file\` (at most ${IMPORT_FILE_MAX_BYTES / MB} MB): ` +
            `UTF-8 text (a BOM is fine), the first line the header \`${fields}\` (any order, case ignored` +
            `${spec.optional.length ? `; ${spec.optional.join(', ')} may be left out` : ''}), then one row a line; ` +
            'the separator is the header’s (`,` or `;`), values may be quoted ("" for a quote inside), blank ' +
            'lines are skipped, CRLF or LF. A row of the wrong length is that row’s problem. 400 (nothing ' +
            'imported) for no file, two files, a file that is not text, an empty file, a header without the ' +
            `kind’s columns, broken quotes; 413 for a larger file. ${resultDescription}`,
          querystring: wire.ImportQuery,
          response: { 200: wire.ImportResult, ...errors, 413: wire.ErrorBody },
        },
      },
      async (request) => {
        const { collector, fileName } = await readUpload(kind, request);
        return runImport(
          db,
          {
            kind,
            userId: request.user!.id,
            source: 'csv',
            fileName,
            ...importFlags(request.query, extensions),
          },
          collector,
        );
      },
    );
  }
};
