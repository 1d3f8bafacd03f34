import {
  formatCommentTime,
  formatDate,
  REVIEW_COMPANY_FIELDS,
  REVIEW_ERROR_TOAST_MS,
  TEXTS,
  type LegalCase,
} from '@sightings/domain-model';
import {
  Button,
  Columns,
  COMPANY_FIELD_LABELS,
  Inline,
  Notice,
  ReviewDetails,
  Stack,
} from '@sightings/ui';
import { useState } from 'react';
import { api } from '../api';
import { downloadFile } from '../download';
import { toasts, whileLoading } from '../feedback/feedback';
import { useExtension } from '../session/capabilities';
import { HistoryEntries } from './HistoryDialog';
import type { ReadOnlyDomain } from './store/domainState';
import * as styles from './ReviewScreen.css';

/** The read-only view's words (ours: the spec has no such view). */
export const READ_ONLY_TEXTS = {
  notice: (domain: string) =>
    `${domain} was delivered in a legal case: it has left the review flow and is shown read-only.`,
  details: 'Domain details',
  /** The Website radio group's choice; 'Website' itself names the company's web address below. */
  websiteType: 'Website type',
  history: 'Domain history',
  legalCase: 'Legal case',
  download: 'Download the legal case report',
  caseOf: (at: string, by: string | null, count: number) =>
    `Delivered ${formatCommentTime(at)}${by ? ` by ${by}` : ''}: ${count} ${count === 1 ? 'image' : 'images'}.`,
  noCase: 'No legal case report is recorded for this domain.',
  /** A server without `legal-case-records` keeps no report to download again. */
  notKept: 'This server does not keep legal case reports: the file saved at delivery is the copy.',
  next: 'Next domain of the queue',
} as const;

const orDash = (value: string | null | undefined) => (value ? value : '–');

/**
 * A delivered domain opened by name (a review table's row): it cannot be reserved or changed, so
 * instead of an error whose Try again cannot help, its details, its legal case report to
 * download again, and its history (docs/review-screens.md "A domain that left the queues").
 */
export function ReadOnlyDomainView({ view, onNext }: { view: ReadOnlyDomain; onNext: () => void }) {
  const { domain, legalCase, legalCaseError } = view;
  return (
    <Stack>
      <Notice tone="info">{READ_ONLY_TEXTS.notice(domain.domain)}</Notice>
      <Columns ratio="2:1">
        <Stack>
          <section aria-labelledby="read-only-details">
            <h2 id="read-only-details" className={styles.sectionTitle}>
              {READ_ONLY_TEXTS.details}: {domain.domain}
            </h2>
            <dl className={styles.facts}>
              <dt className={styles.term}>{READ_ONLY_TEXTS.websiteType}</dt>
              <dd className={styles.value}>
                {domain.commercialWebSite === true
                  ? TEXTS.domains.commercial
                  : domain.commercialWebSite === false
                    ? `${TEXTS.domains.nonCommercial} (${orDash(domain.noCommercialCause)})`
                    : '–'}
              </dd>
              <dt className={styles.term}>Country</dt>
              <dd className={styles.value}>
                {orDash(domain.priorityCountry ?? domain.otherCountries)}
              </dd>
              <dt className={styles.term}>Language</dt>
              <dd className={styles.value}>
                {orDash(domain.priorityLanguage ?? domain.otherLanguage)}
              </dd>
              {REVIEW_COMPANY_FIELDS.map((field) => (
                <div key={field} className={styles.factRow}>
                  <dt className={styles.term}>{COMPANY_FIELD_LABELS[field]}</dt>
                  <dd className={styles.value}>{orDash(domain[field])}</dd>
                </div>
              ))}
              {domain.parkedUntil ? (
                <>
                  <dt className={styles.term}>Parked until</dt>
                  <dd className={styles.value}>{formatDate(domain.parkedUntil)}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </Stack>
        <Stack>
          <ReviewDetails
            operator={domain.updatedByName}
            reviewDate={domain.updatedAt}
            domainFlowStatus={domain.domainFlowStatus}
          />
          <LegalCaseReport legalCase={legalCase} error={legalCaseError} />
          <Inline align="end">
            <Button variant="secondary" onPress={onNext}>
              {READ_ONLY_TEXTS.next}
            </Button>
          </Inline>
        </Stack>
      </Columns>
      <Stack elementType="section" aria-labelledby="read-only-history">
        <h2 id="read-only-history" className={styles.sectionTitle}>
          {READ_ONLY_TEXTS.history}
        </h2>
        <HistoryEntries domainId={domain.id} />
      </Stack>
    </Stack>
  );
}

/**
 * The recorded legal case's .xlsx, as it was written, again (`GET /legal_case/{id}/file`): only
 * from a server offering `legal-case-records`; without it a sentence says so.
 */
function LegalCaseReport({
  legalCase,
  error,
}: {
  legalCase: LegalCase | null;
  error: string | null;
}) {
  const records = useExtension('legal-case-records');
  const [downloading, setDownloading] = useState(false);
  const download = async (one: LegalCase) => {
    setDownloading(true);
    try {
      const file = await whileLoading(api.review.legalCaseFile(one.id, 'xlsx'));
      downloadFile(file.blob, file.fileName ?? one.fileName);
    } catch (failure) {
      toasts.error(failure instanceof Error ? failure.message : String(failure), {
        timeout: REVIEW_ERROR_TOAST_MS,
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack elementType="section" aria-labelledby="read-only-legal-case">
      <h2 id="read-only-legal-case" className={styles.sectionTitle}>
        {READ_ONLY_TEXTS.legalCase}
      </h2>
      {records === false ? <p className={styles.term}>{READ_ONLY_TEXTS.notKept}</p> : null}
      {records && error ? <p role="alert">{error}</p> : null}
      {records && !error && !legalCase ? (
        <p className={styles.term}>{READ_ONLY_TEXTS.noCase}</p>
      ) : null}
      {records && legalCase ? (
        <>
          <p className={styles.value}>
            {READ_ONLY_TEXTS.caseOf(
              legalCase.createdAt,
              legalCase.createdBy,
              legalCase.imageIds.length,
            )}
          </p>
          <Inline align="end">
            <Button
              variant="primary"
              onPress={() => void download(legalCase)}
              isPending={downloading}
            >
              {READ_ONLY_TEXTS.download}
            </Button>
          </Inline>
        </>
      ) : null}
    </Stack>
  );
}
