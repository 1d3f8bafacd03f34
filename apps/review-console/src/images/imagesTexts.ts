import type {
  AcceptedMark,
  BulkMarkSkipped,
  PairMark,
  SuggestionsLeft,
} from '@sightings/domain-model';

/*
 * The Images page's own texts (the specs give none for these): the confirmations' counts, the
 * second step's notice and the suggestions' key. The specs' texts stay in domain-model's
 * `TEXTS`; the suggestion's own words ('Likely identical') are the widget's
 * (`PAIR_SUGGESTION_LABELS` in ui).
 */

/** '1 pair', '3 pairs'. */
export const pairs = (count: number) => (count === 1 ? '1 pair' : `${count} pairs`);

const markName = (decision: PairMark) => (decision === 'IDENTICAL' ? 'IDENTICAL' : 'NOT IDENTICAL');

/** What a bulk mark leaves alone, as a sentence ('' when nothing). */
function skippedText({ failedIds, loadingIds }: BulkMarkSkipped): string {
  const parts: string[] = [];
  if (failedIds.length) {
    const one = failedIds.length === 1;
    parts.push(
      `${pairs(failedIds.length)} whose picture failed to load ${one ? 'stays' : 'stay'} unmarked and ${one ? 'is' : 'are'} saved as OFFLINE.`,
    );
  }
  if (loadingIds.length) {
    parts.push(
      `${pairs(loadingIds.length)} still loading ${loadingIds.length === 1 ? 'stays' : 'stay'} unmarked.`,
    );
  }
  return parts.join(' ');
}

/** The 'Mark LEFT as …' confirmation. */
export function markLeftMessage(count: number, decision: PairMark, skipped: BulkMarkSkipped) {
  const question = `Mark the ${pairs(count)} left unmarked as ${markName(decision)}?`;
  const rest = skippedText(skipped);
  return rest ? `${question} ${rest}` : question;
}

/** 'Mark LEFT as …' with nothing to mark: why. */
export function nothingToMarkMessage(skipped: BulkMarkSkipped) {
  const rest = skippedText(skipped);
  return rest ? `No pair to mark: ${rest}` : 'Every pair of this group is marked.';
}

/** The all-identical confirmation (spec 000 "Images page flow" 2), with what goes OFFLINE. */
export function allIdenticalMessage(identical: number, offline: number) {
  if (!offline) return `All ${pairs(identical)} are marked IDENTICAL. Save them all as identical?`;
  return `All ${pairs(identical)} you could judge are marked IDENTICAL. Save them all as identical? ${pairs(offline)} whose picture failed to load will be saved as OFFLINE.`;
}

/** The unmarked confirmation (spec 000 "Images page flow" 3); `failed` go OFFLINE unlisted. */
export function unmarkedMessage(unmarked: number, failed: number) {
  const main = `There are ${unmarked} unmarked images. They will be saved as OFFLINE. Do you want to proceed?`;
  return failed
    ? `${main} (${pairs(failed)} whose picture failed to load will be saved as OFFLINE too.)`
    : main;
}

/** The second step's notice: how many of the listed pairs are still unmarked. */
export function secondStepNotice(listed: number, stillUnmarked: number) {
  const which =
    stillUnmarked === listed
      ? `These ${pairs(listed)} are`
      : `${stillUnmarked} of these ${listed} pairs are`;
  return `${which} unmarked and will be saved as OFFLINE. Mark any you can decide, then CONFIRM.`;
}

/** The key that accepts the group's suggestions (extension `pair-similarity`), as listed by ?. */
export const ACCEPT_SUGGESTIONS = {
  keys: 'A',
  description: 'Accept the suggestions shown on unmarked pairs',
} as const;

/** '1 suggestion', '3 suggestions'. */
const suggestions = (count: number) => (count === 1 ? '1 suggestion' : `${count} suggestions`);

/** The pairs with a suggestion whose pictures are still on their way ('' when none). */
function stillLoadingText({ loadingIds }: SuggestionsLeft): string {
  if (!loadingIds.length) return '';
  const verb = loadingIds.length === 1 ? 'is' : 'are';
  return `${pairs(loadingIds.length)} with a suggestion ${verb} still loading.`;
}

/**
 * The suggestions were accepted: how many of each mark, and how many pairs the operator still
 * has to decide ('Accepted 12 suggestions: 8 IDENTICAL, 4 NOT IDENTICAL. 38 pairs left unmarked
 * for you.').
 */
export function acceptedSuggestionsMessage(marks: readonly AcceptedMark[], left: SuggestionsLeft) {
  const identical = marks.filter((accepted) => accepted.mark === 'IDENTICAL').length;
  const different = marks.length - identical;
  const counts = [
    identical ? `${identical} ${markName('IDENTICAL')}` : '',
    different ? `${different} ${markName('NOT_IDENTICAL')}` : '',
  ].filter(Boolean);
  const unmarked =
    left.withoutSuggestionIds.length + left.loadingIds.length + left.failedIds.length;
  return [
    `Accepted ${suggestions(marks.length)}: ${counts.join(', ')}.`,
    unmarked ? `${pairs(unmarked)} left unmarked for you.` : '',
    stillLoadingText(left),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Nothing to accept: no unmarked pair shows a suggestion (yet, when some are still loading). */
export function noSuggestionsMessage(left: SuggestionsLeft) {
  const loading = stillLoadingText(left);
  return loading ? `No suggestions to accept yet: ${loading}` : 'No suggestions to accept.';
}
