// The person domain as a civil servant uses it: search by insz, name or address, the detail with
// and without history, the family composition; in both languages, with and without JavaScript.
// The people are the generated population's featured ones (docs/demo-data.md).
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

const rita = { insz: '60.11.18-422.84', name: 'Rita Anne-Marie Wuyts' };
const walter = 'Walter Claeys';
const bis = { insz: '00.41.17-373.15', name: 'Sem van der Meer' };
const jules = { name: 'Jules Peeters', day: '07', month: '06', year: '2001' };
/** Valid check digits, but nobody has this number. */
const unknownInsz = '85.07.30-033.28';

async function searchInsz(page: Page, insz: string, reference?: string) {
  await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(insz);
  if (reference !== undefined) await page.getByLabel(/^Uw referentie/).fill(reference);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
}

test.describe('person search by insz', () => {
  test('an.peeters finds a person and sees the detail, with her reference required', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/');
    await expect(page).toHaveURL('/persoon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personen zoeken');
    // Several sources in her permission: the selector is there, the national register first.
    await expect(page.getByLabel(/^Bron/)).toHaveValue('RR');
    await expectNoAxeViolations(page, 'personSearch', 'form');

    await waitForHydration(page);
    await searchInsz(page, rita.insz, '');
    const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
    // The message names its field.
    await expect(
      summary.getByRole('link', { name: 'Uw referentie: dit veld is verplicht' }),
    ).toBeVisible();

    await searchInsz(page, rita.insz, 'DOSSIER-2026-17');
    await expect(page).toHaveURL(
      /\/persoon\/insz\/60111842284\?bron=RR&referentie=DOSSIER-2026-17$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rita.name);
    const identity = page.getByRole('region', { name: 'Identiteit' });
    await expect(identity).toContainText('Vrouwelijk');
    await expect(identity).toContainText('18.11.1960, Tienen');
    await expect(identity.getByRole('link', { name: new RegExp(walter) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Adressen' })).toContainText('3320 Hoegaarden');
    await expect(page).toHaveTitle(`${rita.name} | Back-officeportaal`);
    await expectNoAxeViolations(page, 'personDetail', 'detail');

    // The partner link keeps source and reference: it is a consultation too.
    await identity.getByRole('link', { name: new RegExp(walter) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(walter);
    await expect(page).toHaveURL(/referentie=DOSSIER-2026-17/);
  });

  test('an invalid number gets both messages of the rule; an unknown one the no-result panel', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', '/persoon');
    await waitForHydration(page);
    // Only one source in his permission: no selector; no reference asked.
    await expect(page.getByLabel(/^Bron/)).toHaveCount(0);
    await expect(page.getByLabel(/^Uw referentie/)).toHaveCount(0);
    const insz = page.getByLabel(/^Rijksregisternummer \(INSZ\)/);
    await insz.fill('85.07.30-033.29');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(
      page.getByRole('alert').getByRole('link', {
        name: 'Rijksregisternummer (INSZ): het controlegetal klopt niet',
      }),
    ).toBeVisible();
    await insz.fill('85.07.30-033');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(
      page.getByRole('alert').getByRole('link', {
        name: 'Rijksregisternummer (INSZ): gelieve een geldig insz nummer op te geven',
      }),
    ).toBeVisible();

    await insz.fill(unknownInsz);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Geen resultaat gevonden' });
    await expect(panel).toContainText('Er komen geen resultaten overeen met uw zoekcriteria.');
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, 'personDetail', 'no result');
  });

  test('a BIS person is found in the KSZ source only', async ({ page, openAs }) => {
    await openAs('an.peeters', '/');
    await searchInsz(page, bis.insz, 'R-1');
    await expect(page.getByRole('region', { name: 'Geen resultaat gevonden' })).toBeVisible();
    await page.getByLabel(/^Bron/).selectOption('KSZ');
    await searchInsz(page, bis.insz, 'R-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bis.name);
    await expect(page.getByRole('region', { name: 'Identiteit' })).toContainText('BIS-register');
  });

  test('history on shows the timeline; vanaf starts at 01.01.1901 and op clears the date', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/');
    await waitForHydration(page);
    const dateInput = page.getByRole('textbox', { name: /^Datum/ });
    await expect(dateInput).toBeHidden();
    await page.getByLabel('Toon de historiek').check();
    await expect(dateInput).toHaveValue('01.01.1901');
    await page.getByLabel('Op een datum').check();
    await expect(dateInput).toHaveValue('');
    await page.getByLabel('Vanaf een datum').check();
    await expect(dateInput).toHaveValue('01.01.1901');
    await searchInsz(page, rita.insz, 'R-2');
    const history = page.getByRole('region', { name: 'Historiek vanaf 01.01.1901' });
    await expect(
      history.getByRole('region', { name: 'Historiek van de burgerlijke staat' }),
    ).toContainText('Gehuwd');
    await expect(
      history.getByRole('region', { name: 'Historiek van de burgerlijke staat' }),
    ).toContainText('Echtgescheiden');
    await expect(
      history.getByRole('region', { name: 'Historiek van de adressen' }).getByRole('row'),
    ).not.toHaveCount(2);
    await expectNoAxeViolations(page, 'personDetail', 'history');

    // The choice is remembered: the next search starts with history on.
    await page.goto('/persoon');
    await expect(page.getByLabel('Toon de historiek')).toBeChecked();
  });

  test('a history-only profile has the switch forced on', async ({ page, openAs }) => {
    await openAs('ilse.vermeulen', '/persoon');
    const history = page.getByLabel('Toon de historiek');
    await expect(history).toBeChecked();
    await expect(history).toBeDisabled();
    await searchInsz(page, rita.insz);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rita.name);
    await expect(page.getByRole('region', { name: /^Historiek vanaf/ })).toBeVisible();
  });

  test('compact display shows identity and main residence only, and is remembered', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', '/persoon/insz/60111842284');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Gezin' })).toBeVisible();
    await page.getByLabel('Compact').check();
    await expect(
      page.getByText('Compacte weergave: alleen identiteit en hoofdverblijfplaats.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gezin' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Compact')).toBeChecked();
    await page.getByLabel('Uitgebreid').check();
    await expect(page.getByRole('region', { name: 'Gezin' })).toBeVisible();
  });
});

