import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme/lightTheme.css';
import { contrastRatio, palette } from '../theme';
import { BarChart, type BarChartSeries } from './BarChart';

const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
const series: BarChartSeries[] = [
  { key: 'IDENTICAL', label: 'Identical', values: [2, 0, 5] },
  { key: 'NOT_IDENTICAL', label: 'Not identical', values: [1, 3, 4] },
];

/** The rendered colour as '#rrggbb'. */
function hex(colour: string) {
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`;
}

/** The drawn segments' heights of one category, bottom first. */
function segments(svg: Element, category: string) {
  return [...svg.querySelectorAll(`g[data-category="${category}"] > g[data-series]`)].map((g) => {
    const rect = g.querySelector('rect')!;
    return {
      series: g.getAttribute('data-series'),
      title: g.querySelector('title')?.textContent,
      y: Number(rect.getAttribute('y')),
      height: Number(rect.getAttribute('height')),
    };
  });
}

describe('BarChart', () => {
  it('stacks the series per category, in proportion, with a "label: value" tooltip each', async () => {
    const screen = await render(<BarChart title="Decisions" categories={days} series={series} />);
    const svg = screen.getByRole('img').element();
    const first = segments(svg, '2026-11-01');
    expect(first.map((s) => s.title)).toEqual(['Identical: 2', 'Not identical: 1']);
    // The second segment sits on the first, half its height.
    expect(first[1]!.y + first[1]!.height).toBeCloseTo(first[0]!.y, 5);
    expect(first[1]!.height * 2).toBeCloseTo(first[0]!.height, 5);
    // A zero draws nothing.
    expect(segments(svg, '2026-11-02').map((s) => s.series)).toEqual(['NOT_IDENTICAL']);
    // The bars' heights are in proportion to their totals (9 and 3).
    const third = segments(svg, '2026-11-03');
    const nine = third[0]!.height + third[1]!.height;
    const six = first[0]!.height + first[1]!.height;
    expect(nine / six).toBeCloseTo(3, 5);
    const ticks = [...svg.querySelectorAll('g[data-tick] > text')].map((t) => t.textContent);
    expect(ticks).toEqual(['0', '5', '10']);
  });

  it('is named by a summary and holds every number in a hidden table with totals', async () => {
    const screen = await render(
      <BarChart
        title="Decisions"
        categories={days}
        series={series}
        formatCategory={(day) => day.slice(8)}
        categoryLabel="Day"
      />,
    );
    await expect
      .element(screen.getByRole('img'))
      .toHaveAccessibleName(
        'Decisions: 3 categories from 01 to 03; Identical 7, Not identical 8; total 15',
      );
    await expect.element(screen.getByRole('figure', { name: 'Decisions' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Decisions' }).element();
    const rows = [...table.querySelectorAll('tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Day', 'Identical', 'Not identical', 'Total'],
      ['01', '2', '1', '3'],
      ['02', '0', '3', '3'],
      ['03', '5', '4', '9'],
      ['Total', '7', '8', '15'],
    ]);
    // Hidden from sight, not from assistive technology.
    expect(table.parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('shows the empty text instead of bars when every value is 0 or there is no category', async () => {
    const zero = series.map((s) => ({ ...s, values: [0, 0, 0] }));
    const screen = await render(
      <>
        <BarChart title="Zero" categories={days} series={zero} emptyText="No decisions" />
        <BarChart title="None" categories={[]} series={[]} />
      </>,
    );
    await expect.element(screen.getByText('No decisions')).toBeVisible();
    await expect.element(screen.getByText('No data')).toBeVisible();
    expect(screen.container.querySelector('svg[role="img"]')).toBeNull();
    expect(screen.container.querySelector('table')).toBeNull();
  });

  it('thins the x labels of 90 days and fits its container', async () => {
    const many = Array.from({ length: 90 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const screen = await render(
      <div style={{ width: 600 }}>
        <BarChart
          title="Quarter"
          categories={many}
          series={[{ key: 'a', label: 'A', values: many.map((_, i) => i % 5) }]}
        />
      </div>,
    );
    const svg = screen.getByRole('img').element();
    await expect.poll(() => svg.getAttribute('viewBox')).toBe('0 0 600 240');
    const labels = [...svg.querySelectorAll('g[data-category] > text')];
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.length).toBeLessThan(12);
    // The labels do not overlap.
    const boxes = labels.map((label) => label.getBoundingClientRect());
    boxes.slice(1).forEach((box, i) => expect(box.left).toBeGreaterThan(boxes[i]!.right));
    expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(600);
  });

  it('colours series apart with 3:1 contrast on the surface and hatches every second one', async () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({
      key,
      label: key,
      values: [1],
    }));
    const screen = await render(
      <div className={lightTheme}>
        <BarChart title="Six" categories={['x']} series={six} />
      </div>,
    );
    const svg = screen.getByRole('img').element();
    const fills = six.map((s) =>
      hex(getComputedStyle(svg.querySelector(`g[data-series="${s.key}"] rect`)!).fill),
    );
    expect(new Set(fills).size).toBe(6);
    fills.forEach((fill) => expect(contrastRatio(fill, palette.surface)).toBeGreaterThanOrEqual(3));
    const hatched = six.map(
      (s) => svg.querySelectorAll(`g[data-series="${s.key}"] rect`).length === 2,
    );
    expect(hatched).toEqual([false, true, false, true, false, true]);
  });
});
