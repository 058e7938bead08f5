// The person detail and family screens as a civil servant uses them all day: code-list values
// with their code in both languages (and Dutch values marked on English screens), copying the
// number, the table of contents, the remembered display mode, the history setting in view, the
// date picker's month and year jumps, and the consultation line on the family screen.
import { expect } from '@playwright/test';
import { expectDutchCodeValuesMarked, unmarkedDutchCodeValues } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { signIn, test } from './sign-in';

const rita = { insz: '60.11.18-422.84', digits: '60111842284', name: 'Rita Anne-Marie Wuyts' };
const divine = { digits: '35011816042', name: 'Divine Kalonji' };

test.describe('code-list values', () => {
  test('show their label in the screen’s language with their code', async ({ page, openAs }) => {
    await openAs('bart.claes', `/persoon/insz/${rita.digits}`);
    const identity = page.getByRole('region', { name: 'Identiteit' });
    await expect(identity).toContainText('Gehuwd (20)');
    await expect(identity).toContainText('België (150)');
    await expect(identity).toContainText('Bevolkingsregister (2)');
    await expect(page.getByRole('region', { name: 'Gezin' })).toContainText(
      'Gezinshoofd/alleenstaande (01)',
    );

    await page.goto(`/en/person/insz/${rita.digits}`);
    const english = page.getByRole('region', { name: 'Identity' });
    await expect(english).toContainText('Married (20)');
    await expect(english).toContainText('Belgium (150)');
    await expect(english).toContainText('Population register (2)');
    await expect(page.getByRole('region', { name: 'Household' })).toContainText(
      'Head of household/single person (01)',
    );
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'personDetail', 'en');
  });

  test('are marked Dutch on English screens with history and on the family screen', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/en/person');
    await page.getByLabel(/^National register number \(INSZ\)/).fill('35.01.18-160.42');
    await page.getByLabel('Show the history').check();
    await page.getByLabel(/^Your reference/).fill('R-CODES');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(divine.name);
    const history = page.getByRole('region', { name: /^History since/ });
    await expect(history.getByRole('region', { name: 'Nationality history' })).toContainText(
      'Congo (306)',
    );
    await expect(history.getByRole('region', { name: 'Civil status history' })).toContainText(
      'Widowed (30)',
    );
    await expect(page.getByRole('note')).toContainText('History from 01.01.1901 is on.');
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'personDetail', 'history en');

    await page.goto(`/en/person/familycomposition/insz/${rita.digits}?referentie=R-CODES`);
    await expect(page.getByRole('table').first()).toContainText(
      'Head of household/single person (01)',
    );
    await expectDutchCodeValuesMarked(page);
  });

  test('name the country of an address abroad in English too; a BIS number says so', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/en/person/insz/00411737315?bron=KSZ&referentie=R-ABROAD');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sem van der Meer');
    await expect(page.getByText('BIS number 00.41.17-373.15')).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Copy the BIS number' })).toBeVisible();
    const addresses = page.getByRole('region', { name: 'Addresses' });
    await expect(addresses).toContainText('Netherlands');
    await expect(addresses).not.toContainText('Nederland');
    await expect(page.getByRole('region', { name: 'Identity' })).toContainText('Netherlands (129)');
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'personDetail', 'bis person en');
  });

  test('the check finds a Dutch value an English screen leaves unmarked', async ({ page }) => {
    await page.setContent(
      '<html lang="en"><body><p>Married (20)</p><p>Gehuwd (20)</p>' +
        '<p><span lang="nl">Tijdelijk verblijf</span> (1)</p><td>Bevolkingsregister</td></body></html>',
    );
    expect(await unmarkedDutchCodeValues(page)).toEqual(['Gehuwd', 'Bevolkingsregister']);
  });
});

