import type { wire } from '@sightings/domain-model';
import { describe, expect, it, vi } from 'vitest';
import { importsCalls, type UploadProgress } from './areas/imports';
import { createClient } from './client';
import { isApiError } from './errors';
import { createTransport } from './transport';

const result: wire.ImportResult = {
  kind: 'REGISTERED_IMAGES',
  dryRun: true,
  read: 2,
  created: 1,
  existed: 1,
  existedDomains: ['E-1'],
  notValid: 0,
  notValidDomains: [],
  messages: ['1 row would be imported'],
  problems: [],
  preview: [{ imageNumber: 'E-2', copyrightHolder: null, registrationNumber: null }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A client whose fetch records each request and answers `answer`. */
function recording(answer: () => Response) {
  const requests: { method: string; url: string; body: string | null; auth: string | null }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({
      method: request.method,
      url: request.url,
      body: request.body ? await request.text() : null,
      auth: request.headers.get('Authorization'),
    });
    return answer();
  }) as typeof fetch;
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fetchImpl,
    getToken: () => 'tok',
  });
  return { client, requests };
}

/** A fake XMLHttpRequest: records what is sent; the test then answers or fails it. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

function uploading(token: string | null = 'tok') {
  const xhrs: FakeXhr[] = [];
  const onUnauthorized = vi.fn();
  let stored = token;
  const calls = importsCalls(createTransport({ baseUrl: 'http://api.test/api/' }), {
    getToken: () => stored,
    onUnauthorized,
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  /** Stores another token (a sign-out and a new sign-in while an upload is under way). */
  const store = (next: string | null) => {
    stored = next;
  };
  return { calls, xhrs, onUnauthorized, store };
}

const csv = () => new File(['imageNumber\nE-1\n'], 'images.csv', { type: 'text/csv' });

describe('imports: format and batch', () => {
  it('gets the format of a kind from its path with the token', async () => {
    const format = { kind: 'IMAGE_STATUSES', fields: ['id', 'status'], format: ['id;status'] };
    const { client, requests } = recording(() => json(format));
    await expect(client.imports.format('IMAGE_STATUSES')).resolves.toEqual(format);
    expect(requests[0]!.method).toBe('GET');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/assessment_image/image_status_format/');
    expect(requests[0]!.auth).toBe('Bearer tok');
  });

  it('posts the row objects to the batch path with dryRun', async () => {
    const { client, requests } = recording(() => json(result));
    const rows = [{ imageNumber: 'E-1', copyrightHolder: '', registrationNumber: '' }];
    await expect(
      client.imports.batch('REGISTERED_IMAGES', rows, { dryRun: true }),
    ).resolves.toEqual(result);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('POST');
    expect(url.pathname).toBe('/api/registered_asset/batch');
    expect(url.searchParams.get('dryRun')).toBe('true');
    expect(url.searchParams.has('skipInvalid')).toBe(false);
    expect(JSON.parse(requests[0]!.body!)).toEqual(rows);
  });

  it('sends skipInvalid=true for the blacklist batch, dryRun=false for the real import', async () => {
    const { client, requests } = recording(() => json({ ...result, kind: 'BLACKLISTED_DOMAINS' }));
    await client.imports.batch('BLACKLISTED_DOMAINS', [{ domain: 'a.example' }], {
      dryRun: false,
    });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/blacklisted_domain/batch');
    expect(url.searchParams.get('dryRun')).toBe('false');
    expect(url.searchParams.get('skipInvalid')).toBe('true');
  });

  it('rejects a reference kind’s batch (it has none) without a call', async () => {
    const { client, requests } = recording(() => json(result));
    await expect(client.imports.batch('COUNTRIES', [], { dryRun: true })).rejects.toThrow(
      /no batch/,
    );
    expect(requests).toHaveLength(0);
  });

  it('rejects a 400 with the server’s message', async () => {
    const { client } = recording(() =>
      json(
        { status: 400, message: 'line 2: domain: is empty', error_definition: 'VALIDATION_ERROR' },
        400,
      ),
    );
    const error: unknown = await client.imports
      .batch('BLACKLISTED_SUBDOMAINS', [{ domain: '' }], { dryRun: true })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      message: 'line 2: domain: is empty',
      errorDefinition: 'VALIDATION_ERROR',
    });
  });
});