test.describe('person search by name and by address', () => {
  test('a near miss is found only with tolerance, ranked by closeness', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/');
    await page.getByRole('link', { name: 'Op naam en geboortedatum' }).click();
    await expect(page.getByRole('link', { name: 'Op naam en geboortedatum' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByLabel(/^Achternaam/).fill('Peters');
    await page.getByLabel(/^Dag/).fill(jules.day);
    await page.getByLabel(/^Maand/).fill(jules.month);
    await page.getByLabel(/^Jaar/).fill(jules.year);
    await page.getByLabel(/^Uw referentie/).fill('R-3');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Geen resultaat gevonden' })).toBeVisible();

    await page.getByLabel(/^Tolerantie/).selectOption('1');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const matches = page.getByRole('region', { name: /gevonden$/ });
    const row = matches.getByRole('row', { name: new RegExp(jules.name) });
    await expect(row).toContainText('85 %');
    await expectNoAxeViolations(page, 'personSearch', 'name results with tolerance');
    await row.getByRole('link', { name: jules.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Jules .*Peeters/);
  });

  test('the place of residence narrows the search to who lives there now', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/persoon?zoekwijze=naam');
    await waitForHydration(page);
    await page.getByLabel(/^Achternaam/).fill('Peeters');
    await page.getByLabel(/^Jaar/).fill('1970');
    await page.getByRole('combobox', { name: /^Woonplaats/ }).fill('8460');
    await page.getByRole('option', { name: '8460 Oudenburg' }).click();
    await page.getByLabel(/^Uw referentie/).fill('R-11');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    // One match opens its detail directly, with the way back to the list of that one match.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katrien Peeters');
    await page.getByRole('link', { name: 'Terug naar de resultaten' }).click();
    const matches = page.getByRole('region', { name: '1 persoon gevonden' });
    await expect(matches.getByRole('link', { name: 'Katrien Peeters' })).toBeVisible();
  });

  test('a year is required for a birth-date search', async ({ page, openAs }) => {
    await openAs('an.peeters', '/persoon?zoekwijze=naam');
    await waitForHydration(page);
    await page.getByLabel(/^Achternaam/).fill('Peeters');
    await page.getByLabel(/^Uw referentie/).fill('R-4');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Geboortedatum: jaar is verplicht' }),
    ).toBeVisible();
  });

  test('an address lists the people living there', async ({ page, openAs }) => {
    await openAs('an.peeters', '/persoon?zoekwijze=adres');
    await waitForHydration(page);
    const town = page.getByRole('combobox', { name: 'Gemeente' });
    await town.fill('3320');
    await page.getByRole('option', { name: '3320 Hoegaarden' }).click();
    await page.getByRole('combobox', { name: 'Straat' }).fill('Keulenstraat');
    await page.getByLabel('Huisnummer').fill('14');
    await page.getByLabel(/^Uw referentie/).fill('R-5');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const matches = page.getByRole('region', { name: /gevonden$/ });
    await expect(matches.getByRole('link', { name: rita.name })).toBeVisible();
    await expect(matches.getByRole('link', { name: walter })).toBeVisible();
    await expectNoAxeViolations(page, 'personSearch', 'address results');

    // Nobody lives at number 9999: the no-result panel.
    await page.getByLabel('Huisnummer').fill('9999');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('region', { name: 'Geen resultaat gevonden' })).toBeVisible();
  });
});

