import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

type Site = { id: string; name: string };

const sites: Site[] = [
  { id: 'flickr', name: 'Flickr' },
  { id: 'pinterest', name: 'Pinterest' },
  { id: 'tumblr', name: 'Tumblr' },
  { id: 'imgur', name: 'Imgur' },
  { id: 'instagram', name: 'Instagram' },
];

const renderSite = (site: Site) => <ComboBoxItem id={site.id}>{site.name}</ComboBoxItem>;

const meta = {
  title: 'Widgets/ComboBox',
  component: ComboBox,
  args: {
    label: 'Site',
    placeholder: 'Type a site',
    defaultItems: sites,
    children: renderSite,
    onSelectionChange: fn(),
    onInputChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<ComboBoxProps<Site>>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Site' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Typing filters: the suggestions that contain the text, in any case.
    await userEvent.keyboard('IN');
    await screen.findByRole('listbox');
    await expect(optionNames()).toEqual(['Pinterest', 'Instagram']);
    await expect(args.onInputChange).toHaveBeenLastCalledWith('IN');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('instagram');
    await expect(input).toHaveValue('Instagram');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const OpenWithArrow: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Site' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(optionNames()).toHaveLength(sites.length);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true, 'manual');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** A click anywhere in the input opens the whole list, as the button does; Tab does not. */
export const OpenOnClick: Story = {
  args: { defaultSelectedKey: 'tumblr' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Site' });
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await screen.findByRole('listbox');
    await expect(optionNames()).toHaveLength(sites.length);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true, 'manual');
    await userEvent.click(screen.getByRole('option', { name: 'Imgur' }));
    await expect(input).toHaveValue('Imgur');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('imgur');
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 'tumblr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Site' })).toHaveValue('Tumblr');
    // ArrowDown on the filled input opens every suggestion, not only those matching its text.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(optionNames()).toHaveLength(sites.length);
    await expect(screen.getByRole('option', { name: 'Tumblr' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the image was found.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Site' }),
    ).toHaveAccessibleDescription('Where the image was found.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a known site.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Site' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Choose a known site.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Site' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Show suggestions/ })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('f');
    await expect(args.onInputChange).not.toHaveBeenCalled();
  },
};

/** Empty, selected, with description, disabled and invalid. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <ComboBox label="Empty" placeholder="Type a site" defaultItems={sites}>
        {renderSite}
      </ComboBox>
      <ComboBox label="Selected" defaultItems={sites} defaultSelectedKey="imgur">
        {renderSite}
      </ComboBox>
      <ComboBox
        label="With description"
        description="Where the image was found."
        defaultItems={sites}
      >
        {renderSite}
      </ComboBox>
      <ComboBox label="Disabled" isDisabled defaultItems={sites} defaultSelectedKey="flickr">
        {renderSite}
      </ComboBox>
      <ComboBox label="Invalid" isInvalid errorMessage="Choose a known site." defaultItems={sites}>
        {renderSite}
      </ComboBox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(5);
    await expect(canvas.getByRole('combobox', { name: 'Selected' })).toHaveValue('Imgur');
    await expect(canvas.getByRole('combobox', { name: 'Invalid' })).toHaveAccessibleDescription(
      'Choose a known site.',
    );
    // The button is not a Tab stop: Tab moves from input to input.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Selected' })).toHaveFocus();
  },
};
