import {
  IMPORT_LIST_MAX,
  IMPORT_PREVIEW_ROWS,
  IMPORT_PROBLEMS_MAX,
  importKindSpec,
  importProblemText,
  importRowValues,
  importSummaryMessages,
  ImportRowCollector,
  TEXTS,
  type ImportKind,
  type ImportProblem,
  type wire,
} from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ApiError } from '../../errors';
import { CHUNK_WRITERS, type ChunkRow, type RefusedRow } from './kinds';

export { readImportCsv } from './csv';
export { importFormat } from './format';

/*
 * The Import page's imports (spec 002 "Import page", §3, §5, §7 "Import", §8; issue 17;
 * docs/import.md). Rows come from a manual batch (a list of row objects) or a CSV file; each is
 * checked by domain-model's rules (checkImportRow through ImportRowCollector: one problem per
 * refused row with its line and field; the same row twice is one row, the same key with other
 * values a problem). As 002 §7 answers it, the valid rows are stored and the invalid ones
 * counted in `notValid` (listed in `notValidDomains`). The valid rows are written in ONE
 * transaction, in chunks of `IMPORT_CHUNK_ROWS` (one statement a chunk, rows as one JSON
 * parameter), so they land together or not at all; importing the same rows again creates nothing
 * (all existed). Two extensions, which the routes pass on only when the server offers them: a
 * dry run (`dryRun`, `import-dry-run`) makes the same checks and counts by reading only, writes
 * nothing, and shows the first valid rows as `preview`; `strict` (`import-strict`) refuses the
 * whole import at its first invalid row (a 400 naming its line and field; nothing written).
 * Every import that writes is recorded in `import_runs` (who,
 * which kind, manual or csv, the file's name, the counts) in the same transaction.
 *
 * What each kind does (created / existed / not valid):
 * - NOT_PURSUABLE_IMAGES (agency, imageId): a pair in `not_pursuable_images`. The agency must be
 *   a known one (`agencies`), else not valid ("agency: no agency named "X""). A new pair is
 *   created, and every sighting of that agency and image id that is neither delivered nor
 *   NOT_PURSUABLE already gets the status NOT_PURSUABLE (who and when recorded on the sighting,
 *   audited as a status change; a message counts them). A pair already listed existed (its
 *   sightings are left as they are).
 * - REGISTERED_IMAGES (imageNumber, copyrightHolder?, registrationNumber?): a row of
 *   `registered_assets` (unique by image number); a new one also marks the sightings whose
 *   agency image id is that number as registered images. An image number already there
 *   existed (its holder and number are not changed).
 * - BLACKLISTED_DOMAINS / BLACKLISTED_SUBDOMAINS (domain): an entry of `blacklisted_domains` /
 *   `blacklisted_subdomains`, audited (BLACKLISTED_DOMAIN / BLACKLISTED_SUBDOMAIN, field domain)
 *   as services/blacklist.ts does. A name not valid (a subdomain needs three labels) is not
 *   valid and listed as given; one already listed existed. The result's messages are the
 *   problems; the page tells the counts by its three domain notices.
 * - IMAGE_STATUSES (id; status): sets the status of the sighting with that row id. An unknown id
 *   is not valid ("id: no sighting with id N"), so is a delivered sighting ("id: sighting N is
 *   delivered; its status cannot change"); a sighting already of that status existed; any other
 *   is changed (counted as created), with who and when on the sighting, audited. Sightings are
 *   locked as the bulk status change does (domains, then sightings); leases are not checked.
 * - LEGITIMATE_AGENCIES (name): a row of `legitimate_agencies`; a name already there existed.
 * - COUNTRIES (fullName, alpha3Code, priority?): a row of `countries`, its alpha-2 code from
 *   ISO 3166 (i18n-iso-countries); a code that is no ISO 3166 alpha-3 code is not valid; a
 *   country already there (by its code) existed and is not changed.
 * existedDomains / notValidDomains list the rows' keys (the domain, the image number,
 * `agency/imageId`, the sighting id, the name, the alpha-3 code; not valid rows: the value as
 * given), the first IMPORT_LIST_MAX; problems the first IMPORT_PROBLEMS_MAX; counts are exact.
 */

/** Rows a statement writes. */
export const IMPORT_CHUNK_ROWS = 5000;
/** Problems a result's messages tell one by one (all are in `problems`, to its cap). */
const MESSAGE_PROBLEMS_MAX = 20;

export interface ImportRunOptions {
  kind: ImportKind;
  userId: number;
  source: 'manual' | 'csv';
  fileName?: string | null;
  /** The `import-dry-run` extension: check and count, write nothing. */
  dryRun: boolean;
  /** The `import-strict` extension: the first invalid row refuses the whole import (400). */
  strict?: boolean;
  /** Also answer the keys created, all of them (the blacklist add form's `createdDomains`). */
  listCreated?: boolean;
}

export type ImportAnswer = wire.ImportResult & { createdDomains?: string[] };

/**
 * A manual batch's rows (002 §7 "a list of row objects"): line = the position in the list. A row
 * whose values are all blank is a blank line, skipped as 002 skips them (the blacklist add form's
 * "blank lines are ignored", the manual entry's lines); a batch of blank rows only is refused
 * (400), as the add form's empty field is.
 */
