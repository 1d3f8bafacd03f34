import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Notice } from '../Notice/Notice';
import { QueueState } from '../QueueState/QueueState';
import { Stack } from '../Stack/Stack';
import { PageFrame, type PageFrameProps } from './PageFrame';

const onSave = fn();

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  args: {
    title: 'Images',
    children: (
      <Stack>
        <p>12 pairs in this group · 3 marked</p>
        <Inline>
          <Button variant="secondary">Previous step</Button>
          <Button>CONFIRM</Button>
        </Inline>
      </Stack>
    ),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['page', 'centered'] },
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section labelled by its h1; the heading is not a Tab stop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Images' });
    await expect(canvas.getByRole('region', { name: 'Images' })).toContainElement(heading);
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous step' })).toHaveFocus();
  },
};

/** Actions beside the heading: they come right after it in the Tab order. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Mark left identical</Button>
        <Button onPress={onSave}>SAVE</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark left identical' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledOnce();
  },
};

/** A notice under the heading, above the content. */
export const WithNotice: Story = {
  args: {
    title: 'Quality control',
    notice: <Notice>This screen is not available yet. It is being built.</Notice>,
    children: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This screen is not available yet. It is being built.',
    );
  },
};

/** A queue page whose queue is empty. */
export const EmptyQueue: Story = {
  args: { title: 'Domains', children: <QueueState status="empty" /> },
};

/** A short page on its own (the 403 and 404 pages): a card in the middle, a large heading. */
export const Centered: Story = {
  args: {
    title: '404',
    layout: 'centered',
    children: (
      <>
        <p>Sorry, the page you visited does not exist.</p>
        <a href="#home">Home Page</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '404' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home Page' })).toBeVisible();
  },
};

/** As a screen opens it: the app focuses the heading through `headingRef`, with no ring. */
function Opening(props: PageFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  return <PageFrame {...props} headingRef={headingRef} />;
}

export const FocusedOnOpen: Story = {
  render: (args) => <Opening {...args} />,
  args: { actions: <Button variant="quiet">Shortcuts (?)</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Images' });
    await expect(heading).toHaveFocus();
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    // Tab moves on from the heading to the first action.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Shortcuts (?)' })).toHaveFocus();
  },
};

/** Each layout with and without actions and a notice. */
export const AllStates: Story = {
  render: () => (
    <Stack gap="xxl">
      <PageFrame title="Plain">
        <p>Content</p>
      </PageFrame>
      <PageFrame
        title="With actions and a notice"
        actions={
          <>
            <Button variant="secondary">Previous step</Button>
            <Button>CONFIRM</Button>
          </>
        }
        notice={
          <Notice tone="warning">These 4 pairs are unmarked and will be saved as OFFLINE.</Notice>
        }
      >
        <p>Content</p>
      </PageFrame>
      <PageFrame title="Failed" notice={<Notice tone="danger">The server did not answer.</Notice>}>
        <QueueState status="empty" />
      </PageFrame>
      <PageFrame title="403" layout="centered">
        <p>Sorry, you are not authorized to access this page.</p>
      </PageFrame>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    await expect(new Set(names).size).toBe(4);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(4);
    await expect(
      within(canvas.getByRole('region', { name: 'With actions and a notice' })).getByRole('status'),
    ).toHaveTextContent('These 4 pairs are unmarked');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
  },
};
