import { TEXTS } from '@sightings/domain-model';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { demoImageRow, demoImageRows } from '../demoReview';
import { DemoReviewImageTable } from './DemoReviewImageTable';
import { ImageThumbnails, THUMBNAILS_TEXT } from './ImageThumbnails';
import { NO_IMAGE_URL } from '../../tables/cells';
import { PhotographerEditor } from './PhotographerEditor';
import {
  isReviewImageRowSelectable,
  reviewImageColumns,
  reviewImageRowHighlight,
} from './reviewImageColumns';
import { UrlEditCell } from './UrlEditCell';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

const active = () => document.activeElement as HTMLElement;

describe('reviewImageColumns', () => {
  it('are the four columns of 001 §2.2 with widths summing to 100', () => {
    const columns = reviewImageColumns({
      statuses: ['IDENTICAL'],
      onStatusChange() {},
      onConfirmStatus() {},
      onPhotographerSave() {},
      editingUrlIds: new Set(),
      onUrlEditingChange() {},
      onUrlSave() {},
    });
    expect(columns.map((column) => column.id)).toEqual(['status', 'images', 'urls', 'difference']);
    expect(columns.reduce((sum, column) => sum + (column.meta?.width ?? 0), 0)).toBe(100);
  });

  it('highlight rows without an image URL and lock delivered rows', () => {
    expect(reviewImageRowHighlight(demoImageRow(1, { imageUrl: null }))).toBe('danger');
    expect(reviewImageRowHighlight(demoImageRow(1, { imageUrl: '  ' }))).toBe('danger');
    expect(reviewImageRowHighlight(demoImageRow(1))).toBeUndefined();
    expect(isReviewImageRowSelectable(demoImageRow(1, { delivered: true }))).toBe(false);
    expect(isReviewImageRowSelectable(demoImageRow(1))).toBe(true);
  });
});

