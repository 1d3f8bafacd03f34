import { formatDate, formatDomainFlowStatus, type DomainFlowStatus } from '@sightings/domain-model';
import { useId, type ReactNode } from 'react';
import { SpinnerIcon } from '../../icons';
import { visuallyHidden } from '../../theme/focusRing.css';
import { joinClassName } from '../../utils/className';
import { NOT_AVAILABLE } from '../reviewLabels';
import { list, row, shortName, spinner, term, title, value, details } from './ReviewDetails.css';

/** The block's title and its three terms (001 §2.1 names them). */
export const REVIEW_DETAILS_LABELS = {
  title: 'Review details',
  operator: 'Operator',
  reviewDate: 'Review date',
  domainFlowStatus: 'Domain flow status',
  loading: 'Loading review details',
} as const;

export interface ReviewDetailsProps {
  /** Who last worked on the domain (`updatedByName`); null when nobody has. */
  operator: string | null;
  /** When (`updatedAt`, ISO-8601); shown as DD-MM-YYYY; null when never. */
  reviewDate: string | null;
  /** The domain's flow status, shown by its short and full name; null when it has none. */
  domainFlowStatus: DomainFlowStatus | null;
  /** While the domain loads: the values are replaced by a spinner and the block is busy. */
  isLoading?: boolean;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A missing value: a dash, read as 'Not available'. */
function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>{NOT_AVAILABLE}</span>
    </>
  );
}

/**
 * The review-details block of the review screens (001 §2.1): Operator, Review date
 * (DD-MM-YYYY, `formatDate`) and Domain flow status (its short name, e.g. 'PQC', and its full
 * name, `formatDomainFlowStatus`). A description list under a heading, named by it.
 */
export function ReviewDetails({
  operator,
  reviewDate,
  domainFlowStatus,
  isLoading = false,
  headingLevel = 2,
  className,
}: ReviewDetailsProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const date = formatDate(reviewDate);
  const show = (content: ReactNode) =>
    isLoading ? <SpinnerIcon className={spinner} /> : (content ?? <Missing />);
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      className={joinClassName(details, className)}
    >
      <Heading id={titleId} className={title}>
        {REVIEW_DETAILS_LABELS.title}
        {isLoading ? (
          <span className={visuallyHidden}> ({REVIEW_DETAILS_LABELS.loading})</span>
        ) : null}
      </Heading>
      <dl className={list}>
        <div className={row}>
          <dt className={term}>{REVIEW_DETAILS_LABELS.operator}</dt>
          <dd className={value}>{show(operator?.trim() ? operator : null)}</dd>
        </div>
        <div className={row}>
          <dt className={term}>{REVIEW_DETAILS_LABELS.reviewDate}</dt>
          <dd className={value}>
            {show(date ? <time dateTime={reviewDate ?? undefined}>{date}</time> : null)}
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>{REVIEW_DETAILS_LABELS.domainFlowStatus}</dt>
          <dd className={value} data-status={domainFlowStatus ?? 'none'}>
            {show(
              domainFlowStatus ? (
                <>
                  <span className={shortName}>
                    {formatDomainFlowStatus(domainFlowStatus, 'short')}
                  </span>{' '}
                  {formatDomainFlowStatus(domainFlowStatus, 'full')}
                </>
              ) : null,
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