export function collectBatch<K extends ImportKind>(
  kind: K,
  body: readonly Readonly<Record<string, unknown>>[],
): ImportRowCollector<K> {
  const collector = new ImportRowCollector(kind);
  body.forEach((object, index) => {
    const values = importRowValues(kind, object);
    if (values.some((value) => value.trim() !== '')) collector.add(index + 1, values);
  });
  if (collector.read === 0)
    throw new ApiError(400, 'VALIDATION_ERROR', `body: ${TEXTS.validation.fieldRequired}`);
  return collector;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A strict import's refusal (`import-strict`): its first invalid row, by line and field, and how
 * many more there are: 'body: line 2: domain: "a b" is not a valid domain name (and 1 more row
 * not valid); nothing was imported.'
 */
function strictRefusal(source: 'manual' | 'csv', problems: readonly ImportProblem[]): ApiError {
  const first = problems.reduce((a, b) => (b.line < a.line ? b : a));
  const more = problems.length - 1;
  return new ApiError(
    400,
    'VALIDATION_ERROR',
    `${source === 'csv' ? 'file' : 'body'}: ${importProblemText(first)}${
      more > 0 ? ` (and ${plural(more, 'more row', 'more rows')} not valid)` : ''
    }; nothing was imported.`,
  );
}

/** Checks and writes (or, in a dry run, counts) the collected rows; see the comment above. */
export async function runImport<K extends ImportKind>(
  db: Db,
  options: ImportRunOptions & { kind: K },
  collector: ImportRowCollector<K>,
): Promise<ImportAnswer> {
  const { kind, userId, dryRun, strict = false } = options;
  if (strict && collector.problems.length > 0)
    throw strictRefusal(options.source, collector.problems);
  const writer = CHUNK_WRITERS[kind] as (typeof CHUNK_WRITERS)[K];
  const rows = collector.rows as readonly ChunkRow<K>[];
  const created = new Set<string>();
  const refused: RefusedRow[] = [];
  let sightingsChanged = 0;

  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += IMPORT_CHUNK_ROWS) {
      const outcome = await writer(tx, rows.slice(start, start + IMPORT_CHUNK_ROWS), {
        userId,
        dryRun,
      });
      for (const key of outcome.created) created.add(key);
      refused.push(...outcome.refused);
      sightingsChanged += outcome.sightingsChanged ?? 0;
    }
    // Rows the database refuses (an unknown agency or sighting): the transaction rolls back.
    if (strict && refused.length > 0) throw strictRefusal(options.source, refused);
    if (!dryRun) {
      const existedCount = rows.length - created.size - refused.length;
      await tx.execute(
        sql`INSERT INTO import_runs (kind, source, file_name, user_id, read, created, existed, not_valid)
          VALUES (${kind}, ${options.source}, ${options.fileName ?? null}, ${userId}::int,
            ${collector.read}::int, ${created.size}::int, ${existedCount}::int,
            ${collector.problems.length + refused.length}::int)`,
      );
    }
  });

  const refusedKeys = new Set(refused.map((row) => row.key));
  const existedKeys: string[] = [];
  const createdKeys: string[] = [];
  const preview: Record<string, string | number | boolean | null>[] = [];
  for (const row of rows) {
    if (refusedKeys.has(row.key)) continue;
    if (created.has(row.key)) {
      if (options.listCreated) createdKeys.push(row.key);
    } else existedKeys.push(row.key);
    if (dryRun && preview.length < IMPORT_PREVIEW_ROWS) preview.push({ ...row.row });
  }
  const problems: ImportProblem[] = [
    ...collector.problems,
    ...refused.map(({ line, field, value, message }) => ({ line, field, value, message })),
  ].sort((a, b) => a.line - b.line);

  const counts = {
    created: created.size,
    existed: existedKeys.length,
    existedDomains: existedKeys.slice(0, IMPORT_LIST_MAX),
    notValid: problems.length,
  };
  const problemTexts = problems.slice(0, MESSAGE_PROBLEMS_MAX).map(importProblemText);
  if (problems.length > MESSAGE_PROBLEMS_MAX)
    problemTexts.push(
      `and ${plural(problems.length - MESSAGE_PROBLEMS_MAX, 'more problem', 'more problems')}`,
    );
  const messages =
    importKindSpec(kind).notice === 'domains'
      ? problemTexts
      : [
          ...importSummaryMessages(kind, counts, dryRun),
          ...(kind === 'NOT_PURSUABLE_IMAGES' && sightingsChanged > 0
            ? [
                `${plural(sightingsChanged, 'sighting', 'sightings')} ${dryRun ? 'would be set' : 'set'} to NOT_PURSUABLE`,
              ]
            : []),
          ...problemTexts,
        ];
  return {
    kind,
    dryRun,
    read: collector.read,
    ...counts,
    notValidDomains: problems.slice(0, IMPORT_LIST_MAX).map((problem) => problem.value),
    messages,
    problems: problems.slice(0, IMPORT_PROBLEMS_MAX),
    preview,
    ...(options.listCreated ? { createdDomains: createdKeys } : {}),
  };
}
