import type ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';

/**
 * The legal case's report (docs/legal-case.md): one row per IDENTICAL sighting being delivered,
 * with what a lawyer needs to write to the site's owner — who they are, which picture of which
 * agency and photographer, where it was found and when. The same rows make the .xlsx (exceljs)
 * and the CSV; a recorded case keeps its rows, so both files can be made again exactly.
 */

/** A cell of a report row: text, a number, a yes/no, or empty. Dates are ISO-8601 text. */
export type ReportCell = string | number | boolean | null;
export type ReportRow = Record<ReportColumnKey, ReportCell>;

/** The report's columns, in order: the key in `ReportRow` and the heading of the files. */
export const REPORT_COLUMNS = [
  ['domain', 'Domain'],
  ['companyName', 'Company'],
  ['street', 'Street'],
  ['postcode', 'Postcode'],
  ['city', 'City'],
  ['country', 'Country'],
  ['email', 'Email'],
  ['phoneNumber', 'Phone'],
  ['contactFormLink', 'Contact form'],
  ['sightingId', 'Sighting id'],
  ['agency', 'Agency'],
  ['imageId', 'Image id'],
  ['photographer', 'Photographer'],
  ['originalFileName', 'Original file name'],
  ['imageUrl', 'Image URL'],
  ['usageUrl', 'Usage URL'],
  ['foundAt', 'Found at'],
  ['firstSeen', 'First seen'],
  ['lastModified', 'Last modified (server header)'],
  ['downloadedAt', 'Downloaded at'],
  ['difference', 'Difference'],
  ['registeredImage', 'Registered image'],
  ['registrationNumber', 'Registration number'],
  ['copyrightHolder', 'Copyright holder'],
] as const;
export type ReportColumnKey = (typeof REPORT_COLUMNS)[number][0];

/** Columns holding a date (ISO text in the row, a date cell in the .xlsx). */
const DATE_COLUMNS = new Set<ReportColumnKey>([
  'foundAt',
  'firstSeen',
  'lastModified',
  'downloadedAt',
]);
/** Columns holding an address (a link in the .xlsx when it is http or https). */
const URL_COLUMNS = new Set<ReportColumnKey>(['imageUrl', 'usageUrl', 'contactFormLink']);

const iso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/**
 * The report rows of these sightings of the domain (ids in the list only; by id). The caller
 * chose and locked them; this only reads.
 */
