import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../Button/Button';
import { Select, SelectItem } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { TriStateSelect, type TriStateValue } from '../TriStateSelect/TriStateSelect';
import { SearchFieldGroup, SearchForm } from './SearchForm';

const meta = {
  title: 'Search/SearchForm',
  component: SearchForm,
  args: {
    'aria-label': 'Image search',
    onSearch: fn(),
    onReset: fn(),
    children: null,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const agencies = ['Alpha', 'Beta', 'Gamma'].map((name) => ({ id: name, name }));

interface Values {
  agency: string[];
  imageId: string;
  pursuable: TriStateValue;
}
const EMPTY: Values = { agency: [], imageId: '', pursuable: null };

/** A small image search as a screen would write it: the rule refuses an empty search. */
function ImageSearch({ onSearch }: { onSearch: (values: Values) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  return (
    <SearchForm
      aria-label="Image search"
      error={error}
      invalidField={error ? 'imageId' : null}
      onSearch={() => {
        if (values.agency.length === 0 && values.imageId.trim() === '') {
          setError('Search values can not be empty!');
          return;
        }
        setError(null);
        onSearch(values);
      }}
      onReset={() => {
        setValues(EMPTY);
        setError(null);
      }}
    >
      <Select
        label="Agency"
        name="agency"
        selectionMode="multiple"
        placeholder="Any agency"
        items={agencies}
        value={values.agency}
        onChange={(agency) => setValues({ ...values, agency: agency.map(String) })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <TextField
        label="Image id"
        name="imageId"
        value={values.imageId}
        onChange={(imageId) => setValues({ ...values, imageId })}
        isInvalid={error !== null}
      />
      <TriStateSelect
        label="Pursuable"
        name="pursuable"
        value={values.pursuable}
        onChange={(pursuable) => setValues({ ...values, pursuable })}
      />
    </SearchForm>
  );
}

/** Enter in a text field searches; an empty search is refused and the field takes the focus. */
export const Default: Story = {
  render: (args) => <ImageSearch onSearch={args.onSearch} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'Image search' });
    await expect(form.tagName).toBe('FORM');
    // Refused: the message next to the buttons, the focus in the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Search values can not be empty!');
    const imageId = canvas.getByRole('textbox', { name: 'Image id' });
    await waitFor(() => expect(imageId).toHaveFocus());
    await expect(args.onSearch).not.toHaveBeenCalled();
    // Enter in the field submits.
    await userEvent.type(imageId, '1234{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({
      agency: [],
      imageId: '1234',
      pursuable: null,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    // Reset empties the fields.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(imageId).toHaveValue('');
  },
};

/** The field in error is a select: its button takes the focus. */
export const InvalidSelect: Story = {
  args: {
    error: 'Pick an agency.',
    invalidField: 'agency',
    children: (
      <Select label="Agency" name="agency" items={agencies} placeholder="Any agency">
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Agency/ })).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pick an agency.');
  },
};

