import type { ReviewDomain, ReviewImage } from '@sightings/domain-model';
import { createTestApp } from '@sightings/review-api/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFileKind } from './areas/legalCase';
import { createClient, type ClientOptions } from './client';

/*
 * The legal case's one call (docs/legal-case.md) against a fake server that records every
 * request: with the `legal-case` extension one call and the recorded file; without it the spec's
 * sequence (001 §4.5), in its order and with its bodies. Then once against the reference server
 * without extensions, which must accept those bodies.
 */

interface Sent {
  call: string;
  body: unknown;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const domain = { id: 7, domain: 'shop.example', companyName: 'Shop' } as ReviewDomain;

const image = (id: number, status: ReviewImage['status'], delivered = false) =>
  ({ id, status, delivered, imageId: `IMG-${id}`, agency: 'A', domainId: 7 }) as ReviewImage;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const file = (name: string) =>
  new Response(new Blob(['xlsx bytes']), {
    headers: { 'Content-Type': XLSX, 'Content-Disposition': `attachment; filename="${name}"` },
  });

/**
 * A client on a fake server offering `extensions` (null: `GET /capabilities` is 404, a server
 * that knows only the specs) with these images; `fail` answers one call with a 500.
 */
function fakeServer(
  extensions: string[] | null,
  images: ReviewImage[],
  { fail, options = {} }: { fail?: string; options?: ClientOptions } = {},
) {
  const sent: Sent[] = [];
  const client = createClient({
    baseUrl: 'http://fake.test/api',
    getToken: () => 'token',
    ...options,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const call = `${request.method} ${url.pathname.replace('/api', '')}${url.search}`;
      const text = await request.text();
      sent.push({ call, body: text ? JSON.parse(text) : undefined });
      if (fail && call.includes(fail)) return json({ status: 500, message: 'Broken' }, 500);
      const path = url.pathname.replace('/api', '');
      if (path === '/capabilities') {
        return extensions
          ? json({ extensions: extensions.map((name) => ({ name, description: '' })) })
          : json({ status: 404, message: 'Not found' }, 404);
      }
      if (path.startsWith('/assessment_domain/report_xlsx_for_images/')) return file('export.xlsx');
      if (path.startsWith('/legal_case/')) return file('legal-case.xlsx');
      if (path.endsWith('/images_by_domain')) return json(images);
      if (path.endsWith('/legal_case')) return json({ id: 41, kind: 'LEGAL_CASE', imageIds: [1] });
      // The spec shows no answer of the other calls: an empty one.
      return new Response(null, { status: 200 });
    },
  });
  return { client, sent, calls: () => sent.map((one) => one.call) };
}

