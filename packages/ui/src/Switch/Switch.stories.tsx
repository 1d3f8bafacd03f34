import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEXTS } from '@sightings/domain-model';
import { Switch } from './Switch';

const meta = {
  title: 'Widgets/Switch',
  component: Switch,
  args: { children: 'Image permission', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Image permission' });
    await expect(control).not.toBeChecked();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true, children: 'Active' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Active' });
    await expect(control).toBeChecked();
    await expect(control.closest('label')).toHaveAttribute('data-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Image permission' });
    await expect(control).toBeDisabled();
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Image permission' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The seven permission switches of user administration (002 §6). */
const permissions = Object.values(TEXTS.users.permissionLabels);

/** Off, on, disabled off and on, read-only; then a column of switches walked by Tab. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Switch>off</Switch>
        <Switch defaultSelected>on</Switch>
        <Switch isDisabled>disabled off</Switch>
        <Switch isDisabled defaultSelected>
          disabled on
        </Switch>
        <Switch isReadOnly defaultSelected>
          read-only on
        </Switch>
      </div>
      {permissions.map((name, index) => (
        <Switch key={name} defaultSelected={index % 2 === 0}>
          {name}
        </Switch>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(5 + permissions.length);
    await expect(canvas.getByRole('switch', { name: 'on' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'disabled on' })).toBeDisabled();
    // Tab skips the disabled ones and reaches the read-only one.
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'off' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'read-only on' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const domain = canvas.getByRole('switch', {
      name: TEXTS.users.permissionLabels.domainPermission,
    });
    await expect(domain).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(domain).toBeChecked();
  },
};
