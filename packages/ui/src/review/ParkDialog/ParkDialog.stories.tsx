import { TEXTS } from '@sightings/domain-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ParkDialog } from './ParkDialog';

const now = new Date(2026, 10, 23, 12);

const meta = {
  title: 'Review/ParkDialog',
  component: ParkDialog,
  args: { isOpen: true, onOpenChange: fn(), onPark: fn(), now, domain: 'shop.example' },
} satisfies Meta<typeof ParkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Open, the date's first segment focused; Park with nothing typed reads the spec's text. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog', { name: 'Park' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Park' }));
    await expect(within(dialog).getByText(TEXTS.validation.fieldRequired)).toBeVisible();
    await expect(args.onPark).not.toHaveBeenCalled();
  },
};

/** A past day typed by keyboard (DD-MM-YYYY) is refused; a future one parks. */
export const PastThenFuture: Story = {
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog', { name: 'Park' });
    await userEvent.keyboard('22112026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Park' }));
    await expect(within(dialog).getByText(TEXTS.review.dateInFuture)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Park' }));
    await expect(args.onPark).toHaveBeenCalledWith('2026-11-30');
  },
};

/** The call under way: Park spins, Cancel and Escape wait. */
export const Pending: Story = { args: { isPending: true } };

/** The server refused the date. */
export const ServerError: Story = { args: { error: TEXTS.review.dateInFuture } };

/** All states: the dialog with a refusal shown (one modal at a time). */
export const AllStates: Story = {
  args: { error: TEXTS.review.dateInFuture, domain: 'a-very-long-domain-name-of-a-shop.example' },
};
