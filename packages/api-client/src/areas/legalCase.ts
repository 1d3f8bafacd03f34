import {
  DELIVERED_IMAGES_MAX,
  type ImageChangeResult,
  type LegalCase,
  type ReviewDomain,
  type ReviewImage,
  type ReviewScreen,
} from '@sightings/domain-model';
import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import { segment, type DownloadedFile, type Transport } from '../transport';

const domainPath = (id: number) => `/assessment_domain/${segment(id)}`;
const PATHS = {
  reportXlsx: (id: number) => `/assessment_domain/report_xlsx_for_images/${segment(id)}`,
  reportCsv: (id: number) => `/assessment_image/report_csv_for_images/${segment(id)}`,
  sendReport: (id: number) => `/assessment_domain/send_report_for_images/${segment(id)}`,
  updateDeliveredImages: '/assessment_image/update_delivered_images',
  setDelivered: (id: number) => `${domainPath(id)}/set_delivered`,
  legalCase: (id: number) => `${domainPath(id)}/legal_case`,
};

/** What the legal case needs of the screen. */
export interface CreateLegalCaseOptions {
  /** The domain as GET returns it (the body of `set_delivered`), saved beforehand. */
  domain: Partial<ReviewDomain>;
  /** The screen asking: sent to the `legal-case` extension only (social media QC's gate). */
  screen?: ReviewScreen;
}

/** The legal case made: its .xlsx, and the recorded case when the server says which it is. */
export interface CreatedLegalCase {
  file: DownloadedFile;
  /** The case (the `legal-case` extension's answer); null after the spec's calls. */
  legalCase: LegalCase | null;
}

/** An image as `update_delivered_images` takes it: as GET returns it, or just its id. */
export type DeliveredImageBody = Partial<ReviewImage> & { id: number };

/** Spec 000 §9: "Report formats: xls and legal give xlsx; anything else gives csv." */
export const reportFileKind = (format: string): 'xlsx' | 'csv' =>
  format === 'xls' || format === 'legal' ? 'xlsx' : 'csv';

/** The largest body of one `update_delivered_images` call (the server takes up to 1 MiB). */
const DELIVERED_BODY_MAX_CHARS = 512 * 1024;

