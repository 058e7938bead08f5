// The vehicle domain as carla.desmet uses it under her GAS-boetes profile: a Belgian plate typed
// as it is written, the holder on the date of the facts, a miss, an invalid plate, a deregistered
// vehicle, a foreign plate; the screens in English, the forms without JavaScript. GAS-boetes may
// open neither a person nor an enterprise, so no holder is a link. The vehicles are the register's
// featured ones (docs/demo-data.md).
import { expect, type Page } from '@playwright/test';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const car = { plate: '1-PKU-670', digits: '1PKU670', make: 'Volkswagen' };
const deregistered = { plate: '1-LEM-359', digits: '1LEM359' };
const dutch = { country: 'Nederland', plate: 'LNP-29-K', digits: 'LNP29K', make: 'BMW' };
/** A valid plate that no vehicle has. */
const unknownPlate = '2-ZZZ-999';

/** Opens a path as carla.desmet with her GAS-boetes profile chosen. */
async function openAsGasBoetes(page: Page, openAs: OpenAs, path: string) {
  await openAs('carla.desmet', path);
  await page.getByRole('radio', { name: /^GAS-boetes/ }).check();
  const english = path.startsWith('/en/');
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  // A profile with one domain lands on its start page.
  await expect(page).toHaveURL(english ? '/en/mobility' : '/mobiliteit');
  if (path !== '/mobiliteit' && path !== '/en/mobility') await page.goto(path);
}

function region(page: Page, name: string | RegExp) {
  return page.getByRole('region', { name }).first();
}

async function searchBelgian(page: Page, plate: string, date = '') {
  const form = region(page, /^(Belgisch voertuig|Nieuwe zoekopdracht)$/);
  await form.getByLabel(/^Nummerplaat/).fill(plate);
  const dateField = form.getByRole('textbox', { name: /^Datum van de feiten/ });
  await dateField.fill(date);
  await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
}

test.describe('vehicle search and detail', () => {
  test('a plate typed as it is written opens the vehicle; the holder on the date of the facts; no links', async ({
    page,
    openAs,
  }) => {
    await openAsGasBoetes(page, openAs, '/mobiliteit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voertuigen zoeken');
    await expectNoAxeViolations(page, 'vehicleSearch', 'form');
    await waitForHydration(page);
    await searchBelgian(page, car.plate.toLowerCase().replaceAll('-', ' '));
    await expect(page).toHaveURL(`/mobiliteit/belgischvoertuig/${car.digits}?bron=DIV`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Belgisch voertuig ${car.plate}`,
    );
    await expect(region(page, 'Inschrijving')).toContainText('Ingeschreven (REG)');
    await expect(region(page, 'Voertuig')).toContainText(car.make);
    const holder = region(page, 'Huidige houder');
    await expect(holder).toContainText('Persoon');
    // GAS-boetes may not open a person or an enterprise: every holder is a name without a link.
    await expect(holder.getByRole('link')).toHaveCount(0);
    const history = region(page, 'Historiek van de houders');
    await expect(history.getByRole('row')).toHaveCount(4);
    await expect(history.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page, 'belgianVehicle', 'detail');
    await searchBelgian(page, car.plate, '01.01.2022');
    await expect(page).toHaveURL(
      `/mobiliteit/belgischvoertuig/${car.digits}?datum=2022-01-01&bron=DIV`,
    );
    await expect(region(page, 'Houder op 01.01.2022')).toContainText(
      'van 07.05.2020 tot 26.09.2023',
    );
  });

  test('an invalid plate, a miss and a deregistered vehicle', async ({ page, openAs }) => {
    await openAsGasBoetes(page, openAs, '/mobiliteit');
    await waitForHydration(page);
    await searchBelgian(page, '1-ABC-12€');
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^Nummerplaat: / }),
    ).toBeVisible();
    await searchBelgian(page, unknownPlate);
    await expect(page).toHaveURL('/mobiliteit/belgischvoertuig/2ZZZ999?bron=DIV');
    await expect(region(page, 'Geen resultaat gevonden')).toContainText(unknownPlate);
    await expect(page.getByLabel(/^Nummerplaat/)).toHaveValue(unknownPlate);
    await expectNoAxeViolations(page, 'belgianVehicle', 'no result');
    await searchBelgian(page, deregistered.plate);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Belgisch voertuig ${deregistered.plate}`,
    );
    await expect(page.getByText('Geschrapt op 27.08.2020').first()).toBeVisible();
    await expect(region(page, 'Inschrijving')).toContainText('Geschrapt (SCH)');
    await expect(page.getByText('Niemand was op')).toBeVisible();
  });

  test('a foreign vehicle by its country and plate; no second plate without its toggle', async ({
    page,
    openAs,
  }) => {
    await openAsGasBoetes(page, openAs, '/mobiliteit');
    await waitForHydration(page);
    const form = region(page, 'Buitenlands voertuig');
    await expect(form.getByLabel(/^Tweede nummerplaat/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: /^Land: / })).toBeVisible();
    await form.getByLabel(/^Land/).selectOption({ label: dutch.country });
    await form.getByLabel(/^Nummerplaat/).fill(dutch.plate);
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveURL(`/mobiliteit/buitenlandsvoertuig/NL/${dutch.digits}?bron=EUCARIS`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(dutch.digits);
    await expect(region(page, 'Voertuig')).toContainText(dutch.make);
    await expect(region(page, 'Historiek van de houders').getByRole('row')).not.toHaveCount(0);
    await expectNoAxeViolations(page, 'foreignVehicle', 'detail');
  });

  test('the screens in English: labels and code values in English', async ({ page, openAs }) => {
    await openAsGasBoetes(page, openAs, `/en/mobility/belgianvehicle/${car.digits}?bron=DIV`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Belgian vehicle ${car.plate}`,
    );
    await expect(region(page, 'Registration')).toContainText('Registered (REG)');
    await expect(region(page, 'Vehicle')).toContainText('Passenger car (M1)');
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'belgianVehicle', 'en');
    await page.goto('/en/mobility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search vehicles');
    await expectNoAxeViolations(page, 'vehicleSearch', 'en');
  });
});

test.describe('vehicle search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both forms send their search in the URL and show their errors', async ({
    page,
    openAs,
  }) => {
    await openAsGasBoetes(page, openAs, '/mobiliteit');
    await searchBelgian(page, '1-ABC-12€');
    await expect(page).toHaveURL(/\/mobiliteit\?nummerplaat=1-ABC-12/);
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^Nummerplaat: / }),
    ).toBeVisible();
    await searchBelgian(page, car.plate, '01.01.2999');
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^Datum van de feiten: / }),
    ).toBeVisible();
    await searchBelgian(page, car.plate);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Belgisch voertuig ${car.plate}`,
    );
    await page.goto('/mobiliteit');
    const form = region(page, 'Buitenlands voertuig');
    await form.getByLabel(/^Land/).selectOption('NL');
    await form.getByLabel(/^Nummerplaat/).fill('ZZ-999-Z');
    await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(region(page, 'Geen resultaat gevonden')).toBeVisible();
  });
});