describe('imports: the CSV upload', () => {
  it('posts the file as multipart field `file` with the token, and reports the progress', async () => {
    const { calls, xhrs } = uploading();
    const progress: UploadProgress[] = [];
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv(), {
      dryRun: true,
      onProgress: (p) => progress.push(p),
    });
    const xhr = xhrs[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/api/registered_asset/load_csv?dryRun=true');
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' });
    expect(xhr.body).toBeInstanceOf(FormData);
    const sent = (xhr.body as FormData).get('file') as File;
    expect(sent.name).toBe('images.csv');
    expect(await sent.text()).toBe('imageNumber\nE-1\n');
    expect([...(xhr.body as FormData).keys()]).toEqual(['file']);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 17 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onload?.();
    xhr.answer(200, JSON.stringify(result));
    await expect(call).resolves.toEqual(result);
    expect(progress).toEqual([
      { phase: 'uploading', loaded: 5, total: 17 },
      { phase: 'processing' },
    ]);
  });

  it('sends no Authorization without a token, and the kind’s own path', async () => {
    const { calls, xhrs } = uploading(null);
    const call = calls.uploadCsv('COUNTRIES', csv(), { dryRun: false });
    expect(xhrs[0]!.url).toBe(
      'http://api.test/api/assessment_domain/import_countries?dryRun=false',
    );
    expect(xhrs[0]!.headers.Authorization).toBeUndefined();
    xhrs[0]!.answer(200, JSON.stringify({ ...result, kind: 'COUNTRIES' }));
    await expect(call).resolves.toMatchObject({ kind: 'COUNTRIES' });
  });

  it('rejects a 400 with the message naming what is wrong with the file', async () => {
    const { calls, xhrs, onUnauthorized } = uploading();
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv(), { dryRun: true });
    xhrs[0]!.answer(
      400,
      JSON.stringify({
        status: 400,
        error: 'Bad Request',
        message: 'The file is not a text file.',
        error_definition: 'VALIDATION_ERROR',
        path: '/api/registered_asset/load_csv',
      }),
    );
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'The file is not a text file.',
      errorDefinition: 'VALIDATION_ERROR',
      path: '/api/registered_asset/load_csv',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    const { calls, xhrs, onUnauthorized } = uploading();
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv(), { dryRun: true });
    xhrs[0]!.answer(
      401,
      JSON.stringify({ status: 401, message: 'Expired', error_definition: 'ACCESS_TOKEN_EXPIRED' }),
    );
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the next session alone when a 401 answers an upload of a session that has ended', async () => {
    const { calls, xhrs, onUnauthorized, store } = uploading('ended');
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv(), { dryRun: true });
    expect(xhrs[0]!.headers.Authorization).toBe('Bearer ended');
    store('next');
    xhrs[0]!.answer(
      401,
      JSON.stringify({ status: 401, message: 'Revoked', error_definition: 'INVALID_ACCESS_TOKEN' }),
    );
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Revoked' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a network failure, an HTML 502 and a 200 that is not JSON with the generic text', async () => {
    const { calls, xhrs } = uploading();
    const network = calls.uploadCsv('REGISTERED_IMAGES', csv(), { dryRun: true });
    xhrs[0]!.onerror?.();
    await expect(network).rejects.toMatchObject({ status: 0, message: 'There was an error.' });
    const gateway = calls.uploadCsv('REGISTERED_IMAGES', csv(), { dryRun: true });
    xhrs[1]!.answer(502, '<html>Bad gateway</html>');
    await expect(gateway).rejects.toMatchObject({ status: 502, message: 'There was an error.' });
    const garbled = calls.uploadCsv('REGISTERED_IMAGES', csv(), { dryRun: true });
    xhrs[2]!.answer(200, 'ok');
    await expect(garbled).rejects.toMatchObject({ status: 200, message: 'There was an error.' });
  });

  it('aborts with the signal, before or during the upload', async () => {
    const { calls, xhrs } = uploading();
    const before = new AbortController();
    before.abort();
    await expect(
      calls.uploadCsv('REGISTERED_IMAGES', csv(), { dryRun: true, signal: before.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs).toHaveLength(0);
    const during = new AbortController();
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv(), {
      dryRun: true,
      signal: during.signal,
    });
    during.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs[0]!.aborted).toBe(true);
  });
});
