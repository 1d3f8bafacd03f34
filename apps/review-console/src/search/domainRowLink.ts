import { canOpen, PATHS, type Viewer } from '@sightings/domain-model';

/**
 * Where a domain row of the review tables leads (001 §2.6, §6; 002 "Search page": "Table rows
 * link to the review screen when the user has the review permission"): the domain's final
 * review, or /403 for a viewer without reviewPermission (an admin has it).
 */
export function domainRowHref(viewer: Viewer | null, domain: string): string {
  if (!viewer || !canOpen(viewer, PATHS.finalReview)) return PATHS.forbidden;
  return `${PATHS.finalReview}?${new URLSearchParams({ domainName: domain }).toString()}`;
}

/** Opens a console page in a new window that cannot reach this one (`noopener`). */
export function openInNewWindow(href: string): void {
  window.open(href, '_blank', 'noopener');
}
