import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoadingOverlay } from './LoadingOverlay';

function Panel({ onPress }: { onPress?: () => void }) {
  return (
    <section aria-label="Sighting" style={{ padding: '1em', display: 'grid', gap: '0.5em' }}>
      <p>example.com/gallery/sunset.jpg</p>
      <Button onPress={onPress}>Approve</Button>
    </section>
  );
}

/** The covered content's own action. */
const onApprove = fn();

const meta = {
  title: 'Widgets/LoadingOverlay',
  component: LoadingOverlay,
  args: { isLoading: true, label: 'Loading', children: <Panel onPress={onApprove} /> },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the content is busy and inert, so Tab cannot reach its button. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const approve = canvas.getByRole('button', { name: 'Approve' });
    const content = canvas.getByRole('region', { name: 'Sighting' }).parentElement;
    await expect(content).toHaveAttribute('aria-busy', 'true');
    await expect(content).toHaveAttribute('inert');
    await userEvent.tab();
    await expect(approve).not.toHaveFocus();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Idle: the content is usable. */
export const Idle: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement }) => {
    onApprove.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(
      canvas.getByRole('region', { name: 'Sighting' }).parentElement,
    ).not.toHaveAttribute('aria-busy');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onApprove).toHaveBeenCalledOnce();
  },
};

function Reload({ onPress }: { onPress?: () => void }) {
  const [isLoading, setLoading] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <Button
        variant="secondary"
        onPress={() => {
          setLoading(true);
          setTimeout(() => setLoading(false), 800);
        }}
      >
        Reload
      </Button>
      <LoadingOverlay isLoading={isLoading} label="Reloading sighting">
        <Panel onPress={onPress} />
      </LoadingOverlay>
    </div>
  );
}

/** Reload starts loading for 800 ms: busy is set, announced, then cleared. */
export const Reloading: Story = {
  render: () => <Reload onPress={onApprove} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('region', { name: 'Sighting' }).parentElement;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Reloading sighting');
    await expect(content).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(content).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(content).not.toHaveAttribute('inert');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus();
  },
};

/** Loading and idle side by side, with the default and a custom label. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '1em' }}>
      <LoadingOverlay isLoading={false}>
        <Panel />
      </LoadingOverlay>
      <LoadingOverlay isLoading>
        <Panel />
      </LoadingOverlay>
      <LoadingOverlay isLoading label="Saving decision">
        <Panel />
      </LoadingOverlay>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      '',
      'Loading',
      'Saving decision',
    ]);
    const busy = canvasElement.querySelectorAll('[aria-busy="true"][inert]');
    await expect(busy).toHaveLength(2);
  },
};
