import {
  KEEP_RESERVED_MAX_IDS,
  type Domain,
  type DomainUpdate,
  type ImagesCount,
  type KeepReservedResult,
} from '@sightings/domain-model';
import { optionalQuery, segment, type Transport } from '../transport';

const domainPath = (id: number) => `/assessment_domain/${segment(id)}`;

/** The Domains page (spec 000 section 7). */
export interface DomainsCalls {
  /**
   * `GET /assessment_domain/reserve_pending?limit=` (1 to 200; the server's default is 50):
   * leases domains awaiting classification to the caller; the caller's own live leases come
   * first.
   */
  reservePending(limit?: number): Promise<Domain[]>;
  /**
   * `GET /assessment_domain/keep_reserved?ids=`: renews the caller's leases of these domains
   * and resolves with the ids still leased to the caller, in the order given. The call takes
   * at most `KEEP_RESERVED_MAX_IDS` (100) ids, so a longer list goes in several calls; an
   * empty list resolves with `[]` without a call.
   */
  keepReserved(ids: readonly number[]): Promise<number[]>;
  /** `GET /assessment_domain/{id}`: one domain; an unknown id rejects with 404. */
  byId(id: number): Promise<Domain>;
  /** `GET /assessment_domain/{id}/images_count`: how many sightings the domain has (any status). */
  imagesCount(id: number): Promise<number>;
  /**
   * `PUT /assessment_domain/{id}/update`: SAVE DETAILS (`toDomainUpdate` makes the body).
   * Resolves with the saved domain; 409 when the domain is no longer leased to the caller
   * (`ids` names it), 400 with the form rule's message when the body breaks one.
   */
  update(id: number, body: DomainUpdate): Promise<Domain>;
}

export function domainsCalls(t: Transport): DomainsCalls {
  return {
    reservePending: (limit) =>
      t.getJson<Domain[]>(`/assessment_domain/reserve_pending${optionalQuery('limit', limit)}`),
    keepReserved: async (ids) => {
      // The call takes at most KEEP_RESERVED_MAX_IDS ids: a longer list goes in several.
      const chunks: (readonly number[])[] = [];
      for (let i = 0; i < ids.length; i += KEEP_RESERVED_MAX_IDS) {
        chunks.push(ids.slice(i, i + KEEP_RESERVED_MAX_IDS));
      }
      const results = await Promise.all(
        chunks.map((chunk) =>
          t.getJson<KeepReservedResult>(
            `/assessment_domain/keep_reserved?ids=${chunk.map(segment).join(',')}`,
          ),
        ),
      );
      return results.flatMap((result) => result.ids);
    },
    byId: (id) => t.getJson<Domain>(domainPath(id)),
    imagesCount: async (id) =>
      (await t.getJson<ImagesCount>(`${domainPath(id)}/images_count`)).count,
    update: (id, body) => t.sendJson<Domain>('put', `${domainPath(id)}/update`, body),
  };
}
