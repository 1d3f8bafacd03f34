import { useId, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../theme/focusRing.css';
import {
  axisLine,
  chart,
  chartTitle,
  emptyText as emptyTextClass,
  gridLine,
  hatch,
  hatchLine,
  legend,
  legendItem,
  plot,
  segment,
  SERIES_TONES,
  swatch,
  tickText,
} from './BarChart.css';
import { categoryTotals, labelStep, niceTicks, valueAt } from './barChartScale';

export interface BarChartSeries {
  key: string;
  label: string;
  values: readonly number[];
}

export interface BarChartProps {
  /** The chart's accessible name and visible title. */
  title: string;
  /** The x categories, e.g. days 'YYYY-MM-DD' (shown as given, or via formatCategory). */
  categories: readonly string[];
  /** Stacked series, one value per category. */
  series: readonly BarChartSeries[];
  formatCategory?: (category: string) => string;
  /** Shown instead of the bars when every value is 0 or there is no category. */
  emptyText?: string;
  /** The chart's height in pixels (the plot, the axes and their labels); default 240. */
  height?: number;
  /** The data table's header of the category column; default 'Category'. */
  categoryLabel?: string;
  /** The data table's header of the totals; default 'Total'. */
  totalLabel?: string;
}

/** The drawing's width before the container is measured (and in a container without layout). */
const DEFAULT_WIDTH = 720;
const DEFAULT_HEIGHT = 240;
/** Room for the y labels (left), the x labels (bottom) and the top tick's text (top). */
const MARGIN = { top: 10, right: 8, bottom: 28, left: 44 };
/** Roughly how wide a character of the axis text is, to thin out the x labels. */
const CHAR_WIDTH = 7;
const LABEL_GAP = 12;

const identity = (category: string) => category;

/** The container's width, followed as it changes (ResizeObserver). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A stacked bar chart in plain SVG: one bar per category, the series stacked in their order
 * (the first at the bottom), a y axis with round ticks, x labels thinned out to fit, and a
 * legend. It is as wide as its container (the drawing's units are the container's pixels).
 *
 * Series differ by colour and, every second one, by a hatch; each segment's tooltip says
 * "label: value". For assistive technology the drawing is one image named by a summary, and a
 * visually hidden table holds every number (categories × series, with totals).
 */
export function BarChart({
  title,
  categories,
  series,
  formatCategory = identity,
  emptyText = 'No data',
  height = DEFAULT_HEIGHT,
  categoryLabel = 'Category',
  totalLabel = 'Total',
}: BarChartProps) {
  const [containerRef, width] = useWidth();
  const titleId = useId();
  const hatchId = `bar-chart-hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const totals = categoryTotals(categories.length, series);
  const seriesTotals = series.map((s) =>
    categories.reduce((sum, _, i) => sum + valueAt(s.values, i), 0),
  );
  const grandTotal = totals.reduce((sum, total) => sum + total, 0);
  const isEmpty = categories.length === 0 || grandTotal === 0;

  const wholeNumbers = series.every((s) => s.values.every((v) => Number.isInteger(v)));
  const ticks = niceTicks(Math.max(0, ...totals), 4, wholeNumbers);
  const top = ticks[ticks.length - 1]!;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const slot = plotWidth / Math.max(1, categories.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const labels = categories.map(formatCategory);
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0);
  const every = labelStep(categories.length, plotWidth, longest * CHAR_WIDTH + LABEL_GAP);

  const summary = isEmpty
    ? `${title}: ${emptyText}`
    : `${title}: ${categories.length} ${categories.length === 1 ? 'category' : 'categories'}` +
      (categories.length > 1 ? ` from ${labels[0]} to ${labels[labels.length - 1]}` : '') +
      `; ${series.map((s, i) => `${s.label} ${seriesTotals[i]}`).join(', ')}; ` +
      `${totalLabel.toLowerCase()} ${grandTotal}`;

  return (
    <figure className={chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={chartTitle}>
        {title}
      </figcaption>
      <div ref={containerRef}>
        {isEmpty ? (
          <p className={emptyTextClass}>{emptyText}</p>
        ) : (
          <svg
            className={plot}
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${width} ${height}`}
            width="100%"
            height={height}
            preserveAspectRatio="xMinYMin meet"
          >
            <defs>
              <pattern
                id={hatchId}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <line className={hatchLine} x1="0" y1="0" x2="0" y2="6" />
              </pattern>
            </defs>
            {ticks.map((tick) => (
              <g key={tick} data-tick={tick}>
                <line
                  className={tick === 0 ? axisLine : gridLine}
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                />
                <text
                  className={tickText}
                  x={MARGIN.left - 6}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {tick}
                </text>
              </g>
            ))}
            <line
              className={axisLine}
              x1={MARGIN.left}
              x2={MARGIN.left}
              y1={MARGIN.top}
              y2={MARGIN.top + plotHeight}
            />
            {categories.map((category, i) => {
              const x = MARGIN.left + slot * i + (slot - barWidth) / 2;
              let base = 0;
              return (
                <g key={category} data-category={category}>
                  {series.map((s, index) => {
                    const value = valueAt(s.values, i);
                    if (value === 0) return null;
                    const from = base;
                    base += value;
                    const tone = SERIES_TONES[index % SERIES_TONES.length];
                    return (
                      <g key={s.key} data-series={s.key}>
                        <title>{`${s.label}: ${value}`}</title>
                        <rect
                          className={segment}
                          data-tone={tone}
                          x={x}
                          width={barWidth}
                          y={y(base)}
                          height={y(from) - y(base)}
                        />
                        {index % 2 === 1 ? (
                          <rect
                            className={hatch}
                            fill={`url(#${hatchId})`}
                            x={x}
                            width={barWidth}
                            y={y(base)}
                            height={y(from) - y(base)}
                          />
                        ) : null}
                      </g>
                    );
                  })}
                  {i % every === 0 ? (
                    <text
                      className={tickText}
                      x={MARGIN.left + slot * i + slot / 2}
                      y={MARGIN.top + plotHeight + 8}
                      textAnchor="middle"
                      dominantBaseline="hanging"
                    >
                      {labels[i]}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      {isEmpty ? null : (
        <>
          <ul className={legend} aria-hidden="true">
            {series.map((s, index) => (
              <li key={s.key} className={legendItem}>
                <svg className={swatch} viewBox="0 0 12 12">
                  <rect
                    className={segment}
                    data-tone={SERIES_TONES[index % SERIES_TONES.length]}
                    width="12"
                    height="12"
                  />
                  {index % 2 === 1 ? (
                    <rect className={hatch} fill={`url(#${hatchId})`} width="12" height="12" />
                  ) : null}
                </svg>
                {s.label}
              </li>
            ))}
          </ul>
          <div className={visuallyHidden}>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryLabel}</th>
                  {series.map((s) => (
                    <th key={s.key} scope="col">
                      {s.label}
                    </th>
                  ))}
                  <th scope="col">{totalLabel}</th>
                </tr>
              </thead>
              <tbody>
                {categories.map((category, i) => (
                  <tr key={category}>
                    <th scope="row">{labels[i]}</th>
                    {series.map((s) => (
                      <td key={s.key}>{valueAt(s.values, i)}</td>
                    ))}
                    <td>{totals[i]}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{totalLabel}</th>
                  {series.map((s, index) => (
                    <td key={s.key}>{seriesTotals[index]}</td>
                  ))}
                  <td>{grandTotal}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
