import type {
  BlacklistBatchResult,
  BlacklistedDomain,
  DomainImageListRow,
  DomainListFilter,
  DomainListRow,
  ImageStatus,
  Page,
  PageRequest,
  SightingListRow,
} from '@sightings/domain-model';
import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import { whenOffered } from '../extensionCall';
import { segment, type Transport } from '../transport';

/**
 * The review tables (spec 001 §2.6, §2.7, §7; docs/review-api.md "The review tables"): the
 * blacklist, the domain list with its sightings counted (`domain_image_info`) and the sighting
 * list, each a `Page`. Sort fields are camelCase or the screens' UPPER_SNAKE names
 * (`sortField`). Refusals reject with `ApiError`.
 */
export interface ReviewTableCalls {
  /** `GET /blacklisted_domain?page&size&sort&domain=`: `domain` is a part of the name. */
  blacklist(request: PageRequest, domain?: string): Promise<Page<BlacklistedDomain>>;
  /**
   * `POST /blacklisted_domain/batch`: the domains (the modal's lines: blank ones are ignored,
   * each is trimmed and lower-cased by the server). As 002 §7 answers it, the valid ones are
   * stored and the bad ones come back in `notValid` / `notValidDomains`. `strict` (the
   * extension `import-strict`, sent only when offered, else a 404 rejection and nothing sent):
   * a bad name rejects with 400 naming the first by its line, and nothing is stored.
   */
  addToBlacklist(
    domains: readonly string[],
    options?: { strict?: boolean },
  ): Promise<BlacklistBatchResult>;
  /** `DELETE /blacklisted_domain/{id}`: the removed entry; 404 when it is gone already. */
  removeFromBlacklist(id: number): Promise<BlacklistedDomain>;
  /**
   * `POST /assessment_domain/domain_image_info?page&size&sort` (body: 002 §3's domain search
   * filters): the domain list.
   */
  domainImageInfo(
    request: PageRequest,
    filter?: DomainListFilter,
    options?: { perImage?: false },
  ): Promise<Page<DomainListRow>>;
  /**
   * `POST /assessment_domain/domain_image_info?perImage=true&page&size&sort`: the
   * domain-with-image list, one row per domain and sighting (`id` the sighting's, `domainId`
   * the domain's, plus `imageId` and `imageUrl`); it also sorts by `domainId`, `imageId` and
   * `imageUrl`. The extension `domain-with-image`: without it, rejects with a 404 and sends
   * nothing.
   */
  domainImageInfo(
    request: PageRequest,
    filter: DomainListFilter | undefined,
    options: { perImage: true },
  ): Promise<Page<DomainImageListRow>>;
  /** `GET /assessment_image?page&size&sort&domainId&status`: the sighting list. */
  sightings(
    request: PageRequest,
    filter?: { domainId?: number; status?: readonly ImageStatus[] },
  ): Promise<Page<SightingListRow>>;
}

export function reviewTableCalls(
  t: Transport,
  caps: CapabilitiesSource = SPEC_ONLY_SOURCE,
): ReviewTableCalls {
  const domainList = (request: PageRequest, filter: DomainListFilter, perImage: boolean) =>
    t.postPage(
      `/assessment_domain/domain_image_info${perImage ? '?perImage=true' : ''}`,
      request,
      filter,
    );
  return {
    blacklist: (request, domain) =>
      t.getPage('/blacklisted_domain', request, { domain: domain === '' ? undefined : domain }),
    addToBlacklist: async (domains, { strict = false } = {}) => {
      const body = domains.map((domain) => ({ domain }));
      return strict
        ? whenOffered(caps, 'import-strict', () =>
            t.sendJson<BlacklistBatchResult>('post', '/blacklisted_domain/batch?strict=true', body),
          )
        : t.sendJson<BlacklistBatchResult>('post', '/blacklisted_domain/batch', body);
    },
    removeFromBlacklist: (id) => t.deleteJson(`/blacklisted_domain/${segment(id)}`),
    domainImageInfo: ((
      request: PageRequest,
      filter: DomainListFilter = {},
      { perImage }: { perImage?: boolean } = {},
    ) =>
      perImage
        ? whenOffered(caps, 'domain-with-image', () => domainList(request, filter, true))
        : domainList(request, filter, false)) as ReviewTableCalls['domainImageInfo'],
    sightings: (request, { domainId, status } = {}) =>
      t.getPage('/assessment_image', request, { domainId, status }),
  };
}
