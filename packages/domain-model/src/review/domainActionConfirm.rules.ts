import { TEMPLATES, TEXTS } from '../texts';
import type { DomainAction } from './domainFlow';

/**
 * Which domain action asks before it runs, and what it asks (spec 001 §4.5): "A confirm 'Are
 * you sure that you want to change your domain?' is used for domain-level buttons"; submit as
 * comment asks 'Are you sure you want to submit comment'; the blacklist toggle asks 'Would you
 * like to add/remove {domain} to/from the blacklist?' (Yes/No).
 *
 * Our reading (docs/review-screens.md "Confirms"): every domain-level action that cannot be
 * taken back from the screen asks, by button or by shortcut alike, in the one confirm dialog:
 * approve, submit for review, hold, the legal case and the two returns leave the domain (it goes
 * to another queue or is delivered), submit as comment sends the domain back to its operator.
 * Save does not ask (the next save changes it again). Park asks in its own dialog, which takes
 * the date (Cancel and Escape leave everything as it was). The blacklist toggle asks with the
 * spec's own text; adding is the destructive way, so its confirm focuses No (`danger`), every
 * other confirm focuses Yes so that Enter confirms.
 */

/** How an action asks: not at all, in the park dialog, or in the confirm dialog with a text. */
export type DomainActionConfirmKind =
  'none' | 'parkDialog' | 'domainChange' | 'submitComment' | 'blacklist';

/** The table: one row per domain action. */
export const DOMAIN_ACTION_CONFIRMS: Record<DomainAction, DomainActionConfirmKind> = {
  save: 'none',
  approve: 'domainChange',
  submitAsComment: 'submitComment',
  submitForReview: 'domainChange',
  hold: 'domainChange',
  park: 'parkDialog',
  blacklistAdd: 'blacklist',
  blacklistRemove: 'blacklist',
  legalCase: 'domainChange',
  returnForReview: 'domainChange',
  returnForQc: 'domainChange',
};

export type DomainActionConfirm =
  | { kind: 'none' }
  | { kind: 'parkDialog' }
  | {
      kind: 'confirm';
      /** The question, quoted from the spec. */
      message: string;
      /** `primary`: Yes has the focus (Enter confirms); `danger`: No has it. */
      tone: 'primary' | 'danger';
    };

/** What `action` asks before it runs on `domain` (its name, for the blacklist's question). */
export function decideDomainActionConfirm(
  action: DomainAction,
  domain: string,
): DomainActionConfirm {
  const kind = DOMAIN_ACTION_CONFIRMS[action];
  switch (kind) {
    case 'none':
    case 'parkDialog':
      return { kind };
    case 'domainChange':
      return { kind: 'confirm', message: TEXTS.review.confirmDomainChange, tone: 'primary' };
    case 'submitComment':
      return { kind: 'confirm', message: TEXTS.review.confirmSubmitComment, tone: 'primary' };
    case 'blacklist': {
      const adding = action === 'blacklistAdd';
      return {
        kind: 'confirm',
        message: TEMPLATES.blacklistConfirm(adding ? 'add' : 'remove', domain),
        tone: adding ? 'danger' : 'primary',
      };
    }
  }
}