/** Keyboard only: Tab walks the fields, then Search, Reset and the extra action. */
export const Keyboard: Story = {
  args: {
    actions: <Button variant="secondary">Export CSV</Button>,
    children: (
      <>
        <TextField label="Usage URL part" name="part" />
        <TriStateSelect label="Blacklisted" name="blacklisted" />
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Usage URL part' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Blacklisted/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  },
};

/**
 * Fields used less often behind 'More filters': closed while none is set, its button names how
 * many are set. Keyboard: Enter or Space opens it, Tab goes on into its fields; a refusal about
 * one of its fields opens it and focuses the field.
 */
function MoreFiltersSearch({ onSearch }: { onSearch: () => void }) {
  const [domain, setDomain] = useState('');
  const [count, setCount] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <SearchForm
      aria-label="Domain search"
      error={error}
      invalidField={error ? 'imagesCount' : null}
      moreSetCount={count.trim() ? 1 : 0}
      moreFields={
        <TextField label="Images count" name="imagesCount" value={count} onChange={setCount} />
      }
      onSearch={() => {
        if (count.trim() !== '' && !/^\d+$/.test(count.trim())) {
          setError('Images count must be a whole number of 0 or more.');
          return;
        }
        setError(null);
        onSearch();
      }}
      onReset={() => {
        setDomain('');
        setCount('');
        setError(null);
      }}
    >
      <TextField
        label="Domain"
        name="domain"
        description="% stands for any text."
        value={domain}
        onChange={setDomain}
      />
    </SearchForm>
  );
}

export const MoreFilters: Story = {
  render: (args) => <MoreFiltersSearch onSearch={args.onSearch} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'More filters' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Images count' })).toBeNull();
    // Keyboard: Tab from the domain past Search and Reset to 'More filters'; Enter opens it.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Domain' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    const count = canvas.getByRole('textbox', { name: 'Images count' });
    await expect(count).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(canvas.getByRole('button', { name: 'More filters (1 set)' })).toBeVisible();
    // Closed, a refusal about its field opens it again and focuses the field.
    await userEvent.click(canvas.getByRole('button', { name: 'More filters (1 set)' }));
    await expect(canvas.queryByRole('textbox', { name: 'Images count' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Images count must be');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Images count' })).toHaveFocus(),
    );
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Images count' }));
    await userEvent.keyboard('3{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/**
 * Groups, a pending search, an error, no Reset, and 'More filters' closed and open (two of its
 * fields set). At 1280 px the fields sit four across; labels line up at the top of each row.
 */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SearchForm aria-label="Grouped" onSearch={args.onSearch} onReset={args.onReset}>
        <SearchFieldGroup legend="Usage">
          <TextField label="Usage URL part" name="part" />
          <TextField label="Domain part" name="domainPart" />
          <TextField label="Source part" name="sourcePart" />
          <TextField label="Image id" name="imageId" />
        </SearchFieldGroup>
        <SearchFieldGroup legend="Flags">
          <TriStateSelect label="Pursuable" name="pursuable" />
          <TriStateSelect label="Blacklisted" name="blacklisted" defaultValue={false} />
        </SearchFieldGroup>
      </SearchForm>
      <SearchForm aria-label="Pending" onSearch={args.onSearch} onReset={args.onReset} isPending>
        <TextField label="Domain" name="domain" defaultValue="example%" />
      </SearchForm>
      <SearchForm
        aria-label="Refused"
        onSearch={args.onSearch}
        onReset={args.onReset}
        error="Search values can not be empty!"
      >
        <TextField label="Agency" name="agency" isInvalid />
      </SearchForm>
      <SearchForm aria-label="No reset" onSearch={args.onSearch}>
        <TextField label="Blacklisted domain" name="blacklisted" />
      </SearchForm>
      <SearchForm
        aria-label="More closed"
        onSearch={args.onSearch}
        onReset={args.onReset}
        moreFields={<TextField label="Images count" name="imagesCount" />}
      >
        <TextField label="Domain" name="domain" description="% stands for any text." />
        <TextField label="Second domain" name="secondDomain" />
      </SearchForm>
      <SearchForm
        aria-label="More open"
        onSearch={args.onSearch}
        onReset={args.onReset}
        moreSetCount={2}
        moreFields={
          <>
            <TextField label="Images count" name="imagesCount" defaultValue="3" />
            <TriStateSelect label="Commercial" name="commercial" defaultValue />
          </>
        }
      >
        <TextField label="Domain" name="domain" defaultValue="shop" />
      </SearchForm>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('search')).toHaveLength(6);
    const grouped = within(canvas.getByRole('search', { name: 'Grouped' }));
    await expect(grouped.getByRole('group', { name: 'Usage' })).toBeVisible();
    await expect(grouped.getByRole('group', { name: 'Flags' })).toBeVisible();
    const pending = within(canvas.getByRole('search', { name: 'Pending' }));
    await expect(pending.getByRole('button', { name: 'Search' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const refused = within(canvas.getByRole('search', { name: 'Refused' }));
    await expect(refused.getByRole('alert')).toHaveTextContent('Search values can not be empty!');
    const noReset = within(canvas.getByRole('search', { name: 'No reset' }));
    await expect(noReset.getByRole('button', { name: 'Reset' })).toBeDisabled();
    const closed = within(canvas.getByRole('search', { name: 'More closed' }));
    await expect(closed.getByRole('button', { name: 'More filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // A description under a field does not push its label below its neighbour's.
    const label = (name: string) =>
      closed.getByText(name, { selector: 'label' }).getBoundingClientRect().top;
    await expect(label('Domain')).toBe(label('Second domain'));
    const open = within(canvas.getByRole('search', { name: 'More open' }));
    await expect(open.getByRole('button', { name: 'More filters (2 set)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(open.getByRole('textbox', { name: 'Images count' })).toBeVisible();
  },
};
