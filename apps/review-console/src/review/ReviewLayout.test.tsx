import { TEXTS, type QueueStatus } from '@sightings/domain-model';
import { lightTheme } from '@sightings/ui';
import { createRef, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { reviewDomain } from '../testing/fixtures';
import { useLeaveGuard } from './hooks/useLeaveGuard';
import { ReviewLayout, type LeaveGuard } from './ReviewLayout';
import type { ReadOnlyDomain } from './store/domainState';

type Guard = Omit<LeaveGuard, 'blocker'>;

function Screen({
  status,
  readOnly = null,
  unsaved = false,
  moveAsked = false,
  guard,
  onRetry = () => undefined,
}: {
  status: QueueStatus;
  readOnly?: ReadOnlyDomain | null;
  unsaved?: boolean;
  moveAsked?: boolean;
  guard: Guard;
  onRetry?: () => void;
}) {
  const [asked, setAsked] = useState(moveAsked);
  const blocker = useLeaveGuard(() => unsaved, unsaved);
  return (
    <ReviewLayout
      title="Quality control"
      headingRef={createRef<HTMLHeadingElement>()}
      notice={null}
      status={status}
      error={status === 'error' ? 'SERVER ERROR' : null}
      onRetry={onRetry}
      readOnly={readOnly}
      onNext={() => undefined}
      actionBar={<button type="button">Approve</button>}
      dialogs={null}
      leave={{
        ...guard,
        blocker,
        moveAsked: asked,
        onStay: () => {
          setAsked(false);
          guard.onStay();
        },
      }}
    >
      <Link to="/domains">Domains</Link>
      <p>The domain&apos;s work</p>
    </ReviewLayout>
  );
}

const guard = (): Guard => ({
  moveAsked: false,
  onSaveMove: vi.fn(),
  onDiscardMove: vi.fn(),
  saveBeforeLeaving: vi.fn(async () => true),
  onLeavePage: vi.fn(),
  onStay: vi.fn(),
});

function shown(element: React.ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/quality_control', element: <div className={lightTheme}>{element}</div> },
      { path: '/domains', element: <h1>Domains page</h1> },
    ],
    { initialEntries: ['/quality_control'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('ReviewLayout', () => {
  it('shows the work with its action bar when ready; the empty text, or the error with Try again, otherwise', async () => {
    const ready = await shown(<Screen status="ready" guard={guard()} />);
    await expect.element(ready.getByText("The domain's work")).toBeVisible();
    await expect.element(ready.getByRole('button', { name: 'Approve' })).toBeVisible();
    await ready.unmount();

    const empty = await shown(<Screen status="empty" guard={guard()} />);
    await expect.element(empty.getByText(TEXTS.review.noDomains)).toBeVisible();
    expect(empty.getByText("The domain's work").query()).toBeNull();
    await empty.unmount();

    const onRetry = vi.fn();
    const failed = await shown(<Screen status="error" guard={guard()} onRetry={onRetry} />);
    await expect.element(failed.getByRole('alert')).toHaveTextContent('SERVER ERROR');
    await failed.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a delivered domain shows read-only, without the work, the empty text or an error', async () => {
    const view: ReadOnlyDomain = {
      domain: reviewDomain(9, { domainFlowStatus: 'DELIVERED' }),
      legalCase: null,
      legalCaseError: null,
    };
    const screen = await shown(<Screen status="empty" readOnly={view} guard={guard()} />);
    await expect.element(screen.getByText(/site9\.example was delivered/)).toBeVisible();
    expect(screen.getByText(TEXTS.review.noDomains).query()).toBeNull();
    expect(screen.getByText("The domain's work").query()).toBeNull();
  });

  it('a move with unsaved work asks: Save, Proceed without changes, or Escape to stay', async () => {
    const answers = guard();
    const screen = await shown(<Screen status="ready" moveAsked guard={answers} />);
    const prompt = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect.element(prompt).toHaveTextContent(TEXTS.review.confirmSaveBeforeLeaving);
    await expect.element(screen.getByRole('button', { name: TEXTS.common.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(answers.onSaveMove).toHaveBeenCalledOnce();
    await screen.getByRole('button', { name: TEXTS.review.proceedWithoutChanges }).click();
    expect(answers.onDiscardMove).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(answers.onStay).toHaveBeenCalledOnce();
    await expect.element(prompt).not.toBeInTheDocument();
  });

  it('another menu entry with unsaved work asks too: Escape stays, Proceed forgets the work and goes', async () => {
    const answers = guard();
    const screen = await shown(<Screen status="ready" unsaved guard={answers} />);
    await screen.getByRole('link', { name: 'Domains' }).click();
    const prompt = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect.element(prompt).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(prompt).not.toBeInTheDocument();
    await expect.element(screen.getByText("The domain's work")).toBeVisible();

    await screen.getByRole('link', { name: 'Domains' }).click();
    await screen.getByRole('button', { name: TEXTS.review.proceedWithoutChanges }).click();
    await expect.element(screen.getByRole('heading', { name: 'Domains page' })).toBeVisible();
    expect(answers.onLeavePage).toHaveBeenCalledOnce();
    expect(answers.onDiscardMove).not.toHaveBeenCalled();
  });
});
