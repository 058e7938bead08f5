// Getting back to a person search's results: the search lives in the URL, Back and the detail's
// 'Terug naar de resultaten' show the same page of results again (in the order chosen), the
// results heading takes focus and the count is in the title, one match opens the detail, and
// 'Uw referentie' is kept across the search tabs. With JavaScript and without.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

const jules = 'Jules Peeters';

async function searchPeters(page: Page, submit: string) {
  await page.getByLabel(/^(Achternaam|Last name)/).fill('Peters');
  await page.getByLabel(/^(Jaar|Year)/).fill('2001');
  await page.getByLabel(/^(Tolerantie|Tolerance)/).selectOption('1');
  await page.getByLabel(/^(Uw referentie|Your reference)/).fill('R-BACK');
  await page.getByRole('button', { name: submit, exact: true }).click();
}

test('with JavaScript: Back and the way back from a detail show the same results again', async ({
  page,
  openAs,
}) => {
  await openAs('an.peeters', '/persoon?zoekwijze=naam');
  await waitForHydration(page);
  // Exact, nobody: the panel's heading has focus and offers the tolerant search.
  await page.getByLabel(/^Achternaam/).fill('Peters');
  await page.getByLabel(/^Jaar/).fill('2001');
  await page.getByLabel(/^Uw referentie/).fill('R-EXACT');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Geen resultaat gevonden' })).toBeFocused();
  await expect(
    page.getByRole('link', { name: /^Zoek opnieuw met kleine afwijkingen/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'personSearch', 'name no result');

  await searchPeters(page, 'Zoeken');
  const heading = page.getByRole('heading', { level: 2, name: /personen gevonden$/ });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(
    /^\d+ resultaten – Zoeken op naam en geboortedatum – Personen zoeken \| Back-officeportaal$/,
  );
  await expect(page).toHaveURL(/\/persoon\?zoekwijze=naam&.*lastName=Peters.*#resultaten$/);
  await expectNoAxeViolations(page, 'personSearch', 'name results');

  // Sorted by birth date: the way back keeps that order.
  const table = page.getByRole('table', { name: /^Gevonden personen/ });
  await table.getByRole('link', { name: 'Sorteer op Geboortedatum, oplopend' }).click();
  await expect(table.getByRole('columnheader', { name: /Geboortedatum/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const sortedUrl = page.url();
  await table.getByRole('link', { name: jules }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Jules .*Peeters/);
  const back = page.getByRole('link', { name: 'Terug naar de resultaten' });
  await expectNoAxeViolations(page, 'personDetail', 'from results');
  await back.click();
  await expect(page).toHaveURL(sortedUrl);
  await expect(heading).toBeFocused();
  await expect(table.getByRole('columnheader', { name: /Geboortedatum/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // The browser's Back from a detail shows the results too, the form still filled in.
  await table.getByRole('link', { name: jules }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Jules .*Peeters/);
  await page.goBack();
  await expect(table.getByRole('link', { name: jules })).toBeVisible();
  await expect(page.getByLabel(/^Achternaam/)).toHaveValue('Peters');

  // 'Uw referentie' comes along to the other tabs, saying it is kept.
  await page.getByRole('link', { name: 'Op adres' }).click();
  const reference = page.getByLabel(/^Uw referentie/);
  await expect(reference).toHaveValue('R-BACK');
  await expect(reference).toHaveAccessibleDescription(
    /Bewaard voor uw volgende opzoekingen in deze sessie\.$/,
  );
  await page.getByRole('link', { name: 'Op rijksregisternummer' }).click();
  await expect(page.getByLabel(/^Uw referentie/)).toHaveValue('R-BACK');
  // 'Alle velden wissen' clears it with the rest of the form.
  await page.getByRole('link', { name: 'Alle velden wissen' }).click();
  await expect(page.getByLabel(/^Uw referentie/)).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in English: the results, the way back, and one match opening its detail', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/en/person?zoekwijze=naam');
    await searchPeters(page, 'Search');
    const heading = page.getByRole('heading', { level: 2, name: /people found$/ });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/^\d+ results – Search by name and date of birth – Find people/);
    const resultsUrl = page.url();

    await page.getByRole('link', { name: jules }).click();
    await page.getByRole('link', { name: 'Back to the results' }).click();
    await expect(page).toHaveURL(resultsUrl);
    await expect(heading).toBeFocused();

    // Exactly one match: its detail at once, and the list of that one on the way back.
    await page.getByLabel(/^Last name/).fill('Peeters');
    await page.getByLabel(/^Day/).fill('07');
    await page.getByLabel(/^Month/).fill('06');
    await page.getByLabel(/^Tolerance/).selectOption('0');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/person\/insz\/01060749170\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Jules .*Peeters/);
    await page.getByRole('link', { name: 'Back to the results' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '1 person found' })).toBeFocused();
  });

  test('an exact name search that finds nobody offers the tolerant one', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/persoon?zoekwijze=naam');
    await page.getByLabel(/^Achternaam/).fill('Peters');
    await page.getByLabel(/^Jaar/).fill('2001');
    await page.getByLabel(/^Uw referentie/).fill('R-TOL');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Geen resultaat gevonden' })).toBeFocused();
    await page.getByRole('link', { name: /^Zoek opnieuw met kleine afwijkingen/ }).click();
    await expect(page.getByRole('link', { name: jules })).toBeVisible();
    await expect(page.getByLabel(/^Tolerantie/)).toHaveValue('1');
  });
});
