// Signing in like a person: through the identity provider's own page, with a demo account. The
// tests of signing in do exactly that; every other test starts signed in, from a state each
// worker makes once per account by signing in the same way (`openAs`).
import { test as base, expect, type Browser, type Cookie, type Page } from '@playwright/test';

export async function signIn(page: Page, login: string, startAt = '/') {
  await page.goto(startAt);
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Aanmelden|Sign in)$/ }),
  ).toBeVisible();
  await page.getByLabel(/^(Gebruikersnaam|Username)/).fill(login);
  await page.getByLabel(/^(Wachtwoord|Password)/).fill('demo');
  await page.getByRole('button', { name: /^(Aanmelden|Sign in)$/ }).click();
  await expect(page).not.toHaveURL(/\/idp\//);
}

export function accountMenu(page: Page) {
  return page.getByRole('banner').locator('details.account-menu');
}

/**
 * A signed-in state lasts as long as the backend session, which every backend call extends but
 * which ends after 30 idle minutes, counted from the state's own copy of it: renewed well before.
 */
const stateLifetimeMs = 15 * 60_000;

interface SignedInState {
  cookies: Cookie[];
  madeAt: number;
}

async function signedInState(browser: Browser, baseURL: string, login: string) {
  const context = await browser.newContext({ baseURL });
  try {
    await signIn(await context.newPage(), login);
    return { cookies: (await context.storageState()).cookies, madeAt: Date.now() };
  } finally {
    await context.close();
  }
}

/** Opens a path as a demo account that is already signed in, with its profile chosen. */
export type OpenAs = (login: string, path: string) => Promise<void>;

export const test = base.extend<
  { openAs: OpenAs },
  { signedInStates: Map<string, Promise<SignedInState>> }
>({
  signedInStates: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  openAs: async ({ page, browser, baseURL, signedInStates }, use) => {
    await use(async (login, path) => {
      // One state per server (the toggles-on build has its own sessions) and account.
      const key = `${baseURL ?? ''} ${login}`;
      let state = signedInStates.get(key);
      if (!state || Date.now() - (await state).madeAt > stateLifetimeMs) {
        state = signedInState(browser, baseURL ?? '', login);
        signedInStates.set(key, state);
      }
      await page.context().addCookies((await state).cookies);
      await page.goto(path);
    });
  },
});
