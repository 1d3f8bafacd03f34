import { createTestApp } from '@sightings/review-api/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { recording } from './testing/recording';
import { isApiError } from './errors';
import { fileNameOf } from './transport';

// The review calls against the real reference server with the demo data; no mocks.
const server = await createTestApp({ demoData: { domainCount: 120, imageCount: 900 } });
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => server.close());

const signedIn = async (email: string) => {
  const token = (await createClient({ baseUrl }).auth.login({ email, password: 'review-demo' }))
    .accessToken;
  return createClient({ baseUrl, getToken: () => token });
};

/** The status of the rejection of `promise`. */
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isApiError(error) ? error.status : String(error)),
  );

describe('review: the quality control calls', () => {
  it('reserve, read, change statuses, undo, comment, save and approve a QC domain', async () => {
    const qc = await signedIn('qc@example.com');
    const [domain] = await qc.review.reserveQualityControl();
    expect(domain).toMatchObject({
      domainFlowStatus: expect.stringMatching(/QUALITY_CONTROL$/),
      verified: expect.any(Boolean),
    });
    const id = domain!.id;
    // Another QC user never gets the same domain.
    const other = await signedIn('admin@example.com');
    const [theirs] = await other.review.reserveQualityControl();
    expect(theirs?.id).not.toBe(id);

    await expect(qc.review.domain(id)).resolves.toMatchObject({ id, domain: domain!.domain });
    const images = await qc.review.imagesByDomain(id);
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.domainId === id)).toBe(true);
    await expect(qc.review.deliveredIds(id)).resolves.toMatchObject({ ids: expect.any(Array) });
    await expect(qc.review.firstSightings(id)).resolves.toMatchObject({
      count: expect.any(Number),
    });
    await expect(qc.review.imagesFieldsInfo(id)).resolves.toMatchObject({
      agency: expect.any(Array),
    });
    const page = await qc.review.imagesByDomainFilter(
      id,
      { page: 0, size: 2, sorts: [{ field: 'AGENCY', direction: 'asc' }] },
      {},
    );
    expect(page.content.length).toBeLessThanOrEqual(2);
    expect(page.totalElements).toBe(images.length);

    // A status change answers the previous status, and can be undone at once.
    const target = images.find((image) => !image.delivered)!;
    const next = target.status === 'OFFLINE' ? 'DUPLICATE' : 'OFFLINE';
    const changed = await qc.review.updateImageBatch([target.id], next);
    expect(changed.previousStatuses).toEqual([{ id: target.id, status: target.status }]);
    await expect(qc.review.undoStatusChange([target.id])).resolves.toMatchObject({
      restored: [{ id: target.id, status: target.status }],
    });
    // The URL edit refuses a javascript: link with the spec text.
    await expect(
      qc.review.updateImageUrl(target.id, 'javascript:alert(1)', 'https://example.com/'),
    ).rejects.toMatchObject({ status: 400, message: 'Invalid values!' });

    // A comment thread on the image.
    const thread = await qc.review.sendMessage({
      imageId: target.id,
      message: 'Check the crop',
      sentFrom: 'QC',
    });
    expect(thread).toMatchObject({ imageId: target.id, message: 'Check the crop', sentFrom: 'QC' });
    await expect(qc.review.conversation(target.id)).resolves.toContainEqual(
      expect.objectContaining({ id: thread.id }),
    );

    // Save (the domain as GET gave it), then approve: PENDING_FINAL_REVIEW, out of QC's hands.
    const saved = await qc.review.save(id, { ...domain!, companyName: 'Renamed GmbH' });
    expect(saved.companyName).toBe('Renamed GmbH');
    await expect(qc.review.approve(id)).resolves.toMatchObject({
      domainFlowStatus: 'PENDING_FINAL_REVIEW',
    });
    // Approving again: not allowed from the new status (nor leased any more).
    expect(await statusOf(qc.review.approve(id))).toBe(409);
    // The history lists the changes, newest first.
    const history = await qc.review.history(id, { page: 0, size: 50, sorts: [] });
    expect(history.content.map((entry) => entry.field)).toContain('domainFlowStatus');
  });

  it('an operator may not use the review calls', async () => {
    const operator = await signedIn('operator@example.com');
    expect(await statusOf(operator.review.reserveQualityControl())).toBe(403);
  });

  it('creates a legal case and downloads its .xlsx, which lists the delivered images', async () => {
    const qc = await signedIn('qc@example.com');
    const domains = await qc.review.reserveQualityControl({ limit: 10 });
    let delivered = false;
    for (const domain of domains) {
      const images = await qc.review.imagesByDomain(domain.id);
      const identical = images.filter((image) => image.status === 'IDENTICAL' && !image.delivered);
      if (identical.length === 0) continue;
      const { legalCase, file } = await qc.review.createLegalCase(domain.id, {
        domain,
        screen: 'qualityControl',
      });
      expect(legalCase).toMatchObject({ kind: 'LEGAL_CASE', domainId: domain.id });
      expect([...legalCase!.imageIds].sort()).toEqual(identical.map((image) => image.id).sort());
      expect(file.fileName).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await file.blob.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount - 1).toBe(identical.length);
      await expect(qc.review.domain(domain.id)).resolves.toMatchObject({
        domainFlowStatus: 'DELIVERED',
      });
      const again = await qc.review.legalCaseFile(legalCase!.id, 'csv');
      expect(again.fileName).toMatch(/\.csv$/);
      delivered = true;
      break;
    }
    expect(delivered, 'a demo QC domain with an IDENTICAL image').toBe(true);
  });
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="case.xlsx"', 'case.xlsx'],
    ['attachment; filename="x.xlsx"; filename*=UTF-8\'\'K%C3%B6ln%20case.xlsx', 'Köln case.xlsx'],
    ["attachment; filename*=UTF-8''%E0%A4%A.xlsx; filename=plain.xlsx", 'plain.xlsx'],
    [null, null],
    ['inline', null],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

