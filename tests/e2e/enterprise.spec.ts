// The enterprise domain as carla.desmet uses it under her Economie profile: an enterprise by its
// number (typed with dots or spaces), a miss, wrong check digits, an association by its vCode and a
// malformed one; the detail in both languages, the forms without JavaScript. The subjects are the
// register's featured ones (docs/demo-data.md).
import { expect, type Page } from '@playwright/test';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const holding = { number: '0424.871.480', name: 'Van Loon & Verhaegen' };
const stopped = { number: '0474.077.602', name: 'Transport Wauters' };
const managed = { number: '0242.012.525', name: 'Sanitair Vita' };
const association = { vCode: 'v6467981', name: 'Cultuurkring De Linde' };
/** Valid check digits, but no enterprise has this number. */
const unknownNumber = '0123.456.749';

/** Opens a path as carla.desmet with her Economie profile chosen. */
async function openAsEconomie(page: Page, openAs: OpenAs, path: string) {
  await openAs('carla.desmet', path);
  await page.getByRole('radio', { name: /^Economie/ }).check();
  const english = path.startsWith('/en/');
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  // A profile with one domain lands on its start page.
  await expect(page).toHaveURL(english ? '/en/enterprise' : '/onderneming');
  if (path !== '/onderneming') await page.goto(path);
}

/** A section by its heading (its table's scroll box carries the same name, inside it). */
function region(page: Page, name: string | RegExp) {
  return page.getByRole('region', { name }).first();
}

async function searchNumber(page: Page, number: string) {
  await page.getByLabel(/^Ondernemingsnummer/).fill(number);
  // The enterprise form comes first on the search screen, and alone on the detail.
  await page.getByRole('button', { name: 'Zoeken', exact: true }).first().click();
}

test.describe('enterprise search and detail', () => {
  test('a number typed with spaces opens the detail with every part; directors as the role may', async ({
    page,
    openAs,
  }) => {
    await openAsEconomie(page, openAs, '/onderneming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ondernemingen zoeken');
    await expectNoAxeViolations(page, 'enterpriseSearch', 'form');
    await waitForHydration(page);
    await searchNumber(page, holding.number.replaceAll('.', ' '));
    await expect(page).toHaveURL('/onderneming/0424871480?bron=KBO');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(holding.name);
    await expect(page.getByText(`Ondernemingsnummer ${holding.number}`)).toBeVisible();
    const identity = region(page, 'Identificatie');
    await expect(identity).toContainText('Actief (AC)');
    await expect(identity).toContainText('Besloten vennootschap (610) – BV');
    await expect(region(page, 'Activiteiten')).toContainText('Hoofdactiviteit');
    // Economie may not open a person: a director who is a person is a name without a link.
    const functions = region(page, 'Functies');
    await expect(functions.getByRole('row')).not.toHaveCount(0);
    await expect(functions.getByRole('link')).toHaveCount(0);
    // Participations both ways, each enterprise a link to its own detail.
    const participations = region(page, 'Deelnemingen');
    const holders = region(page, /^Deelnemers/);
    const held = region(page, /^Deelnemingen van deze onderneming/);
    await expect(holders.getByRole('link')).not.toHaveCount(0);
    await expect(held.getByRole('link')).toHaveCount(1);
    await expect(participations).toContainText('36,15');
    await expect(region(page, 'Paritair comité en tewerkstelling')).toBeVisible();
    await expectNoAxeViolations(page, 'enterpriseDetail', 'detail');
    await held.getByRole('link').click();
    await expect(page).toHaveURL(/\/onderneming\/\d{10}\?bron=KBO$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(holding.name);
  });

  test('a miss, wrong check digits and a stopped enterprise', async ({ page, openAs }) => {
    await openAsEconomie(page, openAs, '/onderneming');
    await waitForHydration(page);
    await searchNumber(page, '0123.456.789');
    await expect(
      page.getByRole('alert').getByRole('link', {
        name: 'Ondernemingsnummer: gelieve een geldig KBO nummer op te geven',
      }),
    ).toBeVisible();
    await searchNumber(page, unknownNumber);
    await expect(page).toHaveURL('/onderneming/0123456749?bron=KBO');
    const panel = region(page, 'Geen resultaat gevonden');
    await expect(panel).toContainText(unknownNumber);
    await expect(page.getByLabel(/^Ondernemingsnummer/)).toHaveValue(unknownNumber);
    await expectNoAxeViolations(page, 'enterpriseDetail', 'no result');
    await searchNumber(page, stopped.number);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stopped.name);
    const identity = region(page, 'Identificatie');
    await expect(identity).toContainText('Stopgezet (ST)');
    await expect(identity).toContainText('Fusie door overneming (013), 01.07.2006');
  });

  test('an association by vCode, and a malformed vCode named on its field', async ({
    page,
    openAs,
  }) => {
    await openAsEconomie(page, openAs, '/onderneming');
    await waitForHydration(page);
    const form = region(page, 'Vereniging op vCode');
    await form.getByLabel(/^vCode/).fill('V6467981');
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^vCode: gelieve een geldige vCode/ }),
    ).toBeVisible();
    await form.getByLabel(/^vCode/).fill(association.vCode);
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveURL(`/onderneming/vereniging/${association.vCode}?bron=KBO`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(association.name);
    await expect(region(page, 'Identificatie')).toContainText(
      'Vereniging zonder winstoogmerk (017)',
    );
    await expect(region(page, 'Vertegenwoordigers')).toContainText('Voorzitter');
    await expectNoAxeViolations(page, 'association', 'detail');
  });

  test('the detail in English: labels in English, names marked in their language', async ({
    page,
    openAs,
  }) => {
    await openAsEconomie(
      page,
      openAs,
      `/en/enterprise/${managed.number.replaceAll('.', '')}?bron=KBO`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(managed.name);
    await expect(region(page, 'Identification')).toContainText('Private limited company (610)');
    // A management company directs it: a link to that enterprise's detail, in English too.
    const functions = region(page, 'Functions');
    await expect(functions).toContainText('Permanent representative (10003)');
    await expect(functions.getByRole('link')).toHaveAttribute(
      'href',
      /^\/en\/enterprise\/\d{10}\?bron=KBO$/,
    );
    await expect(region(page, 'Joint committee and employment')).toContainText(
      'Synthetic joint committee for construction (901)',
    );
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'enterpriseDetail', 'en');
  });
});

test.describe('enterprise search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both forms send their search in the URL and show their errors', async ({
    page,
    openAs,
  }) => {
    await openAsEconomie(page, openAs, '/onderneming');
    await searchNumber(page, '0424871481');
    await expect(page).toHaveURL(/\/onderneming\?kbo=0424871481/);
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^Ondernemingsnummer: gelieve/ }),
    ).toBeVisible();
    await searchNumber(page, holding.number);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(holding.name);
    const form = region(page, 'Vereniging op vCode');
    await page.goto('/onderneming');
    await form.getByLabel(/^vCode/).fill('v123');
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: /^vCode: / })).toBeVisible();
    await form.getByLabel(/^vCode/).fill('v0000001');
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(region(page, 'Geen resultaat gevonden')).toBeVisible();
  });
});
