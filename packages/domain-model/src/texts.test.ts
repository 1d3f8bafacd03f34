import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSION_KEYS, ROLES } from './auth/permissions';
import { MIN_PASSWORD_LENGTH, TEMPLATES, TEXTS } from './texts';

/** Every leaf of TEXTS as [dotted key, value]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) =>
      leaves(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, node]];
}

/** The expected catalogue, each string copied from the specs character for character. */
const EXPECTED: [string, string][] = [
  // common
  ['common.emptyTable', 'No data for the selected filters'],
  ['common.imageLoadFailed', 'Error loading image from source'],
  ['common.noPendingData', 'No data. Please contact your system administrator.'],
  ['common.yes', 'Yes'],
  ['common.no', 'No'],
  ['common.save', 'Save'],
  ['common.cancel', 'Cancel'],
  ['common.copy', 'Copy'],
  // validation
  ['validation.fieldRequired', 'This field cannot be empty.'],
  ['validation.invalidEmail', 'You have entered an invalid email address.!'],
  ['validation.passwordMinimum', 'Must be minimum 8 characters.'],
  ['validation.passwordsDiffer', 'The two passwords you entered are incompatible!'],
  ['validation.passwordsDifferReset', 'The two passwords you entered are incompatible!!'],
  ['validation.reasonRequired', 'Reason required'],
  // login
  ['login.emailRequired', 'Please enter your username!'],
  ['login.passwordRequired', 'Please enter a password!'],
  ['login.badCredentials', 'The username or password you entered is incorrect'],
  ['login.signIn', 'Sign in'],
  // errors
  ['errors.somethingWentWrong', 'Something went wrong!'],
  ['errors.thereWasAnError', 'There was an error.'],
  ['errors.storedServerError', 'SERVER ERROR'],
  ['errors.storedUserInfoError', 'SERVER_ERROR'],
  ['errors.storedSendMessageFailed', 'SEND MESSAGE FAILED'],
  ['errors.storedCountingError', 'Counting error'],
  // images
  ['images.checkAllGroups', 'Please check all groups of images '],
  ['images.saved', 'Images information saved successfully'],
  ['images.noUploadedImage', 'No uploaded image'],
  ['images.imageLoadingError', 'Image loading error'],
  ['images.viewOnSite', 'Click to view image on site'],
  ['images.previousStep', 'Previous step'],
  ['images.markLeftIdentical', 'Mark LEFT as IDENTICAL'],
  ['images.markLeftNotIdentical', 'Mark LEFT as NOT IDENTICAL'],
  ['images.save', 'SAVE'],
  ['images.confirm', 'CONFIRM'],
  // domains
  ['domains.websiteRequired', 'Required field'],
  ['domains.countryRequired', 'Select country from Priority or Other dropdown'],
  ['domains.saveFailed', 'Server error'],
  ['domains.saved', 'Domain details saved successfully'],
  ['domains.previousPage', 'Previous page'],
  ['domains.nextPage', 'Next page'],
  ['domains.saveDetails', 'SAVE DETAILS'],
  ['domains.commercial', 'Commercial'],
  ['domains.nonCommercial', 'Non-Commercial'],
  ['domains.artShop', 'Art shop'],
  ['domains.priority', 'Priority'],
  ['domains.other', 'Other'],
  ['domains.detailedAddress', 'Detailed address'],
  ['domains.thirdPartyData', 'Third-party data'],
  // review
  ['review.noticeCommentSubmitted', 'Comment submitted. Please proceed'],
  ['review.noticePreviousSightings', 'This domain has had previous sightings!'],
  ['review.noticeSubmittedForReview', 'Domain submitted for another review.'],
  ['review.noticeOnBlacklist', 'This domain is currently on the blacklist.'],
  ['review.noDomains', 'No domains for review'],
  ['review.nonCommercialReasonRequired', 'Non-commercial reason required!'],
  ['review.completeUrlChanges', 'Complete the URL changes!'],
  ['review.invalidUrlValues', 'Invalid values!'],
  ['review.dateInFuture', 'Please choose a date in the future'],
  ['review.commentEmpty', 'Comment can not be empty!'],
  [
    'review.confirmSaveBeforeLeaving',
    'Would you like to save changes before going to another domain?',
  ],
  ['review.proceedWithoutChanges', 'Proceed without changes'],
  ['review.confirmSubmitComment', 'Are you sure you want to submit comment'],
  ['review.confirmDomainChange', 'Are you sure that you want to change your domain?'],
  ['review.saved', 'Changes were saved successfully'],
  ['review.approved', 'Approved successfully'],
  ['review.approvalFailed', 'Approval failed'],
  ['review.commentSubmitted', 'Submit as comment successfully'],
  ['review.reviewSubmitted', 'Submit as review successfully'],
  ['review.held', 'Domain data hold successfully'],
  ['review.parked', 'Successfuly parked!'],
  ['review.delivered', 'Delivered successfully'],
  ['review.deliveryFailed', 'Delivery failed'],
  ['review.withoutImageUrl', 'Without Image Url'],
  ['review.nonVerifiedCountry', 'Non Verified Country'],
  ['review.saveChanges', 'SAVE CHANGES'],
  ['review.createLegalCaseCheckbox', 'Create Legal Case'],
  ['review.createLegalCase', 'CREATE LEGAL CASE'],
  ['review.confirmStatus', 'Confirm Status'],
  ['review.notPursuable', 'NOT PURSUABLE'],
  ['review.park', 'Park'],
  ['review.reset', 'Reset'],
  ['review.summaryTotal', 'Total'],
  ['review.summaryIdentical', 'Identical'],
  ['review.summaryPending', 'Pending'],
  ['review.summaryNonIdentical', 'Non-identical'],
  // blacklist
  ['blacklist.addModalTitle', 'ADD NEW DOMAIN TO BLACKLIST'],
  ['blacklist.domainFieldLabel', 'Enter only one domain name'],
  ['blacklist.added', 'Domain added successfully'],
  ['blacklist.deleted', 'Domain deleted successfully'],
  // search
  ['search.searchValueEmpty', 'Search value can not be empty!'],
  ['search.searchValuesEmpty', 'Search values can not be empty!'],
  ['search.tabImages', 'Images table'],
  ['search.tabDomains', 'Domains table'],
  ['search.tabUsages', 'Usages URL'],
  ['search.tabClickhouseUsages', 'Clickhouse Usage url'],
  ['search.tabBlacklisted', 'Blacklisted table'],
  ['search.ok', 'OK'],
  // import
  ['import.itemRequired', 'Item field can not be empty!'],
  ['import.updateFailed', 'Update failed!'],
  ['import.importFailed', 'Import failed!'],
  ['import.updated', 'Updated Successfully'],
  ['import.imported', 'Imported Successfully'],
  ['import.agencyCountriesSection', 'Import Agency & Countries Sections'],
  ['import.manualEntry', 'Manual entry'],
  ['import.importCsv', 'Import CSV'],
  ['import.importLegitimateAgencyCsv', 'Import Legitimate Agency CSV'],
  ['import.importCountriesCsv', 'Import Countries CSV'],
  ['import.kinds.notPursuableImages', 'IMAGES - NOT PURSUABLE'],
  ['import.kinds.registeredImages', 'IMAGES - REGISTERED'],
  ['import.kinds.blacklistedDomains', 'DOMAINS - BLACKLISTED'],
  ['import.kinds.imageStatuses', 'IMAGES - STATUSES'],
  ['import.kinds.blacklistedSubdomains', 'SUBDOMAINS-BLACKLISTED'],
  // users
  ['users.created', 'New user add successfully'],
  ['users.changed', 'User data changed successfully'],
  ['users.passwordChanged', 'Password changed successfully'],
  ['users.createUser', 'Create user'],
  ['users.columnName', 'User name'],
  ['users.columnEmail', 'Email'],
  ['users.columnRole', 'Role'],
  ['users.active', 'Active'],
  ['users.disabled', 'Disabled'],
  ['users.editUserData', 'Edit user data'],
  ['users.filters', 'Filters'],
  ['users.roleLabels.ROLE_ADMIN', 'Administrator'],
  ['users.roleLabels.ROLE_USER', 'User'],
  ['users.permissionLabels.imagePermission', 'Images'],
  ['users.permissionLabels.domainPermission', 'Domains'],
  ['users.permissionLabels.qualityControlPermission', 'Quality'],
  ['users.permissionLabels.reviewPermission', 'Review'],
  ['users.permissionLabels.socialMediaPermission', 'Social Media'],
  ['users.permissionLabels.tablePermission', 'Search'],
  ['users.permissionLabels.importPermission', 'Import'],
  // Ours, not in the specs: the sign-in lock in the admin panel (docs/admin-panel.md).
  ['users.signInLock.column', 'Sign-in'],
  ['users.signInLock.clear', 'Clear sign-in lock'],
  ['users.signInLock.cleared', 'Sign-in lock cleared'],
  // work queues
  ['workQueues.saved', 'Filter save successfully'],
  ['workQueues.queryValidated', 'Query validate successfully'],
  ['workQueues.queryExecuted', 'Query execute successfully'],
  // 002 §5 says what the modal states, not its words: the wording is ours.
  [
    'workQueues.testBeforeSaving',
    'All queries must be tested before saving. Incorrect queries will not be saved.',
  ],
  // pages
  ['pages.forbidden', 'Sorry, you are not authorized to access this page.'],
  ['pages.notFound', 'Sorry, the page you visited does not exist.'],
  ['pages.homePage', 'Home Page'],
];

