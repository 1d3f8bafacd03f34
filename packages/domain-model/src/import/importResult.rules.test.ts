import { describe, expect, it } from 'vitest';
import {
  decideImportSubmit,
  importNoticeDelayMs,
  importNotices,
  importSummaryMessages,
  isEmptyImportAnswer,
  joinImportMessages,
  type ImportResultLike,
} from './importResult.rules';

const result = (over: Partial<ImportResultLike> = {}): ImportResultLike => ({
  created: 0,
  existed: 0,
  existedDomains: [],
  notValid: 0,
  notValidDomains: [],
  messages: [],
  ...over,
});

describe('the import notices (002 §8)', () => {
  it('tells a blacklist import by its three domain notices', () => {
    expect(
      importNotices(
        'BLACKLISTED_DOMAINS',
        result({
          created: 3,
          existed: 2,
          existedDomains: ['a.com', 'b.com'],
          notValid: 1,
          notValidDomains: ['not a domain'],
        }),
      ),
    ).toEqual([
      { tone: 'success', text: 'Domains added to blacklist: 3' },
      { tone: 'warning', text: 'Domains are already on the blacklist: 2 (a.com, b.com)' },
      { tone: 'error', text: 'Not valid domains: 1 (not a domain)' },
    ]);
  });

  it('says how many more a capped list left out', () => {
    const [, existed] = importNotices(
      'BLACKLISTED_SUBDOMAINS',
      result({ existed: 102, existedDomains: ['a.b.com', 'c.d.com'] }),
    );
    expect(existed?.text).toBe(
      'Domains are already on the blacklist: 102 (a.b.com, c.d.com, 100 more)',
    );
  });

  it('shows only the added count when everything was new', () => {
    expect(importNotices('BLACKLISTED_DOMAINS', result({ created: 5 }))).toEqual([
      { tone: 'success', text: 'Domains added to blacklist: 5' },
    ]);
  });

  it("tells image statuses by 'Updated Successfully' and the messages joined", () => {
    expect(
      importNotices(
        'IMAGE_STATUSES',
        result({
          created: 2,
          notValid: 1,
          messages: ['2 rows updated', '1 row not valid', 'line 3: id: no sighting with id 9'],
        }),
      ),
    ).toEqual([
      { tone: 'success', text: 'Updated Successfully' },
      {
        tone: 'warning',
        text: '2 rows updated; 1 row not valid; line 3: id: no sighting with id 9',
      },
    ]);
  });

  it("tells the other kinds by 'Imported Successfully'", () => {
    expect(
      importNotices('REGISTERED_IMAGES', result({ existed: 4, messages: ['0 rows imported'] }))[0],
    ).toEqual({
      tone: 'success',
      text: 'Imported Successfully',
    });
  });

  it('gives only an error when no row could be taken', () => {
    expect(
      importNotices(
        'COUNTRIES',
        result({ notValid: 2, messages: ['0 rows imported', '2 rows not valid'] }),
      ),
    ).toEqual([{ tone: 'error', text: '0 rows imported; 2 rows not valid' }]);
  });
});

describe('the import messages', () => {
  it('are joined with the first letter capitalised (002 §8)', () => {
    expect(joinImportMessages(['line 2: id: is empty', 'line 5: status: is empty'])).toBe(
      'Line 2: id: is empty; line 5: status: is empty',
    );
    expect(joinImportMessages([])).toBe('');
    expect(joinImportMessages(['', 'ok'])).toBe('Ok');
  });

  it('start with a summary of the counts', () => {
    expect(
      importSummaryMessages('REGISTERED_IMAGES', {
        created: 1,
        existed: 2,
        existedDomains: ['A', 'B'],
        notValid: 3,
      }),
    ).toEqual(['1 row imported', '2 rows already there: A, B', '3 rows not valid']);
    expect(
      importSummaryMessages(
        'IMAGE_STATUSES',
        { created: 2, existed: 1, existedDomains: ['7'], notValid: 0 },
        true,
      ),
    ).toEqual(['2 rows would be updated', '1 row already had that status: 7']);
  });
});

describe("the Import page's checks before a call (002 §5)", () => {
  it("refuses a submit without a kind with 'Item field can not be empty!'", () => {
    expect(decideImportSubmit({ mode: 'manual', kind: null, text: '1;IDENTICAL' })).toEqual({
      kind: 'refuse',
      message: 'Item field can not be empty!',
      field: 'kind',
    });
    expect(decideImportSubmit({ mode: 'csv', kind: null, file: null })).toMatchObject({
      field: 'kind',
    });
  });

  it("refuses a blank manual entry with 'Update failed!'", () => {
    expect(decideImportSubmit({ mode: 'manual', kind: 'IMAGE_STATUSES', text: ' \n ' })).toEqual({
      kind: 'refuse',
      message: 'Update failed!',
      field: 'text',
    });
  });

  it("refuses a CSV import without a file with 'Import failed!'", () => {
    expect(decideImportSubmit({ mode: 'csv', kind: 'COUNTRIES', file: null })).toEqual({
      kind: 'refuse',
      message: 'Import failed!',
      field: 'file',
    });
  });

  it('sends otherwise', () => {
    expect(
      decideImportSubmit({ mode: 'manual', kind: 'REGISTERED_IMAGES', text: 'IMG-1' }),
    ).toEqual({ kind: 'send' });
    expect(
      decideImportSubmit({
        mode: 'csv',
        kind: 'REGISTERED_IMAGES',
        file: { name: 'a.csv', size: 10 },
      }),
    ).toEqual({ kind: 'send' });
  });
});

describe('the image statuses notice (002 §4)', () => {
  it('waits 7 seconds for image statuses only', () => {
    expect(importNoticeDelayMs('IMAGE_STATUSES')).toBe(7000);
    expect(importNoticeDelayMs('REGISTERED_IMAGES')).toBe(0);
  });

  it("calls an answer without counts empty ('Update failed!')", () => {
    expect(isEmptyImportAnswer(null)).toBe(true);
    expect(isEmptyImportAnswer(result())).toBe(true);
    expect(isEmptyImportAnswer(result({ existed: 1 }))).toBe(false);
    expect(isEmptyImportAnswer(result({ notValid: 1 }))).toBe(false);
  });
});
