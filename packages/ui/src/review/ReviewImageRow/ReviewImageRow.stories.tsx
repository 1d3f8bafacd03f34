import { TEXTS } from '@sightings/domain-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoImageRow, demoImageRows, DEMO_STATUS_ORDER } from '../demoReview';
import { DemoReviewImageTable } from './DemoReviewImageTable';
import { ImageStatusCell } from './ImageStatusCell';
import { ImageThumbnails } from './ImageThumbnails';
import { PhotographerEditor } from './PhotographerEditor';
import { DifferenceValue, SightingsBlock } from './SightingsBlock';
import { UrlEditCell } from './UrlEditCell';

const meta = {
  title: 'Review/ReviewImageRow',
  component: DemoReviewImageTable,
  parameters: { layout: 'fullscreen' },
  args: {
    rows: demoImageRows(6),
    onStatusChange: fn(),
    onConfirmStatus: fn(),
    onPhotographerSave: fn(),
    onUrlSave: fn(),
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof DemoReviewImageTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`[data-row-id="${id}"]`)!;
const active = () => document.activeElement as HTMLElement;

/**
 * The four columns of 001 §2.2. Row 3 has no image URL (red, and 'No image URL' says why),
 * row 4 is delivered (status and checkbox locked), row 5's download failed (no found image),
 * row 1 is a new IDENTICAL image (the tick, with its text alternative).
 */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Images of the domain' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers.slice(1)).toEqual(['Image status', 'Images', 'URL edit', 'Diff']);
    await expect(rowOf(canvasElement, 'img-2')).toHaveAttribute('data-highlight', 'danger');
    await expect(rowOf(canvasElement, 'img-2')).toHaveTextContent('No image URL');
    await expect(rowOf(canvasElement, 'img-1')).not.toHaveAttribute('data-highlight');
    const delivered = within(rowOf(canvasElement, 'img-3'));
    await expect(delivered.getByRole('button', { name: /Status of image AG1003/ })).toBeDisabled();
    await expect(delivered.getByRole('checkbox')).toBeDisabled();
    await expect(delivered.getByText('Delivered')).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 'img-0')).getByRole('img', { name: /New identical image/ }),
    ).toBeVisible();
    await expect(rowOf(canvasElement, 'img-4')).toHaveTextContent(TEXTS.common.imageLoadFailed);
  },
};

/**
 * The status from the keyboard: to the second row's status cell, Enter into the select, Enter
 * opens it, ArrowUp and Enter pick Identical; Tab goes on to Confirm Status, Enter confirms;
 * Escape goes back to the cell.
 */
export const StatusFromKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const row = rowOf(canvasElement, 'img-1');
    const trigger = within(row).getByRole('button', { name: /Status of image AG1001/ });
    await expect(active()).toContainElement(trigger);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(active()));
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Identical',
      'Pending',
      'Offline',
      'Duplicate',
      'Legitimate',
      'Not pursuable',
      'Non-identical',
    ]);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onStatusChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'img-1' }),
      'IDENTICAL',
    );
    await waitFor(() => expect(trigger).toHaveTextContent('Identical'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab();
    await expect(
      within(row).getByRole('button', { name: 'Confirm status of image AG1001' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirmStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'img-1' }),
    );
    await expect(within(row).getByRole('status')).toHaveTextContent('Confirmed');
    await userEvent.keyboard('{Escape}');
    await expect(active()).toHaveAttribute('role', 'gridcell');
  },
};

/**
 * The URL edit mode from the keyboard, on the row without an image URL: F2 into the cell,
 * Tab to Edit URLs, Enter; a wrong image URL gives 'Invalid values!'; a right one saves, and
 * the row is no longer red.
 */
