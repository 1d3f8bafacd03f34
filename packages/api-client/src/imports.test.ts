import { allCapabilities, capabilitiesOf, type wire } from '@sightings/domain-model';
import { describe, expect, it, vi } from 'vitest';
import { importsCalls, type UploadProgress } from './areas/imports';
import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from './capabilities';
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

/**
 * A client whose fetch records each request and answers `answer`; `GET /capabilities` answers
 * every extension (`all`, the reference server) or 404 (`none`, a server that knows only the
 * specs), recorded apart in `asked`.
 */
function recording(answer: () => Response, capabilities: 'all' | 'none' = 'all') {
  const requests: { method: string; url: string; body: string | null; auth: string | null }[] = [];
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/api/capabilities') {
      asked.push(request.url);
      return capabilities === 'all'
        ? json(allCapabilities())
        : json({ status: 404, message: 'Not Found', error_definition: 'NOT_FOUND' }, 404);
    }
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
  return { client, requests, asked };
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

/** The capabilities of the reference server: every extension. */
const EVERY_EXTENSION: CapabilitiesSource = {
  get: () => Promise.resolve(capabilitiesOf(allCapabilities())),
  has: () => Promise.resolve(true),
};

function uploading(token: string | null = 'tok', caps: CapabilitiesSource = EVERY_EXTENSION) {
  const xhrs: FakeXhr[] = [];
  const onUnauthorized = vi.fn();
  let stored = token;
  const calls = importsCalls(
    createTransport({ baseUrl: 'http://api.test/api/' }),
    {
      getToken: () => stored,
      onUnauthorized,
      createXhr: () => {
        const xhr = new FakeXhr();
        xhrs.push(xhr);
        return xhr as unknown as XMLHttpRequest;
      },
    },
    caps,
  );
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

  it('posts the row objects to the batch path with dryRun=true when the server offers it', async () => {
    const { client, requests, asked } = recording(() => json(result));
    const rows = [{ imageNumber: 'E-1', copyrightHolder: '', registrationNumber: '' }];
    await expect(
      client.imports.batch('REGISTERED_IMAGES', rows, { dryRun: true }),
    ).resolves.toEqual(result);
    expect(asked).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('POST');
    expect(url.pathname).toBe('/api/registered_asset/batch');
    expect(url.search).toBe('?dryRun=true');
    expect(JSON.parse(requests[0]!.body!)).toEqual(rows);
  });

  it('sends the spec’s form for a real import: no parameter at all, no capabilities asked', async () => {
    for (const capabilities of ['all', 'none'] as const) {
      const { client, requests, asked } = recording(
        () => json({ ...result, kind: 'BLACKLISTED_DOMAINS' }),
        capabilities,
      );
      await client.imports.batch('BLACKLISTED_DOMAINS', [{ domain: 'a.example' }]);
      await client.imports.batch('BLACKLISTED_DOMAINS', [{ domain: 'b.example' }], {
        dryRun: false,
        strict: false,
      });
      expect(requests.map((request) => request.url)).toEqual([
        'http://api.test/api/blacklisted_domain/batch',
        'http://api.test/api/blacklisted_domain/batch',
      ]);
      expect(asked).toEqual([]);
    }
  });

  it('against a server without import-dry-run (404 on /capabilities) a dry run rejects and sends nothing', async () => {
    const { client, requests, asked } = recording(() => json(result), 'none');
    const error: unknown = await client.imports
      .batch('BLACKLISTED_DOMAINS', [{ domain: 'a.example' }], { dryRun: true })
      .catch((e: unknown) => e);
    expect(asked).toHaveLength(1);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, errorDefinition: 'NOT_FOUND' });
    expect((error as Error).message).toMatch(/import-dry-run/);
    expect(requests).toEqual([]);
  });

  it('sends strict=true only when offered; without it rejects and sends nothing', async () => {
    const offered = recording(() => json(result));
    await offered.client.imports.batch('REGISTERED_IMAGES', [{ imageNumber: 'E-1' }], {
      strict: true,
    });
    expect(new URL(offered.requests[0]!.url).search).toBe('?strict=true');
    await offered.client.imports.batch('REGISTERED_IMAGES', [{ imageNumber: 'E-1' }], {
      strict: true,
      dryRun: true,
    });
    expect(new URL(offered.requests[1]!.url).search).toBe('?dryRun=true&strict=true');

    const spec = recording(() => json(result), 'none');
    await expect(
      spec.client.imports.batch('REGISTERED_IMAGES', [{ imageNumber: 'E-1' }], { strict: true }),
    ).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/import-strict/) });
    expect(spec.requests).toEqual([]);
  });

  it('with extensions off (createClient) a dry run rejects without asking or sending', async () => {
    const requests: string[] = [];
    const client = createClient({
      baseUrl: 'http://api.test/api',
      extensions: 'off',
      fetch: (async (input: RequestInfo | URL) => {
        requests.push(String(input));
        return json(result);
      }) as typeof fetch,
    });
    await expect(
      client.imports.batch('REGISTERED_IMAGES', [{ imageNumber: 'E-1' }], { dryRun: true }),
    ).rejects.toMatchObject({ status: 404 });
    expect(requests).toEqual([]);
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
      .batch('BLACKLISTED_SUBDOMAINS', [{ domain: '' }])
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
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
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

  it('sends no Authorization without a token, and the kind’s own path; the spec’s form has no query', async () => {
    const { calls, xhrs } = uploading(null);
    const call = calls.uploadCsv('COUNTRIES', csv());
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    expect(xhrs[0]!.url).toBe('http://api.test/api/assessment_domain/import_countries');
    expect(xhrs[0]!.headers.Authorization).toBeUndefined();
    xhrs[0]!.answer(200, JSON.stringify({ ...result, kind: 'COUNTRIES' }));
    await expect(call).resolves.toMatchObject({ kind: 'COUNTRIES' });
  });

  it('a dry run against a server without import-dry-run rejects and uploads nothing', async () => {
    const { calls, xhrs } = uploading('tok', SPEC_ONLY_SOURCE);
    await expect(
      calls.uploadCsv('REGISTERED_IMAGES', csv(), { dryRun: true }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: expect.stringMatching(/import-dry-run/),
    });
    expect(xhrs).toHaveLength(0);
    // The spec's form still goes, at once and without a query.
    void calls.uploadCsv('REGISTERED_IMAGES', csv());
    expect(xhrs[0]!.url).toBe('http://api.test/api/registered_asset/load_csv');
  });

  it('rejects a 400 with the message naming what is wrong with the file', async () => {
    const { calls, xhrs, onUnauthorized } = uploading();
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv());
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
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv());
    xhrs[0]!.answer(
      401,
      JSON.stringify({ status: 401, message: 'Expired', error_definition: 'ACCESS_TOKEN_EXPIRED' }),
    );
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the next session alone when a 401 answers an upload of a session that has ended', async () => {
    const { calls, xhrs, onUnauthorized, store } = uploading('ended');
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv());
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
    const network = calls.uploadCsv('REGISTERED_IMAGES', csv());
    xhrs[0]!.onerror?.();
    await expect(network).rejects.toMatchObject({ status: 0, message: 'There was an error.' });
    const gateway = calls.uploadCsv('REGISTERED_IMAGES', csv());
    xhrs[1]!.answer(502, '<html>Bad gateway</html>');
    await expect(gateway).rejects.toMatchObject({ status: 502, message: 'There was an error.' });
    const garbled = calls.uploadCsv('REGISTERED_IMAGES', csv());
    xhrs[2]!.answer(200, 'ok');
    await expect(garbled).rejects.toMatchObject({ status: 200, message: 'There was an error.' });
  });

  it('aborts with the signal, before or during the upload', async () => {
    const { calls, xhrs } = uploading();
    const before = new AbortController();
    before.abort();
    await expect(
      calls.uploadCsv('REGISTERED_IMAGES', csv(), { signal: before.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs).toHaveLength(0);
    const during = new AbortController();
    const call = calls.uploadCsv('REGISTERED_IMAGES', csv(), { signal: during.signal });
    during.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs[0]!.aborted).toBe(true);
  });
});
