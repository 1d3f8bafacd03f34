import type { Domain, Image, ReviewDomain, ReviewImage } from '@sightings/domain-model';

/*
 * The records the console's component tests answer in place of the server: one builder each,
 * with quiet defaults a test overrides field by field.
 */

/** A sighting leased to the operator, as the Images page gets it. */
export function image(id: number, extra: Partial<Image> = {}): Image {
  return {
    id,
    imageId: `IMG${id}`,
    agency: 'Agency',
    imageUrl: null,
    usageUrl: `https://site.example/${id}`,
    imageSource: null,
    originalImageFileName: null,
    status: 'PENDING',
    delivered: false,
    downloaded: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lastModifyDateFromHeader: null,
    foundAt: null,
    photographerName: null,
    difference: null,
    domainId: 1,
    reviewStatusChangedBy: null,
    reviewStatusChangedAt: null,
    hasOriginal: true,
    domain: 'site.example',
    reservedUntil: null,
    ...extra,
  };
}

/** Images `from` to `to`, ids in order. */
export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => image(from + i));

/** A new domain of the operator's queue, as the Domains page's reserve call answers it. */
export function queueDomain(id: number, extra: Partial<Domain> = {}): Domain {
  return {
    id,
    domain: `shop-${id}.example`,
    commercialWebSite: null,
    unsureType: null,
    noCommercialCause: null,
    gallery: false,
    priorityCountry: null,
    otherCountries: null,
    priorityLanguage: null,
    otherLanguage: null,
    street: null,
    city: null,
    postcode: null,
    phoneNumber: null,
    email: null,
    companyName: null,
    facebookLink: null,
    contactFormLink: null,
    noDetailsFound: false,
    blacklisted: false,
    comment: null,
    returnedForComment: false,
    domainFlowStatus: 'NEW',
    filledByOperator: false,
    imagesCountOnDomain: 3,
    reservedUntil: null,
    ...extra,
  };
}

/** A domain of a review queue (quality control, social media QC, final review), filled in. */
export function reviewDomain(id: number, extra: Partial<ReviewDomain> = {}): ReviewDomain {
  return {
    ...queueDomain(id),
    domain: `site${id}.example`,
    commercialWebSite: true,
    priorityCountry: 'DEU',
    priorityLanguage: 'de',
    companyName: 'Shop',
    domainFlowStatus: 'PENDING_QUALITY_CONTROL',
    filledByOperator: true,
    twitterLink: null,
    instagramLink: null,
    linkedinLink: null,
    detailsLink: null,
    category: null,
    website: null,
    notPursuable: false,
    verified: false,
    parkedUntil: null,
    scrapedCountry: null,
    socialDomain: false,
    updatedByName: 'Operator',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  } as ReviewDomain;
}

/** A sighting of a domain under review: `image`'s, with a picture address and the review's flags. */
export function reviewImage(id: number, extra: Partial<ReviewImage> = {}): ReviewImage {
  return {
    ...image(id),
    imageUrl: `https://cdn.example/${id}.jpg`,
    domain: 'site1.example',
    registeredImage: false,
    onHold: false,
    ...extra,
  } as ReviewImage;
}
