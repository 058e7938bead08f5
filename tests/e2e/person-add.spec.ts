// Adding a person: the happy path to the new person's detail, the form's own checks, and a
// refusal by the backend that leads to the error page and back to a form that still holds it all.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const addPage = '/persoon/toevoegen';

async function fillPerson(page: Page, lastName: string) {
  await page.getByLabel(/^Achternaam/).fill(lastName);
  await page.getByLabel(/^Eerste voornaam/).fill('Elif');
  await page.getByLabel(/^Tweede voornaam/).fill('Zeynep');
  await page.getByRole('radio', { name: 'Vrouwelijk' }).check();
  await page.getByLabel(/^Jaar/).first().fill('1990');
  await page
    .getByRole('group', { name: 'Geboorte' })
    .getByLabel(/^Land/)
    .selectOption({ label: 'Turkije' });
  await page.getByLabel(/^Geboorteplaats/).fill('Izmir');
  // Her profile requires a reference: the new person's detail is a consultation.
  await page.getByLabel(/^Uw referentie/).fill('BIS-2026-3');
}

/** A surname no other test uses: each double-click test counts its own person. */
function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `Dubbel${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;
}

/** How many people the KSZ source knows under this surname, born in 1990 (the name search). */
async function expectOnePersonNamed(page: Page, openAs: OpenAs, surname: string) {
  await openAs('an.peeters', '/persoon?zoekwijze=naam');
  await page.getByLabel(/^Achternaam/).fill(surname);
  await page.getByLabel(/^Jaar/).fill('1990');
  await page.getByLabel(/^Bron/).selectOption('KSZ');
  await page.getByLabel(/^Uw referentie/).fill('R-DUBBEL');
  await page.getByRole('button', { name: 'Bekijk detail' }).click();
  await expect(page.getByRole('region', { name: '1 persoon gevonden' })).toBeVisible();
}

test.describe('add a person', () => {
  test('a valid form adds a BIS person and shows the detail with a toast', async ({
    page,
    openAs,
  }) => {
    await page.clock.install();
    await openAs('an.peeters', addPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persoon toevoegen');
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await fillPerson(page, 'Öztürk');
    await page.getByLabel(/^Nationaliteit 1/).selectOption({ label: 'Turkije' });
    await page
      .getByRole('textbox', { name: /^Vanaf/ })
      .first()
      .fill('01.01.1990');
    // The toast lives 5 seconds of the page's clock, which stands still from here on: however
    // long the detail takes to load, the toast is still there when it is checked.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
    // First what lasts: the new person's detail, however slow the machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elif Zeynep Öztürk', {
      timeout: 20_000,
    });
    const toast = page.getByRole('status').filter({ hasText: 'Elif Öztürk is toegevoegd.' });
    await expect(toast).toBeVisible();
    const identity = page.getByRole('region', { name: 'Identiteit' });
    await expect(identity).toContainText('BIS-register');
    await expect(identity).toContainText('Turkije');
    await expect(page).toHaveURL(/\?bron=KSZ&referentie=BIS-2026-3$/);
    // A BIS number: month 00 + 40 for a person whose sex is known.
    await expect(page.getByText(/^Rijksregisternummer 90\.40\.00-\d{3}\.\d{2}$/)).toBeVisible();
    // The toast goes after its 5 seconds, not before.
    await page.clock.fastForward(4_900);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(200);
    await expect(toast).toHaveCount(0);
  });

  test('the form checks every rule before sending', async ({ page, openAs }) => {
    await openAs('an.peeters', addPage);
    await waitForHydration(page);
    await page.getByLabel(/^Achternaam/).fill('Van  Damme');
    await page.getByLabel(/^Nationaliteit 1/).selectOption({ label: 'België' });
    await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).not.toHaveCount(0);
    await expect(summary.getByRole('link', { name: 'Jaar is verplicht' })).toBeVisible();
    await expect(page).toHaveTitle(/^Fout: /);
    await expectNoAxeViolations(page);
  });

  test('a refusal by the backend shows the reason and the reference, and keeps the data', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', addPage);
    await waitForHydration(page);
    await fillPerson(page, 'Yılmaz');
    await page.getByLabel(/^Burgerlijke staat/).selectOption('20');
    await page.getByLabel(/^Jaar/).nth(1).fill('2015');
    // A well-formed number of nobody: the backend refuses the partner.
    await page.getByLabel(/^Partner/).fill('85.07.30-033.28');
    await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
    await expect(page).toHaveURL('/persoon/fout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'De persoon is niet toegevoegd',
    );
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Er is geen persoon met dit rijksregisternummer als partner gekend.',
    );
    await expect(alert).toContainText(/referentie [\w-]+/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Terug naar het formulier' }).click();
    await expect(page.getByLabel(/^Achternaam/)).toHaveValue('Yılmaz');
    await expect(page.getByLabel(/^Tweede voornaam/)).toHaveValue('Zeynep');
    await expect(page.getByLabel(/^Partner/)).toHaveValue('85.07.30-033.28');
    await expect(page.getByRole('radio', { name: 'Vrouwelijk' })).toBeChecked();
  });

  test('a profile without the permission gets the warning', async ({ page, openAs }) => {
    await openAs('bart.claes', addPage);
    await expect(page).toHaveURL('/profielselectie');
    await expect(page.getByText(/onvoldoende rechten/i)).toBeVisible();
  });

  test('a double click adds the person once (in English)', async ({ page, openAs }) => {
    const surname = uniqueSurname();
    await openAs('an.peeters', '/en/person/add');
    await waitForHydration(page);
    await page.getByLabel(/^Last name/).fill(surname);
    await page.getByLabel(/^First given name/).fill('Elif');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel(/^Year/).first().fill('1990');
    await page
      .getByRole('group', { name: 'Birth' })
      .getByLabel(/^Country/)
      .selectOption({ label: 'Turkey' });
    await page.getByLabel(/^Your reference/).fill('BIS-EN-1');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Add person' }).dblclick();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Elif ${surname}`);
    // The form is sent once: the second click meets a button that is busy.
    expect(posts.filter((url) => url.includes('/en/person/add'))).toHaveLength(1);
    await expectOnePersonNamed(page, openAs, surname);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a form sent twice adds the person once: it carries its key', async ({ page, openAs }) => {
      const surname = uniqueSurname();
      await openAs('an.peeters', addPage);
      await fillPerson(page, surname);
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === addPage,
      );
      await page.getByRole('button', { name: 'Persoon toevoegen' }).dblclick();
      const post = await sent;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Elif Zeynep ${surname}`);
      const detail = new URL(page.url());
      // The same post once more, as a browser that sends a form twice would: same key, same person.
      const again = await page.request.post(addPage, {
        headers: {
          origin: detail.origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        data: post.postData() ?? '',
        maxRedirects: 0,
      });
      expect(again.status()).toBe(302);
      expect(again.headers().location).toBe(`${detail.pathname}${detail.search}`);
      await expectOnePersonNamed(page, openAs, surname);
    });

    test('the server checks the form and the addresses, then adds the person', async ({
      page,
      openAs,
    }) => {
      await openAs('an.peeters', addPage);
      await fillPerson(page, 'Kowalski');
      const residence = page.getByRole('group', { name: 'Hoofdverblijfplaats' });
      await residence.getByLabel('Postcode').fill('9000');
      await residence.getByLabel('Gemeente').fill('Gentt');
      await residence.getByLabel('Straat').fill('Veldstraat');
      await residence.getByLabel('Huisnummer').fill('12');
      await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
      await expect(page).toHaveTitle(/^Fout: /);
      const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
      await expect(summary.getByRole('link', { name: 'Dit veld is verplicht' })).toBeVisible();
      await expect(summary.getByRole('link', { name: /Gent/ })).toBeVisible();
      // Nothing typed is lost.
      await expect(page.getByLabel(/^Achternaam/)).toHaveValue('Kowalski');

      await residence.getByLabel('Gemeente').fill('Gent');
      await page
        .getByRole('textbox', { name: /^Vanaf/ })
        .nth(2)
        .fill('01.05.2024');
      await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elif Zeynep Kowalski');
      await expect(page.getByRole('region', { name: 'Adressen' })).toContainText('Veldstraat 12');
    });
  });
});
