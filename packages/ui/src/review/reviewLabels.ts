import { QC_NOT_IDENTICAL_LABEL, SUMMARY_LABELS, type ImageStatus } from '@sightings/domain-model';

/*
 * The review widgets' own words: labels the specs name as fields (001 §2.1, §2.2, §3) but do
 * not quote as texts. The specs' quoted texts (notices, buttons, messages) come from
 * `TEXTS` of domain-model and are never retyped here.
 */

/**
 * An image status as the review screens name it: domain-model's summary labels, with 001
 * §2.1's 'Non-identical' for NOT_IDENTICAL (the word the quality control summary uses).
 */
export const IMAGE_STATUS_NAMES: Record<ImageStatus, string> = {
  IDENTICAL: SUMMARY_LABELS.IDENTICAL,
  PENDING: SUMMARY_LABELS.PENDING,
  OFFLINE: SUMMARY_LABELS.OFFLINE,
  DUPLICATE: SUMMARY_LABELS.DUPLICATE,
  LEGITIMATE: SUMMARY_LABELS.LEGITIMATE,
  NOT_PURSUABLE: SUMMARY_LABELS.NOT_PURSUABLE,
  NOT_IDENTICAL: QC_NOT_IDENTICAL_LABEL,
};

/** The default status name: `IMAGE_STATUS_NAMES`. */
export const imageStatusName = (status: ImageStatus): string => IMAGE_STATUS_NAMES[status];

/** What a missing value reads as, to a screen reader (a dash shows). */
export const NOT_AVAILABLE = 'Not available';
