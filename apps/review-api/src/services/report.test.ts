import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  attachment,
  buildCsv,
  buildXlsx,
  csvCell,
  REPORT_COLUMNS,
  reportFileName,
  type ReportRow,
} from './report';

const row = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  ...(Object.fromEntries(REPORT_COLUMNS.map(([key]) => [key, null])) as ReportRow),
  domain: 'example.com',
  sightingId: 7,
  agency: 'Agency',
  imageId: 'A-1',
  imageUrl: 'https://cdn.example/1.jpg',
  usageUrl: 'javascript:alert(1)',
  foundAt: '2026-01-02T03:04:05.000Z',
  difference: 0.5,
  registeredImage: true,
  ...overrides,
});

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+1', "'=1+1"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    [null, ''],
    [true, 'yes'],
    [false, 'no'],
    [-0.5, '-0.5'],
    [Number.NaN, ''],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value as never)).toBe(written);
  });

  it('writes a heading and one line per row, CRLF, with a BOM', () => {
    const csv = buildCsv([row(), row({ sightingId: 8 })]);
    expect(csv.startsWith('\uFEFFDomain,Company,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[1]).toContain('example.com,');
    expect(lines[1]).toContain(',2026-01-02T03:04:05.000Z,');
  });
});

describe('the .xlsx', () => {
  it('has the rows as typed cells, links only for web addresses, no formulas', async () => {
    const createdAt = new Date('2026-11-23T10:00:00Z');
    const body = await buildXlsx([row({ photographer: '=HYPERLINK("x")' })], {
      domain: 'example.com',
      createdBy: 'QC Operator',
      createdAt,
      kind: 'EXPORT',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Images')!;
    expect(sheet.rowCount).toBe(2);
    const cell = (header: string) =>
      sheet.getRow(2).getCell(REPORT_COLUMNS.findIndex(([, h]) => h === header) + 1);
    expect(cell('Photographer').type).toBe(ExcelJS.ValueType.String);
    expect(cell('Photographer').value).toBe('=HYPERLINK("x")');
    expect(cell('Image URL').hyperlink).toBe('https://cdn.example/1.jpg');
    expect(cell('Usage URL').hyperlink).toBeUndefined();
    expect(cell('Usage URL').value).toBe('javascript:alert(1)');
    expect((cell('Found at').value as Date).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(cell('Difference').value).toBe(0.5);
    expect(cell('Registered image').value).toBe('yes');
    expect(workbook.creator).toBe('QC Operator');
    const about = workbook.getWorksheet('Case')!;
    expect(about.getCell('B2').value).toBe('Legal export (before delivery)');
    expect(about.getCell('B5').value).toBe(1);
  });
});

describe('file names', () => {
  it('name the kind, a safe domain and the UTC time', () => {
    const at = new Date('2026-11-23T13:05:09.123Z');
    expect(reportFileName('LEGAL_CASE', 'exämple.com/"x"', at, 'xlsx')).toBe(
      'legal-case_ex_mple.com_x__2026-11-23_13-05-09.xlsx',
    );
    expect(reportFileName('EXPORT', '', at, 'csv')).toBe(
      'legal-export_domain_2026-11-23_13-05-09.csv',
    );
    expect(reportFileName('REPORT', 'a.example', at, 'xlsx')).toBe(
      'report_a.example_2026-11-23_13-05-09.xlsx',
    );
    expect(attachment('a"b\r\n.xlsx')).toBe('attachment; filename="a_b__.xlsx"');
  });
});
