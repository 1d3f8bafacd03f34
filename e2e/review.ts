import { expect, type Page } from '@playwright/test';

/*
 * Helpers shared by the review screens' e2e tests (quality control, final review, social
 * media QC): the API as the signed-in user, the domain a screen shows, a row's status select.
 */

export interface ReviewDomain {
  id: number;
  domain: string;
  domainFlowStatus: string;
}

export interface ReviewImage {
  id: number;
  imageId: string;
  agency: string;
  status: string;
  delivered: boolean;
  imageUrl: string | null;
  usageUrl: string | null;
}

export const tokenOf = (page: Page) =>
  page.evaluate(() => localStorage.getItem('sightings.accessToken'));

/** A call to the API as the page's user; answers the response. */
export async function apiCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const token = await tokenOf(page);
  return page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
}

/** A GET as the page's user that must answer 200. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await apiCall(page, 'GET', path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The name of the domain the screen shows (its link). */
export async function shownDomainName(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: / \(opens in a new tab\)$/ }).first();
  await expect(link).toBeVisible();
  return (await link.innerText()).replace(/\s*\(opens in a new tab\)\s*$/, '').trim();
}

export const imagesOf = (page: Page, id: number) =>
  apiGet<ReviewImage[]>(page, `/assessment_domain/${id}/images_by_domain?sort=agency,asc`);

/**
 * Waits until nothing loads: the page is inert under its spinner meanwhile, and a list opened
 * just before a load starts closes (as it would for a user, who waits for the spinner).
 */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Scrolls the sightings table as a user would until the row of `imageId` is rendered: the table
 * is virtualised, and a domain of dozens of sightings renders only the rows near the view.
 */
export async function revealImage(page: Page, imageId: string) {
  const row = page.getByRole('button', { name: new RegExp(`Status of image ${imageId}\\b`) });
  if ((await row.count()) > 0) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('grid').first().hover();
  for (let step = 0; step < 40 && (await row.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 500);
  }
  await expect(row).toBeVisible();
}

/** Picks a status in a row's select (a react-aria Select: a button and a listbox). */
export async function pickStatus(page: Page, imageId: string, status: string) {
  await settled(page);
  await revealImage(page, imageId);
  await page.getByRole('button', { name: new RegExp(`Status of image ${imageId}`) }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

/** The QC domain the screen shows, read back through the caller's own lease (by name). */
export async function shownQcDomain(page: Page): Promise<ReviewDomain> {
  const name = await shownDomainName(page);
  const [domain] = await apiGet<ReviewDomain[]>(
    page,
    `/assessment_domain/reserve_pending_quality_control?domainName=${encodeURIComponent(name)}`,
  );
  return domain!;
}

/** Opens a review screen (`/final_review`, …) on one domain by name and waits until it settles. */
export async function openReviewByName(page: Page, path: string, name: string) {
  await page.goto(`${path}?domainName=${encodeURIComponent(name)}`);
  await expect(
    page.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible();
  await settled(page);
}
