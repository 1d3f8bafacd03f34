/*
 * The review screens' own texts (the spec gives none for these): the undo of a status change
 * and the domain arrows. The spec's texts stay in domain-model's `TEXTS`.
 */

/** The status change toast: 'The status of 1 image changed.', '… of 3 images changed.' */
export const statusChanged = (count: number) =>
  count === 1 ? 'The status of 1 image changed.' : `The status of ${count} images changed.`;

/** The status change toast's action. */
export const UNDO = 'Undo';

/** After the undo went through. */
export const STATUS_CHANGE_UNDONE = 'Status change undone';

/** The header arrows: on the review screens they move between domains, not pages. */
export const PREVIOUS_DOMAIN = 'Previous domain';
export const NEXT_DOMAIN = 'Next domain';

/** Final review's returns (001 §4.5 names them, quotes no text): the toast after each. */
export const RETURNED = {
  returnForQc: 'Returned for quality control',
  returnForReview: 'Returned for review',
} as const;

/**
 * Social media QC's Verified checkbox (001 §2.5, §3 `verified`; ours: the operator sets it and
 * it is saved with the domain; the legal case gate reads the saved value).
 */
export const VERIFIED = 'Verified';
