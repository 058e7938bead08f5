// Adding a person: the happy path to the new person's detail, the form's own checks, and a
// refusal by the backend that leads to the error page and back to a form that still holds it all.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const addPage = '/persoon/toevoegen';
/** Keystrokes the keyboard-only add-person flow needed when it was measured. */
const KEYSTROKE_BUDGET = 73;

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
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  // One match opens its detail at once; the way back lists that one match.
  await expect(page).toHaveURL(/\/persoon\/insz\/\d{11}\?/);
  await page.getByRole('link', { name: 'Terug naar de resultaten' }).click();
  await expect(page.getByRole('region', { name: '1 persoon gevonden' })).toBeVisible();
}

test.describe('add a person', () => {
  test('a valid form adds a BIS person and shows the detail with a lasting banner', async ({
    page,
    openAs,
  }) => {
    // A creation, the detail it leads to and two axe runs: more than the default 30 s on a busy
    // two-core machine.
    test.slow();
    await page.clock.install();
    await openAs('an.peeters', addPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persoon toevoegen');
    await expectNoAxeViolations(page, 'personAdd', 'form');
    await waitForHydration(page);
    await fillPerson(page, 'Öztürk');
    await page.getByLabel(/^Nationaliteit 1/).selectOption({ label: 'Turkije' });
    // Every date of the form is three boxes, the nationality's start too.
    const since = page.getByRole('group', { name: /^Vanaf/ }).first();
    await since.getByLabel(/^Dag/).fill('01');
    await since.getByLabel(/^Maand/).fill('01');
    await since.getByLabel(/^Jaar/).fill('1990');
    await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elif Zeynep Öztürk', {
      timeout: 20_000,
    });
    // A BIS number: month 00 + 40 for a person whose sex is known.
    const number = page.getByText(/^BIS-nummer 90\.40\.00-\d{3}\.\d{2}$/);
    await expect(number).toBeVisible();
    const bis = ((await number.textContent()) ?? '').replace('BIS-nummer ', '');
    // The banner confirms the new number, takes focus, and stays: no timer takes it away.
    const banner = page.getByRole('status').filter({ hasText: 'Persoon toegevoegd' });
    await expect(banner).toContainText(`Elif Öztürk is toegevoegd met BIS-nummer ${bis}.`);
    await expect(banner).toBeFocused();
    await page.clock.fastForward(60_000);
    await expect(banner).toBeVisible();
    const identity = page.getByRole('region', { name: 'Identiteit' });
    await expect(identity).toContainText('BIS-register (BIS)');
    await expect(identity).toContainText('Turkije (262)');
    await expect(page).toHaveURL(/\?bron=KSZ&referentie=BIS-2026-3$/);
    await expectNoAxeViolations(page, 'personDetail', 'added');
  });

  test('the form checks every rule before sending, and every message names its field', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', addPage);
    await waitForHydration(page);
    await page.getByLabel(/^Achternaam/).fill('Van  Damme');
    await page.getByLabel(/^Nationaliteit 1/).selectOption({ label: 'België' });
    await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Achternaam: een naam mag geen opeenvolgende spaties bevatten',
      'Vul de eerste voornaam in',
      'Kies het geslacht',
      'Geboortedatum: jaar is verplicht',
      'Vul uw referentie in',
    ]);
    await expect(page).toHaveTitle(/^Fout: /);
    await expectNoAxeViolations(page, 'personAdd', 'errors');
  });

  test('the whole flow by keyboard only: focus where the next key needs it', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', addPage);
    await waitForHydration(page);
    let keystrokes = 0;
    const press = async (key: string) => {
      keystrokes += 1;
      await page.keyboard.press(key);
    };
    const type = async (text: string) => {
      keystrokes += text.length;
      await page.keyboard.type(text);
    };
    /** Tab until `target` has focus, at most `most` times. */
    const tabTo = async (target: Locator, most: number) => {
      for (let step = 0; step < most; step += 1) {
        await press('Tab');
        if (await target.evaluate((element) => element === document.activeElement)) return;
      }
      throw new Error(`no focus on ${target.toString()} after ${most} tabs`);
    };

    await press('Tab');
    await expect(page.getByRole('link', { name: 'Ga naar de inhoud' })).toBeFocused();
    await press('Enter');
    await expect(page.locator('main')).toBeFocused();
    const lastName = page.getByLabel(/^Achternaam/);
    await tabTo(lastName, 5);
    await type('Toetsenbord');
    await press('Tab');
    await expect(page.getByLabel(/^Eerste voornaam/)).toBeFocused();
    await type('Kim');
    await tabTo(page.getByRole('radio', { name: 'Mannelijk' }), 3);
    await press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Vrouwelijk' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Vrouwelijk' })).toBeChecked();
    const birth = page.getByRole('group', { name: /^Geboortedatum/ });
    await press('Tab');
    await expect(birth.getByLabel(/^Dag/)).toBeFocused();
    await type('14');
    await press('Tab');
    await expect(birth.getByLabel(/^Maand/)).toBeFocused();
    await type('02');
    await press('Tab');
    await expect(birth.getByLabel(/^Jaar/)).toBeFocused();
    await type('1990');
    // The birth country is Belgium already; everything else is optional, up to the reference.
    const reference = page.getByLabel(/^Uw referentie/);
    await tabTo(reference, 80);
    await type('KB-1');
    await press('Enter');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kim Toetsenbord', {
      timeout: 20_000,
    });
    const banner = page.getByRole('status').filter({ hasText: 'Persoon toegevoegd' });
    await expect(banner).toBeFocused();
    await expect(banner).toContainText(/met BIS-nummer 90\.42\.14-\d{3}\.\d{2}\./);
    test.info().annotations.push({ type: 'keystrokes', description: String(keystrokes) });
    console.log(`add-person flow by keyboard: ${keystrokes} keystrokes`);
    // The budget this flow was measured at: more keys means the form got in the way.
    expect(keystrokes).toBeLessThanOrEqual(KEYSTROKE_BUDGET);
  });

  test('a refusal by the backend shows the reason and the reference, and keeps the data', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', addPage);
    await waitForHydration(page);
    await fillPerson(page, 'Yılmaz');
    await page.getByLabel(/^Burgerlijke staat/).selectOption('20');
    await page.getByRole('group', { name: 'Burgerlijke staat' }).getByLabel(/^Jaar/).fill('2015');
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
    await expectNoAxeViolations(page, 'personAddError', 'refused');

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
      await expect(
        summary.getByRole('link', { name: /^Hoofdverblijfplaats, gemeente: .*Gent/ }),
      ).toBeVisible();
      await expect(
        summary.getByRole('link', { name: 'Hoofdverblijfplaats, vanaf: jaar is verplicht' }),
      ).toBeVisible();
      // Nothing typed is lost.
      await expect(page.getByLabel(/^Achternaam/)).toHaveValue('Kowalski');

      await residence.getByLabel('Gemeente').fill('Gent');
      // After the two nationalities' and the civil status's: the residence's start.
      const since = page.getByRole('group', { name: /^Vanaf/ }).nth(3);
      await since.getByLabel(/^Maand/).fill('05');
      await since.getByLabel(/^Jaar/).fill('2024');
      await page.getByRole('button', { name: 'Persoon toevoegen' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elif Zeynep Kowalski');
      await expect(page.getByRole('region', { name: 'Adressen' })).toContainText('Veldstraat 12');
      await expect(
        page.getByRole('status').filter({ hasText: 'Persoon toegevoegd' }),
      ).toContainText(/Elif Kowalski is toegevoegd met BIS-nummer 90\.40\.00-\d{3}\.\d{2}\./);
    });

    test('in English every message names its field, and the birth date speaks of its boxes', async ({
      page,
      openAs,
    }) => {
      await openAs('an.peeters', '/en/person/add');
      const birth = page.getByRole('group', { name: /^Date of birth/ });
      await birth.getByLabel(/^Day/).fill('31');
      await birth.getByLabel(/^Month/).fill('02');
      await birth.getByLabel(/^Year/).fill('1990');
      await page.getByRole('button', { name: 'Add person' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary.getByRole('link')).toHaveText([
        'Enter the last name',
        'Enter the first first name',
        'Choose the sex',
        'Date of birth: enter a real date, with day, month and year in digits',
        'Enter your reference',
      ]);
      // The field says the same as the summary.
      await expect(birth).toContainText(
        'Date of birth: enter a real date, with day, month and year in digits',
      );
      await expect(page.getByText('Enter the last name', { exact: true }).first()).toBeVisible();
    });
  });
});
