// The education screen as the social service uses it (bart.claes, profile 'Sociale dienst'): a
// pupil's history from a search, a person without enrolments, a number nobody has, a number that
// cannot exist, the English screen with its code values, and the form without JavaScript.
import { expect, type Page } from '@playwright/test';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

// docs/demo-data.md, 'Education: enrolment histories'.
const pupil = { insz: '16.01.13-581.80', name: 'Vic Jack Verhelst' };
const student = { digits: '03032189840', name: 'Juliette Elise Van Belle' };
const withoutEnrolments = { digits: '00411737315', name: 'Sem van der Meer' };
const unknownInsz = '85073003328';

async function search(page: Page, insz: string) {
  await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(insz);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
}

test('a pupil’s history: compulsory education by school year, the other parts without data', async ({
  page,
  openAs,
}) => {
  await openAs('bart.claes', '/');
  await page.getByRole('link', { name: 'Onderwijs' }).first().click();
  await expect(page).toHaveURL(/\/onderwijs$/);
  await waitForHydration(page);
  // One source and no reference in his profile: nothing to choose, nothing to type.
  await expect(page.getByLabel(/^Uw referentie/)).toHaveCount(0);
  await search(page, pupil.insz);
  const heading = page.getByRole('heading', { name: `Inschrijvingen van ${pupil.name}` });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/onderwijs\?insz=16\.01\.13-581\.80&bron=ONDERWIJS#resultaten$/);
  const compulsory = page.getByRole('region', { name: /^Leerplichtonderwijs \(LP\)/ });
  const rows = compulsory.getByRole('row');
  await expect(rows.nth(1)).toContainText('2025-2026');
  await expect(rows.nth(1)).toContainText('Fictieve basisschool Lierde');
  await expect(rows.nth(1)).toContainText('Lager onderwijs (2)');
  await expect(rows.nth(1)).toContainText('lopend');
  await expect(rows.last()).toContainText('Kleuteronderwijs (1)');
  await expect(rows.last()).toContainText('08.09.2018');
  await expect(rows.last()).toContainText('Normaal einde (X)');
  await expect(
    page.getByText('Geen gegevens gevonden voor de vraag (code 30101, DHO2).'),
  ).toBeVisible();
  await expect(page.getByText(/^Geraadpleegd in de onderwijsbron op/)).toBeVisible();
  await expectNoAxeViolations(page, 'education', 'history');
});

test('a person without enrolments, a number nobody has, a number that cannot exist', async ({
  page,
  openAs,
}) => {
  await openAs('bart.claes', `/onderwijs?insz=${withoutEnrolments.digits}`);
  await expect(
    page.getByRole('heading', { name: `Inschrijvingen van ${withoutEnrolments.name}` }),
  ).toBeVisible();
  await expect(page.getByText('Geen inschrijvingen', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  const missing = await page.goto(`/onderwijs?insz=${unknownInsz}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('region', { name: 'Geen resultaat gevonden' })).toContainText(
    'Er is geen persoon gekend met dit rijksregisternummer.',
  );

  await waitForHydration(page);
  await search(page, '85.07.30-033.29');
  await expect(
    page.getByRole('alert').getByRole('link', {
      name: 'Rijksregisternummer (INSZ): het controlegetal klopt niet',
    }),
  ).toBeVisible();
  // The same rule on the server, for a link that carries such a number.
  const invalid = await page.goto('/onderwijs?insz=85.07.30-033');
  expect(invalid?.status()).toBe(400);
  await expect(
    page.getByRole('alert').getByRole('link', {
      name: 'Rijksregisternummer (INSZ): gelieve een geldig insz nummer op te geven',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'education', 'invalid number');
});

test('the English screen names every code in English, with its code', async ({ page, openAs }) => {
  await openAs('bart.claes', `/en/education?insz=${student.digits}`);
  await expect(page.getByRole('heading', { name: `Enrolments of ${student.name}` })).toBeVisible();
  const higher = page.getByRole('region', { name: /^Higher education \(HO\)/ });
  await expect(higher.getByRole('row').nth(1)).toContainText('Master (3)');
  await expect(higher.getByRole('row').nth(1)).toContainText('Active (01)');
  await expect(higher.getByRole('row').nth(1)).toContainText('Degree contract (01)');
  await expect(page.getByRole('region', { name: /^Compulsory education \(LP\)/ })).toContainText(
    'Secondary education (3)',
  );
  await expectDutchCodeValuesMarked(page);
  await expectNoAxeViolations(page, 'education', 'en');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form searches and shows the history', async ({ page, openAs }) => {
    await openAs('bart.claes', '/onderwijs');
    await search(page, pupil.insz);
    await expect(page).toHaveURL(/insz=16\.01\.13-581\.80/);
    await expect(
      page.getByRole('heading', { name: `Inschrijvingen van ${pupil.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Leerplichtonderwijs \(LP\)/ })).toBeVisible();
  });
});
