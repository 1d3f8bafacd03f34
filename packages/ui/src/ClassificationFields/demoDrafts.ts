import type { ClassificationValues } from './ClassificationFields';

/**
 * A review screen's draft as the console keeps it (the Domain entity's fields, an empty one as
 * null), for stories and tests: a Swiss print shop with its company details, on the social
 * media screen's fields too.
 */
export interface DemoReviewDraft extends ClassificationValues {
  commercialWebSite: boolean | null;
  comment: string | null;
}

export const DEMO_REVIEW_DRAFT: DemoReviewDraft = {
  commercialWebSite: true,
  noCommercialCause: null,
  gallery: false,
  priorityCountry: 'CHE',
  otherCountries: null,
  priorityLanguage: 'de',
  otherLanguage: null,
  companyName: 'Lakeside Prints GmbH',
  street: 'Seestrasse 12',
  postcode: '8002',
  city: 'Zürich',
  phoneNumber: '+41 44 123 45 67',
  email: 'info@lakeside.example',
  contactFormLink: 'https://lakeside.example/contact',
  facebookLink: null,
  twitterLink: 'https://twitter.example/lakeside',
  instagramLink: null,
  linkedinLink: null,
  detailsLink: null,
  category: 'Prints',
  website: 'https://lakeside.example',
  comment: 'Checked twice',
};