// ---- The spec's forms and the extended ones (docs/api-contract.md) ----------------------------

/** A server that knows only the specs: `GET /capabilities` is 404, extension paths too. */
const specServer = await createTestApp({
  demoData: { domainCount: 40, imageCount: 300 },
  extensions: false,
});
let specUrl = '';
beforeAll(async () => {
  specUrl = `${await specServer.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => specServer.close());

/** The requests but the capabilities question. */
const calls = (sent: readonly string[]) => sent.filter((call) => !call.endsWith('/capabilities'));

/** Any extension of the review screens in a request. */
const EXTENSION_CALL =
  /\/(status_counts|history|undo_status_change)\b|[?&](social|resume|domainName)=|images_by_domain_filter\?.*sort=[a-zA-Z]+,|reserve_pending_review\?/;

describe('review: the spec forms, chosen by what the server offers', () => {
  it('against a server offering the extensions: one status_counts call, review-paging pages, social and resume sent', async () => {
    const { client, sent } = await recording(baseUrl, 'reviewer@example.com');
    const [domain] = await client.review.reservePendingReview({ limit: 1, resume: true });
    const id = domain!.id;
    await client.review.statusCounts(id);
    await client.review.imagesByDomainFilter(
      id,
      { page: 0, size: 50, sorts: [{ field: 'agency', direction: 'desc' }] },
      {},
    );
    expect(calls(sent)).toEqual([
      'GET /assessment_domain/reserve_pending_review?resume=true',
      `GET /assessment_domain/${id}/status_counts`,
      `POST /assessment_domain/${id}/images_by_domain_filter?page=0&size=50&sort=agency,desc`,
    ]);
    const qc = await recording(baseUrl, 'qc@example.com');
    await qc.client.review.reserveQualityControl({ limit: 2, social: false, resume: true });
    expect(calls(qc.sent)).toEqual([
      'GET /assessment_domain/reserve_pending_quality_control?limit=2&social=false&resume=true',
    ]);
  });

  it('against a server that knows only the specs: the spec calls only, with the same answers', async () => {
    const reviewer = await recording(specUrl, 'reviewer@example.com');
    const [domain] = await reviewer.client.review.reservePendingReview({ limit: 3, resume: true });
    const id = domain!.id;
    const all = await reviewer.client.review.imagesByDomain(id);
    const counts = await reviewer.client.review.statusCounts(id);
    expect(counts.total).toBe(all.length);
    for (const status of Object.keys(counts.counts) as (keyof typeof counts.counts)[]) {
      expect(counts.counts[status], status).toBe(all.filter((i) => i.status === status).length);
    }
    const size = 2;
    const first = await reviewer.client.review.imagesByDomainFilter(
      id,
      { page: 0, size, sorts: [{ field: 'agency', direction: 'desc' }] },
      { status: null },
    );
    expect(first).toMatchObject({
      number: 0,
      size,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / size),
    });
    // Undo and the history are not sent at all.
    await expect(reviewer.client.review.undoStatusChange([all[0]!.id])).rejects.toMatchObject({
      status: 404,
      errorDefinition: 'NOT_FOUND',
    });
    await expect(reviewer.client.review.history(id, { page: 0, size: 5 })).rejects.toMatchObject({
      status: 404,
    });
    const sent = calls(reviewer.sent);
    expect(sent.filter((call) => EXTENSION_CALL.test(call))).toEqual([]);
    expect(sent).toEqual([
      'GET /assessment_domain/reserve_pending_review',
      `GET /assessment_domain/${id}/images_by_domain?sort=agency,asc`,
      `GET /assessment_domain/${id}/images_count`,
      `GET /assessment_domain/${id}/images_by_domain?sort=agency,asc`,
      `GET /assessment_domain/${id}/images_count`,
      `POST /assessment_domain/${id}/images_by_domain_filter?page=0&size=${all.length}&sort=agency_desc`,
    ]);

    // QC: limit=1 only; a name through reserve_pending_review_domain.
    const qc = await recording(specUrl, 'qc@example.com');
    const [next] = await qc.client.review.reserveQualityControl({
      limit: 1,
      social: true,
      resume: true,
    });
    const [again] = await qc.client.review.reserveQualityControl({ domainName: next!.domain });
    expect(again?.id).toBe(next!.id);
    expect(calls(qc.sent)).toEqual([
      'GET /assessment_domain/reserve_pending_quality_control?limit=1',
      `GET /assessment_domain/reserve_pending_review_domain?domain=${next!.domain}`,
    ]);
  });

  it('the spec forms answer as the extended ones: the same counts, the same pages in the same order', async () => {
    const extended = await recording(baseUrl, 'reviewer@example.com');
    const spec = await recording(baseUrl, 'reviewer@example.com', 'off');
    const [domain] = await extended.client.review.reservePendingReview({ resume: true });
    const id = domain!.id;
    expect(await spec.client.review.statusCounts(id)).toEqual(
      await extended.client.review.statusCounts(id),
    );
    for (const direction of ['asc', 'desc'] as const) {
      const request = (page: number) => ({
        page,
        size: 2,
        sorts: [
          { field: 'status', direction: 'asc' as const },
          { field: 'delivered', direction: 'asc' as const },
          { field: 'agency', direction },
        ],
      });
      for (const page of [0, 1, 2]) {
        const ids = async (client: typeof spec.client) =>
          (await client.review.imagesByDomainFilter(id, request(page), {})).content.map(
            (image) => image.id,
          );
        expect(await ids(spec.client), `${direction} page ${page}`).toEqual(
          await ids(extended.client),
        );
      }
    }
  });

  it('page turns reuse the list read whole; an image change reads it again', async () => {
    const { client, sent } = await recording(baseUrl, 'qc@example.com', 'off');
    const [domain] = await client.review.reserveQualityControl();
    const id = domain!.id;
    const page = (n: number) =>
      client.review.imagesByDomainFilter(id, { page: n, size: 1 }, { status: null });
    sent.length = 0;
    const first = await page(0);
    expect(sent).toHaveLength(2);
    await page(1);
    await page(0);
    expect(sent).toHaveLength(2);
    // The same page again is a reload: read again.
    await page(0);
    expect(sent).toHaveLength(4);
    const target = first.content[0]!;
    await client.review.updateImage({ id: target.id, status: target.status });
    await page(1);
    expect(sent.slice(5).map((call) => call.split('?')[0])).toEqual([
      `GET /assessment_domain/${id}/images_count`,
      `POST /assessment_domain/${id}/images_by_domain_filter`,
    ]);
  });
});
