import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function ReviewTabs(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Review steps">
        <Tab id="images">Images</Tab>
        <Tab id="domains">Domains</Tab>
        <Tab id="quality">Quality control</Tab>
        <Tab id="archive">Archive</Tab>
      </TabList>
      <TabPanel id="images">All images awaiting a first look.</TabPanel>
      <TabPanel id="domains">Domains found for the sightings.</TabPanel>
      <TabPanel id="quality">Sightings waiting for quality control.</TabPanel>
      <TabPanel id="archive">Closed cases.</TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Widgets/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => <ReviewTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Images' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const domains = canvas.getByRole('tab', { name: 'Domains' });
    await expect(domains).toHaveFocus();
    await expect(domains).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Domains found');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('domains');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Archive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Images' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['domains'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Quality control' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Domains' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Domains' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Images' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Domains' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Selected, unselected and disabled tabs, horizontal and vertical. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ReviewTabs {...args} defaultSelectedKey="domains" disabledKeys={['archive']} />
      <ReviewTabs
        {...args}
        orientation="vertical"
        defaultSelectedKey="quality"
        disabledKeys={['images']}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tablist')).toHaveLength(2);
    await expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(2);
  },
};