export const UrlEditFromKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    // The grid's tab stop, then to the third row's URL edit cell.
    within(canvasElement).getAllByRole('columnheader')[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{End}{ArrowLeft}');
    const row = rowOf(canvasElement, 'img-2');
    await waitFor(() => expect(active()).toHaveTextContent('Edit URLs'));
    // F2 goes into the cell (as Enter does, but the simulated Enter would also follow the link).
    await userEvent.keyboard('{F2}');
    await expect(active()).toHaveAttribute('href', 'https://shop-2.example.invalid/products/2');
    await userEvent.tab();
    await expect(
      within(row).getByRole('button', { name: 'Edit URLs of image AG1002' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const usage = within(row).getByRole('textbox', { name: 'Usage URL' });
    await waitFor(() => expect(usage).toHaveFocus());
    await userEvent.tab();
    const image = within(row).getByRole('textbox', { name: 'Image URL' });
    await expect(image).toHaveFocus();
    await userEvent.keyboard('not a url');
    await userEvent.tab(); // Cancel
    await userEvent.tab(); // Copy
    await userEvent.tab(); // Save
    await expect(active()).toHaveTextContent(TEXTS.common.save);
    await userEvent.keyboard('{Enter}');
    await expect(within(row).getByRole('alert')).toHaveTextContent(TEXTS.review.invalidUrlValues);
    await expect(image).toBeInvalid();
    await expect(usage).not.toBeInvalid();
    await expect(args.onUrlSave).not.toHaveBeenCalled();
    await userEvent.tripleClick(image);
    await userEvent.keyboard('https://shop-2.example.invalid/media/found.jpg');
    await userEvent.click(within(row).getByRole('button', { name: TEXTS.common.save }));
    await expect(args.onUrlSave).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-2' }), {
      usageUrl: 'https://shop-2.example.invalid/products/2',
      imageUrl: 'https://shop-2.example.invalid/media/found.jpg',
    });
    await waitFor(() =>
      expect(rowOf(canvasElement, 'img-2')).not.toHaveAttribute('data-highlight'),
    );
  },
};

/**
 * The pictures from the keyboard: F2 into the images cell focuses the Uploaded link, whose
 * enlargement shows at once; Tab moves on to Found; Compare opens the uploaded and found
 * pictures in ImageCompare; Escape closes it and the focus comes back.
 */
export const ThumbnailsAndCompare: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}{F2}');
    const row = rowOf(canvasElement, 'img-0');
    await expect(active()).toHaveAccessibleName('Uploaded image of AG1000 (opens in a new tab)');
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.querySelector('img')).not.toBeNull();
    await userEvent.tab();
    await expect(active()).toHaveAccessibleName('Found image of AG1000 (opens in a new tab)');
    const compare = within(row).getByRole('button', { name: 'Compare the images of AG1000' });
    compare.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Compare image AG1000' });
    await expect(within(dialog).getByRole('img', { name: 'Uploaded' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('img', { name: 'Found' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(compare).toHaveFocus());
  },
};

/** The photographer editor from the keyboard: type, Enter saves. */
export const PhotographerFromKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'img-0');
    const field = within(row).getByRole('textbox', { name: 'Photographer' });
    field.focus();
    await userEvent.keyboard('Anna Berg{Enter}');
    await expect(args.onPhotographerSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'img-0' }),
      'Anna Berg',
    );
  },
};

/** A status being sent: Confirm Status shows its pending state. */
export const Pending: Story = {
  args: { pendingStatusIds: ['img-0'] },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'img-0');
    await expect(
      within(row).getByRole('button', { name: /Confirm status of image AG1000/ }),
    ).toHaveAttribute('data-pending', 'true');
  },
};

/** Loading: the rows stay under a spinner. */
export const Loading: Story = { args: { isLoading: true } };

/** A failed load: an alert over the rows. */
export const LoadError: Story = {
  args: { error: 'SERVER ERROR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('SERVER ERROR');
  },
};

