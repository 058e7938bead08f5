// The sale prices as carla.desmet uses them under her Kadaster profile: Gent from January 2019 to
// December 2021 lists sales, a row opens its sale, the sale in English; without JavaScript the
// search's errors (one municipality too many, a price range upside down) on their fields. The
// sale is the joint house's of docs/demo-data.md.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

/** Opens a path as carla.desmet with her Kadaster profile chosen. */
async function openAsKadaster(page: Page, openAs: OpenAs, path: string) {
  await openAs('carla.desmet', path);
  await page.getByRole('radio', { name: /^Kadaster/ }).check();
  const english = path.startsWith('/en/');
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  await page.waitForURL((url) => !/profielselectie|profileselection/.test(url.pathname));
  await page.goto(path);
}

async function chooseMonth(page: Page, legend: string, month: string, year: string) {
  const group = page.getByRole('group', { name: legend });
  await group.getByRole('combobox', { name: 'Jaar' }).selectOption(year);
  await group.getByRole('combobox', { name: 'Maand' }).selectOption(month);
}

const searchButton = (page: Page) => page.getByRole('button', { name: 'Zoeken', exact: true });

test.describe('sale prices', () => {
  test('Gent from 2019 to 2021 lists sales; a row opens its sale; English', async ({
    page,
    openAs,
  }) => {
    await openAsKadaster(page, openAs, '/kadaster/verkoopprijzen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verkoopprijzen');
    await expectNoAxeViolations(page, 'landRegistrySales', 'form');
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: 'Gent (44021)', exact: true }).check();
    await chooseMonth(page, 'Van (maand)', '1', '2019');
    await chooseMonth(page, 'Tot en met (maand)', '12', '2021');
    await searchButton(page).click();
    await expect(page.getByRole('heading', { name: /verkop(en)? gevonden/ })).toBeVisible();
    await expect(page).toHaveTitle(/gevonden – Verkoopprijzen/);
    const rows = page.getByRole('table', { name: 'Verkopen' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Gent');
    await expect(page.getByRole('link', { name: 'Alle verkopen downloaden (xlsx)' })).toBeVisible();
    await expectNoAxeViolations(page, 'landRegistrySales', 'results');
    await rows.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verkoop');
    await expect(page.getByRole('heading', { name: 'Het perceel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Het perceel openen' })).toBeVisible();
    await expectNoAxeViolations(page, 'landRegistrySale', 'sale');

    await page.goto('/en/landregistry/salesdetail/44021A0041-00A000-P0000-03-V');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sale');
    await expect(page.getByText('15.10.2013')).toBeVisible();
    await expectNoAxeViolations(page, 'landRegistrySale', 'en');
  });
});

test.describe('sale prices without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('one municipality too many and a price range upside down are shown on their fields', async ({
    page,
    openAs,
  }) => {
    await openAsKadaster(page, openAs, '/kadaster/verkoopprijzen');
    for (const name of ['Brugge (31005)', 'Gent (44021)', 'Leuven (24062)', 'Mechelen (12025)']) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    await searchButton(page).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^Gemeenten: .*maximum 3/ }),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: 'Mechelen (12025)', exact: true }).uncheck();
    const price = page.getByRole('group', { name: /^Prijs \(euro\)/ });
    await price.getByRole('textbox', { name: 'Minimum' }).fill('300000');
    await price.getByRole('textbox', { name: 'Maximum' }).fill('100000');
    await searchButton(page).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^Prijs \(euro\): / }),
    ).toBeVisible();
  });
});
