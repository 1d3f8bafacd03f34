import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import {
  EMPTY_REVIEW_FILTER,
  ReviewFilterBar,
  type ReviewFilterOptions,
  type ReviewFilterValue,
} from './ReviewFilterBar';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

const options: ReviewFilterOptions = {
  status: ['IDENTICAL', 'PENDING', 'NOT_IDENTICAL'],
  agency: ['alpha', 'beta'],
  imageId: ['A-1', 'A-2', 'B-7'],
  usageUrl: ['https://shop.example/a', 'https://shop.example/b'],
  imageUrl: ['https://cdn.example/1.jpg'],
  difference: [0, 0.25],
};

function Harness({ onChange }: { onChange: (value: ReviewFilterValue) => void }) {
  const [value, setValue] = useState(EMPTY_REVIEW_FILTER);
  return (
    <ReviewFilterBar
      value={value}
      options={options}
      resultCount={3}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onReset={() => {
        setValue(EMPTY_REVIEW_FILTER);
        onChange(EMPTY_REVIEW_FILTER);
      }}
    />
  );
}

describe('ReviewFilterBar', () => {
  it('has the six fields of 001 §2.4 in a search landmark, Reset disabled while nothing is set', async () => {
    const screen = await render(<Harness onChange={() => undefined} />);
    await expect.element(screen.getByRole('search', { name: 'Filter images' })).toBeVisible();
    const names = screen
      .getByRole('combobox')
      .all()
      .map((box) => box.element().getAttribute('aria-labelledby'));
    expect(names).toHaveLength(6);
    for (const label of [
      'Image status',
      'Agency id',
      'Image id',
      'Usage url',
      'Image url',
      'Difference',
    ])
      await expect.element(screen.getByRole('combobox', { name: label })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('3 images match');
  });

  it('picks values by keyboard (one, then combined), and Reset empties them all', async () => {
    const onChange = vi.fn();
    const screen = await render(<Harness onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('combobox', { name: 'Image status' })).toHaveFocus();
    await userEvent.keyboard('Ident');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_REVIEW_FILTER, status: 'IDENTICAL' });
    await expect
      .element(screen.getByRole('combobox', { name: 'Image status' }))
      .toHaveValue('Identical');
    // The next field (the list button is not a Tab stop).
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('combobox', { name: 'Agency id' })).toHaveFocus();
    await userEvent.keyboard('bet{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_REVIEW_FILTER,
      status: 'IDENTICAL',
      agency: 'beta',
    });
    const difference = screen.getByRole('combobox', { name: 'Difference' });
    await difference.click();
    await screen.getByRole('option', { name: '0.25' }).click();
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_REVIEW_FILTER,
      status: 'IDENTICAL',
      agency: 'beta',
      difference: 0.25,
    });
    const reset = screen.getByRole('button', { name: 'Reset' });
    await expect.element(reset).toBeEnabled();
    await reset.click();
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_REVIEW_FILTER);
    await expect.element(screen.getByRole('combobox', { name: 'Image status' })).toHaveValue('');
    await expect.element(screen.getByRole('combobox', { name: 'Agency id' })).toHaveValue('');
  });

  it('is disabled as a whole', async () => {
    const screen = await render(
      <ReviewFilterBar
        value={EMPTY_REVIEW_FILTER}
        options={options}
        onChange={() => undefined}
        onReset={() => undefined}
        isDisabled
      />,
    );
    await expect.element(screen.getByRole('combobox', { name: 'Agency id' })).toBeDisabled();
  });
});