/** No images: the specs' empty text. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(TEXTS.common.emptyTable);
  },
};

/** Long URLs, names and file names break inside their columns. */
export const LongTexts: Story = {
  args: {
    rows: [
      demoImageRow(0, {
        usageUrl: `https://a-very-long-shop-name-for-prints.example.invalid/${'category/'.repeat(12)}item`,
        imageUrl: `https://cdn.example.invalid/${'x'.repeat(120)}.jpg`,
        agency: 'Internationale Agentur für Bildrechte und Lizenzen',
        photographerName: 'Maximiliane Alexandra Konstantinopoulou-Vanderbilt',
        originalImageFileName: `${'very-long-file-name-'.repeat(6)}.jpg`,
      }),
      demoImageRow(1),
    ],
    initialEditing: ['img-1'],
  },
};

/** Every part alone, in its states (outside a table: the ordinary Tab order). */
export const AllStates: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1.5rem' }}
    >
      <ImageStatusCell
        imageId="A1"
        agency="Alpine"
        status="IDENTICAL"
        statuses={DEMO_STATUS_ORDER}
        onStatusChange={() => {}}
        onConfirm={() => {}}
        showsNewTick
        isConfirmed
      />
      <ImageStatusCell
        imageId="A2"
        agency="Alpine"
        status="PENDING"
        statuses={DEMO_STATUS_ORDER}
        onStatusChange={() => {}}
        onConfirm={() => {}}
        isPending
      />
      <ImageStatusCell
        imageId="A3"
        agency="Alpine"
        status="IDENTICAL"
        statuses={DEMO_STATUS_ORDER}
        onStatusChange={() => {}}
        onConfirm={() => {}}
        isDelivered
      />
      <ImageStatusCell
        imageId="A4"
        agency="Alpine"
        status="OFFLINE"
        statuses={DEMO_STATUS_ORDER}
        onStatusChange={() => {}}
        onConfirm={() => {}}
        error="Image status could not be changed"
      />
      <ImageThumbnails
        imageId="A5"
        uploadedSrc={demoImageRow(0).uploadedSrc}
        foundSrc={demoImageRow(0).foundSrc}
        onlineSrc={null}
      />
      <ImageThumbnails
        imageId="A6"
        uploadedSrc={null}
        foundSrc={null}
        onlineSrc="javascript:alert(1)"
      />
      <UrlEditCell
        imageId="A7"
        usageUrl="https://shop.example.invalid/p/1"
        imageUrl={null}
        isEditing={false}
        onEditingChange={() => {}}
        onSave={() => {}}
      />
      <UrlEditCell
        imageId="A8"
        usageUrl="https://shop.example.invalid/p/1"
        imageUrl="ftp://x"
        isEditing
        onEditingChange={() => {}}
        onSave={() => {}}
        isInvalid
        invalidFields={['imageUrl']}
      />
      <UrlEditCell
        imageId="A9"
        usageUrl="https://shop.example.invalid/p/1"
        imageUrl="https://shop.example.invalid/i.jpg"
        isEditing
        onEditingChange={() => {}}
        onSave={() => {}}
        isSaving
      />
      <PhotographerEditor imageId="B1" value="Anna Berg" onSave={() => {}} />
      <PhotographerEditor imageId="B2" value={null} onSave={() => {}} isSaving />
      <PhotographerEditor imageId="B3" value="X" onSave={() => {}} error="Server error" />
      <SightingsBlock
        foundAt="2026-03-05T15:04:05Z"
        lastModifyDateFromHeader="2026-02-20"
        registeredImage
        originalImageFileName="lake.jpg"
      />
      <SightingsBlock
        foundAt={null}
        lastModifyDateFromHeader={null}
        registeredImage={null}
        originalImageFileName={null}
      />
      <p>
        Diff: <DifferenceValue value={0.42} />, none: <DifferenceValue value={null} />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Status of image A3/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Confirm status of image A3' })).toBeDisabled();
    await expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0);
    await expect(canvasElement).toHaveTextContent(TEXTS.images.noUploadedImage);
    // A javascript: URL never becomes a link.
    await expect(canvas.queryByRole('link', { name: /Online image of A6/ })).toBeNull();
    // Outside a grid, Tab follows the page: the first status select, then its Confirm button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Status of image A1/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Confirm status of image A1' })).toHaveFocus();
  },
};
