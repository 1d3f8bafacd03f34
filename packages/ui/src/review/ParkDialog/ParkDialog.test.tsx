import { TEXTS } from '@sightings/domain-model';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { ParkDialog } from './ParkDialog';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

// 23 November 2026, noon local time.
const now = new Date(2026, 10, 23, 12);

/** Types a date segment by segment: the field starts on the day (DD-MM-YYYY, any browser locale). */
async function typeDate(day: string, month: string, year: string) {
  await userEvent.keyboard(day);
  await userEvent.keyboard(month);
  await userEvent.keyboard(year);
}

describe('ParkDialog', () => {
  it('refuses an empty date with the spec text, by keyboard only', async () => {
    const onPark = vi.fn();
    const screen = await render(
      <ParkDialog isOpen onOpenChange={() => undefined} onPark={onPark} now={now} />,
    );
    await expect.element(screen.getByRole('dialog', { name: 'Park', exact: true })).toBeVisible();
    // The first segment has the focus; Tab reaches the calendar button, Cancel, then Park.
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Park', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(TEXTS.validation.fieldRequired)).toBeVisible();
    expect(onPark).not.toHaveBeenCalled();
  });

  it('refuses today and a past day, parks a future day as YYYY-MM-DD', async () => {
    const onPark = vi.fn();
    const screen = await render(
      <ParkDialog isOpen onOpenChange={() => undefined} onPark={onPark} now={now} />,
    );
    await typeDate('23', '11', '2026');
    await screen.getByRole('button', { name: 'Park', exact: true }).click();
    await expect.element(screen.getByText(TEXTS.review.dateInFuture)).toBeVisible();
    expect(onPark).not.toHaveBeenCalled();
    // The field is described by the message (aria) and invalid.
    const day = screen.getByRole('spinbutton', { name: /day/i });
    await expect.element(day).toHaveAttribute('aria-invalid', 'true');
    await day.click();
    await userEvent.keyboard('25');
    await expect.element(screen.getByText(TEXTS.review.dateInFuture)).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Park', exact: true }).click();
    expect(onPark).toHaveBeenCalledWith('2026-11-25');
  });

  it('reads and types the date as DD-MM-YYYY, whatever the browser locale', async () => {
    const onPark = vi.fn();
    const screen = await render(
      <ParkDialog isOpen onOpenChange={() => undefined} onPark={onPark} now={now} />,
    );
    const group = screen.getByRole('group', { name: 'Parked until' });
    await expect.element(group).toHaveTextContent(/^dd-mm-yyyy/);
    const day = screen.getByRole('spinbutton', { name: /day/i });
    await expect.element(day).toHaveFocus();
    await userEvent.keyboard('05012027');
    await expect.element(group).toHaveTextContent(/^05-01-2027/);
    await expect.element(day).toHaveAttribute('aria-valuenow', '5');
    await expect
      .element(screen.getByRole('spinbutton', { name: /month/i }))
      .toHaveAttribute('aria-valuenow', '1');
    // From the year: the calendar button, Cancel, Park.
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Park', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPark).toHaveBeenCalledWith('2027-01-05');
  });

  it('shows the server refusal and keeps the dialog while pending', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <ParkDialog
        isOpen
        onOpenChange={onOpenChange}
        onPark={() => undefined}
        isPending
        error="Please choose a date in the future"
        now={now}
      />,
    );
    await expect.element(screen.getByText(TEXTS.review.dateInFuture)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('picks a day in the calendar with the keyboard', async () => {
    const onPark = vi.fn();
    const screen = await render(
      <ParkDialog isOpen onOpenChange={() => undefined} onPark={onPark} now={now} />,
    );
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const grid = screen.getByRole('grid');
    await expect.element(grid).toBeVisible();
    // Today has the focus; one week on, Enter picks it and closes the calendar.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(grid).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Park', exact: true }).click();
    expect(onPark).toHaveBeenCalledTimes(1);
    expect(onPark.mock.calls[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Cancel closes it', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <ParkDialog isOpen onOpenChange={onOpenChange} onPark={() => undefined} now={now} />,
    );
    await screen.getByRole('button', { name: 'Cancel' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
