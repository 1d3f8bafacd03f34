import {
  DOMAIN_RESERVE_LIMIT_MAX,
  DOMAINS_BATCH_SIZE,
  formValuesFromDomain,
  idsToPreload,
  isFormChanged,
  needsRefill,
  type Country,
  type Domain,
  type DomainFormValues,
  type Language,
  type NonCommercialReason,
  type ThirdPartyDomainData,
} from '@sightings/domain-model';
import { isApiError } from '@sightings/api-client';
import { proxy, type Snapshot } from 'valtio';
import { api } from '../api';
import { createLeasedQueue, type LeasedQueueState } from '../queue/leasedQueue';

/**
 * The Domains page's state (spec 000 "Domains page", section 9): a queue of domains reserved
 * 50 at a time, refilled when 25 remain ahead, the current and the next preloaded (their
 * sighting counts and third-party data), the leases kept alive every 30 s. Each domain's form
 * is a draft until saved; a saved domain leaves the queue.
 */
export interface DomainsState extends LeasedQueueState<Domain> {
  index: number;
  /** The form of each domain as the operator left it (unsaved). */
  drafts: Record<number, DomainFormValues | undefined>;
  counts: Record<number, number | null | undefined>;
  /** undefined: not loaded yet; null: the third party knows nothing of the domain. */
  thirdParty: Record<number, ThirdPartyDomainData | null | undefined>;
  reference: { countries: Country[]; languages: Language[]; reasons: NonCommercialReason[] } | null;
  saving: boolean;
}

export const domainsState = proxy<DomainsState>({
  status: 'loading',
  error: null,
  queue: [],
  index: 0,
  drafts: {},
  counts: {},
  thirdParty: {},
  reference: null,
  saving: false,
});

/** The store or a snapshot of it (what `useSnapshot` gives), for the read-only helpers. */
type View = Snapshot<DomainsState>;
type DomainView = View['queue'][number];

export function currentDomain(state: View): DomainView | undefined {
  return state.queue[state.index];
}

/** The form of a domain: its draft, else as stored. */
export function formOf(state: View, domain: DomainView): DomainFormValues {
  const draft = state.drafts[domain.id];
  return draft ? { ...draft } : formValuesFromDomain(domain);
}

/** Whether the operator changed what a save would store (`isFormChanged`). */
export function isDirty(state: View, domain: DomainView): boolean {
  const draft = state.drafts[domain.id];
  return draft ? isFormChanged(formValuesFromDomain(domain), { ...draft }) : false;
}

export function setDraft(id: number, values: DomainFormValues) {
  domainsState.drafts[id] = values;
}

export function discardDraft(id: number) {
  delete domainsState.drafts[id];
}

/**
 * The leased queue (`createLeasedQueue`). The server answers the user's own live leases first,
 * and the queue holds exactly those: asking for the queue's length plus 50 brings 50 new domains
 * (while the queue stays under 150; beyond that a refill brings what fits under the server's
 * 200).
 */
const leased = createLeasedQueue(domainsState, {
  reserve: (queue) =>
    api.domains.reservePending(
      Math.min(DOMAIN_RESERVE_LIMIT_MAX, queue.length + DOMAINS_BATCH_SIZE),
    ),
  keepReserved: (ids) => api.domains.keepReserved(ids),
  // A lost domain leaves through `removeFromQueue`, which keeps the index and drafts right.
  dropLost: false,
});

/** Reserves more when 25 or fewer domains remain ahead of the current one. */
export function refillIfNeeded(): Promise<void> {
  const ahead = domainsState.queue.length - domainsState.index - 1;
  if (!needsRefill(ahead)) return Promise.resolve();
  return leased.refill().catch(() => undefined);
}