describe('createLegalCase', () => {
  it('with legal-case: one call naming the screen, then the recorded file', async () => {
    const server = fakeServer(['legal-case', 'legal-case-records'], []);
    const made = await server.client.review.createLegalCase(7, {
      domain,
      screen: 'socialMediaQualityControl',
    });
    expect(server.calls()).toEqual([
      'GET /capabilities',
      'POST /assessment_domain/7/legal_case',
      'GET /legal_case/41/file?format=xlsx',
    ]);
    expect(server.sent[1]!.body).toEqual({ screen: 'socialMediaQualityControl' });
    expect(made.legalCase).toMatchObject({ id: 41 });
    expect(made.file.fileName).toBe('legal-case.xlsx');
  });

  it('with legal-case but not legal-case-records: the file by report_xlsx_for_images', async () => {
    const server = fakeServer(['legal-case'], []);
    await server.client.review.createLegalCase(7, { domain });
    expect(server.calls().slice(1)).toEqual([
      'POST /assessment_domain/7/legal_case',
      'POST /assessment_domain/report_xlsx_for_images/7',
    ]);
  });

  it.each([
    ['a server without extensions', null, {}],
    ['a client with extensions off', ['legal-case', 'legal-case-records'], { extensions: 'off' }],
  ] as const)(
    "%s: the spec's sequence with every IDENTICAL undelivered image of the domain",
    async (_name, extensions, options) => {
      const images = [
        image(1, 'IDENTICAL'),
        image(2, 'PENDING'),
        image(3, 'IDENTICAL', true),
        image(4, 'IDENTICAL'),
      ];
      const server = fakeServer(extensions ? [...extensions] : null, images, {
        options: options as ClientOptions,
      });
      const made = await server.client.review.createLegalCase(7, {
        domain,
        screen: 'finalReview',
      });
      expect(server.calls().filter((call) => call !== 'GET /capabilities')).toEqual([
        'POST /assessment_domain/report_xlsx_for_images/7',
        'POST /assessment_domain/send_report_for_images/7',
        'GET /assessment_domain/7/images_by_domain?sort=agency,asc',
        'PUT /assessment_image/update_delivered_images',
        'PUT /assessment_domain/7/set_delivered',
      ]);
      const bodyOf = (call: string) => server.sent.find((one) => one.call === call)!.body;
      expect(bodyOf('PUT /assessment_image/update_delivered_images')).toEqual([
        images[0],
        images[3],
      ]);
      // The domain as given; the screen (an extension parameter) goes nowhere.
      expect(bodyOf('PUT /assessment_domain/7/set_delivered')).toEqual(domain);
      expect(JSON.stringify(server.sent)).not.toContain('finalReview');
      expect(made).toMatchObject({ legalCase: null, file: { fileName: 'export.xlsx' } });
    },
  );

  it('delivers more than 500 images in calls of up to 500; nothing to deliver, no call', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => image(i + 1, 'IDENTICAL'));
    const server = fakeServer(null, many);
    await server.client.review.createLegalCase(7, { domain });
    const chunks = server.sent
      .filter((one) => one.call === 'PUT /assessment_image/update_delivered_images')
      .map((one) => (one.body as ReviewImage[]).map((item) => item.id));
    expect(chunks.map((ids) => ids.length)).toEqual([500, 500, 1]);
    expect(chunks.flat()).toEqual(many.map((one) => one.id));

    const resumed = fakeServer(null, [image(1, 'IDENTICAL', true)]);
    await resumed.client.review.createLegalCase(7, { domain });
    expect(resumed.calls()).not.toContain('PUT /assessment_image/update_delivered_images');
    expect(resumed.calls()).toContain('PUT /assessment_domain/7/set_delivered');
  });

  it('stops at the first failure: no later step is made', async () => {
    const server = fakeServer(null, [image(1, 'IDENTICAL')], { fail: 'update_delivered_images' });
    await expect(server.client.review.createLegalCase(7, { domain })).rejects.toMatchObject({
      status: 500,
      message: 'Broken',
    });
    expect(server.calls()).not.toContain('PUT /assessment_domain/7/set_delivered');
  });
});

describe('reports by format (000 §9)', () => {
  it.each([
    ['xls', 'xlsx'],
    ['legal', 'xlsx'],
    ['csv', 'csv'],
    ['pdf', 'csv'],
    ['', 'csv'],
  ] as const)('%s gives %s', async (format, kind) => {
    expect(reportFileKind(format)).toBe(kind);
    const server = fakeServer(null, []);
    await server.client.review.report(7, format).catch(() => undefined);
    expect(server.calls()).toEqual([
      kind === 'xlsx'
        ? 'POST /assessment_domain/report_xlsx_for_images/7'
        : 'POST /assessment_image/report_csv_for_images/7',
    ]);
  });
});

const server = await createTestApp({
  demoData: { domainCount: 60, imageCount: 600 },
  extensions: false,
});
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => server.close());

describe("the spec's sequence against the reference server without extensions", () => {
  it('delivers every IDENTICAL undelivered image of a QC domain and saves the export file', async () => {
    const token = await server.login('qc@example.com');
    const qc = createClient({ baseUrl, getToken: () => token });
    const domains = await qc.review.reserveQualityControl({ limit: 10 });
    const identicalOf = async (id: number) =>
      (await qc.review.imagesByDomain(id)).filter(
        (one) => one.status === 'IDENTICAL' && !one.delivered,
      );
    let chosen: ReviewDomain | undefined;
    for (const one of domains) if (!chosen && (await identicalOf(one.id)).length) chosen = one;
    expect(chosen, 'a demo QC domain with an IDENTICAL image').toBeDefined();
    const identical = await identicalOf(chosen!.id);

    const made = await qc.review.createLegalCase(chosen!.id, { domain: chosen! });
    expect(made.legalCase).toBeNull();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await made.file.blob.arrayBuffer());
    expect(workbook.getWorksheet('Images')!.rowCount - 1).toBe(identical.length);
    expect((await qc.review.domain(chosen!.id)).domainFlowStatus).toBe('DELIVERED');
    const after = await qc.review.imagesByDomain(chosen!.id);
    const ids = new Set(identical.map((one) => one.id));
    expect(after.filter((one) => ids.has(one.id)).every((one) => one.delivered)).toBe(true);
    // Called again (an answer lost): the same outcome, nothing refused.
    await expect(qc.review.createLegalCase(chosen!.id, { domain: chosen! })).resolves.toMatchObject(
      {
        legalCase: null,
      },
    );
  });
});
