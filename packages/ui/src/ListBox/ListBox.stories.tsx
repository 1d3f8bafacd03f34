import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem, type ListBoxProps } from './ListBox';

type Agency = { id: string; name: string };

const agencies: Agency[] = [
  { id: 'north', name: 'North Pictures' },
  { id: 'alpine', name: 'Alpine Photo' },
  { id: 'coast', name: 'Coast Images' },
  { id: 'delta', name: 'Delta Stock' },
];

const renderAgency = (agency: Agency) => <ListBoxItem id={agency.id}>{agency.name}</ListBoxItem>;

const meta = {
  title: 'Widgets/ListBox',
  component: ListBox,
  args: {
    'aria-label': 'Agency',
    items: agencies,
    children: renderAgency,
    selectionMode: 'single',
    onSelectionChange: fn(),
  },
} satisfies Meta<ListBoxProps<Agency>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'North Pictures' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const coast = canvas.getByRole('option', { name: 'Coast Images' });
    await expect(coast).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    // Typing jumps to an option; End to the last.
    await userEvent.keyboard('a');
    await expect(canvas.getByRole('option', { name: 'Alpine Photo' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('option', { name: 'Delta Stock' })).toHaveFocus();
  },
};

export const Selected: Story = {
  args: { defaultSelectedKeys: ['alpine'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Tab enters at the selected option.
    const alpine = canvas.getByRole('option', { name: 'Alpine Photo' });
    await expect(alpine).toHaveFocus();
    await expect(alpine).toHaveAttribute('aria-selected', 'true');
  },
};

export const Multiple: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['north'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox', { name: 'Agency' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getByRole('option', { name: 'North Pictures' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('option', { name: 'Alpine Photo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['coast'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: 'Coast Images' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled option is skipped.
    await expect(canvas.getByRole('option', { name: 'Delta Stock' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No agencies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox', { name: 'Agency' })).toHaveTextContent('No agencies');
    // react-aria gives the empty text the role option (so it is read), the only one.
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
  },
};

/** Nothing selected, one selected, several selected, a disabled option, empty, no selection. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ListBox aria-label="Nothing selected" items={agencies} selectionMode="single">
        {renderAgency}
      </ListBox>
      <ListBox
        aria-label="One selected"
        items={agencies}
        selectionMode="single"
        defaultSelectedKeys={['coast']}
      >
        {renderAgency}
      </ListBox>
      <ListBox
        aria-label="Several selected"
        items={agencies}
        selectionMode="multiple"
        defaultSelectedKeys={['north', 'delta']}
      >
        {renderAgency}
      </ListBox>
      <ListBox
        aria-label="A disabled option"
        items={agencies}
        selectionMode="single"
        disabledKeys={['alpine']}
      >
        {renderAgency}
      </ListBox>
      <ListBox aria-label="Empty" items={[] as Agency[]} emptyText="No agencies">
        {renderAgency}
      </ListBox>
      <ListBox aria-label="No selection" items={agencies}>
        {renderAgency}
      </ListBox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listbox')).toHaveLength(6);
    const several = within(canvas.getByRole('listbox', { name: 'Several selected' }));
    await expect(
      several.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('listbox', { name: 'Empty' })).toHaveTextContent('No agencies');
  },
};
