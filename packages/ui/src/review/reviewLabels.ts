import type { ImageStatus } from '@sightings/domain-model';

/*
 * The review widgets' own words: labels the specs name as fields (001 §2.1, §2.2, §3) but do
 * not quote as texts. The specs' quoted texts (notices, buttons, messages) come from
 * `TEXTS` of domain-model and are never retyped here.
 */

/**
 * An image status as the review screens name it: 001 §2.1 names the summary's 'Identical',
 * 'Pending' and 'Non-identical'; the others follow 001 §2.4's words.
 */
export const IMAGE_STATUS_NAMES: Record<ImageStatus, string> = {
  IDENTICAL: 'Identical',
  PENDING: 'Pending',
  OFFLINE: 'Offline',
  DUPLICATE: 'Duplicate',
  LEGITIMATE: 'Legitimate',
  NOT_PURSUABLE: 'Not pursuable',
  NOT_IDENTICAL: 'Non-identical',
};

/** The default status name: `IMAGE_STATUS_NAMES`. */
export const imageStatusName = (status: ImageStatus): string => IMAGE_STATUS_NAMES[status];

/** What a missing value reads as, to a screen reader (a dash shows). */
export const NOT_AVAILABLE = 'Not available';
