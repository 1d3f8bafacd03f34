import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { ListBox, ListBoxItem, type ListBoxProps } from './ListBox';

type Fruit = { id: string; name: string };
const fruits: Fruit[] = [
  { id: 'apple', name: 'Apple' },
  { id: 'banana', name: 'Banana' },
  { id: 'cherry', name: 'Cherry' },
];

function Example(props: Partial<ListBoxProps<Fruit>>) {
  return (
    <div className={lightTheme}>
      <ListBox<Fruit> aria-label="Fruit" items={fruits} selectionMode="single" {...props}>
        {(fruit) => <ListBoxItem id={fruit.id}>{fruit.name}</ListBoxItem>}
      </ListBox>
    </div>
  );
}

const option = (name: string) => page.getByRole('option', { name });

describe('ListBox', () => {
  it('moves with the arrows and selects with Enter or Space', async () => {
    const onSelectionChange = vi.fn();
    await render(<Example onSelectionChange={onSelectionChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(option('Apple')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(option('Banana')).toHaveAttribute('aria-selected', 'true');
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual(['banana']);
    await userEvent.keyboard('{ArrowDown} ');
    await expect.element(option('Cherry')).toHaveAttribute('aria-selected', 'true');
    await expect.element(option('Banana')).toHaveAttribute('aria-selected', 'false');
  });

  it('jumps to an option by typing, and to the ends with Home and End', async () => {
    await render(<Example />);
    await userEvent.keyboard('{Tab}c');
    await expect.element(option('Cherry')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(option('Apple')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(option('Cherry')).toHaveFocus();
  });

  it('shows the check mark on the selected option only (selection not by colour alone)', async () => {
    await render(<Example defaultSelectedKeys={['banana']} />);
    const checkOf = (name: string) =>
      getComputedStyle(option(name).element().querySelector('svg')!).visibility;
    expect(checkOf('Banana')).toBe('visible');
    expect(checkOf('Apple')).toBe('hidden');
  });

  it('keeps no room for a check mark in a list that cannot select', async () => {
    await render(<Example selectionMode="none" />);
    const check = option('Apple').element().querySelector('svg')!;
    expect(getComputedStyle(check).display).toBe('none');
  });

  it('skips disabled options and says so', async () => {
    await render(<Example disabledKeys={['banana']} />);
    await expect.element(option('Banana')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Tab}{ArrowDown}');
    await expect.element(option('Cherry')).toHaveFocus();
  });

  it('shows its empty text when there are no options', async () => {
    const screen = await render(<Example items={[]} emptyText="No fruit" />);
    await expect
      .element(screen.getByRole('listbox', { name: 'Fruit' }))
      .toHaveTextContent('No fruit');
  });

  it('selects several in multiple mode', async () => {
    await render(<Example selectionMode="multiple" />);
    await userEvent.keyboard('{Tab} {ArrowDown}{ArrowDown} ');
    await expect.element(option('Apple')).toHaveAttribute('aria-selected', 'true');
    await expect.element(option('Cherry')).toHaveAttribute('aria-selected', 'true');
    await expect.element(option('Banana')).toHaveAttribute('aria-selected', 'false');
  });
});