test.describe('the national number', () => {
  test('is copied with a button that says so, in both languages', async ({
    page,
    context,
    openAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs('bart.claes', `/persoon/insz/${rita.digits}`);
    await waitForHydration(page);
    await expect(page.getByText(`Rijksregisternummer ${rita.insz}`)).toBeVisible();
    await page.getByRole('button', { name: 'Kopieer het rijksregisternummer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gekopieerd' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rita.digits);
    await expectNoAxeViolations(page, 'personDetail', 'copied');

    await page.goto(`/en/person/insz/${rita.digits}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy the national register number' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is plain text, without a button', async ({ page, openAs }) => {
      await openAs('bart.claes', `/persoon/insz/${rita.digits}`);
      await expect(page.getByText(`Rijksregisternummer ${rita.insz}`)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Kopieer/ })).toHaveCount(0);
    });
  });
});

test.describe('the extended detail', () => {
  test('has a table of contents to its blocks; the compact one has none', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', `/persoon/insz/${rita.digits}`);
    const contents = page.getByRole('navigation', { name: 'Inhoud' });
    await expect(contents.getByRole('link')).toHaveText(['Identiteit', 'Adressen', 'Gezin']);
    // Followed once the page is hydrated, as the flow with JavaScript it is: a click while the
    // client router was still starting lost its hash on a loaded machine.
    await waitForHydration(page);
    await contents.getByRole('link', { name: 'Gezin' }).click();
    await expect(page).toHaveURL(/#detail-family$/);
    await expectNoAxeViolations(page, 'personDetail', 'contents followed');
    await page.goto(`/en/person/insz/${rita.digits}`);
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveText([
      'Identity',
      'Addresses',
      'Household',
    ]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the display mode survives a new search and signing in again', async ({
      page,
      context,
      openAs,
    }) => {
      await openAs('bart.claes', `/persoon/insz/${rita.digits}`);
      await page.getByLabel('Compact').check();
      await page.getByRole('button', { name: 'Weergave toepassen' }).click();
      await expect(page.getByRole('navigation', { name: 'Inhoud' })).toHaveCount(0);

      // A new search from the detail's own form.
      await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill('64.05.20-729.50');
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(/\/persoon\/insz\/64052072950/);
      await expect(page.getByLabel('Compact')).toBeChecked();

      // Signed out (every cookie gone but the preferences) and in again: still compact.
      const preferences = (await context.cookies()).filter(
        (cookie) => cookie.name === 'portal_person_prefs',
      );
      expect(preferences).toHaveLength(1);
      await context.clearCookies();
      await context.addCookies(preferences);
      await signIn(page, 'bart.claes', `/persoon/insz/${rita.digits}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(rita.name);
      await expect(page.getByLabel('Compact')).toBeChecked();
      await expect(
        page.getByText('Compacte weergave: alleen identiteit en hoofdverblijfplaats.'),
      ).toBeVisible();
    });

    test('the history setting in force shows above the result, with how to turn it off', async ({
      page,
      openAs,
    }) => {
      await openAs('an.peeters', '/persoon');
      await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(rita.insz);
      await page.getByLabel('Toon de historiek').check();
      await page.getByRole('textbox', { name: /^Datum/ }).fill('01.01.2000');
      await page.getByLabel(/^Uw referentie/).fill('R-HIST');
      await page.getByRole('button', { name: 'Zoeken' }).click();
      const setting = page.getByRole('note');
      await expect(setting).toContainText('Historiek vanaf 01.01.2000 staat aan.');
      // Above the result: before the identity block.
      const identity = page.getByRole('heading', { name: 'Identiteit', level: 2 });
      const [noteBox, identityBox] = [await setting.boundingBox(), await identity.boundingBox()];
      expect(noteBox && identityBox && noteBox.y < identityBox.y).toBe(true);
      await setting.getByRole('link').click();
      await expect(page).toHaveURL(/#detail-search$/);
      await expect(page.getByLabel('Toon de historiek')).toBeChecked();
      await expect(
        page.getByRole('navigation', { name: 'Inhoud' }).getByRole('link', { name: 'Historiek' }),
      ).toBeVisible();

      // Turned off in that form: the next result says nothing of history.
      await page.getByLabel('Toon de historiek').uncheck();
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(rita.name);
      await expect(page.getByRole('note')).toHaveCount(0);

      await page.goto(`/en/person/insz/${rita.digits}?referentie=R-HIST`);
      await expect(page.getByRole('note')).toHaveCount(0);
    });

    test('in English the setting reads in English, also on the family screen', async ({
      page,
      openAs,
    }) => {
      await openAs('an.peeters', '/en/person/familycomposition');
      await page.getByLabel(/^National register number \(INSZ\)/).fill(rita.insz);
      await page.getByLabel('Show the history').check();
      await page.getByLabel(/^Your reference/).fill('R-HIST-EN');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('note')).toContainText('History from 01.01.1901 is on.');
      await expect(page.getByRole('note').getByRole('link')).toHaveText(
        'Turn it off with ‘Show the history’ in the new search below.',
      );
      await expect(
        page.getByText(
          /^Consulted in National Register \(RR\) on \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./,
        ),
      ).toBeVisible();
    });
  });
});

test.describe('the family screen', () => {
  test('says when and in which source it was consulted, as the detail does', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', `/persoon/gezinssamenstelling/insz/${rita.digits}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Gezin van ${rita.name}`);
    await expect(
      page.getByText(
        /^Geraadpleegd in Rijksregister \(RR\) op \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\. Deze raadpleging is bewaard in het juridisch register\.$/,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'familyDetail', 'household');
  });
});

test.describe('the history date picker', () => {
  test('opens on today rather than on 01.01.1901, and jumps by month and by year', async ({
    page,
    openAs,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+01:00'));
    await openAs('an.peeters', '/persoon');
    await waitForHydration(page);
    await page.getByLabel('Toon de historiek').check();
    const input = page.getByRole('textbox', { name: /^Datum/ });
    await expect(input).toHaveValue('01.01.1901');
    await page.getByRole('button', { name: /^Kies een datum voor Datum/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('november 2026');
    await expect(dialog.getByRole('button', { name: 'zondag 22 november 2026' })).toBeFocused();
    await expectNoAxeViolations(page, 'personSearch', 'history date picker open');

    await dialog.getByRole('button', { name: 'Vorig jaar: november 2025' }).click();
    await expect(dialog).toHaveAccessibleName('november 2025');
    await dialog.getByLabel('Jaar', { exact: true }).selectOption('2000');
    await dialog.getByLabel('Maand', { exact: true }).selectOption({ label: 'maart' });
    await expect(dialog).toHaveAccessibleName('maart 2000');
    await dialog.getByRole('button', { name: 'woensdag 15 maart 2000' }).click();
    await expect(input).toHaveValue('15.03.2000');

    // A date the user typed is where it opens next time.
    await page.getByRole('button', { name: /^Kies een datum voor Datum/ }).click();
    await expect(page.getByRole('dialog')).toHaveAccessibleName('maart 2000');
  });
});
