import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavigationBar } from './NavigationBar';

/** Stands in for the app's router: links report here instead of leaving the story. */
const navigate = fn();

const items = [
  { label: 'Images', href: '/images' },
  { label: 'Domains', href: '/domains', isCurrent: true },
  { label: 'Quality control', href: '/quality-control' },
  { label: 'Final review', href: '/final-review' },
];

const meta = {
  title: 'Widgets/NavigationBar',
  component: NavigationBar,
  args: { items, userName: 'Ada Operator', onExit: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Domains' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Images' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Images' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Quality control' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/quality-control', undefined);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Exit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExit).toHaveBeenCalledTimes(1);
  },
};

export const WithBrand: Story = {
  args: { brand: 'Sightings review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent(/^Sightings review/);
  },
};

export const CustomLabels: Story = {
  args: { exitLabel: 'Sign out', 'aria-label': 'Console' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Console' })).toBeVisible();
    canvas.getByRole('button', { name: 'Sign out' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onExit).toHaveBeenCalledTimes(1);
  },
};

export const NoCurrentEntry: Story = {
  args: { items: items.map(({ label, href }) => ({ label, href })), userName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

/** With brand, user and each entry in turn as the current one. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {/* Inside a section a header is no banner landmark, so several may share the page. */}
      {items.map((current, index) => (
        <section key={current.href} aria-label={`${current.label} current`}>
          <NavigationBar
            {...args}
            aria-label={`Main ${index + 1}`}
            brand={index === 0 ? 'Sightings review' : undefined}
            items={items.map((item) => ({ ...item, isCurrent: item.href === current.href }))}
          />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation')).toHaveLength(items.length);
    const current = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.textContent)).toEqual(items.map((i) => i.label));
  },
};
