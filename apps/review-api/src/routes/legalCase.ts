import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wire, type ReviewDomainEdit } from '@sightings/domain-model';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { REVIEW_SCREENS_ACCESS } from '../auth/access';
import type { AppContext } from '../context';
import { refuseUnknownFields, refuseUnknownFieldsInList } from '../http/roundTrip';
import { createLegalCase } from '../services/legalCase';
import { legalCaseFile, listLegalCases, type ReportFile } from '../services/legalCaseRecords';
import {
  reportFile,
  sendReport,
  setDelivered,
  updateDeliveredImages,
} from '../services/legalCaseSteps';
import { attachment, CSV_TYPE, XLSX_TYPE } from '../services/report';

const reviewScreens = REVIEW_SCREENS_ACCESS;

const { LegalCase } = wire;
const tags = ['legal case'];
const params = wire.DomainIdParams;

const errors = {
  400: wire.ErrorBody,
  403: wire.ErrorBody,
  404: wire.ErrorBody,
  409: wire.ErrorBody,
};

/** The file as a download: its type, its name, never cached. */
function sendFile(reply: FastifyReply, file: ReportFile) {
  return reply
    .header('Content-Type', file.contentType === 'xlsx' ? XLSX_TYPE : CSV_TYPE)
    .header('Content-Disposition', attachment(file.fileName))
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** A call the spec shows without a body (or with one it does not show) may come without one. */
const emptyBodyIsObject = async (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

/**
 * A body the spec does not show: anything or nothing, read as nothing. (No schema: a server that
 * knows only the spec's calls cannot refuse what a client adds.)
 */
const IGNORED_BODY = 'Any body, or none, is accepted and ignored (the spec shows none).';

const CASE_IMAGES =
  "The case's images: every IDENTICAL undelivered image of the domain, and those delivered by " +
  '`update_delivered_images` that no recorded legal case names yet (a case under way).';

const CHECKS =
  'The transition table (`decideDomainAction("legalCase")`) decides: 403 when no review screen of the ' +
  'caller offers the legal case, 409 CONFLICT outside a working flow status (PQC RQC PFR RFR PARK HOLD); ' +
  'on a social profile the domain must be verified (409).';

/** The legal case of spec 001 §4.5 and §7 (docs/legal-case.md). */
export const legalCaseRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  // ---- The spec's calls, one step each (services/legalCaseSteps.ts) ----

  for (const [url, format] of [
    ['/api/assessment_domain/report_xlsx_for_images/:id', 'xlsx'],
    ['/api/assessment_image/report_csv_for_images/:id', 'csv'],
  ] as const) {
    app.post(
      url,
      {
        config: { access: reviewScreens },
        schema: {
          tags,
          summary:
            format === 'xlsx'
              ? 'The legal export file (.xlsx) of the domain'
              : 'The legal export file as CSV (`{id}`: the domain)',
          description:
            `The report of the case's images, one row each (domain, company details, agency, image id, ` +
            'photographer, original file name, image and usage URLs, found at, first seen, difference, ' +
            `registration). ${CASE_IMAGES} Not recorded, nothing changed, no lease needed. ${CHECKS} No ` +
            'case image: 409. On a DELIVERED domain: the file of its recorded legal case. ' +
            (format === 'csv'
              ? 'CSV: UTF-8 with a BOM, CRLF; a cell starting with = + - @ is prefixed with an apostrophe. '
              : '') +
            `${IGNORED_BODY} Answers the file as an attachment.`,
          params,
          response: errors,
        },
        preValidation: emptyBodyIsObject,
      },
      async (request, reply) =>
        sendFile(reply, await reportFile(db, request.user!, request.params.id, format)),
    );
  }

  app.post(
    '/api/assessment_domain/send_report_for_images/:id',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: "Record the report of the case's images",
        description:
          `Records the report (kind REPORT, with its .xlsx, \`GET /legal_case/{id}/file\`) of the case's images; ` +
          `the domain and its images do not change; audited. ${CASE_IMAGES} ${CHECKS} The domain must be leased ` +
          'to the caller (409); no case image: 409. A repeat answers the same record (the domain is DELIVERED ' +
          `by the caller: its case). ${IGNORED_BODY} Answers the record.`,
        params,
        response: { 200: LegalCase, ...errors },
      },
      preValidation: emptyBodyIsObject,
    },
    async (request) => sendReport(db, request.user!, request.params.id),
  );

  app.put(
    '/api/assessment_image/update_delivered_images',
    {
      config: { access: reviewScreens },
      preValidation: refuseUnknownFieldsInList(wire.DeliveredImageItem),
      schema: {
        tags,
        summary: 'Mark IDENTICAL images delivered',
        description:
          'A list (1 to 500) of images as GET returns them, or `{ id }` each; only the id is read. An image ' +
          `already delivered stays as it is (a repeat delivers nothing twice). For the others: ${CHECKS} Their ` +
          'domain must be leased to the caller (409); each must be IDENTICAL (409 naming those that are not). ' +
          'Nothing changes on a refusal; each image delivered is audited. The domain keeps its status until ' +
          '`set_delivered`. Answers `{ images, previousStatuses: [] }`.',
        body: wire.DeliveredImagesBody,
        response: { 200: wire.ImageChangeResult, ...errors },
      },
    },
    async (request) =>
      updateDeliveredImages(
        db,
        request.user!,
        request.body.map((image) => image.id),
      ),
  );

  app.put(
    '/api/assessment_domain/:id/set_delivered',
    {
      config: { access: reviewScreens },
      preValidation: [emptyBodyIsObject, refuseUnknownFields(wire.DomainUpdateReviewBody)],
      schema: {
        tags,
        summary: 'Set the domain delivered (the legal case of its delivered images)',
        description:
          'The body is the domain as GET returns it (or none): its editable fields are saved as ' +
          `\`update_review\` saves them, the server's are ignored. ${CHECKS} The domain must be leased to ` +
          'the caller (409). It delivers nothing itself: while an IDENTICAL image is undelivered, 409 naming ' +
          'it (deliver it with `update_delivered_images` first); when no image was delivered for a case, ' +
          '409. Then the legal case of the images delivered is recorded with its .xlsx, the domain becomes ' +
          'DELIVERED (returnedForComment off, parkedUntil cleared), everything is audited and the lease ends. ' +
          'A repeat of the caller’s own delivery changes nothing. Answers the domain as GET does.',
        params,
        body: wire.DomainUpdateReviewBody,
        response: { 200: wire.ReviewDomain, ...errors },
      },
    },
    async (request) =>
      setDelivered(db, request.user!, request.params.id, request.body as ReviewDomainEdit),
  );

  // ---- The extensions ----

  app.post(
    '/api/assessment_domain/:id/legal_case',
    {
      config: { access: reviewScreens, extension: 'legal-case' },
      schema: {
        tags,
        summary: 'The whole legal case in one transaction',
        description:
          `The four calls of the spec in one transaction. ${CHECKS} With \`screen: "socialMediaQualityControl"\` ` +
          `the domain must be verified too. The domain must be leased to the caller (409). ${CASE_IMAGES} None: ` +
          '409. The case is recorded with its .xlsx (`GET /legal_case/{id}/file`), the undelivered images are ' +
          'delivered, the domain becomes DELIVERED (returnedForComment off, parkedUntil cleared), everything is ' +
          'audited and the lease ends. A repeat of the caller’s own delivery answers the same case. The body ' +
          'may be absent. Answers the case.',
        params,
        body: wire.LegalCaseRequest,
        response: { 200: LegalCase, ...errors },
      },
      preValidation: emptyBodyIsObject,
    },
    async (request) => createLegalCase(db, request.user!, request.params.id, request.body.screen),
  );

  app.get(
    '/api/legal_case/:id/file',
    {
      config: { access: reviewScreens, extension: 'legal-case-records' },
      schema: {
        tags,
        summary: 'A recorded legal case or report, downloaded again',
        description:
          'The .xlsx as it was recorded (`format=xlsx`, the default), or its rows as CSV (`format=csv`).',
        params: Type.Object({ id: wire.rowId() }),
        querystring: Type.Object({
          format: Type.Optional(
            Type.Union([Type.Literal('xlsx'), Type.Literal('csv')], { default: 'xlsx' }),
          ),
        }),
        response: { 400: wire.ErrorBody, 404: wire.ErrorBody },
      },
    },
    async (request, reply) =>
      sendFile(reply, await legalCaseFile(db, request.params.id, request.query.format ?? 'xlsx')),
  );

  app.get(
    '/api/assessment_domain/:id/legal_cases',
    {
      config: { access: reviewScreens, extension: 'legal-case-records' },
      schema: {
        tags,
        summary: "The domain's legal cases and reports, newest first",
        params,
        response: { 200: Type.Array(LegalCase), 404: wire.ErrorBody },
      },
    },
    async (request) => listLegalCases(db, request.params.id),
  );
};
