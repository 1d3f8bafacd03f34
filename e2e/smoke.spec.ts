import { expect, test, type ConsoleMessage } from './fixtures';
import { seriousViolations } from './axe';

test.describe('the console served by npm start', () => {
  test('loads with the theme, logs no errors and is axe-clean', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sightings review' })).toBeVisible();
    // The theme applies: the page background is the theme's, not the browser's default.
    const background = await page
      .locator('main')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(244, 246, 248)');

    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('serves the console for a client route and JSON for an unknown API path', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/domains');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/login');

    const api = await request.get('/api/unknown');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error_definition: 'NOT_FOUND', path: '/api/unknown' });
  });

  test('answers the health check and serves the API reference', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(await response.json()).toEqual({ status: 'ok' });
    expect((await request.get('/api/docs/')).status()).toBe(200);
  });
});
