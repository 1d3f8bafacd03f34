import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEXTS } from '@sightings/domain-model';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DomainHeader } from './DomainHeader';

/** Replaces the clipboard for the story: headless browsers may not grant the permission. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: Clipboard }).clipboard;
  };
}

const meta = {
  title: 'Domains/DomainHeader',
  component: DomainHeader,
  args: {
    domain: 'bilder-shop.example',
    count: 12,
    hasPrevious: true,
    hasNext: true,
    onPrevious: fn(),
    onNext: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof DomainHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next page by keyboard: both buttons rest for 1 s (the spec's cooldown), keeping the focus. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: TEXTS.domains.previousPage });
    const next = canvas.getByRole('button', { name: TEXTS.domains.nextPage });
    await expect(canvas.getByText('Domain sightings: 12')).toBeVisible();
    const link = canvas.getByRole('link', { name: /^bilder-shop\.example/ });
    await expect(link).toHaveAttribute('href', 'https://bilder-shop.example');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledOnce();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledOnce();
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'), { timeout: 2500 });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    await expect(args.onPrevious).not.toHaveBeenCalled();
  },
};

/** The Copy button puts the domain on the clipboard. */
export const CopiesDomain: Story = {
  beforeEach: () => stubClipboard(() => Promise.resolve()),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy bilder-shop.example' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith('bilder-shop.example'));
    await expect(canvas.getByRole('button', { name: 'Copied bilder-shop.example' })).toHaveFocus();
  },
};

/** While the sightings are counted a spinner shows. */
export const Counting: Story = {
  args: { count: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Counting domain sightings')).toBeInTheDocument();
    await expect(canvas.queryByText(/^Domain sightings:/)).toBeNull();
  },
};

/** A domain that is not a safe http(s) address shows as text, with no link. */
export const UnsafeDomain: Story = {
  args: { domain: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('javascript:alert(1)')).toBeVisible();
  },
};

/** The first and the last domain of the queue. */
export const FirstAndLast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5em' }}>
      <DomainHeader {...args} hasPrevious={false} domain="first.example" />
      <DomainHeader {...args} hasNext={false} domain="last.example" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [firstPrevious, lastPrevious] = canvas.getAllByRole('button', {
      name: TEXTS.domains.previousPage,
    });
    const [firstNext, lastNext] = canvas.getAllByRole('button', { name: TEXTS.domains.nextPage });
    await expect(firstPrevious).toBeDisabled();
    await expect(firstNext).toBeEnabled();
    await expect(lastPrevious).toBeEnabled();
    await expect(lastNext).toBeDisabled();
  },
};

/** On the review screens the arrows move between domains: 'Previous domain', 'Next domain'. */
export const ReviewScreenLabels: Story = {
  args: { previousLabel: 'Previous domain', nextLabel: 'Next domain' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous domain' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next domain' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: TEXTS.domains.nextPage })).toBeNull();
  },
};

/** A count, counting, a URL domain, an unsafe domain, the first and the last of the queue. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5em' }}>
      <DomainHeader {...args} />
      <DomainHeader {...args} domain="counting.example" count={null} />
      <DomainHeader {...args} domain="https://www.shop.example/de/" count={0} />
      <DomainHeader {...args} domain="data:text/html,hello" count={3} />
      <DomainHeader {...args} domain="first.example" hasPrevious={false} count={1250} />
      <DomainHeader {...args} domain="last.example" hasNext={false} count={7} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByText('Domain sightings: 1250')).toBeVisible();
    await expect(canvas.getByText('Counting domain sightings')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^https:\/\/www\.shop/ })).toHaveAttribute(
      'href',
      'https://www.shop.example/de/',
    );
    await expect(canvas.getByText('data:text/html,hello')).toBeVisible();
  },
};
