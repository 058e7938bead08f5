import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

test.describe('unknown paths', () => {
  test('answer 404 with the Dutch page and a button to the start page', async ({ page }) => {
    const response = await page.goto('/dit/bestaat/niet?x=1');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Oeps, die pagina vonden we niet terug/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Oeps, die pagina vonden we niet terug',
    );
    await page.getByRole('link', { name: 'Naar de startpagina', exact: true }).click();
    // The start page is for signed-in users: the way there passes the sign-in page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden');
  });

  test('answer 404 in English under /en', async ({ page }) => {
    const response = await page.goto('/en/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Oops, we could not find that page',
    );
    await expect(
      page.getByRole('link', { name: 'Go to the start page', exact: true }),
    ).toHaveAttribute('href', '/en');
  });

  test('under /nl are Dutch too', async ({ page }) => {
    const response = await page.goto('/nl/onbekend');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('a form post to an unknown path is a 404, not a server error', async ({ request }) => {
    const response = await request.post('/onbekend', { form: { a: '1' } });
    expect(response.status()).toBe(404);
  });

  test('the 404 page has no accessibility violations', async ({ page }) => {
    await page.goto('/bestaat-niet');
    await expectNoAxeViolations(page, 'notFound', 'page');
    await page.goto('/en/does-not-exist');
    await expectNoAxeViolations(page, 'notFound', 'en');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the 404 page renders and its button works', async ({ page }) => {
      const response = await page.goto('/en/nothing-here');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Oops, we could not find that page',
      );
      await page.getByRole('link', { name: 'Go to the start page', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    });
  });
});
