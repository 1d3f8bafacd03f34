import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart, type BarChartSeries } from './BarChart';

/** `count` days from 2026-11-01 (as 'YYYY-MM-DD', in UTC). */
function days(count: number, from = Date.UTC(2026, 10, 1)): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(from + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Deterministic made-up counts (no randomness: the stories must be the same every run). */
const counts = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => ((i * 7 + seed * 13) % 11) + (i % 3 === 0 ? 4 : 0));

const decisions = (count: number): BarChartSeries[] => [
  { key: 'IDENTICAL', label: 'Identical', values: counts(count, 1) },
  { key: 'NOT_IDENTICAL', label: 'Not identical', values: counts(count, 2) },
  { key: 'NOT_FOUND', label: 'Not found', values: counts(count, 3).map((n) => n % 4) },
];

const meta = {
  title: 'Widgets/BarChart',
  component: BarChart,
  args: {
    title: 'Decisions per day',
    categories: days(7),
    series: decisions(7),
    categoryLabel: 'Day',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /^Decisions per day: 7 categories/ });
    await expect(image).toHaveAccessibleName(
      expect.stringContaining('from 2026-11-01 to 2026-11-07'),
    );
    const table = canvas.getByRole('table', { name: 'Decisions per day' });
    // A header row, seven days and the totals.
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByRole('figure', { name: 'Decisions per day' })).toBeVisible();
  },
};

export const NinetyDays: Story = {
  args: {
    categories: days(90),
    series: decisions(90),
    formatCategory: (day: string) => day.slice(5),
  },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img');
    const labels = [...svg.querySelectorAll(':scope > g[data-category] > text')];
    // Thinned: far fewer labels than days, the first day always labelled.
    await expect(labels.length).toBeLessThan(30);
    await expect(labels.length).toBeGreaterThan(3);
    await expect(labels[0]).toHaveTextContent('11-01');
  },
};

export const OneSeries: Story = {
  args: {
    title: 'Domains classified',
    categories: days(5),
    series: [{ key: 'CLASSIFIED', label: 'Classified', values: [3, 0, 12, 7, 1] }],
  },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: /Classified 23/ });
    await expect(svg.querySelector('title')).toHaveTextContent('Classified: 3');
  },
};

export const Empty: Story = {
  args: {
    categories: days(7),
    series: decisions(7).map((s) => ({ ...s, values: s.values.map(() => 0) })),
    emptyText: 'No decisions in this period',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No decisions in this period')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A week, a quarter, one series, six series and the empty chart, at a console page's width. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 1200 }}>
      <BarChart title="A week" categories={days(7)} series={decisions(7)} />
      <BarChart
        title="A quarter"
        categories={days(90)}
        series={decisions(90)}
        formatCategory={(day) => day.slice(5)}
        height={200}
      />
      <BarChart
        title="One series"
        categories={days(3)}
        series={[{ key: 'A', label: 'Legal cases', values: [1, 2, 0] }]}
      />
      <BarChart
        title="Six series"
        categories={days(10)}
        series={['A', 'B', 'C', 'D', 'E', 'F'].map((key, i) => ({
          key,
          label: `Series ${key}`,
          values: counts(10, i + 1),
        }))}
      />
      <BarChart title="Nothing" categories={[]} series={[]} emptyText="No data yet" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
    await expect(canvas.getByText('No data yet')).toBeVisible();
    // Every second series is hatched as well as coloured.
    const six = canvas.getByRole('img', { name: /^Six series/ });
    await expect(six.querySelector('g[data-series="B"] rect[fill^="url(#"]')).not.toBeNull();
    await expect(six.querySelector('g[data-series="A"] rect[fill^="url(#"]')).toBeNull();
  },
};
