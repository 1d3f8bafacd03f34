import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select, SelectItem } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { TriStateSelect } from '../TriStateSelect/TriStateSelect';
import { SearchFieldGroup, SearchForm } from './SearchForm';

const statuses = ['OPEN', 'CLOSED'].map((id) => ({ id }));

/** A form whose rule refuses a search without a part, naming the field `field`. */
function Refusing({ field, onSearch }: { field: string; onSearch: () => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <SearchForm
      aria-label="Usage search"
      error={error}
      invalidField={error ? field : null}
      onSearch={() => {
        setError('Search values can not be empty!');
        onSearch();
      }}
      onReset={() => setError(null)}
    >
      <TextField label="Part" name="part" />
      <Select label="Status" name="status" selectionMode="multiple" items={statuses}>
        {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
      </Select>
      <TriStateSelect label="Pursuable" name="pursuable" />
    </SearchForm>
  );
}

describe('SearchForm', () => {
  it('is a search landmark; Enter in a text field and the Search button search', async () => {
    const onSearch = vi.fn();
    const screen = await render(
      <SearchForm aria-label="Image search" onSearch={onSearch}>
        <TextField label="Image id" name="imageId" />
      </SearchForm>,
    );
    await expect.element(screen.getByRole('search', { name: 'Image search' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Image id' })).toHaveFocus();
    await userEvent.keyboard('42{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await screen.getByRole('button', { name: 'Search' }).click();
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows the error with role=alert and focuses the text field in error after each refusal', async () => {
    const onSearch = vi.fn();
    const screen = await render(<Refusing field="part" onSearch={onSearch} />);
    const part = screen.getByRole('textbox', { name: 'Part' });
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Search values can not be empty!');
    await expect.element(part).toHaveFocus();
    // Again, from the Search button by the keyboard: the field gets the focus again.
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect.element(part).toHaveFocus();
    expect(onSearch).toHaveBeenCalledTimes(2);
    await screen.getByRole('button', { name: 'Reset' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('focuses the button of a multiple select in error', async () => {
    const screen = await render(<Refusing field="status" onSearch={() => {}} />);
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect.element(screen.getByRole('button', { name: /Status/ })).toHaveFocus();
  });

  it('focuses the button of a tri-state select in error', async () => {
    const screen = await render(<Refusing field="pursuable" onSearch={() => {}} />);
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect.element(screen.getByRole('button', { name: /Pursuable/ })).toHaveFocus();
  });

  it('does not search again while pending, and groups fields in named fieldsets', async () => {
    const onSearch = vi.fn();
    const screen = await render(
      <SearchForm aria-label="Usage search" onSearch={onSearch} isPending>
        <SearchFieldGroup legend="Dates">
          <TextField label="Found from" name="foundAtStart" />
        </SearchFieldGroup>
      </SearchForm>,
    );
    await expect.element(screen.getByRole('group', { name: 'Dates' })).toBeVisible();
    await screen.getByRole('textbox', { name: 'Found from' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('with isSearchDisabled: Search is disabled, and neither a click nor Enter searches', async () => {
    const onSearch = vi.fn();
    const screen = await render(
      <SearchForm aria-label="Usage search" onSearch={onSearch} onReset={() => {}} isSearchDisabled>
        <TextField label="Usage URL" name="part" />
      </SearchForm>,
    );
    await expect.element(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await screen.getByRole('textbox', { name: 'Usage URL' }).click();
    await userEvent.keyboard('shop{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
  });

  it("hides 'More filters' until opened; the button says how many are set and opens by the keyboard", async () => {
    const screen = await render(
      <SearchForm
        aria-label="Domain search"
        onSearch={() => {}}
        moreSetCount={0}
        moreFields={<TextField label="Images count" name="imagesCount" />}
      >
        <TextField label="Domain" name="domain" />
      </SearchForm>,
    );
    const more = screen.getByRole('button', { name: 'More filters' });
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    await expect
      .element(screen.getByRole('textbox', { name: 'Images count' }))
      .not.toBeInTheDocument();
    await more.click();
    await expect.element(more).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'Images count' })).toBeVisible();
    // Space closes it again from the keyboard.
    await userEvent.keyboard(' ');
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens 'More filters' when one of its fields is set, and says how many", async () => {
    const screen = await render(
      <SearchForm
        aria-label="Domain search"
        onSearch={() => {}}
        moreSetCount={2}
        moreFields={<TextField label="Images count" name="imagesCount" defaultValue="3" />}
      >
        <TextField label="Domain" name="domain" />
      </SearchForm>,
    );
    await expect
      .element(screen.getByRole('button', { name: 'More filters (2 set)' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'Images count' })).toBeVisible();
  });

  it("opens 'More filters' and focuses its field when the refusal is about it", async () => {
    function RefusingMore() {
      const [error, setError] = useState<string | null>(null);
      return (
        <SearchForm
          aria-label="Domain search"
          error={error}
          invalidField={error ? 'imagesCount' : null}
          onSearch={() => setError('Images count must be a whole number of 0 or more.')}
          moreFields={<TextField label="Images count" name="imagesCount" />}
        >
          <TextField label="Domain" name="domain" />
        </SearchForm>
      );
    }
    const screen = await render(<RefusingMore />);
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'More filters' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'Images count' })).toHaveFocus();
  });
});