test.describe('family composition', () => {
  test('bart.claes sees the household today', async ({ page, openAs }) => {
    await openAs('bart.claes', '/persoon/gezinssamenstelling');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gezinssamenstelling');
    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(rita.insz);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Gezin van ${rita.name}`);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row', { name: new RegExp(rita.name) })).toContainText(
      'Gezinshoofd/alleenstaande',
    );
    await expect(table.getByRole('row', { name: new RegExp(walter) })).toBeVisible();
    await expectNoAxeViolations(page, 'familyDetail', 'household');
  });

  test('an.peeters sees every composition since 1901, with its own date choice', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/persoon/gezinssamenstelling');
    await waitForHydration(page);
    await page.getByLabel('Toon de historiek').check();
    await expect(page.locator('input[name="familyHistoryDateChoice"]')).toHaveCount(2);
    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(rita.insz);
    await page.getByLabel(/^Uw referentie/).fill('R-6');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Historiek van de gezinssamenstelling' }),
    ).toBeVisible();
    // Married with three daughters before 2009, then on her own with them, then with Walter.
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByText('Didier Kerckhofs').first()).toBeVisible();
    await expectNoAxeViolations(page, 'familyDetail', 'history');

    // The person search's own history preference is left alone.
    await page.goto('/persoon');
    await expect(page.getByLabel('Toon de historiek')).not.toBeChecked();
  });
});

test.describe('in English', () => {
  test('the search and the detail are translated', async ({ page, openAs }) => {
    await openAs('bart.claes', '/en/person');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find people');
    await page.getByLabel(/^National register number \(INSZ\)/).fill(unknownInsz);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('region', { name: 'No result found' })).toContainText(
      'No results match your search criteria.',
    );
    await page.getByLabel(/^National register number \(INSZ\)/).fill(rita.insz);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/person\/insz\/60111842284/);
    await expect(page.getByRole('region', { name: 'Identity' })).toContainText('Female');
    await expect(page.getByRole('link', { name: 'View the family composition' })).toBeVisible();
    await expectNoAxeViolations(page, 'personDetail', 'en');
  });
});

test.describe('family search and add person in English', () => {
  test('are translated and accessible', async ({ page, openAs }) => {
    await openAs('an.peeters', '/en/person/familycomposition');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family composition');
    await expect(page.getByLabel('Show the history')).toBeVisible();
    await expectNoAxeViolations(page, 'familySearch', 'en');
    await page.goto('/en/person/add');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a person');
    await expect(page.getByRole('button', { name: 'Add person' })).toBeVisible();
    await expectNoAxeViolations(page, 'personAdd', 'en');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the insz search shows server errors, then the detail with history', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/');
    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill('85.07.30-033.29');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveTitle(/^Fout: /);
    await expect(
      page.getByRole('alert').getByRole('link', {
        name: 'Rijksregisternummer (INSZ): het controlegetal klopt niet',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Uw referentie: dit veld is verplicht' }),
    ).toBeVisible();

    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(rita.insz);
    await page.getByLabel('Toon de historiek').check();
    await page.getByLabel('Op een datum').check();
    await page.getByRole('textbox', { name: /^Datum/ }).fill('01.01.2000');
    await page.getByLabel(/^Uw referentie/).fill('R-7');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rita.name);
    const history = page.getByRole('region', { name: 'Toestand op 01.01.2000' });
    await expect(
      history.getByRole('region', { name: 'Historiek van de burgerlijke staat' }),
    ).toContainText('Gehuwd');
  });

  test('the name search and the family search work as plain forms', async ({ page, openAs }) => {
    await openAs('an.peeters', '/persoon?zoekwijze=naam');
    await page.getByLabel(/^Achternaam/).fill('Peters');
    await page.getByLabel(/^Jaar/).fill(jules.year);
    await page.getByLabel(/^Tolerantie/).selectOption('1');
    await page.getByLabel(/^Uw referentie/).fill('R-8');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('link', { name: jules.name })).toBeVisible();
    // The values stay in the form for another try.
    await expect(page.getByLabel(/^Achternaam/)).toHaveValue('Peters');

    // A typed place of residence is looked up on the server.
    await page.getByLabel(/^Woonplaats/).fill('Oudenburgg');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: /Oudenburg/ })).toBeVisible();

    await page.goto('/persoon/gezinssamenstelling');
    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(rita.insz);
    await page.getByLabel(/^Uw referentie/).fill('R-9');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Gezin van ${rita.name}`);
  });

  test('the result table sorts on the server with plain links', async ({ page, openAs }) => {
    await openAs('an.peeters', '/persoon?zoekwijze=naam');
    await page.getByLabel(/^Achternaam/).fill('Peters');
    await page.getByLabel(/^Jaar/).fill(jules.year);
    await page.getByLabel(/^Tolerantie/).selectOption('1');
    await page.getByLabel(/^Uw referentie/).fill('R-10');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const table = page.getByRole('table', { name: /^Gevonden personen/ });
    // A tolerant search starts with the closest match first.
    await expect(table.getByRole('columnheader', { name: /Overeenkomst/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(table.getByRole('caption')).toContainText(/Rijen 1–\d+ van \d+/);

    await table.getByRole('link', { name: 'Sorteer op Geboortedatum, oplopend' }).click();
    const sorted = page.getByRole('table', { name: /^Gevonden personen/ });
    await expect(sorted.getByRole('columnheader', { name: /Geboortedatum/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(sorted.getByRole('link', { name: jules.name })).toBeVisible();
    // The search itself is kept: the form still holds what was typed.
    await expect(page.getByLabel(/^Achternaam/)).toHaveValue('Peters');
  });

  test('the display mode is a plain form', async ({ page, openAs }) => {
    await openAs('bart.claes', '/persoon/insz/60111842284');
    await page.getByLabel('Compact').check();
    await page.getByRole('button', { name: 'Weergave toepassen' }).click();
    await expect(
      page.getByText('Compacte weergave: alleen identiteit en hoofdverblijfplaats.'),
    ).toBeVisible();
    await page.getByLabel('Uitgebreid').check();
    await page.getByRole('button', { name: 'Weergave toepassen' }).click();
    await expect(page.getByRole('region', { name: 'Gezin' })).toBeVisible();
  });

  test('the address search checks the municipality on the server', async ({ page, openAs }) => {
    await openAs('an.peeters', '/persoon?zoekwijze=adres');
    await page.getByLabel('Postcode').fill('3320');
    await page.getByLabel('Gemeente').fill('Hoegaarden');
    await page.getByLabel('Straat').fill('Keulenstraat');
    await page.getByLabel('Huisnummer').fill('14');
    await page.getByLabel(/^Uw referentie/).fill('R-10');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('link', { name: rita.name })).toBeVisible();
  });
});