describe('the review image table', () => {
  it('moves between a cell’s widgets with Tab, wrapping, and leaves them with Escape', async () => {
    const screen = await render(<DemoReviewImageTable rows={demoImageRows(2)} />);
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowRight}{Enter}');
    const trigger = screen.getByRole('button', { name: /Status of image AG1000/ });
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('button', { name: 'Confirm status of image AG1000' }))
      .toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect
      .element(screen.getByRole('button', { name: 'Confirm status of image AG1000' }))
      .toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(active().getAttribute('role')).toBe('gridcell');
  });

  it('changes a status and confirms it with the keyboard', async () => {
    const onStatusChange = vi.fn();
    const onConfirmStatus = vi.fn();
    const screen = await render(
      <DemoReviewImageTable
        rows={demoImageRows(2)}
        onStatusChange={onStatusChange}
        onConfirmStatus={onConfirmStatus}
      />,
    );
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowRight}{Enter}{Enter}');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onStatusChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'img-0' }),
      'PENDING',
    );
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onConfirmStatus).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByText('Confirmed')).toBeVisible();
  });

  it('keeps a draft being typed while the screen’s state changes (the cells are not remounted)', async () => {
    const screen = await render(<DemoReviewImageTable rows={demoImageRows(2)} />);
    const first = screen.getByRole('textbox', { name: 'Photographer' }).first();
    await first.click();
    await userEvent.keyboard('{Control>}a{/Control}Draft name');
    // Confirming another row rebuilds the columns.
    (
      screen
        .getByRole('button', { name: 'Confirm status of image AG1001' })
        .element() as HTMLElement
    ).click();
    await expect.element(screen.getByText('Confirmed')).toBeInTheDocument();
    await expect.element(first).toHaveValue('Draft name');
  });

  it('puts the focus in the usage URL field on Edit URLs from the keyboard', async () => {
    const screen = await render(<DemoReviewImageTable rows={demoImageRows(3)} />);
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowDown}{ArrowDown}{End}{ArrowLeft}{F2}{Tab}');
    await expect
      .element(screen.getByRole('button', { name: 'Edit URLs of image AG1002' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('textbox', { name: 'Usage URL' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Image URL' })).toHaveFocus();
  });

  it('keeps a delivered row’s status and checkbox disabled', async () => {
    const screen = await render(
      <DemoReviewImageTable rows={[demoImageRow(0, { delivered: true })]} />,
    );
    await expect
      .element(screen.getByRole('button', { name: /Status of image AG1000/ }))
      .toBeDisabled();
    await expect
      .element(screen.getByRole('checkbox', { name: 'Select image AG1000' }))
      .toBeDisabled();
  });
});

describe('UrlEditCell', () => {
  function Harness({ onSave, invalid = false }: { onSave: () => void; invalid?: boolean }) {
    const [editing, setEditing] = useState(false);
    return (
      <UrlEditCell
        imageId="A1"
        usageUrl="https://shop.example/p"
        imageUrl={null}
        isEditing={editing}
        onEditingChange={setEditing}
        onSave={onSave}
        isInvalid={invalid}
      />
    );
  }

  it('starts each edit from the saved URLs; Cancel drops the drafts and returns the focus', async () => {
    const screen = await render(<Harness onSave={() => {}} />);
    await screen.getByRole('button', { name: 'Edit URLs of image A1' }).click();
    const usage = screen.getByRole('textbox', { name: 'Usage URL' });
    await expect.element(usage).toHaveValue('https://shop.example/p');
    await expect.element(usage).toHaveFocus();
    await userEvent.keyboard('/changed');
    await screen.getByRole('button', { name: TEXTS.common.cancel }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Edit URLs of image A1' }))
      .toHaveFocus();
    await screen.getByRole('button', { name: 'Edit URLs of image A1' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'Usage URL' }))
      .toHaveValue('https://shop.example/p');
  });

  it('hands the drafts to Save and shows Invalid values! when the parent says so', async () => {
    const onSave = vi.fn();
    const screen = await render(
      <UrlEditCell
        imageId="A1"
        usageUrl="https://shop.example/p"
        imageUrl=""
        isEditing
        onEditingChange={() => {}}
        onSave={onSave}
        isInvalid
        invalidFields={['imageUrl']}
      />,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(TEXTS.review.invalidUrlValues);
    await expect.element(screen.getByRole('textbox', { name: 'Image URL' })).toBeInvalid();
    await screen.getByRole('textbox', { name: 'Image URL' }).fill('https://x.example/i.jpg');
    await screen.getByRole('button', { name: TEXTS.common.save }).click();
    expect(onSave).toHaveBeenCalledWith({
      usageUrl: 'https://shop.example/p',
      imageUrl: 'https://x.example/i.jpg',
    });
    await expect.element(screen.getByRole('button', { name: TEXTS.common.copy })).toBeVisible();
  });
});

describe('PhotographerEditor', () => {
  it('saves a changed name with Enter, and Escape takes the draft back', async () => {
    const onSave = vi.fn();
    const screen = await render(<PhotographerEditor imageId="A1" value="Anna" onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save the photographer of image A1' });
    await expect.element(save).toBeDisabled();
    await screen.getByRole('textbox', { name: 'Photographer' }).click();
    await userEvent.keyboard(' Berg');
    await expect.element(save).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('textbox', { name: 'Photographer' })).toHaveValue('Anna');
    await userEvent.keyboard('{End} Berg {Enter}');
    expect(onSave).toHaveBeenCalledWith('Anna Berg');
  });
});

describe('ImageThumbnails', () => {
  it('shows the missing pictures by text and compares with the online picture without a found one', async () => {
    const screen = await render(
      <ImageThumbnails
        imageId="A1"
        uploadedSrc={null}
        foundSrc={null}
        onlineSrc="https://img.example.invalid/p.jpg"
      />,
    );
    await expect.element(screen.getByText(TEXTS.images.noUploadedImage)).toBeVisible();
    await expect.element(screen.getByText(TEXTS.common.imageLoadFailed)).toBeVisible();
    await screen.getByRole('button', { name: 'Compare the images of A1' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Compare image A1' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveTextContent('Online');
  });

  it('tells an online picture being fetched or failed apart from a row without an image URL', async () => {
    const props = { imageId: 'A2', uploadedSrc: null, foundSrc: null, onlineSrc: null };
    const screen = await render(
      <ImageThumbnails {...props} imageUrl="https://img.example/p.jpg" isOnlineLoading />,
    );
    const online = () => screen.getByRole('figure', { name: 'Online', exact: true });
    await expect.element(online()).toHaveTextContent(THUMBNAILS_TEXT.loading);
    await screen.rerender(<ImageThumbnails {...props} imageUrl="https://img.example/p.jpg" />);
    await expect.element(online()).toHaveTextContent(TEXTS.common.imageLoadFailed);
    await expect.element(online()).not.toHaveTextContent(NO_IMAGE_URL);
    await screen.rerender(<ImageThumbnails {...props} imageUrl={null} />);
    await expect.element(online()).toHaveTextContent(NO_IMAGE_URL);
  });
});