/** The images in calls of at most `DELIVERED_IMAGES_MAX` images and about half a MiB each. */
function deliveredChunks(images: readonly DeliveredImageBody[]): DeliveredImageBody[][] {
  const chunks: DeliveredImageBody[][] = [];
  let chunk: DeliveredImageBody[] = [];
  let size = 0;
  for (const image of images) {
    const length = JSON.stringify(image).length + 1;
    if (
      chunk.length &&
      (chunk.length >= DELIVERED_IMAGES_MAX || size + length > DELIVERED_BODY_MAX_CHARS)
    ) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(image);
    size += length;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/** The legal case's calls (spec 001 §4.5, §7; docs/legal-case.md), part of `ReviewCalls`. */
export interface LegalCaseCalls {
  /**
   * The legal case of 001 §4.5, whatever the server: every IDENTICAL undelivered image of the
   * domain is delivered (not only those a screen shows) and the domain becomes DELIVERED.
   * With the `legal-case` extension one call (`POST …/{id}/legal_case`), then the recorded
   * .xlsx (`legal-case-records`, else `report_xlsx_for_images`). Otherwise the spec's sequence:
   * `report_xlsx_for_images` (the file), `send_report_for_images`, `update_delivered_images`
   * with the domain's IDENTICAL undelivered images read fresh (`images_by_domain`; in calls of
   * up to 500), `set_delivered` with the domain. Every step is safe to repeat: after a failure,
   * calling it again finishes the case.
   */
  createLegalCase(id: number, options: CreateLegalCaseOptions): Promise<CreatedLegalCase>;
  /** `report_xlsx_for_images`: the export file; a delivered domain's recorded case file. */
  reportXlsx(id: number): Promise<DownloadedFile>;
  /** `report_csv_for_images`: the same rows as CSV. */
  reportCsv(id: number): Promise<DownloadedFile>;
  /** A report by format (000 §9): 'xls' and 'legal' the .xlsx, anything else the CSV. */
  report(id: number, format: string): Promise<DownloadedFile>;
  /** `send_report_for_images`: records the report of the case's images. */
  sendReport(id: number): Promise<LegalCase>;
  /** `update_delivered_images`: marks these IDENTICAL images delivered (in calls of up to 500). */
  updateDeliveredImages(images: readonly DeliveredImageBody[]): Promise<ImageChangeResult>;
  /** `set_delivered` with the domain as GET returns it: the domain DELIVERED. */
  setDelivered(id: number, domain: Partial<ReviewDomain>): Promise<ReviewDomain>;
  /** A domain's recorded cases and reports, newest first (`legal-case-records`). */
  legalCases(id: number): Promise<LegalCase[]>;
  /** A recorded case's file again (`legal-case-records`). */
  legalCaseFile(caseId: number, format?: 'xlsx' | 'csv'): Promise<DownloadedFile>;
}

export function legalCaseCalls(
  t: Transport,
  caps: CapabilitiesSource = SPEC_ONLY_SOURCE,
): LegalCaseCalls {
  const reportXlsx = (id: number) => t.getFile('post', PATHS.reportXlsx(id));
  const legalCaseFile = (caseId: number, format: 'xlsx' | 'csv' = 'xlsx') =>
    t.getFile('get', `/legal_case/${segment(caseId)}/file?format=${format}`);

  /** The `legal-case` extension: one call, then the file it recorded. */
  async function extendedCase(id: number, screen?: ReviewScreen): Promise<CreatedLegalCase> {
    const legalCase = await t.sendJson<LegalCase>(
      'post',
      PATHS.legalCase(id),
      screen ? { screen } : {},
    );
    const file = (await caps.has('legal-case-records'))
      ? await legalCaseFile(legalCase.id)
      : await reportXlsx(id);
    return { file, legalCase };
  }

  /** The spec's sequence; the answers' bodies, which the spec does not show, are not read. */
  async function specCase(id: number, domain: Partial<ReviewDomain>): Promise<CreatedLegalCase> {
    const file = await reportXlsx(id);
    await t.send('post', PATHS.sendReport(id), {});
    const images = await t.getJson<ReviewImage[]>(
      `${domainPath(id)}/images_by_domain?sort=agency,asc`,
    );
    const undelivered = images.filter((image) => image.status === 'IDENTICAL' && !image.delivered);
    for (const chunk of deliveredChunks(undelivered)) {
      await t.send('put', PATHS.updateDeliveredImages, chunk);
    }
    await t.send('put', PATHS.setDelivered(id), domain);
    return { file, legalCase: null };
  }

  return {
    createLegalCase: async (id, { domain, screen }) =>
      (await caps.has('legal-case')) ? extendedCase(id, screen) : specCase(id, domain),
    reportXlsx,
    reportCsv: (id) => t.getFile('post', PATHS.reportCsv(id)),
    report: (id, format) =>
      reportFileKind(format) === 'xlsx' ? reportXlsx(id) : t.getFile('post', PATHS.reportCsv(id)),
    sendReport: (id) => t.sendJson('post', PATHS.sendReport(id), {}),
    updateDeliveredImages: async (images) => {
      const answer: ImageChangeResult = { images: [], previousStatuses: [] };
      for (const chunk of deliveredChunks(images)) {
        const part = await t.sendJson<ImageChangeResult>('put', PATHS.updateDeliveredImages, chunk);
        answer.images.push(...part.images);
        answer.previousStatuses.push(...part.previousStatuses);
      }
      return answer;
    },
    setDelivered: (id, domain) => t.sendJson('put', PATHS.setDelivered(id), domain),
    legalCases: (id) => t.getJson(`${domainPath(id)}/legal_cases`),
    legalCaseFile,
  };
}
