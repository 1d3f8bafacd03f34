import type { PairMark } from '@sightings/domain-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ImageCompare, ImageCompareView, type ImageCompareProps } from './ImageCompare';
import { SAMPLE_FOUND, SAMPLE_ORIGINAL } from './samplePictures';

/** Opens the dialog from a button and keeps `isOpen` and the decision in state. */
function Controlled(props: ImageCompareProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const [decision, setDecision] = useState<PairMark | null>(props.decision ?? null);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Compare</Button>
      <ImageCompare
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
        decision={decision}
        onDecide={
          props.onDecide &&
          ((next) => {
            setDecision(next);
            props.onDecide?.(next);
          })
        }
      />
    </>
  );
}

const meta = {
  title: 'Widgets/ImageCompare',
  component: ImageCompare,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    originalSrc: SAMPLE_ORIGINAL,
    foundSrc: SAMPLE_FOUND,
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

const transforms = (root: HTMLElement) =>
  within(root)
    .getAllByRole('img')
    .map((image) => image.style.transform);

/** Side by side: + and - zoom both pictures alike, the arrows pan both, 0 resets; Escape closes. */
export const SideBySide: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Compare pair' });
    const pictures = within(dialog).getByRole('application', { name: /Pictures/ });
    await waitFor(() => expect(pictures).toHaveFocus());
    // Visible once the entry animation has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Original' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('img', { name: 'Found online' })).toBeVisible();

    await userEvent.keyboard('++');
    const [original, found] = transforms(dialog);
    await expect(original).toBe('translate(0%, 0%) scale(1.5625)');
    await expect(found).toBe(original);
    await expect(within(dialog).getByRole('status', { name: 'Zoom' })).toHaveTextContent('156%');

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const [pannedOriginal, pannedFound] = transforms(dialog);
    await expect(pannedOriginal).toBe('translate(-10%, -10%) scale(1.5625)');
    await expect(pannedFound).toBe(pannedOriginal);

    await userEvent.keyboard('-');
    await expect(transforms(dialog)[0]).toMatch(/scale\(1.25\)$/);
    await userEvent.keyboard('0');
    await expect(transforms(dialog)).toEqual([
      'translate(0%, 0%) scale(1)',
      'translate(0%, 0%) scale(1)',
    ]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Swipe: the found picture over the original; the divider is a slider ('Swipe position'). */
export const Swipe: Story = {
  args: { defaultMode: 'swipe' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Compare pair' });
    const slider = within(dialog).getByRole('slider', { name: 'Swipe position' });
    await expect(slider).toHaveValue('50');
    await waitFor(() =>
      expect(within(dialog).getByRole('application', { name: /Pictures/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(slider).toHaveValue('55');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(slider).toHaveValue('45');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('46');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('100');
  },
};

/** Blink: the pictures alternate; Space or the button pauses, 'Show other' flips by hand. */
export const Blink: Story = {
  args: { defaultMode: 'blink', reduceMotion: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Compare pair' });
    await waitFor(() => expect(within(dialog).getByText('Showing: Found online')).toBeVisible(), {
      timeout: 2000,
    });
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('button', { name: 'Resume blinking' })).toBeVisible();
    const before = within(dialog).getByText(/^Showing:/).textContent;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show other' }));
    await expect(within(dialog).getByText(/^Showing:/).textContent).not.toBe(before);
  },
};

/** No original and a found image that could not be loaded: placeholders instead. */
export const Missing: Story = {
  args: { originalSrc: null, foundSrc: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Compare pair' });
    // Visible once the entry animation has run.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('img', { name: 'Original: No uploaded image' }),
      ).toBeVisible(),
    );
    await expect(
      within(dialog).getByRole('img', { name: 'Found online: Image loading error' }),
    ).toBeVisible();
  },
};

/** Decide from the compare view: I and N mark the pair, the mark shows by icon and text. */
export const WithDecision: Story = {
  args: { onDecide: fn(), decision: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Compare pair' });
    await waitFor(() => expect(within(dialog).getByText('Not marked')).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByRole('application', { name: /Pictures/ })).toHaveFocus(),
    );
    await userEvent.keyboard('i');
    await expect(args.onDecide).toHaveBeenLastCalledWith('IDENTICAL');
    await expect(within(dialog).getByText('Marked IDENTICAL')).toBeVisible();
    await userEvent.keyboard('n');
    await expect(args.onDecide).toHaveBeenLastCalledWith('NOT_IDENTICAL');
    await expect(within(dialog).getByText('Marked NOT IDENTICAL')).toBeVisible();
    // Pressing the selected mark again clears it.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'NOT IDENTICAL' }));
    await expect(args.onDecide).toHaveBeenLastCalledWith(null);
  },
};

/** The view without its dialog, in every mode, with a missing picture and with a decision. */
export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '2em' }}>
      {(['side-by-side', 'swipe', 'blink'] as const).map((mode) => (
        <section key={mode} aria-label={`Mode ${mode}`} style={{ height: '70vh' }}>
          <ImageCompareView
            originalSrc={args.originalSrc}
            foundSrc={args.foundSrc}
            defaultMode={mode}
            reduceMotion
          />
        </section>
      ))}
      <section aria-label="Missing pictures" style={{ height: '50vh' }}>
        <ImageCompareView originalSrc={null} foundSrc={null} />
      </section>
      <section aria-label="With a decision" style={{ height: '70vh' }}>
        <ImageCompareView
          originalSrc={args.originalSrc}
          foundSrc={args.foundSrc}
          decision="IDENTICAL"
          onDecide={fn()}
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: 'Mode side-by-side' });
    const pictures = within(first).getByRole('application', { name: /Pictures/ });
    pictures.focus();
    await userEvent.keyboard('2');
    await expect(within(first).getByRole('radio', { name: 'Swipe' })).toBeChecked();
    await expect(within(first).getByRole('slider', { name: 'Swipe position' })).toBeVisible();
    await userEvent.keyboard('3');
    await expect(within(first).getByRole('radio', { name: 'Blink' })).toBeChecked();
    // Reduced motion: no automatic blinking, a 'Show other' button and Space instead.
    await expect(within(first).getByText('Showing: Original')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(within(first).getByText('Showing: Found online')).toBeVisible();
    await userEvent.keyboard('1');
    await expect(within(first).getByRole('radio', { name: 'Side by side' })).toBeChecked();
    await expect(canvas.getByText('Marked IDENTICAL')).toBeVisible();
  },
};
