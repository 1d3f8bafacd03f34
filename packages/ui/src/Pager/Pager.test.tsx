import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Pager, type PagerProps } from './Pager';

function renderPager(props: Partial<PagerProps> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  const result = render(
    <Pager
      page={1}
      pageSize={20}
      totalItems={125}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  return { result, onPageChange, onPageSizeChange };
}

describe('Pager', () => {
  it('shows the total in the exact wording inside a Pagination landmark', async () => {
    const { result } = renderPager();
    const screen = await result;
    await expect.element(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect.element(screen.getByText('Total 125 items', { exact: true })).toBeVisible();
  });

  it('takes another landmark name', async () => {
    const { result } = renderPager({ 'aria-label': 'Sightings pages' });
    const screen = await result;
    await expect.element(screen.getByRole('navigation', { name: 'Sightings pages' })).toBeVisible();
  });

  it('marks the current (one-based) page and calls onPageChange with the pressed page', async () => {
    const { result, onPageChange } = renderPager({ page: 3 });
    const screen = await result;
    await expect
      .element(screen.getByRole('button', { name: 'Page 3' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('button', { name: 'Page 2' }))
      .not.toHaveAttribute('aria-current');
    // Tab order: previous, 1, 2, ...
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    (screen.getByRole('button', { name: 'Page 4' }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('goes to the previous and next page and disables them at the ends', async () => {
    const middle = renderPager({ page: 4 });
    const screen = await middle.result;
    (screen.getByRole('button', { name: 'Next page' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(middle.onPageChange).toHaveBeenLastCalledWith(5);
    (screen.getByRole('button', { name: 'Previous page' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(middle.onPageChange).toHaveBeenLastCalledWith(3);

    await screen.rerender(<Pager page={1} pageSize={20} totalItems={125} />);
    await expect.element(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await screen.rerender(<Pager page={7} pageSize={20} totalItems={125} />);
    await expect.element(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('windows many pages with ellipses', async () => {
    const { result } = renderPager({ page: 10, totalItems: 1000 });
    const screen = await result;
    const labels = screen
      .getByRole('button', { name: /^Page \d+$/ })
      .elements()
      .map((element) => element.textContent);
    expect(labels).toEqual(['1', '9', '10', '11', '50']);
    expect(screen.getByText('…').elements()).toHaveLength(2);
  });

  it('jumps to the typed page on Enter and clamps to the valid range', async () => {
    const { result, onPageChange } = renderPager({ page: 2 });
    const screen = await result;
    const field = screen.getByRole('textbox', { name: 'Go to page' });
    await userEvent.click(field);
    await userEvent.keyboard('5');
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('999{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.keyboard('0{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('has no quick jump when there is only one page', async () => {
    const { result } = renderPager({ totalItems: 20 });
    const screen = await result;
    await expect.element(screen.getByText('Total 20 items')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Go to page' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: /^Page \d+$/ }).elements()).toHaveLength(1);
    await expect.element(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changes the page size by keyboard', async () => {
    const { result, onPageSizeChange } = renderPager({ pageSizeOptions: [10, 25, 50] });
    const screen = await result;
    const trigger = screen.getByRole('button', { name: /Page size/ });
    // The current size is offered even when it is not among the options.
    await expect.element(trigger).toHaveTextContent('20 / page');
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('option', { name: '25 / page' })).toBeVisible();
    expect(
      page
        .getByRole('option')
        .elements()
        .map((element) => element.textContent),
    ).toEqual(['10 / page', '20 / page', '25 / page', '50 / page']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(25);
  });
});
