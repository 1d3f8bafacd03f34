/**
 * The Import page's own texts (the specs' texts are domain-model's `TEXTS.import`): ours where
 * spec 002 names a thing without its words.
 */
export const IMPORT_TEXTS = {
  title: 'Import',
  /** The select of item kinds (002 "Import page"; its refusal is 'Item field can not be empty!'). */
  item: 'Item',
  itemPlaceholder: 'Choose an item kind',
  itemsSection: 'Items',
  /** The manual entry's text area. */
  manualLabel: (kind: string) => `Manual entry: ${kind}`,
  rowsLabel: 'Rows to import',
  manualFormat: (shape: string, separator: string, fields: number) =>
    fields > 1
      ? `One row per line: ${shape} (all ${fields} values separated by ${separator === ';' ? 'semicolons' : 'commas'}, an empty one left blank between them; blank lines are ignored).`
      : `One row per line: ${shape} (one value per line; blank lines are ignored).`,
  /** A manual entry with lines of the wrong number of values (issue 26): nothing is sent. */
  wrongCountField: (lines: number) =>
    `${lines === 1 ? '1 line has' : `${lines} lines have`} the wrong number of values; nothing was checked or imported.`,
  wrongCountTitle: 'Mend these lines, then try again:',
  wrongCountMore: (more: number) => `and ${more} more ${more === 1 ? 'line' : 'lines'}`,
  csvTitle: (kind: string) => `Import CSV: ${kind}`,
  csvHint: 'A CSV file whose first line names the columns, for example:',
  chooseFile: 'Choose a CSV file',
  noFile: 'No file chosen',
  fileSize: (bytes: number) =>
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} kB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
  fileTooLarge: (max: string) => `The file is larger than ${max}; split it into smaller files.`,
  tooManyLines: (max: number) =>
    `More than ${max.toLocaleString('en')} rows: import them as a CSV file instead.`,
  /** The dry run and the real import. */
  check: 'Check',
  checkHint: 'Check shows what the import would do and every problem row; nothing is saved yet.',
  /** A server without the dry run (the extension import-dry-run): the spec's import at once. */
  noCheckHint:
    'This server does not check the rows before importing: Import imports the valid rows at once.',
  importNow: 'Import',
  backToEdit: 'Back to edit',
  close: 'Close',
  closeNotice: (text: string) => `Close notice: ${text}`,
  tryAgainHint: 'Your entry is kept: correct it or try again.',
  refused: 'The server refused the import:',
  failed: 'The import could not be done:',
  /** The progress of an upload and of the server's work. */
  uploading: 'Uploading',
  processing: 'Processing…',
  checking: 'Checking…',
  importing: 'Importing…',
  waiting: (seconds: number) => `Updating the statuses; the result shows in ${seconds} s…`,
  /** The dry run's preview. */
  previewTitle: 'Check result',
  previewSummary: (r: { read: number; created: number; existed: number; notValid: number }) =>
    `Rows read: ${r.read} · New: ${r.created} · Already there: ${r.existed} · Not valid: ${r.notValid}`,
  previewRows: (shown: number) => `The first ${shown} valid rows`,
  noPreviewRows: 'No valid rows.',
  problemsTitle: (count: number) => `Problem rows (${count})`,
  problemsMore: (shown: number, total: number) =>
    `The first ${shown} of ${total} problem rows are listed.`,
  problemLine: 'Line',
  problemField: 'Field',
  problemValue: 'Value',
  problemMessage: 'Problem',
  wholeRow: '(the row)',
  nothingToImport: 'Nothing would be imported: mend the problem rows first.',
  resultsTitle: 'Results',
  closeAll: 'Close all notices',
} as const;
