import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion';

function Example(props: AccordionProps) {
  return (
    <Accordion {...props}>
      <AccordionItem id="rights" title="Image rights">
        The agency holds the rights to the image since 2019.
      </AccordionItem>
      <AccordionItem id="domain" title="Domain owner">
        The domain is registered to a company in Hamburg.
      </AccordionItem>
      <AccordionItem id="history" title="Case history">
        Two earlier letters were sent and answered.
      </AccordionItem>
    </Accordion>
  );
}

const meta = {
  title: 'Widgets/Accordion',
  component: Accordion,
  args: { onExpandedChange: fn() },
  render: (args) => <Example {...args} />,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rights = canvas.getByRole('button', { name: 'Image rights' });
    await expect(rights).toHaveFocus();
    await expect(rights).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(rights).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/holds the rights/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalled();
    // Only one open at a time: opening the next closes the first.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Domain owner' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(rights).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/holds the rights/)).not.toBeVisible();
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['rights'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Image rights' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Domain owner' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

/** Expanded, collapsed and disabled items, each as a heading with a trigger. */
export const AllStates: Story = {
  render: (args) => (
    <Accordion {...args} allowsMultipleExpanded>
      <AccordionItem id="expanded" title="Expanded item" defaultExpanded>
        This item starts expanded.
      </AccordionItem>
      <AccordionItem id="collapsed" title="Collapsed item">
        This item starts collapsed.
      </AccordionItem>
      <AccordionItem id="disabled" title="Disabled item" isDisabled>
        This item cannot be opened.
      </AccordionItem>
      <AccordionItem
        id="disabled-expanded"
        title="Disabled expanded item"
        isDisabled
        defaultExpanded
      >
        This item is open and cannot be closed.
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Expanded item' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Collapsed item' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Disabled item' })).toBeDisabled();
  },
};
