import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

const pages = [
  {
    path: '/privacy',
    heading: 'Privacyverklaring',
    title: 'Privacyverklaring',
    axe: (page: Page) => expectNoAxeViolations(page, 'privacy', 'page'),
  },
  {
    path: '/en/privacy',
    heading: 'Privacy notice',
    title: 'Privacy notice',
    axe: (page: Page) => expectNoAxeViolations(page, 'privacy', 'en'),
  },
  {
    path: '/toegankelijkheid',
    heading: 'Toegankelijkheidsverklaring',
    title: 'Toegankelijkheidsverklaring',
    axe: (page: Page) => expectNoAxeViolations(page, 'accessibility', 'page'),
  },
  {
    path: '/en/accessibility',
    heading: 'Accessibility statement',
    title: 'Accessibility statement',
    axe: (page: Page) => expectNoAxeViolations(page, 'accessibility', 'en'),
  },
  {
    path: '/profielselectie/nietbeschikbaar',
    heading: 'Uw profiel is niet beschikbaar',
    title: 'Uw profiel is niet beschikbaar',
    axe: (page: Page) => expectNoAxeViolations(page, 'profileNotAvailable', 'page'),
  },
  {
    path: '/en/profileselection/notavailable',
    heading: 'Your profile is not available',
    title: 'Your profile is not available',
    axe: (page: Page) => expectNoAxeViolations(page, 'profileNotAvailable', 'en'),
  },
];

for (const { path, heading, title, axe } of pages) {
  test(`${path} renders its screen with a title and no accessibility violations`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await axe(page);
  });
}

test('the accessibility statement says how to report a problem', async ({ page }) => {
  await page.goto('/en/accessibility');
  await expect(page.getByRole('heading', { name: 'Reporting a problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText(/WCAG\) 2\.1 level AA/)).toBeVisible();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/privacy');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Ga naar de inhoud' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the build information downloads as a file', async ({ page }) => {
  await page.goto('/privacy');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Build-informatie' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^buildinfo-.+-6\.19\.\d+\.json$/);
});

test('the layout holds at 320 px wide without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/en/accessibility');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [
    '/en/privacy',
    '/toegankelijkheid',
    '/profielselectie/nietbeschikbaar',
    '/bestaat-niet',
  ]) {
    test(`${path} renders completely`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});
