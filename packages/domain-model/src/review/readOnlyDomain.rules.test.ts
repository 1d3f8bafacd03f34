import { describe, expect, it } from 'vitest';
import { DOMAIN_FLOW_STATUSES } from '../domains/domainFlowStatus';
import type { LegalCase } from '../wire/review';
import {
  decideNamedDomainRefusal,
  reportToDownloadAgain,
  showsReadOnly,
  type NamedDomainRefusal,
  type NamedDomainRefusalStep,
} from './readOnlyDomain.rules';

describe('a domain opened by name that cannot be reserved', () => {
  it.each<[NamedDomainRefusal, NamedDomainRefusalStep]>([
    [
      { status: 409, ids: [12] },
      { kind: 'readDomain', domainId: 12 },
    ],
    [{ status: 409, ids: [] }, { kind: 'showError' }],
    [{ status: 409, ids: undefined }, { kind: 'showError' }],
    [{ status: 409, ids: [1, 2] }, { kind: 'showError' }],
    [{ status: 404 }, { kind: 'showError' }],
    [{ status: 500, ids: [12] }, { kind: 'showError' }],
    [{}, { kind: 'showError' }],
  ])('%j: %j', (refusal, step) => {
    expect(decideNamedDomainRefusal(refusal)).toEqual(step);
  });

  it('shows a delivered domain read-only, and no other status', () => {
    const readOnly = DOMAIN_FLOW_STATUSES.filter(({ name }) => showsReadOnly(name)).map(
      ({ name }) => name,
    );
    expect(readOnly).toEqual(['DELIVERED']);
  });
});

describe('the legal case report offered again', () => {
  const record = (id: number, kind: LegalCase['kind'], createdAt: string): LegalCase => ({
    id,
    kind,
    domainId: 1,
    domain: 'shop.example',
    imageIds: [1],
    fileName: `case-${id}.xlsx`,
    createdBy: 'Reviewer',
    createdAt,
  });

  it('is the newest legal case, never a report record', () => {
    expect(
      reportToDownloadAgain([
        record(3, 'REPORT', '2026-03-03T10:00:00Z'),
        record(2, 'LEGAL_CASE', '2026-03-02T10:00:00Z'),
        record(1, 'LEGAL_CASE', '2026-03-01T10:00:00Z'),
      ])?.id,
    ).toBe(2);
    expect(
      reportToDownloadAgain([
        record(1, 'LEGAL_CASE', '2026-03-01T10:00:00Z'),
        record(2, 'LEGAL_CASE', '2026-03-02T10:00:00Z'),
      ])?.id,
    ).toBe(2);
  });

  it('is none without a recorded legal case', () => {
    expect(reportToDownloadAgain([])).toBeNull();
    expect(reportToDownloadAgain([record(3, 'REPORT', '2026-03-03T10:00:00Z')])).toBeNull();
  });
});
