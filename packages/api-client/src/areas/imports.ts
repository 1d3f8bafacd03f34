import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import { importKindSpec, type ImportKind, type wire } from '@sightings/domain-model';
import { ApiError } from '../errors';
import { errorBodyFields, errorMessageFor } from '../errorMessage';
import { notOffered } from '../extensionCall';
import type { Transport } from '../transport';

/** Where a CSV upload is: its bytes going up (with how many), then the server reading them. */
export type UploadProgress =
  { phase: 'uploading'; loaded: number; total: number } | { phase: 'processing' };

/**
 * How an import is sent. Without options it is the spec's (002 §7): the valid rows are stored,
 * the others counted in `notValid`. Each option is an extension, sent only when the server
 * offers it; asked for on a server that does not, the call rejects (`notOffered`, a 404
 * `ApiError`) and sends nothing, so a dry run never imports.
 */
export interface ImportOptions {
  /** `import-dry-run`: the server checks and counts the rows and writes nothing (the preview). */
  dryRun?: boolean;
  /** `import-strict`: one invalid row refuses the whole import (400 naming its line and field). */
  strict?: boolean;
}

export interface UploadCsvOptions extends ImportOptions {
  /** Called as the file goes up, then once with `processing` when all of it has arrived. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload; the call then rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
}

/**
 * What the upload needs of the client besides the transport: the same token and 401 behaviour
 * as every other call (`ClientOptions`), and a way to make the request (tests give a fake).
 */
export interface UploadContext {
  getToken?: (() => string | null | undefined) | undefined;
  onUnauthorized?: ((error: ApiError) => void) | undefined;
  /** Makes the request; defaults to the global `XMLHttpRequest`. */
  createXhr?: (() => XMLHttpRequest) | undefined;
}

/**
 * The Import page (spec 002 §7 "Import"; docs/import.md): a kind's format, a manual batch of row
 * objects, and a CSV file, each as the spec sends it; `ImportOptions` asks for the extensions.
 * Refusals reject with `ApiError` (400 VALIDATION_ERROR names what is wrong with a file or a
 * body). An answer holds the spec's fields (`wire.ImportSpecResult`); the reference server's
 * additions (`problems`, `preview`, `read`, …) are there for certain only after a dry run.
 */
export interface ImportsCalls {
  /** GET the kind's format path: the line shape, example lines and a CSV example. */
  format(kind: ImportKind): Promise<wire.ImportFormat>;
  /**
   * POST the kind's batch path with the row objects (`importRowObject` per line), as the spec
   * has it; `?dryRun=true` / `?strict=true` only when asked for and offered (else a rejection,
   * nothing sent).
   */
  batch(
    kind: ImportKind,
    rows: readonly Record<string, string>[],
    options: ImportOptions & { dryRun: true },
  ): Promise<wire.ImportResult>;
  batch(
    kind: ImportKind,
    rows: readonly Record<string, string>[],
    options?: ImportOptions,
  ): Promise<wire.ImportAnswer>;
  /**
   * POST the kind's CSV path as multipart/form-data, the file in the field `file`, with the
   * extensions as `batch`. By XMLHttpRequest, for the upload's progress (fetch reports none).
   */
  uploadCsv(
    kind: ImportKind,
    file: Blob,
    options: UploadCsvOptions & { dryRun: true },
  ): Promise<wire.ImportResult>;
  uploadCsv(kind: ImportKind, file: Blob, options?: UploadCsvOptions): Promise<wire.ImportAnswer>;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The upload was aborted.', 'AbortError');

export function importsCalls(
  t: Transport,
  context: UploadContext = {},
  caps: CapabilitiesSource = SPEC_ONLY_SOURCE,
): ImportsCalls {
  const upload = (path: string, file: Blob, options: UploadCsvOptions) =>
    new Promise<wire.ImportAnswer>((resolve, reject) => {
      const { signal, onProgress } = options;
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const xhr = context.createXhr ? context.createXhr() : new XMLHttpRequest();
      xhr.open('POST', `${t.root}${path}`);
      xhr.setRequestHeader('Accept', 'application/json');
      const token = context.getToken?.() || null;
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable)
          onProgress?.({ phase: 'uploading', loaded: event.loaded, total: event.total });
      };
      xhr.upload.onload = () => onProgress?.({ phase: 'processing' });
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        done();
        const body = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          if (body === undefined || typeof body !== 'object' || body === null)
            reject(new ApiError(errorMessageFor(xhr.status, undefined), { status: xhr.status }));
          else resolve(body as wire.ImportAnswer);
          return;
        }
        const fields = errorBodyFields(body);
        const error = new ApiError(errorMessageFor(xhr.status, body), {
          status: xhr.status,
          errorDefinition: fields?.errorDefinition,
          path: fields?.path,
          ids: fields?.ids,
        });
        // As in the transport: only a 401 for the session still stored ends it.
        if (xhr.status === 401 && (context.getToken?.() || null) === token) {
          context.onUnauthorized?.(error);
        }
        reject(error);
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError(errorMessageFor(0, undefined), { status: 0 }));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        done();
        reject(
          signal ? abortReason(signal) : new DOMException('The upload was aborted.', 'AbortError'),
        );
      };
      const form = new FormData();
      form.append('file', file, (file as { name?: string }).name ?? 'import.csv');
      xhr.send(form);
    });

  const pathOf = (kind: ImportKind, which: 'batch' | 'csv') => {
    const path = importKindSpec(kind).paths[which];
    if (!path) throw new Error(`${kind} has no ${which} import`);
    return path;
  };

  /** The extensions `options` ask for, each with its query parameter. */
  const extensionsOf = ({ dryRun = false, strict = false }: ImportOptions) => [
    ...(dryRun ? [{ parameter: 'dryRun=true', name: 'import-dry-run' as const }] : []),
    ...(strict ? [{ parameter: 'strict=true', name: 'import-strict' as const }] : []),
  ];

  /**
   * The query of an import asked with `options`: empty for the spec's form (then no question
   * and no wait: the call goes at once); each extension only when offered, else the rejection,
   * before anything is sent.
   */
  const queryOf = async (asked: ReturnType<typeof extensionsOf>): Promise<string> => {
    for (const { name } of asked) if (!(await caps.has(name))) throw notOffered(name);
    return `?${asked.map(({ parameter }) => parameter).join('&')}`;
  };

  return {
    format: (kind) => t.getJson<wire.ImportFormat>(importKindSpec(kind).paths.format),
    // async: a kind without a batch path, or an extension not offered, rejects like a failed call.
    batch: (async (kind: ImportKind, rows: readonly Record<string, string>[], options = {}) => {
      const path = pathOf(kind, 'batch');
      const asked = extensionsOf(options);
      const query = asked.length ? await queryOf(asked) : '';
      return t.sendJson<wire.ImportAnswer>('post', `${path}${query}`, rows);
    }) as ImportsCalls['batch'],
    uploadCsv: (async (kind: ImportKind, file: Blob, options: UploadCsvOptions = {}) => {
      const path = pathOf(kind, 'csv');
      const asked = extensionsOf(options);
      const query = asked.length ? await queryOf(asked) : '';
      return upload(`${path}${query}`, file, options);
    }) as ImportsCalls['uploadCsv'],
  };
}
