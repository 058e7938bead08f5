import { expect, test } from '@playwright/test';

test.describe('language switcher', () => {
  test('switches to English on the same screen and keeps the query', async ({ page }) => {
    await page.goto('/toegankelijkheid?a=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page
      .getByRole('navigation', { name: 'Taal' })
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL('/en/accessibility?a=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');

    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: /Nederlands/ })
      .click();
    await expect(page).toHaveURL('/toegankelijkheid?a=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toegankelijkheidsverklaring');
  });

  test('keeps path parameters', async ({ page }) => {
    await page.goto('/en/some/deep/path?a=1&b=two');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: /Nederlands/ })
      .click();
    await expect(page).toHaveURL('/some/deep/path?a=1&b=two');
    await page
      .getByRole('navigation', { name: 'Taal' })
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL('/en/some/deep/path?a=1&b=two');
  });

  test('links the /nl form of a page to its English form', async ({ page }) => {
    await page.goto('/nl/profielselectie/nietbeschikbaar');
    await expect(
      page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: /English/ }),
    ).toHaveAttribute('href', '/en/profileselection/notavailable');
  });

  test('translates the breadcrumbs and the footer', async ({ page }) => {
    await page.goto('/en/privacy');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/en');
    await expect(breadcrumbs.getByText('Privacy notice')).toHaveAttribute('aria-current', 'page');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/en/accessibility',
    );
    await expect(footer).toContainText('Version 6.19');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the switcher is a plain link that works', async ({ page }) => {
      await page.goto('/privacy?tab=2');
      await page
        .getByRole('navigation', { name: 'Taal' })
        .getByRole('link', { name: /English/ })
        .click();
      await expect(page).toHaveURL('/en/privacy?tab=2');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
    });
  });
});
