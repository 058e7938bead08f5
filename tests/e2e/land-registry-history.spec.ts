// The ownership history as carla.desmet uses it under her Kadaster profile: a capakey typed in
// lower case leads to the parcel's history, the state on a day, focus on the chosen state when a
// link of the history chose it, the screens in English; without JavaScript the search's errors and
// browsing the long history state by state. The parcel is the featured one with the long history
// (docs/demo-data.md).
import { expect, type Page } from '@playwright/test';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const capakey = '44021A0154/00B000';
const historyPath = '/kadaster/historiek/44021A0154-00B000';

/** Opens a path as carla.desmet with her Kadaster profile chosen. */
async function openAsKadaster(page: Page, openAs: OpenAs, path: string) {
  await openAs('carla.desmet', path);
  await page.getByRole('radio', { name: /^Kadaster/ }).check();
  const english = path.startsWith('/en/');
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  await page.waitForURL((url) => !/profielselectie|profileselection/.test(url.pathname));
  await page.goto(path);
}

async function search(page: Page, typed: string, date = '') {
  await page.getByRole('textbox', { name: /^Capakey/ }).fill(typed);
  await page.getByRole('textbox', { name: /^Toestand op datum/ }).fill(date);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
}

const timeline = (page: Page) => page.locator('ol.ownership-timeline__list > li');
const chosen = (page: Page) =>
  page.locator('ol.ownership-timeline__list > li[aria-current="true"]');

/** The position (1, 2, …) of the chosen state in the timeline. */
async function chosenPosition(page: Page): Promise<number> {
  return timeline(page).evaluateAll(
    (items) => items.findIndex((item) => item.getAttribute('aria-current') === 'true') + 1,
  );
}

test.describe('ownership history', () => {
  test('a capakey leads to its history; the state on a day; focus follows the chosen state; English', async ({
    page,
    openAs,
  }) => {
    await openAsKadaster(page, openAs, '/kadaster/historiek');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eigendomshistoriek');
    await expectNoAxeViolations(page, 'landRegistryHistory', 'form');
    await waitForHydration(page);
    await search(page, capakey.toLowerCase());
    await expect(page).toHaveURL(`${historyPath}?bron=AAPD`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Eigendomshistoriek van ${capakey}`,
    );
    await expect(timeline(page)).toHaveCount(6);
    // Oldest first: the first registration on top, the current state chosen at the bottom.
    await expect(timeline(page).first()).toContainText('Opmeting (eerste inschrijving) (OPM)');
    expect(await chosenPosition(page)).toBe(6);
    await expect(chosen(page)).toContainText('Huidige toestand');
    await expect(chosen(page).getByRole('table', { name: 'Houders van de rechten' })).toBeVisible();
    await expectNoAxeViolations(page, 'landRegistryHistoryDetail', 'current state');

    await chosen(page)
      .getByRole('link', { name: /^Vorige toestand/ })
      .click();
    await expect(page).toHaveURL(/toestand=44021A0154-00B000-P0000-05/);
    await expect(page.locator('#gekozen-toestand')).toBeFocused();
    expect(await chosenPosition(page)).toBe(5);

    await search(page, capakey, '30.06.1990');
    await expect(page).toHaveURL(`${historyPath}?datum=1990-06-30&bron=AAPD`);
    await expect(chosen(page)).toContainText('Toestand op 30.06.1990');
    expect(await chosenPosition(page)).toBeLessThan(6);

    await page.goto('/en/landregistry/ownershipstatushistory/44021A0154-00B000?datum=1990-06-30');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Ownership history of ${capakey}`,
    );
    await expect(chosen(page)).toContainText('State on 30.06.1990');
    await expect(timeline(page).first()).toContainText('Survey (first registration) (OPM)');
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'landRegistryHistoryDetail', 'state on a day en');
    await page.goto('/en/landregistry/ownershipstatushistory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ownership history');
    await expectNoAxeViolations(page, 'landRegistryHistory', 'en');
  });
});

test.describe('ownership history without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search shows its errors; the long history is browsed state by state', async ({
    page,
    openAs,
  }) => {
    await openAsKadaster(page, openAs, '/kadaster/historiek');
    await search(page, '44021A0154-00B000');
    await expect(page.getByRole('alert').getByRole('link', { name: /^Capakey: / })).toBeVisible();
    await search(page, capakey, '01.01.2999');
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^Toestand op datum: / }),
    ).toBeVisible();
    await search(page, capakey);
    await expect(page).toHaveURL(`${historyPath}?bron=AAPD`);
    expect(await chosenPosition(page)).toBe(6);
    await expect(chosen(page)).toContainText('Dit is de huidige toestand.');

    // Back to the first registration, one state at a time, and one forward again.
    for (const position of [5, 4, 3, 2, 1]) {
      await chosen(page)
        .getByRole('link', { name: /^Vorige toestand/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`toestand=44021A0154-00B000-P0000-0${position}`));
      expect(await chosenPosition(page)).toBe(position);
      await expect(page.locator('#gekozen-toestand')).toBeInViewport();
    }
    await expect(chosen(page)).toContainText('Dit is de eerste gekende toestand.');
    await chosen(page)
      .getByRole('link', { name: /^Volgende toestand/ })
      .click();
    expect(await chosenPosition(page)).toBe(2);
    // Any state of the list opens from its own link.
    await timeline(page)
      .nth(3)
      .getByRole('link', { name: /^Toon de toestand/ })
      .click();
    expect(await chosenPosition(page)).toBe(4);
  });
});
