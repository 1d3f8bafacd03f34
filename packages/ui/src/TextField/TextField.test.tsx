import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and reports typed text', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextField label="Domain" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Domain' });
    await userEvent.keyboard('{Tab}');
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('example.org');
    await expect.element(input).toHaveValue('example.org');
    expect(onChange).toHaveBeenLastCalledWith('example.org');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}com');
    expect(onChange).toHaveBeenLastCalledWith('example.com');
  });

  it('submits with Enter in a form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <form onSubmit={onSubmit}>
        <TextField label="Search" name="q" />
      </form>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('cats{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('links help text and the error message to the input', async () => {
    const screen = await render(
      <>
        <TextField label="Helped" description="Without www" />
        <TextField label="Broken" isInvalid errorMessage="Not a domain" />
      </>,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Helped' }))
      .toHaveAccessibleDescription('Without www');
    const broken = screen.getByRole('textbox', { name: 'Broken' });
    await expect.element(broken).toBeInvalid();
    await expect.element(broken).toHaveAccessibleDescription('Not a domain');
  });

  it('validates on typing and shows the message from an errorMessage function', async () => {
    const screen = await render(
      <TextField
        label="Domain"
        validationBehavior="aria"
        validate={(value) => (value.includes(' ') ? 'no spaces' : null)}
        errorMessage={(validation) => `Invalid: ${validation.validationErrors.join(', ')}`}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Domain' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('a b');
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Invalid: no spaces');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect.element(input).not.toBeInvalid();
    await expect.element(screen.getByText(/Invalid/)).not.toBeInTheDocument();
  });

  it('shows the browser message for a required field left empty on submit', async () => {
    const screen = await render(
      <form onSubmit={(event) => event.preventDefault()}>
        <TextField label="Name" isRequired />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription(/.+/);
  });

  it('cannot be typed in while disabled', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextField label="Locked" isDisabled onChange={onChange} />);
    await expect.element(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('abc');
    expect(onChange).not.toHaveBeenCalled();
  });
});
