import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

function Verdict(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Verdict" {...props}>
      <Radio value="identical">Identical</Radio>
      <Radio value="different">Different</Radio>
      <Radio value="unsure">Unsure</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its label; Tab enters and arrows select', async () => {
    const onChange = vi.fn();
    const screen = await render(<Verdict onChange={onChange} />);
    await expect.element(screen.getByRole('radiogroup', { name: 'Verdict' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('radio', { name: 'Identical' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('radio', { name: 'Identical' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Different' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Unsure' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange.mock.calls).toEqual([['identical'], ['different'], ['unsure'], ['different']]);
  });

  it('enters at the selected radio and uses left/right when horizontal', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Verdict orientation="horizontal" defaultValue="different" onChange={onChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Verdict' });
    await expect.element(group).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('radio', { name: 'Different' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('unsure');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('identical');
  });

  it('skips a disabled group', async () => {
    const onChange = vi.fn();
    const screen = await render(<Verdict isDisabled onChange={onChange} />);
    for (const radio of screen.getByRole('radio').all()) await expect.element(radio).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('radio', { name: 'Identical' })).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('describes the group by help text and shows a linked error message while invalid', async () => {
    const screen = await render(
      <>
        <Verdict label="Helped" description="Pick the closest" />
        <Verdict label="Broken" isInvalid errorMessage="Pick a verdict" />
      </>,
    );
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Helped' }))
      .toHaveAccessibleDescription('Pick the closest');
    await expect.element(screen.getByText('Pick a verdict')).toBeVisible();
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Broken' }))
      .toHaveAccessibleDescription('Pick a verdict');
  });

  it('shows the required error on submit and clears it once a radio is chosen', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const screen = await render(
      <form onSubmit={onSubmit}>
        <Verdict isRequired errorMessage="Choose one" />
        <button type="submit">Send</button>
      </form>,
    );
    await expect.element(screen.getByText('Choose one')).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('radiogroup', { name: 'Verdict' });
    await expect.element(group).toHaveAccessibleDescription('Choose one');
    // The browser's validation moves focus back to the group.
    await expect.element(screen.getByRole('radio', { name: 'Identical' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByText('Choose one')).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
