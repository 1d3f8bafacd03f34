import { useState, type HTMLAttributes } from 'react';
import { Input, Label, NumberField, type Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Select, SelectItem } from '../Select/Select';
import { joinClassName } from '../utils/className';
import {
  ellipsis,
  jump,
  jumpInput,
  jumpLabel,
  pageButton,
  pageSize as pageSizeStyle,
  pager,
  pages,
  total,
} from './Pager.css';
import { clampPage, pageCountOf, pagerPages } from './pagerPages';

export interface PagerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The current page, ONE-based as shown to people (the first page is 1). APIs that count pages
   * from zero need `page - 1` on the way out and `number + 1` on the way in.
   */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** How many items there are in all. */
  totalItems: number;
  /** The page sizes offered (default 10, 20, 50, 100); the current size is added if missing. */
  pageSizeOptions?: number[];
  /** Pages shown on each side of the current one before an ellipsis (default 1). */
  siblingCount?: number;
  /** Called with the ONE-based page to show. */
  onPageChange?: (page: number) => void;
  /** Called with the chosen page size; the caller decides which page to show then. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The name of the navigation landmark (default 'Pagination'). */
  'aria-label'?: string;
}

const defaultPageSizeOptions = [10, 20, 50, 100];

/**
 * A pager in a `nav` landmark: the total, previous and next buttons, the page numbers (a window
 * with ellipses when there are many; the current one has `aria-current="page"`), a page-size
 * select and, when there is more than one page, a "Go to page" field (Enter jumps; out-of-range
 * numbers are clamped to the first or last page).
 */
export function Pager({
  page,
  pageSize,
  totalItems,
  pageSizeOptions = defaultPageSizeOptions,
  siblingCount = 1,
  onPageChange,
  onPageSizeChange,
  'aria-label': ariaLabel = 'Pagination',
  className,
  ...props
}: PagerProps) {
  const pageCount = pageCountOf(totalItems, pageSize);
  const current = clampPage(page, pageCount);
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const sizeItems = sizes.map((size) => ({ id: size, name: `${size} / page` }));
  const [jumpValue, setJumpValue] = useState(Number.NaN);

  const goTo = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== current) onPageChange?.(next);
  };

  return (
    <nav {...props} aria-label={ariaLabel} className={joinClassName(pager, className)}>
      <span className={total}>{`Total ${totalItems} items`}</span>
      <ul className={pages}>
        <li>
          <Button
            variant="quiet"
            size="small"
            aria-label="Previous page"
            isDisabled={current <= 1}
            onPress={() => goTo(current - 1)}
          >
            <ChevronLeftIcon />
          </Button>
        </li>
        {pagerPages(current, pageCount, siblingCount).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <Button
                variant="quiet"
                size="small"
                className={pageButton}
                aria-label={`Page ${entry}`}
                aria-current={entry === current ? 'page' : undefined}
                onPress={() => goTo(entry)}
              >
                {String(entry)}
              </Button>
            </li>
          ) : (
            <li key={entry} className={ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="quiet"
            size="small"
            aria-label="Next page"
            isDisabled={current >= pageCount}
            onPress={() => goTo(current + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </li>
      </ul>
      <Select
        label="Page size"
        items={sizeItems}
        value={pageSize}
        onChange={(key: Key | null) => {
          if (key !== null && Number(key) !== pageSize) onPageSizeChange?.(Number(key));
        }}
        className={pageSizeStyle}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {pageCount > 1 ? (
        <NumberField
          className={jump}
          value={jumpValue}
          onChange={setJumpValue}
          minValue={1}
          maxValue={pageCount}
          step={1}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          // Enter commits (and clamps) the number on key down; the jump follows on key up.
          onKeyUp={(event) => {
            if (event.key !== 'Enter' || Number.isNaN(jumpValue)) return;
            goTo(jumpValue);
            setJumpValue(Number.NaN);
          }}
        >
          <Label className={jumpLabel}>Go to page</Label>
          <Input className={jumpInput} />
        </NumberField>
      ) : null}
    </nav>
  );
}