export async function reportRows(
  db: Db,
  domainId: number,
  imageIds: readonly number[],
): Promise<ReportRow[]> {
  if (!imageIds.length) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT d.domain, d.company_name, d.street, d.postcode, d.city, d.email, d.phone_number,
        d.contact_form_link,
        coalesce(pc.full_name, oc.full_name, d.priority_country, d.other_countries) AS country,
        i.id, i.agency, i.image_id, i.photographer_name, i.original_image_file_name,
        i.image_url, i.usage_url, i.found_at, i.created_at, i.last_modify_date_from_header,
        i.downloaded_at, i.difference, i.registered_image,
        ra.registration_number, ra.copyright_holder
      FROM images i
      JOIN domains d ON d.id = i.domain_id
      LEFT JOIN countries pc ON pc.alpha3_code = d.priority_country
      LEFT JOIN countries oc ON oc.alpha3_code = d.other_countries
      LEFT JOIN registered_assets ra ON ra.image_number = i.image_id
      WHERE i.domain_id = ${domainId}
        AND i.id IN (${sql.join(
          imageIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      ORDER BY i.id`,
  );
  return rows.map((row) => ({
    domain: text(row.domain),
    companyName: text(row.company_name),
    street: text(row.street),
    postcode: text(row.postcode),
    city: text(row.city),
    country: text(row.country),
    email: text(row.email),
    phoneNumber: text(row.phone_number),
    contactFormLink: text(row.contact_form_link),
    sightingId: Number(row.id),
    agency: text(row.agency),
    imageId: text(row.image_id),
    photographer: text(row.photographer_name),
    originalFileName: text(row.original_image_file_name),
    imageUrl: text(row.image_url),
    usageUrl: text(row.usage_url),
    foundAt: iso(row.found_at),
    firstSeen: iso(row.created_at),
    lastModified: iso(row.last_modify_date_from_header),
    downloadedAt: iso(row.downloaded_at),
    difference:
      row.difference === null || row.difference === undefined ? null : Number(row.difference),
    registeredImage: row.registered_image === true,
    registrationNumber: text(row.registration_number),
    copyrightHolder: text(row.copyright_holder),
  }));
}

export interface ReportInfo {
  domain: string;
  /** Who made the report (a name). */
  createdBy: string;
  createdAt: Date;
  /** The legal case's id once recorded. */
  caseId?: number;
  /** A recorded legal case or report, or the export file made before them (not recorded). */
  kind: 'LEGAL_CASE' | 'REPORT' | 'EXPORT';
}

const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

/**
 * The .xlsx: a sheet "Images" with one row per sighting (a bold, frozen heading row with a
 * filter; dates as date cells in UTC; web addresses as links) and a sheet "Case" saying what it
 * is, for whom, by whom and when. Text is written as text, never as a formula.
 */
export async function buildXlsx(rows: readonly ReportRow[], info: ReportInfo): Promise<Buffer> {
  // Loaded with the first workbook: exceljs costs the server ~25 MB it would hold all along.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = info.createdBy;
  workbook.lastModifiedBy = info.createdBy;
  workbook.created = info.createdAt;
  workbook.modified = info.createdAt;
  workbook.title = `Legal case report: ${info.domain}`;

  const sheet = workbook.addWorksheet('Images', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REPORT_COLUMNS.map(([key, header]) => ({
    key,
    header,
    width: DATE_COLUMNS.has(key) ? 22 : URL_COLUMNS.has(key) ? 48 : Math.max(12, header.length + 2),
    ...(DATE_COLUMNS.has(key) ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: REPORT_COLUMNS.length } };
  for (const row of rows) {
    const values: Record<string, ExcelJS.CellValue> = {};
    for (const [key] of REPORT_COLUMNS) {
      const value = row[key];
      if (value === null) values[key] = null;
      else if (DATE_COLUMNS.has(key) && typeof value === 'string') values[key] = new Date(value);
      else if (URL_COLUMNS.has(key) && typeof value === 'string' && isWebAddress(value)) {
        values[key] = { text: value, hyperlink: value };
      } else if (typeof value === 'boolean') values[key] = value ? 'yes' : 'no';
      else values[key] = value;
    }
    sheet.addRow(values);
  }

  const about = workbook.addWorksheet('Case');
  about.columns = [
    { key: 'what', width: 18 },
    { key: 'value', width: 40 },
  ];
  const kindText = {
    LEGAL_CASE: 'Legal case (delivery)',
    REPORT: 'Report sent',
    EXPORT: 'Legal export (before delivery)',
  }[info.kind];
  about.addRows([
    { what: 'Domain', value: info.domain },
    { what: 'Kind', value: kindText },
    ...(info.caseId !== undefined ? [{ what: 'Case id', value: info.caseId }] : []),
    { what: 'Created by', value: info.createdBy },
    { what: 'Created at (UTC)', value: info.createdAt.toISOString() },
    { what: 'Images', value: rows.length },
  ]);
  about.getColumn('what').font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell that a spreadsheet would read as a formula or a command starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would take for a formula gets a leading `'`
 * (OWASP's advice on CSV injection); a cell with a comma, quote or line break is quoted, its
 * quotes doubled. Numbers and yes/no are written as they are.
 */
export function csvCell(value: ReportCell): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV of the rows: a heading line, one line per row, CRLF, with a BOM for spreadsheets. */
export function buildCsv(rows: readonly ReportRow[]): string {
  const lines = [REPORT_COLUMNS.map(([, header]) => csvCell(header))];
  for (const row of rows) lines.push(REPORT_COLUMNS.map(([key]) => csvCell(row[key])));
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/**
 * The file name of a report: what it is, the domain (letters, digits, dots and dashes only) and
 * the time in UTC, e.g. `legal-case_example.com_2026-11-23_13-05-09.xlsx`.
 */
export function reportFileName(
  kind: ReportInfo['kind'],
  domain: string,
  at: Date,
  extension: 'xlsx' | 'csv',
): string {
  const prefix =
    kind === 'LEGAL_CASE' ? 'legal-case' : kind === 'REPORT' ? 'report' : 'legal-export';
  const safeDomain = domain.replace(/[^A-Za-z0-9.-]+/g, '_').slice(0, 100) || 'domain';
  const stamp = at.toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-');
  return `${prefix}_${safeDomain}_${stamp}.${extension}`;
}

/** `Content-Disposition` for a download of this name (quoted; the name is plain ASCII). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';
