import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox';

/** The root label of a checkbox found by role. */
function rootOf(input: Element) {
  const root = input.closest('label');
  if (!root) throw new Error('no label around the checkbox');
  return root;
}

describe('Checkbox', () => {
  it('is toggled by Space after Tab focus and reports each change', async () => {
    const onChange = vi.fn();
    const screen = await render(<Checkbox onChange={onChange}>Same image</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Same image' });
    await userEvent.keyboard('{Tab}');
    await expect.element(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is not toggled while disabled', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <>
        <Checkbox onChange={onChange} isDisabled>
          Locked
        </Checkbox>
        <Checkbox>Next</Checkbox>
      </>,
    );
    await expect.element(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('checkbox', { name: 'Next' })).toHaveFocus();
    await screen.getByText('Locked').click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exposes the tone as data-tone, neutral by default, and keeps the caller class', async () => {
    const screen = await render(
      <>
        <Checkbox>Plain</Checkbox>
        <Checkbox tone="identical" className="extra">
          Identical
        </Checkbox>
        <Checkbox tone="notIdentical">Different</Checkbox>
      </>,
    );
    const tone = (name: string) =>
      rootOf(screen.getByRole('checkbox', { name }).element()).getAttribute('data-tone');
    expect(tone('Plain')).toBe('neutral');
    expect(tone('Identical')).toBe('identical');
    expect(tone('Different')).toBe('notIdentical');
    const identical = rootOf(screen.getByRole('checkbox', { name: 'Identical' }).element());
    expect(identical.className).toContain('extra');
    expect(identical.className.split(' ').length).toBeGreaterThan(1);
  });

  it('shows the state by an icon: check, cross for notIdentical, minus when indeterminate', async () => {
    const screen = await render(
      <>
        <Checkbox defaultSelected>Neutral</Checkbox>
        <Checkbox tone="identical" defaultSelected>
          Identical
        </Checkbox>
        <Checkbox tone="notIdentical" defaultSelected>
          Different
        </Checkbox>
        <Checkbox tone="identical">Unchecked</Checkbox>
        <Checkbox isIndeterminate>Some</Checkbox>
      </>,
    );
    const path = (name: string) =>
      rootOf(screen.getByRole('checkbox', { name }).element())
        .querySelector('svg path')
        ?.getAttribute('d');
    const checkPath = 'M3 8.5l3.2 3L13 4.5';
    expect(path('Neutral')).toBe(checkPath);
    expect(path('Identical')).toBe(checkPath);
    expect(path('Different')).toBe('M4 4l8 8M12 4l-8 8');
    expect(path('Unchecked')).toBeUndefined();
    expect(path('Some')).toBe('M4 8h8');
    // The icon follows the state as it changes.
    await screen.getByText('Unchecked').click();
    await expect.element(screen.getByRole('checkbox', { name: 'Unchecked' })).toBeChecked();
    expect(path('Unchecked')).toBe(checkPath);
  });

  it('announces indeterminate as mixed and reflects react-aria state attributes', async () => {
    const screen = await render(
      <>
        <Checkbox isIndeterminate>Some</Checkbox>
        <Checkbox isInvalid defaultSelected>
          Broken
        </Checkbox>
      </>,
    );
    const some = screen.getByRole('checkbox', { name: 'Some' }).element() as HTMLInputElement;
    expect(some.indeterminate).toBe(true);
    expect(rootOf(some).hasAttribute('data-indeterminate')).toBe(true);
    const broken = rootOf(screen.getByRole('checkbox', { name: 'Broken' }).element());
    expect(broken.hasAttribute('data-invalid')).toBe(true);
    expect(broken.hasAttribute('data-selected')).toBe(true);
    await expect.element(screen.getByRole('checkbox', { name: 'Broken' })).toBeInvalid();
  });
});
