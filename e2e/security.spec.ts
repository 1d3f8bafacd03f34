import { expect, test, type Page } from './fixtures';
import { signInTo } from './session';

/** Every Content-Security-Policy violation the page reports, as text. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test.describe('the console under its Content-Security-Policy', () => {
  test('the admin works through every built screen and the API reference with no violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await signInTo(page, 'admin@example.com', '/images');
    // Pictures are fetched with the token and shown from blob: URLs.
    await expect(page.getByRole('grid').locator('img').first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/domains');
    await expect(page.getByRole('button', { name: 'SAVE DETAILS' })).toBeVisible({
      timeout: 20_000,
    });
    // A picker's popover (react-aria adds its overlay style).
    await page
      .getByRole('group', { name: 'Country' })
      .getByRole('combobox', { name: 'Priority' })
      .fill('Fran');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/api/docs/');
    await expect(page.getByText('Sightings review API').first()).toBeVisible({ timeout: 20_000 });

    expect(violations).toEqual([]);
  });

  test('the built console publishes no source maps', async ({ page, request }) => {
    await page.goto('/login');
    const scripts = await page
      .locator('script[type="module"][src]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('src')!));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await request.get(src);
      expect(script.status()).toBe(200);
      expect(await script.text()).not.toContain('sourceMappingURL');
      expect((await request.get(`${src}.map`)).status()).toBe(404);
    }
  });

  test('cannot be framed by another site', async ({ request }) => {
    const response = await request.get('/login');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });
});
