// The land registry's start and partition screens as carla.desmet uses them under her profile
// Kadaster: a parcel by capakey typed loosely, opening its partition; the picker chain step by
// step without JavaScript; an owner's ownership states; the incomplete owner rights warning and a
// public road without a state; the owners' download read as a workbook; and the screens in English.
// Subjects: docs/demo-data.md, land registry.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

/** Opens a path as carla.desmet with her profile Kadaster chosen. */
async function openAsKadaster(page: Page, openAs: OpenAs, path: string) {
  await openAs('carla.desmet', path);
  const english = path.startsWith('/en/');
  await page.getByRole('radio', { name: /^Kadaster/ }).check();
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  // A profile with one domain lands on its start page.
  const start = english ? '/en/landregistry' : '/kadaster';
  await expect(page).toHaveURL(start);
  if (path !== start) await page.goto(path);
}

const search = (page: Page, english = false) =>
  page.getByRole('button', { name: english ? 'Search' : 'Zoeken', exact: true }).click();

test('a capakey typed loosely opens its partition, with its owners and the way back', async ({
  page,
  openAs,
}) => {
  await openAsKadaster(page, openAs, '/kadaster');
  await waitForHydration(page);
  await expectNoAxeViolations(page, 'landRegistry', 'form');
  // A malformed capakey: its error on the field, nothing asked.
  await page.getByLabel(/^Capakey/).fill('44021A41/00A000');
  await search(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Er is een probleem' })).toBeFocused();
  await expect(page.getByText(/gelieve een geldige capakey op te geven/i).first()).toBeVisible();

  await page.getByLabel(/^Capakey/).fill('44021 a0041/00a000');
  await search(page);
  await expect(page).toHaveURL(/\/kadaster\/44021A0041-00A000-P0000\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Perceel 44021A0041/00A000 – P0000' }),
  ).toBeVisible();
  const owners = page.getByRole('table', { name: 'Eigenaars en hun rechten' });
  await expect(owners.locator('tbody tr')).toHaveCount(2);
  await expect(owners).toContainText('60.11.18-422.84');
  await expect(owners).toContainText('Volle eigendom (VE)');
  await expect(owners).toContainText('1/2');
  await expectNoAxeViolations(page, 'landRegistryPartition', 'owners');
  await page.getByRole('link', { name: 'Terug naar de resultaten' }).click();
  await expect(page.getByRole('heading', { name: '1 perceel gevonden' })).toBeVisible();
});

test('an owner’s ownership states, the messages of a partition, and its owners’ download', async ({
  page,
  openAs,
}) => {
  await openAsKadaster(page, openAs, '/kadaster?zoekwijze=eigenaar');
  await page.getByLabel(/^Rijksregisternummer/).fill('60.11.18-422.84');
  await search(page);
  await expect(page.getByRole('heading', { name: '3 eigendomstoestanden' })).toBeVisible();
  await expect(page.getByText('Rita Anne-Marie Wuyts')).toBeVisible();
  const states = page.getByRole('table', { name: /^Percelen waarin de eigenaar een recht heeft/ });
  await expect(states.locator('tbody tr')).toHaveCount(3);
  await expectNoAxeViolations(page, 'landRegistry', 'owner results');

  // A partition whose rights' shares do not add up, and a public road.
  await page.goto('/kadaster/44021A0139-00B000-P0000');
  await expect(
    page.getByText(/^Onvolledig antwoord over de rechten van de eigenaars/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'landRegistryPartition', 'incomplete rights');
  await page.goto('/kadaster/44021A0157-00A003-P0000');
  await expect(page.getByText('Geen eigendomstoestanden gevonden.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Eigenaars downloaden/ })).toHaveCount(0);

  // The joint house's owners as a workbook: text cells, never a formula.
  await page.goto('/kadaster/44021A0041-00A000-P0000');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Eigenaars downloaden (xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('eigenaars-44021A0041-00A000.xlsx');
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = book.worksheets[0];
  const cells: string[] = [];
  sheet?.eachRow((row) =>
    row.eachCell((cell) => {
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      cells.push(String(cell.value));
    }),
  );
  expect(cells).toEqual(expect.arrayContaining(['60111842284', '55090944518', 'VE', '1/2']));
});

test('the screens in English', async ({ page, openAs }) => {
  await openAsKadaster(page, openAs, '/en/landregistry');
  await page.getByLabel(/^Capakey/).fill('44021A0086/00B000');
  await search(page, true);
  await expect(page.getByRole('heading', { name: '7 parcels found' })).toBeFocused();
  await expectDutchCodeValuesMarked(page);
  await expectNoAxeViolations(page, 'landRegistry', 'parcel results en');
  // The place search with its lists filled down to the plot numbers of a section.
  await page.goto(
    '/en/landregistry?zoekwijze=plaats&gemeente=44021&afdeling=44021&sectie=A#resultaten',
  );
  await expect(page.getByLabel(/^Plot number/)).toContainText('0041/00A000');
  await expectNoAxeViolations(page, 'landRegistry', 'place search en');
  await page.goBack();
  await page.getByRole('link', { name: '44021A0086/00B000' }).nth(3).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Parcel 44021A0086/00B000 – P0003' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Other partitions of this parcel' }),
  ).toBeVisible();
  await expectDutchCodeValuesMarked(page);
  await expectNoAxeViolations(page, 'landRegistryPartition', 'en');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the picker chain fills each list from the choice before it', async ({ page, openAs }) => {
    await openAsKadaster(page, openAs, '/kadaster?zoekwijze=plaats');
    await page.getByLabel(/^Gemeente/).selectOption({ label: 'Gent' });
    await search(page);
    // The municipality alone: its first 100 partitions and the message naming the total.
    await expect(page.getByText(/^Er zijn te veel resultaten \(\d+\)/)).toBeVisible();
    await page.getByLabel(/^Kadastrale afdeling/).selectOption({ label: 'GENT 1 AFD' });
    await search(page);
    await page.getByLabel(/^Sectie/).selectOption('A');
    await search(page);
    await expect(page.getByRole('heading', { name: /^\d+ percelen gevonden$/ })).toBeVisible();
    await page.getByLabel(/^Perceelnummer/).selectOption('0041/00A000');
    await search(page);
    await expect(page).toHaveURL(/\/kadaster\/44021A0041-00A000-P0000\?/);
    await expect(page.getByRole('heading', { name: 'Huidige eigendomstoestand' })).toBeVisible();

    // A section the chosen division does not have: refused on its own field.
    await page.goto('/kadaster?zoekwijze=plaats&gemeente=44021&afdeling=44021&sectie=Z');
    await expect(page.getByText(/kies een sectie van de gekozen afdeling/i).first()).toBeVisible();
  });
});
