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
  seriousViolations,
  serverOffers,
  textArea,
  specAnswer,
} from './importPageTesting';

/**
 * The Import page on a server that knows only the specs (no import-dry-run): no Check, one
 * line says so, Import imports at once in the spec's form and shows 002 §8's notices. The
 * answers here are the spec's fields only (002 §3), as such a server gives them.
 */

const NO_CHECK =
  'This server does not check the rows before importing: Import imports the valid rows at once.';

let batch: ReturnType<typeof vi.fn>;
let upload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  session.status = 'signedIn';
  session.user = USERS.importer;
  serverOffers('none');
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

describe('the Import page without the dry run (spec mode)', () => {
  it('imports a manual entry at once by keyboard, in the spec’s form, and shows the domain notices', async () => {
    batch.mockResolvedValue(
      specAnswer({
        created: 1,
        existed: 1,
        existedDomains: ['old.example'],
        notValid: 1,
        notValidDomains: ['not a domain'],
      }),
    );
    const screen = await page();
    await chooseKind(screen, 'DOMAINS - BLACKLISTED');
    await pressEnterOn(screen.getByRole('button', { name: 'Manual entry' }));
    await expect.element(screen.getByTestId('import-mode-hint')).toHaveTextContent(NO_CHECK);
    await expect.element(screen.getByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    expect(await seriousViolations(screen)).toEqual([]);

    await userEvent.fill(textArea(screen), 'new.example\n\nnot a domain\nold.example');
    await pressEnterOn(screen.getByRole('button', { name: 'Import', exact: true }));
    const notices = screen.getByTestId('import-notice');
    await expect.element(notices.nth(0)).toHaveTextContent('Domains added to blacklist: 1');
    await expect
      .element(notices.nth(1))
      .toHaveTextContent('Domains are already on the blacklist: 1 (old.example)');
    await expect.element(notices.nth(2)).toHaveTextContent('Not valid domains: 1 (not a domain)');
    await expect.element(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    // One call, the spec's: the rows, no options (no dry run, nothing strict).
    expect(batch).toHaveBeenCalledTimes(1);
    expect(batch).toHaveBeenCalledWith('BLACKLISTED_DOMAINS', [
      { domain: 'new.example' },
      { domain: 'not a domain' },
      { domain: 'old.example' },
    ]);
    await expect.element(textArea(screen)).not.toBeInTheDocument();
    expect(await seriousViolations(screen)).toEqual([]);
  });

  it('tells another kind’s result by Imported Successfully and the messages, first letter capitalised', async () => {
    batch.mockResolvedValue(
      specAnswer({ created: 2, messages: ['imported 2 rows', 'line 3: imageId: is empty'] }),
    );
    const screen = await page();
    await chooseKind(screen, 'IMAGES - NOT PURSUABLE');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.fill(textArea(screen), 'Agency A,NP-1\nAgency A,NP-2\nAgency A,');
    await userEvent.click(screen.getByRole('button', { name: 'Import', exact: true }));
    const notices = screen.getByTestId('import-notice');
    await expect.element(notices.nth(0)).toHaveTextContent(TEXTS.import.imported);
    await expect
      .element(notices.nth(1))
      .toHaveTextContent('Imported 2 rows; line 3: imageId: is empty');
    expect(batch).toHaveBeenCalledTimes(1);
  });

  it('keeps the spec’s refusals: blank text gives Update failed!, no file Import failed!, nothing sent', async () => {
    const screen = await page();
    await chooseKind(screen, 'IMAGES - REGISTERED');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import', exact: true }));
    await expect.element(screen.getByText(TEXTS.import.updateFailed)).toBeVisible();
    await expect.element(textArea(screen)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import', exact: true }));
    await expect.element(screen.getByText(TEXTS.import.importFailed).first()).toBeVisible();
    expect(batch).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a CSV at once with its progress, without a dry run', async () => {
    let finish: (result: wire.ImportSpecResult) => void = () => undefined;
    let progress: UploadCsvOptions['onProgress'];
    upload.mockImplementation(
      (_kind: ImportKind, _file: File, options: UploadCsvOptions) =>
        new Promise((resolve) => {
          progress = options.onProgress;
          finish = resolve;
        }),
    );
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Import Legitimate Agency CSV' }));
    await expect.element(screen.getByTestId('import-mode-hint')).toHaveTextContent(NO_CHECK);
    const input = screen.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File(['name\nLumen\n'], 'agencies.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import', exact: true }));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.lastCall![0]).toBe('LEGITIMATE_AGENCIES');
    expect((upload.mock.lastCall![2] as UploadCsvOptions).dryRun).toBeUndefined();
    progress?.({ phase: 'uploading', loaded: 5, total: 10 });
    await expect
      .element(screen.getByRole('progressbar', { name: 'Uploading' }))
      .toHaveAttribute('aria-valuenow', '50');
    finish(specAnswer({ created: 1, messages: ['1 row imported'] }));
    await expect
      .element(screen.getByTestId('import-notice').first())
      .toHaveTextContent(TEXTS.import.imported);
  });

  it('shows the image statuses result after 7 seconds: Updated Successfully, or Update failed! when empty', async () => {
    batch.mockResolvedValueOnce(specAnswer({ created: 1, messages: ['1 row updated'] }));
    batch.mockResolvedValueOnce(specAnswer({}));
    const screen = await page();
    await chooseKind(screen, 'IMAGES - STATUSES');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.fill(textArea(screen), '101;PENDING');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    (screen.getByRole('button', { name: 'Import', exact: true }).element() as HTMLElement).click();
    await expect
      .element(screen.getByText(/Updating the statuses; the result shows in 7 s/))
      .toBeVisible();
    await vi.advanceTimersByTimeAsync(6900);
    expect(screen.getByTestId('import-notice').elements()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await expect
      .element(screen.getByTestId('import-notice').first())
      .toHaveTextContent(TEXTS.import.updated);
    expect(batch).toHaveBeenCalledWith('IMAGE_STATUSES', [{ id: '101', status: 'PENDING' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.fill(textArea(screen), '102;APPROVED');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    (screen.getByRole('button', { name: 'Import', exact: true }).element() as HTMLElement).click();
    await vi.advanceTimersByTimeAsync(7000);
    vi.useRealTimers();
    await expect
      .element(screen.getByTestId('import-notice').first())
      .toHaveTextContent(TEXTS.import.updateFailed);
  });

  it('keeps the text when the import fails, and shows the server’s refusal', async () => {
    batch.mockRejectedValueOnce(
      new ApiError('body: line 1: imageNumber: is empty', {
        status: 400,
        errorDefinition: 'VALIDATION_ERROR',
      }),
    );
    const screen = await page();
    await chooseKind(screen, 'IMAGES - REGISTERED');
    await userEvent.click(screen.getByRole('button', { name: 'Manual entry' }));
    await userEvent.fill(textArea(screen), 'E-1,Holder,R-1');
    await userEvent.click(screen.getByRole('button', { name: 'Import', exact: true }));
    await expect
      .element(screen.getByTestId('import-failure'))
      .toHaveTextContent('The server refused the import: body: line 1: imageNumber: is empty');
    await expect.element(textArea(screen)).toHaveValue('E-1,Holder,R-1');
    await expect.element(screen.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
  });
});
