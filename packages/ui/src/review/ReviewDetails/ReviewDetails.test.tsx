import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { ReviewDetails } from './ReviewDetails';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

describe('ReviewDetails', () => {
  it('shows the operator, the date as DD-MM-YYYY and the flow status by both names', async () => {
    const screen = await render(
      <ReviewDetails
        operator="Maria"
        reviewDate="2026-12-31T10:00:00Z"
        domainFlowStatus="RETURNED_FOR_REVIEW"
      />,
    );
    const region = screen.getByRole('group', { name: 'Review details' });
    await expect.element(region).toHaveTextContent('Maria');
    await expect.element(region).toHaveTextContent('31-12-2026');
    await expect.element(region).toHaveTextContent('RFR Returned for review');
    expect(region.element().querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-12-31T10:00:00Z',
    );
    const terms = [...region.element().querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Operator', 'Review date', 'Domain flow status']);
  });

  it('reads missing values as Not available, and a blank operator as missing', async () => {
    const screen = await render(
      <ReviewDetails operator="  " reviewDate="not a date" domainFlowStatus={null} />,
    );
    expect(screen.getByText('Not available').all()).toHaveLength(3);
  });

  it('is busy with spinners while loading', async () => {
    const screen = await render(
      <ReviewDetails operator="Maria" reviewDate={null} domainFlowStatus={null} isLoading />,
    );
    const region = screen.getByRole('group', { name: /Review details/ });
    await expect.element(region).toHaveAttribute('aria-busy', 'true');
    await expect.element(region).not.toHaveTextContent('Maria');
  });
});
