import { ApiError, type UploadCsvOptions } from '@sightings/api-client';
import { TEXTS, type ImportKind, type wire } from '@sightings/domain-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { api } from '../api';
import { session } from '../session/session';
import { USERS } from '../testing/users';
import {
  chooseKind,
  formatOf,
  page,
  pressEnterOn,
  resultOf,
  seriousViolations,
  serverOffers,
  textArea,
} from './importPageTesting';

/**
 * The Import page on a server that offers the dry run (the extension import-dry-run, as the
 * reference server does): Check, then Import. Without it: ImportPageSpecMode.test.tsx.
 */

const { importer, nobody } = USERS;

let batch: ReturnType<typeof vi.fn>;
let upload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  session.status = 'signedIn';
  session.user = importer;
  serverOffers('all');
  vi.spyOn(api.imports, 'format').mockImplementation(async (kind) => formatOf(kind));
  batch = vi.fn();
  upload = vi.fn();
  vi.spyOn(api.imports, 'batch').mockImplementation(batch as never);
  vi.spyOn(api.imports, 'uploadCsv').mockImplementation(upload as never);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  session.status = 'signedOut';
  session.user = null;
});

describe('the Import page', () => {
  it('sends a user without the import permission to /403', async () => {
    session.user = nobody;
    const screen = await page();
    await expect.element(screen.getByText('Forbidden page')).toBeVisible();
  });

  it('shows the select, its two buttons and the reference section', async () => {
    const screen = await page();
    await expect.element(screen.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Item/ }));
    const options = screen.getByRole('option');
    await expect.element(options.nth(0)).toBeVisible();
    expect(options.elements().map((option) => option.textContent)).toEqual([
      'IMAGES - NOT PURSUABLE',
      'IMAGES - REGISTERED',
      'DOMAINS - BLACKLISTED',
      'IMAGES - STATUSES',
      'SUBDOMAINS-BLACKLISTED',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('button', { name: 'Manual entry' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Import CSV' })).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Import Agency & Countries Sections' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Import Legitimate Agency CSV' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Import Countries CSV' }))
      .toBeVisible();
  });

  it('refuses with the spec messages: no item, blank text, no file', async () => {
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await expect.element(screen.getByText(TEXTS.import.itemRequired)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    await expect.element(screen.getByText(TEXTS.import.itemRequired)).toBeVisible();

    await chooseKind(screen, 'DOMAINS - BLACKLISTED');
    await expect.element(screen.getByText(TEXTS.import.itemRequired)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await expect.element(textArea(screen)).toBeVisible();
    await expect.element(textArea(screen)).toHaveAttribute('rows', '6');
    await expect.element(textArea(screen)).toHaveAttribute('placeholder', 'shop.example');
    await userEvent.fill(textArea(screen), '   \n  ');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect.element(screen.getByText(TEXTS.import.updateFailed)).toBeVisible();
    await expect.element(screen.getByText(TEXTS.validation.fieldRequired)).toBeVisible();
    await expect.element(textArea(screen)).toHaveAttribute('aria-invalid', 'true');
    expect(batch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect.element(screen.getByText(TEXTS.import.importFailed).first()).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses without an item, text or file by keyboard alone, and is axe-clean in each state', async () => {
    const screen = await page();
    await expect.element(screen.getByRole('button', { name: 'Manual entry' })).toBeVisible();
    expect(await seriousViolations(screen)).toEqual([]);
    // Manual entry without choosing a kind.
    await pressEnterOn(screen.getByRole('button', { name: 'Manual entry' }));
    await expect.element(screen.getByText(TEXTS.import.itemRequired)).toBeVisible();
    expect(await seriousViolations(screen)).toEqual([]);

    // The kind from the select, by keyboard.
    await pressEnterOn(screen.getByRole('button', { name: /Item/ }));
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await expect.element(screen.getByRole('option').first()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect
      .element(screen.getByRole('option', { name: 'DOMAINS - BLACKLISTED' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(TEXTS.import.itemRequired)).not.toBeInTheDocument();
    await pressEnterOn(screen.getByRole('button', { name: 'Manual entry' }));
    await expect.element(textArea(screen)).toBeVisible();
    await expect.element(textArea(screen)).toHaveAttribute('rows', '6');
    await pressEnterOn(screen.getByRole('button', { name: 'Check' }));
    await expect.element(screen.getByText(TEXTS.import.updateFailed)).toBeVisible();
    await expect.element(screen.getByText(TEXTS.validation.fieldRequired)).toBeVisible();
    expect(await seriousViolations(screen)).toEqual([]);

    await pressEnterOn(screen.getByRole('button', { name: 'Import CSV' }));
    await expect.element(screen.getByText('No file chosen')).toBeVisible();
    await pressEnterOn(screen.getByRole('button', { name: 'Check' }));
    await expect.element(screen.getByText(TEXTS.import.importFailed).first()).toBeVisible();
    expect(await seriousViolations(screen)).toEqual([]);
    expect(batch).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('grows the text area with its lines, from 6 up to 20 rows', async () => {
    const screen = await page();
    await chooseKind(screen, 'IMAGES - REGISTERED');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.fill(
      textArea(screen),
      Array.from({ length: 9 }, (_, i) => `E-${i}`).join('\n'),
    );
    await expect.element(textArea(screen)).toHaveAttribute('rows', '9');
    await userEvent.fill(
      textArea(screen),
      Array.from({ length: 40 }, (_, i) => `E-${i}`).join('\n'),
    );
    await expect.element(textArea(screen)).toHaveAttribute('rows', '20');
  });

  it('checks a manual entry, shows the preview and every problem, imports, and shows the notices until closed', async () => {
    batch.mockImplementation(
      async (kind: ImportKind, rows: unknown[], { dryRun = false }: { dryRun?: boolean } = {}) =>
        resultOf(kind, {
          dryRun,
          read: 3,
          created: 1,
          existed: 1,
          existedDomains: ['old.example'],
          notValid: 1,
          notValidDomains: ['not a domain'],
          problems: [
            {
              line: 2,
              field: 'domain',
              value: 'not a domain',
              message: '"not a domain" is not a valid domain name',
            },
          ],
          preview: dryRun ? [{ domain: 'new.example' }] : [],
        }),
    );
    const screen = await page();
    await chooseKind(screen, 'DOMAINS - BLACKLISTED');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.fill(textArea(screen), 'new.example\n\nnot a domain\nold.example');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect.element(screen.getByRole('heading', { name: 'Check result' })).toHaveFocus();
    expect(batch).toHaveBeenCalledWith(
      'BLACKLISTED_DOMAINS',
      [{ domain: 'new.example' }, { domain: 'not a domain' }, { domain: 'old.example' }],
      { dryRun: true },
    );
    await expect
      .element(screen.getByTestId('import-summary'))
      .toHaveTextContent('Rows read: 3 · New: 1 · Already there: 1 · Not valid: 1');
    await expect.element(screen.getByRole('cell', { name: 'new.example' })).toBeVisible();
    const problems = screen.getByRole('region', { name: 'Problem rows (1)' });
    // The server's line 2 is the second row sent: line 3 of the text (a blank line before it).
    await expect
      .element(problems.getByRole('row').nth(1))
      .toHaveTextContent('3domainnot a domain"not a domain" is not a valid domain name');

    // Back to edit keeps the text; Check again, then Import.
    await userEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    await expect.element(textArea(screen)).toHaveValue('new.example\n\nnot a domain\nold.example');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import', exact: true }));
    // The import itself in the spec's form: no dry run, no other parameter.
    expect(batch).toHaveBeenLastCalledWith('BLACKLISTED_DOMAINS', [
      { domain: 'new.example' },
      { domain: 'not a domain' },
      { domain: 'old.example' },
    ]);
    const notices = screen.getByTestId('import-notice');
    await expect.element(notices.nth(0)).toHaveTextContent('Domains added to blacklist: 1');
    await expect
      .element(notices.nth(1))
      .toHaveTextContent('Domains are already on the blacklist: 1 (old.example)');
    await expect.element(notices.nth(2)).toHaveTextContent('Not valid domains: 1 (not a domain)');
    await expect.element(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    // Done: the entry is closed.
    await expect.element(textArea(screen)).not.toBeInTheDocument();

    // They stay until closed, each by its own keyboard-reachable button.
    await userEvent.tab();
    await expect
      .element(screen.getByRole('button', { name: 'Close notice: Domains added to blacklist: 1' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(notices.nth(0)).toHaveTextContent('Domains are already on the blacklist');
    expect(notices.elements()).toHaveLength(2);
    await expect.element(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    // The last one closed, focus goes back to the page's heading.
    await userEvent.click(screen.getByRole('button', { name: 'Close all notices' }));
    await expect.element(screen.getByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('heading', { name: 'Import', level: 1 })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Import Countries CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect
      .element(screen.getByRole('button', { name: 'Import Countries CSV' }))
      .toHaveFocus();
  });

  it('refuses a manual line of the wrong number of values by its line and sends nothing (issue 26)', async () => {
    batch.mockImplementation(
      async (kind: ImportKind, rows: unknown[], { dryRun = false }: { dryRun?: boolean } = {}) =>
        resultOf(kind, { dryRun, read: rows.length, created: rows.length }),
    );
    const screen = await page();
    await chooseKind(screen, 'IMAGES - REGISTERED');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await expect
      .element(textArea(screen))
      .toHaveAccessibleDescription(
        'One row per line: domain (all 3 values separated by commas, an empty one left blank between them; blank lines are ignored).',
      );
    // A registered image without its two commas, and one with a value too many.
    await userEvent.fill(textArea(screen), 'IMG-1,Anna,VA 1\n\nIMG-2\nIMG-3,Anna,VA 3,extra');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const wrong = screen.getByTestId('import-wrong-lines');
    await expect.element(wrong).toBeVisible();
    expect(
      wrong
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual([
      'line 3: expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 1',
      'line 4: expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 4',
    ]);
    await expect.element(textArea(screen)).toBeInvalid();
    await expect
      .element(
        screen.getByText(
          '2 lines have the wrong number of values; nothing was checked or imported.',
        ),
      )
      .toBeVisible();
    expect(batch).not.toHaveBeenCalled();

    // Mended (empty values left blank between the commas), the lines go.
    await userEvent.fill(textArea(screen), 'IMG-1,Anna,VA 1\n\nIMG-2,,\nIMG-3,Anna,VA 3');
    await expect.element(wrong).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect.element(screen.getByRole('heading', { name: 'Check result' })).toHaveFocus();
    expect(batch).toHaveBeenCalledWith(
      'REGISTERED_IMAGES',
      [
        { imageNumber: 'IMG-1', copyrightHolder: 'Anna', registrationNumber: 'VA 1' },
        { imageNumber: 'IMG-2', copyrightHolder: '', registrationNumber: '' },
        { imageNumber: 'IMG-3', copyrightHolder: 'Anna', registrationNumber: 'VA 3' },
      ],
      { dryRun: true },
    );
  });

  it('shows the image statuses result after 7 seconds, with a waiting state meanwhile', async () => {
    batch.mockImplementation(
      async (kind: ImportKind, _rows: unknown, { dryRun = false }: { dryRun?: boolean } = {}) =>
        resultOf(kind, { dryRun, read: 1, created: 1, preview: [{ id: 101, status: 'PENDING' }] }),
    );
    const screen = await page();
    await chooseKind(screen, 'IMAGES - STATUSES');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await expect
      .element(
        screen.getByText(/One row per line: id;status \(all 2 values separated by semicolons/),
      )
      .toBeVisible();
    await userEvent.fill(textArea(screen), '101;PENDING');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect.element(screen.getByRole('heading', { name: 'Check result' })).toBeVisible();
    expect(batch).toHaveBeenLastCalledWith('IMAGE_STATUSES', [{ id: '101', status: 'PENDING' }], {
      dryRun: true,
    });

    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    (screen.getByRole('button', { name: 'Import', exact: true }).element() as HTMLElement).click();
    await expect
      .element(screen.getByText(/Updating the statuses; the result shows in 7 s/))
      .toBeVisible();
    await vi.advanceTimersByTimeAsync(6900);
    expect(screen.getByTestId('import-notice').elements()).toHaveLength(0);
    await expect.element(screen.getByText(/the result shows in 1 s/)).toBeVisible();
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await expect
      .element(screen.getByTestId('import-notice').first())
      .toHaveTextContent(TEXTS.import.updated);
  });

  it('gives Update failed! for an empty image statuses answer, after the delay', async () => {
    batch.mockImplementation(
      async (kind: ImportKind, _rows: unknown, { dryRun = false }: { dryRun?: boolean } = {}) =>
        dryRun ? resultOf(kind, { dryRun, read: 1, created: 1 }) : resultOf(kind, {}),
    );
    const screen = await page();
    await chooseKind(screen, 'IMAGES - STATUSES');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.fill(textArea(screen), '101;APPROVED');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect.element(screen.getByRole('heading', { name: 'Check result' })).toBeVisible();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    (screen.getByRole('button', { name: 'Import', exact: true }).element() as HTMLElement).click();
    await vi.advanceTimersByTimeAsync(7000);
    vi.useRealTimers();
    const notice = screen.getByTestId('import-notice');
    await expect.element(notice.first()).toHaveTextContent(TEXTS.import.updateFailed);
    expect(notice.elements()).toHaveLength(1);
    await expect.element(notice.first()).toHaveAttribute('role', 'alert');
  });

  it('keeps the text when the check or the import fails, and shows a refusal’s message', async () => {
    batch.mockRejectedValueOnce(new ApiError('There was an error.', { status: 0 }));
    const screen = await page();
    await chooseKind(screen, 'IMAGES - REGISTERED');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.fill(textArea(screen), 'E-1,Holder,R-1');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect
      .element(screen.getByTestId('import-failure'))
      .toHaveTextContent('The import could not be done: There was an error.');
    await expect.element(textArea(screen)).toHaveValue('E-1,Holder,R-1');

    batch.mockRejectedValueOnce(
      new ApiError('the body must be a list of rows', {
        status: 400,
        errorDefinition: 'VALIDATION_ERROR',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect
      .element(screen.getByTestId('import-failure'))
      .toHaveTextContent('The server refused the import: the body must be a list of rows');

    batch.mockImplementation(
      async (kind: ImportKind, _rows: unknown, { dryRun = false }: { dryRun?: boolean } = {}) => {
        if (!dryRun) throw new ApiError('Something went wrong!', { status: 500 });
        return resultOf(kind, { dryRun, read: 1, created: 1 });
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import', exact: true }));
    await expect
      .element(screen.getByTestId('import-failure'))
      .toHaveTextContent('Something went wrong!');
    // The preview stays, with Import to try again; back to edit still has the text.
    await expect.element(screen.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    await expect.element(textArea(screen)).toHaveValue('E-1,Holder,R-1');
    // Cancel closes the entry; opening it again still has the text.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect.element(textArea(screen)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await expect.element(textArea(screen)).toHaveValue('E-1,Holder,R-1');
  });

  it('uploads a CSV with the progress, checks it, imports it', async () => {
    let finish: (result: wire.ImportResult) => void = () => undefined;
    let progress: UploadCsvOptions['onProgress'];
    upload.mockImplementation(
      (kind: ImportKind, _file: File, options: UploadCsvOptions) =>
        new Promise((resolve) => {
          progress = options.onProgress;
          finish = resolve;
          void kind;
        }),
    );
    const screen = await page();
    await chooseKind(screen, 'SUBDOMAINS-BLACKLISTED');
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    await expect.element(screen.getByText('No file chosen')).toBeVisible();
    const input = screen.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(false);
    const file = new File(['domain\ns1.imp.example\n'], 'subdomains.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await expect.element(screen.getByText(/^subdomains\.csv/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(upload).toHaveBeenCalledWith(
      'BLACKLISTED_SUBDOMAINS',
      expect.any(File),
      expect.objectContaining({ dryRun: true }),
    );
    progress?.({ phase: 'uploading', loaded: 50, total: 100 });
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '50');
    progress?.({ phase: 'processing' });
    await expect.element(screen.getByRole('progressbar', { name: 'Processing…' })).toBeVisible();
    finish(
      resultOf('BLACKLISTED_SUBDOMAINS', {
        dryRun: true,
        read: 1,
        created: 1,
        preview: [{ domain: 's1.imp.example' }],
      }),
    );
    await expect.element(screen.getByRole('cell', { name: 's1.imp.example' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Import', exact: true }));
    expect(upload).toHaveBeenLastCalledWith(
      'BLACKLISTED_SUBDOMAINS',
      expect.any(File),
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect((upload.mock.lastCall![2] as UploadCsvOptions).dryRun).toBeUndefined();
    progress?.({ phase: 'uploading', loaded: 100, total: 100 });
    await expect
      .element(screen.getByRole('progressbar', { name: 'Uploading' }))
      .toHaveAttribute('aria-valuenow', '100');
    finish(resultOf('BLACKLISTED_SUBDOMAINS', { read: 1, created: 1 }));
    await expect
      .element(screen.getByTestId('import-notice').first())
      .toHaveTextContent('Domains added to blacklist: 1');
  });

  it('shows a refused file’s message and keeps the file; the reference CSVs need no item', async () => {
    upload.mockRejectedValueOnce(
      new ApiError('The first line must name the columns fullName,alpha3Code,priority.', {
        status: 400,
        errorDefinition: 'VALIDATION_ERROR',
      }),
    );
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Import Countries CSV' }));
    await expect
      .element(screen.getByRole('heading', { name: 'Import CSV: Import Countries CSV' }))
      .toHaveFocus();
    const input = screen.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['a,b\n1,2\n'], 'countries.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await expect
      .element(screen.getByTestId('import-failure'))
      .toHaveTextContent('The first line must name the columns fullName,alpha3Code,priority.');
    await expect.element(screen.getByText(/^countries\.csv/)).toBeVisible();
    expect(upload).toHaveBeenCalledWith('COUNTRIES', expect.any(File), expect.anything());
    expect(await seriousViolations(screen)).toEqual([]);
  });
});