/** Loads the current and the next domain's sighting count and third-party data. */
export function preload(): void {
  const ids = idsToPreload(
    domainsState.queue.map((domain) => domain.id),
    domainsState.index,
  );
  for (const id of ids) {
    const domain = domainsState.queue.find((d) => d.id === id);
    if (!domain) continue;
    if (domainsState.counts[id] === undefined) {
      domainsState.counts[id] = null;
      api.domains.imagesCount(id).then(
        (count) => (domainsState.counts[id] = count),
        () => (domainsState.counts[id] = domain.imagesCountOnDomain ?? null),
      );
    }
    if (!(id in domainsState.thirdParty)) {
      domainsState.thirdParty[id] = undefined;
      api.reference.thirdPartyData(domain.domain).then(
        (data) => (domainsState.thirdParty[id] = data),
        () => (domainsState.thirdParty[id] = null),
      );
    }
  }
}

export async function start(): Promise<void> {
  domainsState.index = 0;
  domainsState.drafts = {};
  domainsState.counts = {};
  domainsState.thirdParty = {};
  const reference = domainsState.reference
    ? null
    : Promise.all([
        api.reference.countries(),
        api.reference.languages(),
        api.reference.nonCommercialReasons(),
      ]);
  // The reference lists and the first batch are asked for together.
  await leased.start();
  if (reference && domainsState.status !== 'error') {
    try {
      const [countries, languages, reasons] = await reference;
      domainsState.reference = { countries, languages, reasons };
    } catch (error) {
      domainsState.status = 'error';
      domainsState.error = error instanceof Error ? error.message : String(error);
    }
  } else {
    reference?.catch(() => undefined);
  }
  preload();
}

/** Moves to another domain of the queue (the caller asked about unsaved changes first). */
export function go(index: number): void {
  if (index < 0 || index >= domainsState.queue.length) return;
  domainsState.index = index;
  preload();
  void refillIfNeeded();
}

/**
 * Removes domains from the queue (saved, or their lease was lost), keeping the current one
 * current when it stays, else showing the one that followed it.
 */
export function removeFromQueue(ids: readonly number[]): void {
  const gone = new Set(ids);
  const current = domainsState.queue[domainsState.index];
  const before = domainsState.queue.slice(0, domainsState.index).filter((d) => !gone.has(d.id));
  leased.finish(ids);
  for (const id of ids) {
    delete domainsState.drafts[id];
    delete domainsState.counts[id];
    delete domainsState.thirdParty[id];
  }
  domainsState.index =
    current && !gone.has(current.id)
      ? domainsState.queue.indexOf(current)
      : Math.min(before.length, Math.max(0, domainsState.queue.length - 1));
  if (domainsState.queue.length === 0) domainsState.status = 'empty';
  preload();
}

/** After domains left the queue: refill ahead, or wait for more when none is left. */
async function afterRemoval(): Promise<void> {
  if (domainsState.queue.length > 0) {
    void refillIfNeeded();
    return;
  }
  await leased.whenEmptied();
  domainsState.index = 0;
  preload();
}

/**
 * keep_reserved: renews the leases and answers which domains are still ours. The others leave
 * the queue (their unsaved changes are not sent); returns them so the page can say so.
 */
export async function keepReserved(): Promise<Domain[]> {
  const lost = await leased.keepAlive();
  if (lost.length) {
    removeFromQueue(lost.map((domain) => domain.id));
    await afterRemoval();
  }
  return lost;
}

export type SaveOutcome =
  { kind: 'saved' } | { kind: 'lost' } | { kind: 'failed'; message: string; status: number };

/** SAVE DETAILS: on success the domain leaves the queue and the next one shows. */
export async function save(domain: DomainView, update: Parameters<typeof api.domains.update>[1]) {
  domainsState.saving = true;
  try {
    await api.domains.update(domain.id, update);
    removeFromQueue([domain.id]);
    await afterRemoval();
    return { kind: 'saved' } satisfies SaveOutcome;
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      removeFromQueue([domain.id]);
      await afterRemoval();
      return { kind: 'lost' } satisfies SaveOutcome;
    }
    return {
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
      status: isApiError(error) ? error.status : 0,
    } satisfies SaveOutcome;
  } finally {
    domainsState.saving = false;
  }
}
