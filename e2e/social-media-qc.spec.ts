import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { apiCall, apiGet, openReviewByName } from './review';
import { signInTo } from './session';

/*
 * Social media quality control (spec 001 §2.5, §4.5) as qc@example.com (qualityControlPermission
 * and socialMediaPermitted): the extra fields, NOT PURSUABLE, the Verified checkbox and the legal
 * case gate on a verified and an unverified profile. Axe at each step.
 */

interface DomainRow {
  id: number;
  domain: string;
  identicalSightingsCount: number;
}

interface SocialDomain {
  id: number;
  domain: string;
  domainFlowStatus: string;
  verified: boolean;
  notPursuable: boolean;
  socialDomain: boolean;
}

const domainOf = (page: Page, id: number) => apiGet<SocialDomain>(page, `/assessment_domain/${id}`);

/** The social profiles in social media QC's queue with identical images, with their flags. */
async function profiles(page: Page): Promise<SocialDomain[]> {
  const response = await apiCall(
    page,
    'POST',
    '/assessment_domain/domain_image_info?page=0&size=30&sort=identicalSightingsCount,desc',
    { status: ['PENDING_QUALITY_CONTROL'], socialDomain: true, notBlacklisted: true },
  );
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { content: DomainRow[] }).content.filter(
    (row) => row.identicalSightingsCount > 0,
  );
  return Promise.all(rows.map((row) => domainOf(page, row.id)));
}

/** Ticks or unticks a checkbox by keyboard. */
async function toggle(page: Page, name: string) {
  await page.getByRole('checkbox', { name, exact: true }).focus();
  await page.keyboard.press('Space');
}

test.describe('the Social media quality control screen', () => {
  test.describe.configure({ timeout: 90_000 });

  test('without socialMediaPermitted: /403 (reviewer@, operator@)', async ({ page }) => {
    for (const email of ['reviewer@example.com', 'operator@example.com']) {
      await signInTo(page, email, '/social_media_quality_control');
      await expect(page).toHaveURL(/\/403$/);
      await page.getByRole('button', { name: 'Exit' }).click();
    }
  });

  test('reserves social profiles only (social=true) and shows their extra fields', async ({
    page,
  }) => {
    await signInTo(page, 'qc@example.com');
    const reserved = page.waitForResponse((r) =>
      r.url().includes('reserve_pending_quality_control'),
    );
    await page.goto('/social_media_quality_control');
    const answer = await reserved;
    expect(answer.url()).toContain('social=true');
    const [domain] = (await answer.json()) as SocialDomain[];
    expect(domain!.socialDomain).toBe(true);
    await expect(page.getByRole('heading', { name: 'Social media quality control' })).toBeVisible();
    for (const label of [
      'Twitter link',
      'Instagram link',
      'LinkedIn link',
      'Details link',
      'Category',
    ])
      await expect(page.getByRole('textbox', { name: label })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Website' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unverified profile: the legal case is gated; Verified, saved, opens the gate; the legal case', async ({
    page,
  }) => {
    await signInTo(page, 'qc@example.com');
    const profile = (await profiles(page)).find((domain) => !domain.verified)!;
    await openReviewByName(page, '/social_media_quality_control', profile.domain);
    const legalCase = page.getByRole('checkbox', { name: 'Create Legal Case' });
    await expect(legalCase).toBeDisabled();
    await expect(page.getByText('The domain is not verified yet.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Verified', exact: true })).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    // Verified ticked; the gate reads the saved value.
    await toggle(page, 'Verified');
    await expect(legalCase).toBeDisabled();

    // Alt+S saves: verified on the server, the gate opens.
    await page.keyboard.press('Alt+KeyS');
    await expect(page.getByText('Changes were saved successfully')).toBeVisible();
    expect((await domainOf(page, profile.id)).verified).toBe(true);
    await expect(legalCase).toBeEnabled();
    await toggle(page, 'Create Legal Case');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CREATE LEGAL CASE' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page.getByText('Delivered successfully')).toBeVisible();
    expect((await domainOf(page, profile.id)).domainFlowStatus).toBe('DELIVERED');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a verified profile: the gate is open; NOT PURSUABLE is saved', async ({ page }) => {
    await signInTo(page, 'qc@example.com');
    const profile = (await profiles(page)).find((domain) => domain.verified)!;
    await openReviewByName(page, '/social_media_quality_control', profile.domain);
    await expect(page.getByRole('checkbox', { name: 'Verified', exact: true })).toBeChecked();
    const legalCase = page.getByRole('checkbox', { name: 'Create Legal Case' });
    await expect(legalCase).toBeEnabled();
    await toggle(page, 'Create Legal Case');
    await expect(page.getByRole('button', { name: 'CREATE LEGAL CASE' })).toBeEnabled();
    await toggle(page, 'Create Legal Case');

    await toggle(page, 'NOT PURSUABLE');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.getByRole('button', { name: 'SAVE CHANGES' }).first().click();
    await expect(page.getByText('Changes were saved successfully')).toBeVisible();
    expect((await domainOf(page, profile.id)).notPursuable).toBe(true);
    await expect(page.getByRole('checkbox', { name: 'NOT PURSUABLE' })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
