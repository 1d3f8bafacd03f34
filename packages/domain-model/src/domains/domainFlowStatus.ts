/**
 * Domain flow statuses: where a domain stands between classification and delivery. One table,
 * used by the server (stored values, the flow) and the console (labels). The transitions come
 * with the review screens; `docs/domain-flow.md` describes them as they land.
 */
export const DOMAIN_FLOW_STATUSES = [
  { name: 'NEW', fullName: 'New', shortName: 'NEW' },
  { name: 'PENDING_QUALITY_CONTROL', fullName: 'Pending quality control', shortName: 'PQC' },
  {
    name: 'RETURNED_FOR_QUALITY_CONTROL',
    fullName: 'Returned for quality control',
    shortName: 'RQC',
  },
  { name: 'RETURNED_FOR_REVIEW', fullName: 'Returned for review', shortName: 'RFR' },
  { name: 'PENDING_FINAL_REVIEW', fullName: 'Pending final review', shortName: 'PFR' },
  { name: 'ON_HOLD', fullName: 'On hold', shortName: 'HOLD' },
  { name: 'PARKED', fullName: 'Parked', shortName: 'PARK' },
  { name: 'DELIVERED', fullName: 'Delivered', shortName: 'DLV' },
  { name: 'NOT_PURSUABLE', fullName: 'Not pursuable', shortName: 'NP' },
] as const;

export type DomainFlowStatus = (typeof DOMAIN_FLOW_STATUSES)[number]['name'];

export interface DomainFlowStatusEntry {
  name: DomainFlowStatus;
  fullName: string;
  shortName: string;
}

export const DOMAIN_FLOW_STATUS_NAMES = DOMAIN_FLOW_STATUSES.map(
  (s) => s.name,
) as DomainFlowStatus[];

export function isDomainFlowStatus(value: unknown): value is DomainFlowStatus {
  return typeof value === 'string' && (DOMAIN_FLOW_STATUS_NAMES as string[]).includes(value);
}

/** The entry of a status, for its full and short names. */
export function domainFlowStatusEntry(name: DomainFlowStatus): DomainFlowStatusEntry {
  const entry = DOMAIN_FLOW_STATUSES.find((s) => s.name === name);
  if (!entry) throw new Error(`Unknown domain flow status: ${name}`);
  return entry;
}
