import type { PairSimilarity } from '../wire/images';
import type { PairLoadState } from './imagesFlow.rules';
import { PAIR_MARKS, type PairMark } from './imageStatus';

/**
 * The suggestions of the `pair-similarity` extension on the Images page (docs/images-page.md
 * "Suggestions"). With it, each reserved image carries `similarity` { score, suggestion } from
 * the fingerprints of its two pictures. A suggestion is shown beside the pictures and the
 * operator may accept the group's suggestions with one key; it is never a mark by itself:
 * - a pair shows its suggestion only when the server offers the extension, sent a suggestion,
 *   and both pictures are on screen (the operator can see what the suggestion is about);
 * - accepting marks only the unmarked pairs that show a suggestion: never a pair whose picture
 *   is still loading or failed, and never over the operator's own mark;
 * - the marks it sets are ordinary marks: the operator can change them, and saves as always.
 */

/** How each picture of a pair ended, as the grid reports it (loading, loaded or failed). */
export interface PictureLoads {
  original: PairLoadState;
  found: PairLoadState;
}

/** A suggestion as the page shows it: the mark suggested and the score it came from (0 to 1). */
export interface SuggestedMark {
  mark: PairMark;
  score: number;
}

export interface SuggestionInput {
  /** Whether the server offers `pair-similarity` (`GET /capabilities`). */
  offered: boolean;
  /** The image's `similarity` as reserved: null while not fingerprinted, absent when not asked. */
  similarity: PairSimilarity | null | undefined;
  /** How the pair's pictures ended; `undefined` while the grid has not reported the pair. */
  pictures: PictureLoads | undefined;
}

const isPairMark = (value: unknown): value is PairMark =>
  (PAIR_MARKS as readonly unknown[]).includes(value);

/** The similarity's suggestion when it is one (a mark, with a score from 0 to 1), else null. */
function suggestionOf(similarity: PairSimilarity | null | undefined): SuggestedMark | null {
  if (!similarity || !isPairMark(similarity.suggestion)) return null;
  const { score } = similarity;
  if (typeof score !== 'number' || !(score >= 0 && score <= 1)) return null;
  return { mark: similarity.suggestion, score };
}

/** Both pictures on screen. */
const bothLoaded = (pictures: PictureLoads | undefined) =>
  pictures?.original === 'loaded' && pictures.found === 'loaded';

/** A picture failed (an error, none at all, or the 30-second cap). */
const anyFailed = (pictures: PictureLoads | undefined) =>
  pictures?.original === 'failed' || pictures?.found === 'failed';

/**
 * What a pair shows beside its pictures: its suggestion, or null (nothing shown) when the
 * server does not offer the extension, sent no suggestion (not fingerprinted yet, or a score
 * between the thresholds), or either picture is not on screen (still loading, or failed).
 */
export function shownSuggestion({
  offered,
  similarity,
  pictures,
}: SuggestionInput): SuggestedMark | null {
  if (!offered || !bothLoaded(pictures)) return null;
  return suggestionOf(similarity);
}

/** A pair of the group, with the similarity it was reserved with. */
export interface SuggestionPair {
  id: number;
  similarity?: PairSimilarity | null;
}

/** The pairs accepting the suggestions leaves alone, and why. */
export interface SuggestionsLeft {
  /** Marked by the operator: the mark stays, whatever the suggestion. */
  markedIds: number[];
  /** Unmarked, without a suggestion (not fingerprinted yet, or between the thresholds). */
  withoutSuggestionIds: number[];
  /** Unmarked, with a suggestion, but a picture still loading: not shown yet. */
  loadingIds: number[];
  /** Unmarked, with a suggestion, but a picture failed: never shown (saved as OFFLINE). */
  failedIds: number[];
}

/** One mark accepting sets. */
export interface AcceptedMark {
  id: number;
  mark: PairMark;
}

export type AcceptSuggestionsStep =
  /** Set `marks` (each unmarked pair that shows a suggestion takes it); `left` stay as they are. */
  | { kind: 'mark'; marks: AcceptedMark[]; left: SuggestionsLeft }
  /** No unmarked pair shows a suggestion: nothing changes (`left` says why). */
  | { kind: 'nothing'; left: SuggestionsLeft };

/**
 * The "accept suggestions" key of the Images page: every unmarked pair of `pairs` whose
 * suggestion is shown (`shownSuggestion`, the extension taken as offered) takes the suggested
 * mark. A pair the operator marked keeps the mark; a pair without a suggestion, or whose
 * pictures are not both on screen, stays unmarked for the operator. In the order of `pairs`.
 */
export function acceptSuggestions(
  pairs: readonly SuggestionPair[],
  marks: Readonly<Record<number, PairMark | undefined>>,
  pictures: Readonly<Record<number, PictureLoads | undefined>>,
): AcceptSuggestionsStep {
  const accepted: AcceptedMark[] = [];
  const left: SuggestionsLeft = {
    markedIds: [],
    withoutSuggestionIds: [],
    loadingIds: [],
    failedIds: [],
  };
  for (const { id, similarity } of pairs) {
    if (marks[id]) {
      left.markedIds.push(id);
      continue;
    }
    const loads = pictures[id];
    const shown = shownSuggestion({ offered: true, similarity, pictures: loads });
    if (shown) accepted.push({ id, mark: shown.mark });
    else if (!suggestionOf(similarity)) left.withoutSuggestionIds.push(id);
    else if (anyFailed(loads)) left.failedIds.push(id);
    else left.loadingIds.push(id);
  }
  return accepted.length ? { kind: 'mark', marks: accepted, left } : { kind: 'nothing', left };
}
