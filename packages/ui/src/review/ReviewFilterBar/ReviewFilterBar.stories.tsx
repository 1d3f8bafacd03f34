import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  EMPTY_REVIEW_FILTER,
  ReviewFilterBar,
  type ReviewFilterBarProps,
  type ReviewFilterOptions,
} from './ReviewFilterBar';

const options: ReviewFilterOptions = {
  status: ['IDENTICAL', 'PENDING', 'OFFLINE', 'NOT_IDENTICAL'],
  agency: ['alpha', 'beta', 'gamma'],
  imageId: ['A-100', 'A-101', 'B-7'],
  usageUrl: ['https://shop.example/products/1', 'https://shop.example/blog/a-long-article-title'],
  imageUrl: ['https://cdn.shop.example/1.jpg'],
  difference: [0, 0.12, 0.5],
};

function Controlled(props: ReviewFilterBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ReviewFilterBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onReset={() => {
        setValue(EMPTY_REVIEW_FILTER);
        props.onReset();
      }}
    />
  );
}

const meta = {
  title: 'Review/ReviewFilterBar',
  component: ReviewFilterBar,
  args: {
    value: EMPTY_REVIEW_FILTER,
    options,
    resultCount: 42,
    onChange: fn(),
    onReset: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ReviewFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: Reset is disabled. Keyboard: a status, then Reset. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Image status' })).toHaveFocus();
    await userEvent.keyboard('pend{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_REVIEW_FILTER,
      status: 'PENDING',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** Two fields set (combined). */
export const Combined: Story = {
  args: { value: { ...EMPTY_REVIEW_FILTER, status: 'IDENTICAL', agency: 'beta' }, resultCount: 1 },
};

/** Disabled while the page loads. */
export const Disabled: Story = { args: { isDisabled: true, resultCount: null } };

/** All states: every field set, long URLs, narrow. */
export const AllStates: Story = {
  args: {
    value: {
      status: 'NOT_IDENTICAL',
      agency: 'gamma',
      imageId: 'B-7',
      usageUrl: 'https://shop.example/blog/a-long-article-title',
      imageUrl: 'https://cdn.shop.example/1.jpg',
      difference: 0.5,
    },
    resultCount: 0,
  },
};
