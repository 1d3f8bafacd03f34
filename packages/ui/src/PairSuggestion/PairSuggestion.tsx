import type { PairMark, SuggestedMark } from '@sightings/domain-model';
import { CheckIcon, CrossIcon } from '../icons';
import { visuallyHidden } from '../theme/focusRing.css';
import { joinClassName } from '../utils/className';
import { icon, percent, suggestion as suggestionClass, words } from './PairSuggestion.css';

/**
 * The widget's words (ours: the specs know no suggestions). The mark's words and the score are
 * shown; read, they say that it is a suggestion and what the score is.
 */
export const PAIR_SUGGESTION_LABELS = {
  IDENTICAL: 'Likely identical',
  NOT_IDENTICAL: 'Likely not identical',
  /** Read before the words (not shown). */
  prefix: 'Suggestion: ',
  /** Read between the words and the score (not shown). */
  scoreLead: ' with similarity ',
  /** The score as shown, a whole percentage from 0 % to 100 %: '97%'. */
  percent: (score: number) => `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%`,
} as const;

/** What the suggestion is read as: 'Suggestion: Likely identical with similarity 97%'. */
export function pairSuggestionName(suggestion: SuggestedMark): string {
  const { prefix, scoreLead, percent } = PAIR_SUGGESTION_LABELS;
  return `${prefix}${PAIR_SUGGESTION_LABELS[suggestion.mark]}${scoreLead}${percent(suggestion.score)}`;
}

/** The suggested mark as `data-suggestion`, in the words of the grid's `data-decision`. */
const ATTRIBUTE: Record<PairMark, string> = {
  IDENTICAL: 'identical',
  NOT_IDENTICAL: 'not-identical',
};
const ICON = { IDENTICAL: CheckIcon, NOT_IDENTICAL: CrossIcon } as const;

export interface PairSuggestionProps {
  /**
   * The suggestion to show, as domain-model's `shownSuggestion` answers it (the mark and the
   * score it came from, 0 to 1); `null` or `undefined` renders nothing.
   */
  suggestion: SuggestedMark | null | undefined;
  /** For a pair to be described by it (`aria-describedby`). */
  id?: string;
  className?: string;
}

/**
 * What the `pair-similarity` extension suggests for a pair of pictures, shown beside them:
 * 'Likely identical' with a check or 'Likely not identical' with a cross, and the score as a
 * percentage, in a dashed outline so it never reads as the operator's mark (a solid badge).
 * Words and an icon, not colour alone; the tone is `data-suggestion` (identical,
 * not-identical). Read as one image named 'Suggestion: Likely identical with similarity 97%'
 * (role `img`); its text, hidden words included, reads the same, so a pair that references it
 * as its description (`aria-describedby`) is described alike whichever a reader takes. Not
 * focusable: it does nothing, it only informs. Renders nothing without a suggestion.
 */
export function PairSuggestion({ suggestion, id, className }: PairSuggestionProps) {
  if (!suggestion) return null;
  const Icon = ICON[suggestion.mark];
  return (
    <span
      id={id}
      role="img"
      aria-label={pairSuggestionName(suggestion)}
      data-suggestion={ATTRIBUTE[suggestion.mark]}
      className={joinClassName(suggestionClass, className)}
    >
      <Icon className={icon} />
      {/* Hidden words inside the words' box; readers may add a space around them, so no comma. */}
      <span className={words}>
        <span className={visuallyHidden}>{PAIR_SUGGESTION_LABELS.prefix}</span>
        {PAIR_SUGGESTION_LABELS[suggestion.mark]}
        <span className={visuallyHidden}>{PAIR_SUGGESTION_LABELS.scoreLead}</span>
      </span>
      <span className={percent}>{PAIR_SUGGESTION_LABELS.percent(suggestion.score)}</span>
    </span>
  );
}