const actual = new Map(leaves(TEXTS));

describe('TEXTS', () => {
  it.each(EXPECTED)('%s is quoted exactly', (key, expected) => {
    expect(actual.get(key)).toBe(expected);
  });

  it('holds exactly the expected catalogue (no entry untested, none missing)', () => {
    expect([...actual.keys()].sort()).toEqual(EXPECTED.map(([key]) => key).sort());
  });

  it.each(leaves(TEXTS))('%s is a non-empty string', (_key, value) => {
    expect(typeof value).toBe('string');
    expect((value as string).length).toBeGreaterThan(0);
  });

  it.each([
    ['review.parked', 'Successfuly parked!'],
    ['images.checkAllGroups', 'Please check all groups of images '],
    ['validation.invalidEmail', 'You have entered an invalid email address.!'],
    ['validation.passwordsDifferReset', 'The two passwords you entered are incompatible!!'],
    ['users.created', 'New user add successfully'],
    ['review.confirmSubmitComment', 'Are you sure you want to submit comment'],
    ['import.kinds.blacklistedSubdomains', 'SUBDOMAINS-BLACKLISTED'],
  ])('keeps the odd spelling of %s', (key, expected) => {
    expect(actual.get(key)).toBe(expected);
  });

  it('keeps the trailing space of the images group message', () => {
    expect(TEXTS.images.checkAllGroups.endsWith(' ')).toBe(true);
    expect(TEXTS.images.checkAllGroups).toHaveLength('Please check all groups of images '.length);
  });

  it('labels every role and every user-administration permission flag', () => {
    expect(Object.keys(TEXTS.users.roleLabels).sort()).toEqual([...ROLES].sort());
    expect(Object.keys(TEXTS.users.permissionLabels).sort()).toEqual(
      [...ADMIN_PERMISSION_KEYS].sort(),
    );
  });

  it('states the password minimum that MIN_PASSWORD_LENGTH holds', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(TEXTS.validation.passwordMinimum).toContain(String(MIN_PASSWORD_LENGTH));
  });
});

