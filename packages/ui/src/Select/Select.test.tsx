import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select, SelectItem, type SelectProps } from './Select';

type Fruit = { id: string; name: string };
const fruits: Fruit[] = [
  { id: 'apple', name: 'Apple' },
  { id: 'banana', name: 'Banana' },
  { id: 'cherry', name: 'Cherry' },
];

function Example(props: Partial<SelectProps<Fruit>>) {
  return (
    <Select<Fruit> label="Fruit" placeholder="Pick one" items={fruits} {...props}>
      {(fruit) => <SelectItem id={fruit.id}>{fruit.name}</SelectItem>}
    </Select>
  );
}

describe('Select', () => {
  it('opens with Enter, moves with arrows and picks with Enter', async () => {
    const onChange = vi.fn();
    const screen = await render(<Example onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Fruit/ });
    await expect.element(trigger).toHaveTextContent('Pick one');
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('cherry');
    await expect.element(trigger).toHaveTextContent('Cherry');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('selects by typing on the closed trigger', async () => {
    const onChange = vi.fn();
    const screen = await render(<Example onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('b');
    expect(onChange).toHaveBeenLastCalledWith('banana');
    await expect.element(screen.getByRole('button', { name: /Fruit/ })).toHaveTextContent('Banana');
  });

  it('names the trigger by its label and describes it by help and error text', async () => {
    const screen = await render(
      <>
        <Example label="Help" description="Some help" />
        <Example label="Broken" isInvalid errorMessage="Wrong fruit" />
      </>,
    );
    await expect
      .element(screen.getByRole('button', { name: /Help/ }))
      .toHaveAccessibleDescription('Some help');
    await expect
      .element(screen.getByRole('button', { name: /Broken/ }))
      .toHaveAccessibleDescription('Wrong fruit');
  });

  it('does not open while disabled', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Example isDisabled onOpenChange={onOpenChange} />);
    await expect.element(screen.getByRole('button', { name: /Fruit/ })).toBeDisabled();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('marks the selected option when reopened', async () => {
    await render(<Example defaultValue="banana" />);
    await userEvent.keyboard('{Tab}{ArrowDown}');
    const option = page.getByRole('option', { name: 'Banana' });
    await expect.element(option).toHaveAttribute('aria-selected', 'true');
    await expect.element(option).toHaveFocus();
  });
});
