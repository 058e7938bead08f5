import { expect, test } from '@playwright/test';
import { e2eServers } from './servers';

test.describe('environment banner', () => {
  test('shows on the test environment, in both languages', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText('U werkt in de testomgeving.')).toBeVisible();
    await page.goto('/en/privacy');
    await expect(page.getByText('You are working in the test environment.')).toBeVisible();
  });

  test('is absent on live', async ({ page }) => {
    await page.goto(`${e2eServers.live.url}/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
    await expect(page.locator('.environment-banner')).toHaveCount(0);
    await expect(page.getByText(/U werkt in de/)).toHaveCount(0);
  });
});
