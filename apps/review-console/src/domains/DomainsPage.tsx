import {
  DOMAIN_SAVE_ERROR_TOAST_MS,
  domainFormErrorsFromMessage,
  SUCCESS_TOAST_MS,
  TEXTS,
  toDomainUpdate,
  type DomainFormErrors,
  type DomainFormValues,
} from '@sightings/domain-model';
import {
  Button,
  ConfirmDialog,
  DomainDetailsForm,
  DomainHeader,
  Notice,
  PageFrame,
  QueueState,
} from '@sightings/ui';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { toasts, whileLoading } from '../feedback/feedback';
import { usePageHeading } from '../pages/usePageHeading';
import { useKeepAlive } from '../queue/useKeepAlive';
import {
  currentDomain,
  discardDraft,
  domainsState,
  formOf,
  go,
  isDirty,
  keepReserved,
  save,
  setDraft,
  start,
} from './domainsStore';

/** The domain the operator wanted to go to when the current one had unsaved changes. */
type Leaving = { kind: 'domain'; index: number };

/**
 * The Domains page (spec 000 "Domains page", "Domains page flow"): one reserved domain at a
 * time, classified with the details form and saved; Previous and Next walk the queue.
 */
export default function DomainsPage() {
  // Focus on opening (docs/domains-page.md "Focus when the page opens"): the heading at once,
  // so the page is announced while the queue loads (and keeps it for an empty or failed queue);
  // then the first domain's first field, the Website radios, unless the user moved the focus.
  const heading = usePageHeading<HTMLHeadingElement>('Domains');
  const state = useSnapshot(domainsState);
  const [errors, setErrors] = useState<DomainFormErrors>({});
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The domain that shows after a save takes the focus on its first field (no Tab needed).
  const [focusDomainId, setFocusDomainId] = useState<number | null>(null);

  useEffect(() => {
    void whileLoading(start()).finally(() => {
      // The first domain's form takes the focus when it shows, unless the user moved it.
      const active = document.activeElement;
      const first = currentDomain(domainsState);
      const shows = domainsState.status === 'ready' && domainsState.reference !== null;
      if (first && shows && (!active || active === document.body || active === heading.current))
        setFocusDomainId(first.id);
    });
  }, [heading]);

  // keep_reserved every 30 s; a domain whose lease was lost leaves the queue with a notice.
  useKeepAlive(keepReserved, (lost) =>
    setNotice(
      lost.length === 1
        ? `The reservation of ${lost[0]!.domain} ended: it left your queue and its unsaved changes were not sent.`
        : `The reservations of ${lost.length} domains ended (${lost.map((d) => d.domain).join(', ')}): they left your queue and their unsaved changes were not sent.`,
    ),
  );

  const domain = currentDomain(state);
  const dirty = domain ? isDirty(state, domain) : false;

  // Leaving the page (another menu entry) with unsaved changes asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    const now = currentDomain(domainsState);
    return now ? isDirty(domainsState, now) : false;
  });
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function moveTo(index: number) {
    if (!domain) return;
    if (isDirty(domainsState, domain)) {
      setLeaving({ kind: 'domain', index });
      return;
    }
    setErrors({});
    setFocusDomainId(null);
    go(index);
  }

  /** After a save the next domain shows: its form takes the focus. */
  function focusNextDomain() {
    setFocusDomainId(currentDomain(domainsState)?.id ?? null);
  }

  async function submit(values: DomainFormValues) {
    if (!domain) return;
    setNotice(null);
    const outcome = await whileLoading(save(domain, toDomainUpdate(values)));
    if (outcome.kind === 'saved') {
      setErrors({});
      focusNextDomain();
      toasts.success(TEXTS.domains.saved, { timeout: SUCCESS_TOAST_MS });
    } else if (outcome.kind === 'lost') {
      setErrors({});
      focusNextDomain();
      setNotice(
        `The reservation of ${domain.domain} ended and another user holds it now: your changes were not saved.`,
      );
    } else {
      // The changes stay on screen; SAVE DETAILS again retries.
      toasts.error(TEXTS.domains.saveFailed, { timeout: DOMAIN_SAVE_ERROR_TOAST_MS });
      if (outcome.status === 400) {
        // The server names what it refused: at its field, as the spec writes the message
        // ('email: …' shows 'You have entered an invalid email address.!' at Email);
        // a message of no form field shows above the form.
        const atFields = domainFormErrorsFromMessage(outcome.message);
        setErrors(atFields);
        if (Object.keys(atFields).length === 0) setNotice(outcome.message);
      }
    }
  }

  const reference = state.reference;
  return (
    <PageFrame
      title="Domains"
      headingRef={heading}
      notice={
        notice ? (
          <Notice
            tone="warning"
            action={
              <Button variant="quiet" size="small" onPress={() => setNotice(null)}>
                Dismiss
              </Button>
            }
          >
            {notice}
          </Notice>
        ) : null
      }
    >
      <QueueState
        status={state.status}
        error={state.error}
        onRetry={() => void whileLoading(start())}
      />
      {state.status === 'ready' && domain && reference ? (
        <>
          <DomainHeader
            domain={domain.domain}
            count={state.counts[domain.id] ?? null}
            hasPrevious={state.index > 0}
            hasNext={state.index < state.queue.length - 1}
            onPrevious={() => moveTo(state.index - 1)}
            onNext={() => moveTo(state.index + 1)}
          />
          <DomainDetailsForm
            key={domain.id}
            values={formOf(state, domain)}
            onChange={(values) => {
              setDraft(domain.id, values);
              // The server's errors were about the values it saw.
              if (Object.keys(errors).length > 0) setErrors({});
            }}
            errors={errors}
            filledByOperator={domain.filledByOperator}
            countries={reference.countries}
            languages={reference.languages}
            reasons={reference.reasons}
            thirdPartyData={state.thirdParty[domain.id] ?? null}
            onSubmit={(values) => void submit(values)}
            isSaving={state.saving}
            focusFirstField={focusDomainId === domain.id}
          />
        </>
      ) : null}
      <ConfirmDialog
        isOpen={leaving !== null || blocker.state === 'blocked'}
        title="Unsaved changes"
        message={`Your changes to ${domain?.domain ?? 'this domain'} are not saved. Leave without saving them?`}
        confirmLabel="Leave without saving"
        cancelLabel="Stay"
        tone="danger"
        onConfirm={() => {
          const target = leaving;
          setLeaving(null);
          if (domain) discardDraft(domain.id);
          setErrors({});
          setFocusDomainId(null);
          if (target?.kind === 'domain') go(target.index);
          else if (blocker.state === 'blocked') blocker.proceed();
        }}
        onCancel={() => {
          setLeaving(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </PageFrame>
  );
}
