import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label; Enter adds a line', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextArea label="Note" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area.element().tagName).toBe('TEXTAREA');
    await userEvent.keyboard('{Tab}');
    await expect.element(area).toHaveFocus();
    await userEvent.keyboard('first{Enter}second');
    await expect.element(area).toHaveValue('first\nsecond');
    expect(onChange).toHaveBeenLastCalledWith('first\nsecond');
  });

  it('does not submit its form on Enter', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <form onSubmit={onSubmit}>
        <TextArea label="Note" />
      </form>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('a{Enter}b');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('links help text and the error message to the text area', async () => {
    const screen = await render(
      <>
        <TextArea label="Helped" description="Visible to reviewers" rows={4} />
        <TextArea label="Broken" isInvalid errorMessage="Too long" />
      </>,
    );
    const helped = screen.getByRole('textbox', { name: 'Helped' });
    await expect.element(helped).toHaveAccessibleDescription('Visible to reviewers');
    await expect.element(helped).toHaveAttribute('rows', '4');
    const broken = screen.getByRole('textbox', { name: 'Broken' });
    await expect.element(broken).toBeInvalid();
    await expect.element(broken).toHaveAccessibleDescription('Too long');
  });

  it('validates while typing with an errorMessage function', async () => {
    const screen = await render(
      <TextArea
        label="Note"
        validationBehavior="aria"
        validate={(value) => (value.length > 5 ? 'over 5 characters' : null)}
        errorMessage={(validation) => `Too long: ${validation.validationErrors.join(', ')}`}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('123456');
    await expect.element(area).toHaveAccessibleDescription('Too long: over 5 characters');
    await userEvent.keyboard('{Backspace}');
    await expect.element(area).not.toBeInvalid();
  });

  it('cannot be typed in while disabled', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextArea label="Locked" isDisabled onChange={onChange} />);
    await expect.element(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('abc');
    expect(onChange).not.toHaveBeenCalled();
  });
});
