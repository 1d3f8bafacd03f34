import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REVIEW_SCREENS, wire } from '@sightings/domain-model';
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import {
  deliverLegalCase,
  legalCaseFile,
  listLegalCases,
  reportFile,
  sendReport,
  type ReportFile,
} from '../services/legalCase';
import { attachment, CSV_TYPE, XLSX_TYPE } from '../services/report';

/** The three review screens (spec 001 §6; the legal case is offered on all three); admin passes. */
const reviewScreens: Access = {
  anyOf: ['qualityControlPermission', 'reviewPermission', 'socialMediaPermitted'],
};

/** The most images one case names. */
const MAX_CASE_IMAGES = 5000;

const caseFields = {
  imageIds: Type.Optional(
    Type.Array(wire.rowId(), {
      maxItems: MAX_CASE_IMAGES,
      description:
        'The IDENTICAL images the screen shows; absent: every IDENTICAL undelivered one.',
    }),
  ),
  screen: Type.Optional(
    Type.Union(
      REVIEW_SCREENS.map((screen) => Type.Literal(screen)),
      { description: 'The screen asking; socialMediaQualityControl needs a verified domain.' },
    ),
  ),
};
const CaseRequest = Type.Object(caseFields, { additionalProperties: false });

const { LegalCase } = wire;

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

/**
 * The options every call that answers the legal case shares: the review screens' access, the
 * tag, and the case or an error as the answer. `schema` adds its summary, description, params
 * and body.
 */
function answersCase<
  S extends { summary: string; description: string; params?: TSchema; body: TSchema },
>(schema: S) {
  return {
    config: { access: reviewScreens },
    schema: { tags: ['legal case'], ...schema, response: { 200: LegalCase, ...errors } },
  };
}

/** A POST of these calls may come without a body (the spec shows none): read as `{}`. */
const emptyBodyIsObject = async (request: { body: unknown }) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

const GATE =
  'The legal case needs, from the transition table (`decideDomainAction("legalCase")`), a review screen ' +
  'of the caller offering it (else 403) and a working flow status (PQC RQC PFR RFR PARK HOLD; else 409 ' +
  'CONFLICT), and the gate: at least one IDENTICAL undelivered image, and a verified domain on social ' +
  'media QC (the `screen` named, or a social domain) (else 409). `imageIds` must be sightings of the ' +
  'domain (else 400) that are still IDENTICAL and undelivered (else 409 naming them).';

/** The legal case of spec 001 §4.5 and §7 (docs/legal-case.md). */
export const legalCaseRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.put(
    '/api/assessment_domain/:id/set_delivered',
    {
      ...answersCase({
        summary: 'Create the legal case: deliver the IDENTICAL images, the domain DELIVERED',
        description:
          `In one transaction with the domain locked. ${GATE} The domain must be leased to the caller (409 ` +
          'otherwise). The images are delivered (locked), the domain becomes DELIVERED (returnedForComment off, ' +
          'parkedUntil cleared), the case is recorded with its .xlsx (`GET /legal_case/{id}/file`), everything ' +
          'is audited and the lease ends. A repeat of the caller’s own delivery answers the same case. ' +
          'Answers the case.',
        params: wire.DomainIdParams,
        body: CaseRequest,
      }),
      preValidation: emptyBodyIsObject,
    },
    async (request) => deliverLegalCase(db, request.user!, request.params.id, request.body),
  );

  app.put(
    '/api/assessment_image/update_delivered_images',
    answersCase({
      summary: 'Deliver these images of a domain: the legal case, named by its images',
      description:
        '`{ domainId, imageIds, screen? }`: the same legal case as `set_delivered` (either call does all of it; ' +
        'the second answers the first’s case). Answers the case.',
      body: Type.Object(
        {
          domainId: wire.rowId(),
          imageIds: Type.Array(wire.rowId(), { minItems: 1, maxItems: MAX_CASE_IMAGES }),
          screen: caseFields.screen,
        },
        { additionalProperties: false },
      ),
    }),
    async (request) => {
      const { domainId, ...rest } = request.body;
      return deliverLegalCase(db, request.user!, domainId, rest);
    },
  );

  app.post(
    '/api/assessment_domain/send_report_for_images/:id',
    {
      ...answersCase({
        summary: 'Record the report of the images the legal case would deliver',
        description:
          `${GATE} The domain must be leased to the caller (409). Records the report (kind REPORT, with its .xlsx) ` +
          'without changing the domain or its images; audited. A repeat answers the same report; on a domain ' +
          'the caller delivered, the case. Answers the record.',
        params: wire.DomainIdParams,
        body: CaseRequest,
      }),
      preValidation: emptyBodyIsObject,
    },
    async (request) => sendReport(db, request.user!, request.params.id, request.body),
  );

  app.post(
    '/api/assessment_domain/report_xlsx_for_images/:id',
    {
      config: { access: reviewScreens },
      schema: {
        tags: ['legal case'],
        summary: 'The legal case report as .xlsx',
        description:
          'One row per IDENTICAL undelivered image (domain, company details, agency, image id, photographer, ' +
          'original file name, image and usage URLs, found at, first seen, difference, registration) and a ' +
          '"Case" sheet. On a DELIVERED domain: the recorded file of its legal case. Otherwise a preview (not ' +
          `recorded, nothing changed). ${GATE} Answers the file as an attachment.`,
        params: wire.DomainIdParams,
        body: CaseRequest,
        response: errors,
      },
      preValidation: emptyBodyIsObject,
    },
    async (request, reply) =>
      sendFile(reply, await reportFile(db, request.user!, request.params.id, 'xlsx', request.body)),
  );

  app.post(
    '/api/assessment_image/report_csv_for_images/:id',
    {
      config: { access: reviewScreens },
      schema: {
        tags: ['legal case'],
        summary: 'The legal case report as CSV (`{id}`: the domain)',
        description:
          'The rows of `report_xlsx_for_images` as CSV (UTF-8 with a BOM, CRLF; a cell starting with = + - @ is ' +
          'prefixed with an apostrophe so no spreadsheet runs it). `{id}` is the domain’s id.',
        params: wire.DomainIdParams,
        body: CaseRequest,
        response: errors,
      },
      preValidation: emptyBodyIsObject,
    },
    async (request, reply) =>
      sendFile(reply, await reportFile(db, request.user!, request.params.id, 'csv', request.body)),
  );

  app.get(
    '/api/legal_case/:id/file',
    {
      config: { access: reviewScreens, extension: 'legal-case-records' },
      schema: {
        tags: ['legal case'],
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
        tags: ['legal case'],
        summary: "The domain's legal cases and reports, newest first",
        params: wire.DomainIdParams,
        response: { 200: Type.Array(LegalCase), 404: wire.ErrorBody },
      },
    },
    async (request) => listLegalCases(db, request.params.id),
  );
};
