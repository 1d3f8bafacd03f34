import type { SearchPaging, UsageSearchForm } from '@sightings/domain-model';
import { Notice, type CountryRef } from '@sightings/ui';

/** The props of the usage tabs (`usages/UsageSearchTab`, built apart). */
export interface UsageTabProps {
  engine: 'postgres' | 'clickhouse';
  form: UsageSearchForm;
  paging: SearchPaging;
  searched: boolean;
  onNavigate: (next: { form: UsageSearchForm; paging: SearchPaging }) => void;
  countries: readonly CountryRef[];
  agencies: readonly string[];
  domainHref: (row: { domain: string }) => string | null;
}

/**
 * Stands in for the usage tabs until `usages/UsageSearchTab` is mounted: says so, never fails
 * silently (issue 15).
 */
export function UsageTabPlaceholder({ engine }: UsageTabProps) {
  return (
    <Notice tone="info">
      {engine === 'clickhouse'
        ? 'The ClickHouse usage search is not available yet.'
        : 'The usage search is not available yet.'}
    </Notice>
  );
}
