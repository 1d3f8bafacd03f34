import { createTestApp } from '@sightings/review-api/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';
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
      const legalCase = await qc.review.setDelivered(domain.id, { screen: 'qualityControl' });
      expect(legalCase).toMatchObject({ kind: 'LEGAL_CASE', domainId: domain.id });
      expect([...legalCase.imageIds].sort()).toEqual(identical.map((image) => image.id).sort());
      const file = await qc.review.reportXlsx(domain.id);
      expect(file.fileName).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await file.blob.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount - 1).toBe(identical.length);
      await expect(qc.review.domain(domain.id)).resolves.toMatchObject({
        domainFlowStatus: 'DELIVERED',
      });
      const again = await qc.review.legalCaseFile(legalCase.id, 'csv');
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