describe('TEMPLATES', () => {
  it.each([
    ['domainSightings(12)', TEMPLATES.domainSightings(12), 'Domain sightings: 12'],
    ['domainSightings(0)', TEMPLATES.domainSightings(0), 'Domain sightings: 0'],
    ['totalItems(125)', TEMPLATES.totalItems(125), 'Total 125 items'],
    ['totalItems(1)', TEMPLATES.totalItems(1), 'Total 1 items'],
    [
      'blacklistConfirm(add)',
      TEMPLATES.blacklistConfirm('add', 'example.com'),
      'Would you like to add example.com to the blacklist?',
    ],
    [
      'blacklistConfirm(remove)',
      TEMPLATES.blacklistConfirm('remove', 'example.com'),
      'Would you like to remove example.com from the blacklist?',
    ],
    [
      'blacklistChanged(add)',
      TEMPLATES.blacklistChanged('add', 'example.com'),
      'example.com is successfully added to the blacklist',
    ],
    [
      'blacklistChanged(remove)',
      TEMPLATES.blacklistChanged('remove', 'example.com'),
      'example.com is successfully removed from the blacklist',
    ],
    [
      'blacklistNotConfirmed',
      TEMPLATES.blacklistNotConfirmed('example.com'),
      'We cannot confirm that example.com is added to the blacklist. Please try again or report to the system administrator',
    ],
    ['importDomainsAdded(3)', TEMPLATES.importDomainsAdded(3), 'Domains added to blacklist: 3'],
    [
      'importDomainsAlreadyBlacklisted(2, list)',
      TEMPLATES.importDomainsAlreadyBlacklisted(2, ['a.com', 'b.com']),
      'Domains are already on the blacklist: 2 (a.com, b.com)',
    ],
    [
      'importDomainsAlreadyBlacklisted(0, [])',
      TEMPLATES.importDomainsAlreadyBlacklisted(0, []),
      'Domains are already on the blacklist: 0',
    ],
    [
      'importNotValidDomains(1, list)',
      TEMPLATES.importNotValidDomains(1, ['not a domain']),
      'Not valid domains: 1 (not a domain)',
    ],
    [
      'importNotValidDomains(0, [])',
      TEMPLATES.importNotValidDomains(0, []),
      'Not valid domains: 0',
    ],
    // Ours, not in the specs.
    ['signInLockedUntil', TEMPLATES.signInLockedUntil('14:05'), 'Locked until 14:05'],
    ['signInFailures(1)', TEMPLATES.signInFailures(1), '1 failed sign-in'],
    ['signInFailures(12)', TEMPLATES.signInFailures(12), '12 failed sign-ins'],
  ])('%s gives the spec sentence', (_name, actualText, expected) => {
    expect(actualText).toBe(expected);
  });
});
