import type { ImageStatus } from '@sightings/domain-model';
import { useId, useMemo } from 'react';
import { Button } from '../../Button/Button';
import { ComboBox, ComboBoxItem } from '../../ComboBox/ComboBox';
import { joinClassName } from '../../utils/className';
import { imageStatusName } from '../reviewLabels';
import { bar, footer, result, title as titleClass } from './ReviewFilterBar.css';

/** The filter bar's fields (001 §2.4), in the spec's order. */
export const REVIEW_FILTER_FIELDS = [
  'status',
  'agency',
  'imageId',
  'usageUrl',
  'imageUrl',
  'difference',
] as const;
export type ReviewFilterField = (typeof REVIEW_FILTER_FIELDS)[number];

/** One value per field, or null for any. */
export interface ReviewFilterValue {
  status: ImageStatus | null;
  agency: string | null;
  imageId: string | null;
  usageUrl: string | null;
  imageUrl: string | null;
  difference: number | null;
}

/** The values each field offers (the server's `images_fields_info`). */
export interface ReviewFilterOptions {
  status: readonly ImageStatus[];
  agency: readonly string[];
  imageId: readonly string[];
  usageUrl: readonly string[];
  imageUrl: readonly string[];
  difference: readonly number[];
}

export const EMPTY_REVIEW_FILTER: ReviewFilterValue = {
  status: null,
  agency: null,
  imageId: null,
  usageUrl: null,
  imageUrl: null,
  difference: null,
};

/** The bar's words (ours; the spec names the fields: image status, agency id, …). */
export const REVIEW_FILTER_LABELS = {
  title: 'Filter images',
  status: 'Image status',
  agency: 'Agency id',
  imageId: 'Image id',
  usageUrl: 'Usage url',
  imageUrl: 'Image url',
  difference: 'Difference',
  any: 'Any',
  reset: 'Reset',
  result: (count: number) => (count === 1 ? '1 image matches' : `${count} images match`),
} as const;

export interface ReviewFilterBarProps {
  value: ReviewFilterValue;
  /** A field changed: the whole filter as it is now. */
  onChange: (value: ReviewFilterValue) => void;
  /** Reset: every field back to any (the bar also empties its fields). */
  onReset: () => void;
  options: ReviewFilterOptions;
  /** How many images match (the server's `totalElements`); nothing shown when absent. */
  resultCount?: number | null;
  isDisabled?: boolean;
  className?: string;
}

const keyOf = (field: ReviewFilterField, value: ReviewFilterValue): string | null => {
  const current = value[field];
  return current === null ? null : String(current);
};

/**
 * The final review filter bar (001 §2.4): image status, agency id, image id, usage url, image
 * url and difference, each a combo box of the domain's own values (type to narrow, ArrowDown to
 * open, Enter to pick; emptying the text means any), and Reset. The screen sends the filter to
 * the server, which answers the table's page (`images_by_domain_filter`). A search landmark
 * named 'Filter images'; the result count is a polite status.
 */
export function ReviewFilterBar({
  value,
  onChange,
  onReset,
  options,
  resultCount = null,
  isDisabled = false,
  className,
}: ReviewFilterBarProps) {
  const titleId = useId();
  const active = REVIEW_FILTER_FIELDS.some((field) => value[field] !== null);
  const set = (field: ReviewFilterField, key: string | null) => {
    let next: ReviewFilterValue[ReviewFilterField] = key;
    if (key !== null && field === 'difference') next = Number(key);
    if (value[field] === next) return;
    onChange({ ...value, [field]: next });
  };
  // Stable between renders: a new collection while a list is open would rebuild it.
  const items = useMemo(
    () =>
      Object.fromEntries(
        REVIEW_FILTER_FIELDS.map((field) => [
          field,
          (options[field] as readonly (string | number)[]).map((option) => ({
            id: String(option),
            name: field === 'status' ? imageStatusName(option as ImageStatus) : String(option),
          })),
        ]),
      ) as Record<ReviewFilterField, { id: string; name: string }[]>,
    [options],
  );

  return (
    <section
      role="search"
      aria-labelledby={titleId}
      className={joinClassName(bar, className)}
      data-active={active || undefined}
    >
      <h2 id={titleId} className={titleClass}>
        {REVIEW_FILTER_LABELS.title}
      </h2>
      {REVIEW_FILTER_FIELDS.map((field) => (
        <ComboBox
          key={field}
          label={REVIEW_FILTER_LABELS[field]}
          placeholder={REVIEW_FILTER_LABELS.any}
          defaultItems={items[field]}
          selectedKey={keyOf(field, value)}
          onSelectionChange={(key) => set(field, key === null ? null : String(key))}
          isDisabled={isDisabled}
        >
          {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
        </ComboBox>
      ))}
      <div className={footer}>
        <Button variant="secondary" onPress={onReset} isDisabled={isDisabled || !active}>
          {REVIEW_FILTER_LABELS.reset}
        </Button>
        <span role="status" className={result}>
          {resultCount === null ? '' : REVIEW_FILTER_LABELS.result(resultCount)}
        </span>
      </div>
    </section>
  );
}
