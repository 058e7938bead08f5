// Translations per page: a page carries common and its screen's namespaces; the browser fetches
// another screen's texts when it navigates there, and never shows a text as its key meanwhile.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchForErrors } from './fixtures';
import { signIn } from './sign-in';

/** Every dotted key of every namespace in both languages: what an untranslated text looks like. */
function allKeys(): string[] {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node))
        walk(child, prefix ? `${prefix}.${key}` : key);
    } else if (prefix.includes('.')) {
      keys.add(prefix);
    }
  };
  for (const locale of ['nl', 'en']) {
    const directory = new URL(`../../app/locales/${locale}/`, import.meta.url);
    for (const file of readdirSync(directory)) {
      walk(JSON.parse(readFileSync(new URL(file, directory), 'utf8')), '');
    }
  }
  return [...keys];
}

/** Records, after every change of the page, any key that shows as text; and marks the document. */
async function watchForKeys(page: Page) {
  await page.evaluate((keys) => {
    const seen: string[] = [];
    Object.assign(window, { keysShown: seen, sameDocument: true });
    new MutationObserver(() => {
      const text = document.body.innerText;
      for (const key of keys) if (text.includes(key)) seen.push(key);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, allKeys());
}

const keysShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { keysShown: string[] }).keysShown);
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

function translationRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/([a-z]+)-[\w-]+\.json$/.exec(request.url())?.[1];
    if (name) requested.push(name);
  });
  return requested;
}

test('a page fetches only its own namespaces, and hydrates with them', async ({ page }) => {
  const { errors } = watchForErrors(page);
  const requested = translationRequests(page);
  await page.goto('/privacy');
  await waitForHydration(page);
  const declared = await page
    .locator('head link[data-namespace]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-namespace')));
  expect(declared).toEqual(['common', 'info']);
  expect([...new Set(requested)].sort()).toEqual(['common', 'info']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
  expect(errors).toEqual([]);
});

test('a client navigation to another domain waits for its texts instead of showing keys', async ({
  page,
}) => {
  const { errors } = watchForErrors(page);
  const requested = translationRequests(page);
  await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fpersoon');
  await expect(page).toHaveURL('/persoon');
  await waitForHydration(page);
  expect([...new Set(requested)].sort()).toEqual(['common', 'lookup', 'person', 'validation']);
  await watchForKeys(page);
  // Slow translation files: the loader answers long before the privacy notice's texts arrive.
  await page.route('**/assets/info-*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
  await expect(page).toHaveTitle(/^Privacyverklaring \| /);
  expect(requested.filter((name) => name === 'info')).toHaveLength(1);

  // Back to the person search: its texts are at hand already.
  await page.goBack();
  await expect(page).toHaveURL('/persoon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personen zoeken');
  await expect(page.getByLabel(/^Rijksregisternummer \(INSZ\)/)).toBeVisible();

  expect(await sameDocument(page)).toBe(true);
  expect(await keysShown(page)).toEqual([]);
  expect(requested.filter((name) => name === 'person')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a screen of another domain is rendered with its texts', async ({ page }) => {
    await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fpersoon');
    await expect(page).toHaveURL('/persoon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personen zoeken');
    const text = await page.locator('body').innerText();
    expect(allKeys().filter((key) => text.includes(key))).toEqual([]);
  });
});
