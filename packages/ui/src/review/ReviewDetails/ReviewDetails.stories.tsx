import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewDetails } from './ReviewDetails';

const meta = {
  title: 'Review/ReviewDetails',
  component: ReviewDetails,
  args: {
    operator: 'Maria Operator',
    reviewDate: '2026-03-05T15:04:05Z',
    domainFlowStatus: 'PENDING_QUALITY_CONTROL',
  },
} satisfies Meta<typeof ReviewDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Operator, Review date as DD-MM-YYYY and the flow status by its short and full name. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('group', { name: 'Review details' });
    await expect(region).toHaveTextContent('OperatorMaria Operator');
    await expect(region).toHaveTextContent('Review date05-03-2026');
    await expect(region).toHaveTextContent('PQC Pending quality control');
  },
};

/** Nothing known yet: each value is a dash read as 'Not available'. */
export const Empty: Story = {
  args: { operator: null, reviewDate: null, domainFlowStatus: null },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: 'Review details' });
    await expect(within(region).getAllByText('Not available')).toHaveLength(3);
  },
};

/** While the domain loads: spinners and a busy region. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: /Review details/ });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).not.toHaveTextContent('Maria Operator');
  },
};

/** A long operator name wraps inside its column. */
export const LongTexts: Story = {
  args: {
    operator:
      'Maximiliane Alexandra Konstantinopoulou-Vanderbilt-Hohenzollern, Senior Quality Reviewer',
    domainFlowStatus: 'RETURNED_FOR_QUALITY_CONTROL',
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('RQC Returned for quality control');
  },
};

/** Every flow status, one block each. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '1rem' }}>
      <ReviewDetails
        operator="Ann"
        reviewDate="2026-01-02"
        domainFlowStatus="PENDING_QUALITY_CONTROL"
        headingLevel={3}
      />
      <ReviewDetails
        operator="Ben"
        reviewDate="2026-01-03"
        domainFlowStatus="RETURNED_FOR_REVIEW"
        headingLevel={3}
      />
      <ReviewDetails
        operator="Cleo"
        reviewDate="2026-01-04"
        domainFlowStatus="PENDING_FINAL_REVIEW"
        headingLevel={3}
      />
      <ReviewDetails
        operator="Dan"
        reviewDate="2026-01-05"
        domainFlowStatus="PARKED"
        headingLevel={3}
      />
      <ReviewDetails operator={null} reviewDate={null} domainFlowStatus={null} headingLevel={3} />
      <ReviewDetails
        operator="Eve"
        reviewDate="2026-01-06"
        domainFlowStatus="ON_HOLD"
        isLoading
        headingLevel={3}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /Review details/ })).toHaveLength(6);
    await expect(canvasElement).toHaveTextContent('RFR Returned for review');
    await expect(canvasElement).toHaveTextContent('PARK Parked');
  },
};
