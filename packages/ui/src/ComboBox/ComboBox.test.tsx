import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

type Site = { id: string; name: string };
const sites: Site[] = [
  { id: 'flickr', name: 'Flickr' },
  { id: 'pinterest', name: 'Pinterest' },
  { id: 'tumblr', name: 'Tumblr' },
  { id: 'imgur', name: 'Imgur' },
];

function Example(props: Partial<ComboBoxProps<Site>>) {
  return (
    <ComboBox<Site> label="Site" defaultItems={sites} {...props}>
      {(site) => <ComboBoxItem id={site.id}>{site.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('filters the suggestions by the typed text (contains, any case)', async () => {
    const screen = await render(<Example />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('combobox', { name: 'Site' })).toHaveFocus();
    await userEvent.keyboard('I');
    const listbox = page.getByRole('listbox');
    await expect.element(listbox).toBeVisible();
    const names = () =>
      listbox
        .getByRole('option')
        .elements()
        .map((o) => o.textContent);
    await expect.poll(names).toEqual(['Flickr', 'Pinterest', 'Imgur']);
    await userEvent.keyboard('n');
    await expect.poll(names).toEqual(['Pinterest']);
    await userEvent.keyboard('{Backspace}{Backspace}mb');
    await expect.poll(names).toEqual(['Tumblr']);
  });

  it('filters static ComboBoxItem children too', async () => {
    const screen = await render(
      <ComboBox label="Colour">
        <ComboBoxItem id="red">Red</ComboBoxItem>
        <ComboBoxItem id="green">Green</ComboBoxItem>
        <ComboBoxItem id="blue">Blue</ComboBoxItem>
      </ComboBox>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('combobox', { name: 'Colour' })).toHaveFocus();
    await userEvent.keyboard('e');
    await expect.poll(() => page.getByRole('option').elements().length).toBe(3);
    await userEvent.keyboard('e');
    await expect
      .poll(() =>
        page
          .getByRole('option')
          .elements()
          .map((o) => o.textContent),
      )
      .toEqual(['Green']);
  });

  it('picks a suggestion with the arrows and Enter', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(<Example onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Site' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('pinterest');
    await expect.element(input).toHaveValue('Pinterest');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes with Escape without picking', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(<Example onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Site' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('im');
    await expect.element(page.getByRole('option', { name: 'Imgur' })).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('opens every suggestion from the labelled button', async () => {
    const screen = await render(<Example defaultInputValue="Flickr" defaultSelectedKey="flickr" />);
    await screen.getByRole('button', { name: 'Show suggestions Site', exact: true }).click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(page.getByRole('option').elements()).toHaveLength(sites.length);
    await expect
      .element(page.getByRole('option', { name: 'Flickr' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('opens every suggestion on a click in the input, not on keyboard focus', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <Example defaultSelectedKey="flickr" onOpenChange={onOpenChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'Site' });
    // Tab into it: no list pops up.
    await userEvent.keyboard('{Tab}');
    await expect.element(input).toHaveFocus();
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    // A click anywhere in the input opens the whole list, not only what matches its text.
    await input.click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(page.getByRole('option').elements()).toHaveLength(sites.length);
    expect(onOpenChange).toHaveBeenLastCalledWith(true, 'manual');
    // A second click keeps it open (placing the caret), Escape closes it.
    await input.click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('can keep the input click from opening the list', async () => {
    const screen = await render(<Example opensOnClick={false} />);
    await screen.getByRole('combobox', { name: 'Site' }).click();
    await expect
      .element(screen.getByRole('combobox', { name: 'Site' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('links help text and the error message to the input', async () => {
    const screen = await render(
      <>
        <Example label="Helped" description="Where the image was found" />
        <Example label="Broken" isInvalid errorMessage="Unknown site" />
      </>,
    );
    await expect
      .element(screen.getByRole('combobox', { name: 'Helped' }))
      .toHaveAccessibleDescription('Where the image was found');
    const broken = screen.getByRole('combobox', { name: 'Broken' });
    await expect.element(broken).toBeInvalid();
    await expect.element(broken).toHaveAccessibleDescription('Unknown site');
  });

  it('cannot be used while disabled', async () => {
    const onInputChange = vi.fn();
    const screen = await render(<Example isDisabled onInputChange={onInputChange} />);
    await expect.element(screen.getByRole('combobox', { name: 'Site' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('f');
    expect(onInputChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });
});
