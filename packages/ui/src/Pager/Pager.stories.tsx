import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Pager, type PagerProps } from './Pager';

/** Keeps page and size in state, as a screen would, and still reports to the story's spies. */
function Stateful(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pager
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        props.onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Pager',
  component: Pager,
  args: {
    page: 1,
    pageSize: 20,
    totalItems: 125,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('Total 125 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Tab skips the disabled previous button and lands on page 1; the next Tab on page 2.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const NextAndPrevious: Story = {
  args: { page: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    canvas.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const QuickJump: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Go to page' });
    field.focus();
    await userEvent.keyboard('5{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Beyond the last page: clamped to page 7 (125 items at 20 per page).
    await userEvent.keyboard('99{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const PageSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Page size/ });
    await expect(trigger).toHaveTextContent('20 / page');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 / page', '20 / page', '50 / page', '100 / page']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    await expect(trigger).toHaveTextContent('50 / page');
    await expect(canvas.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
  },
};

export const ManyPages: Story = {
  args: { page: 50, totalItems: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const numbers = canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    await expect(numbers).toEqual(['1', '49', '50', '51', '100']);
  },
};

export const OnePage: Story = {
  args: { totalItems: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total 8 items')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Go to page' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** First, middle and last page, many pages, one page and no items. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Pager {...args} aria-label="First page" page={1} />
      <Pager {...args} aria-label="Middle page" page={4} />
      <Pager {...args} aria-label="Last page" page={7} />
      <Pager {...args} aria-label="Many pages" page={37} totalItems={1234} pageSize={10} />
      <Pager {...args} aria-label="One page" page={1} totalItems={8} />
      <Pager {...args} aria-label="No items" page={1} totalItems={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation')).toHaveLength(6);
    const last = within(canvas.getByRole('navigation', { name: 'Last page' }));
    await expect(last.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(last.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const one = within(canvas.getByRole('navigation', { name: 'One page' }));
    await expect(one.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox', { name: 'Go to page' })).toHaveLength(4);
  },
};
