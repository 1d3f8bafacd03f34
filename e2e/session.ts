import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'review-demo';

/** Signs in through the login page, by keyboard, and waits for the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
  // argon2 on the server and the first load of the shell's code: over 5 s at times on a loaded
  // 2-core CI machine (seen once, at the start of the e2e run).
  await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible({ timeout: 15_000 });
  // The landing page is a lazy route: the shell shows before the router has left /login, and a
  // click on the menu meanwhile would be overtaken by that late redirect.
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The labels of the top menu, left to right. */
export async function menuLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
}
