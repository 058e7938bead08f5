// Signing in like a person: through the identity provider's own page, with a demo account.
import { expect, type Page } from '@playwright/test';

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
