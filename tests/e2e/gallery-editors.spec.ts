import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration, watchForErrors } from './fixtures';
import { test, type OpenAs } from './sign-in';

const gallery = '/widgetgalerij';

function fieldsForm(page: Page) {
  return page.getByRole('region', { name: 'Formuliervelden' });
}

test.describe('date picker', () => {
  test('the keyboard opens the calendar, moves through days and months, and picks a day', async ({
    page,
    openAs,
  }) => {
    // A fixed today: Sunday 22 November 2026.
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+01:00'));
    await openAs('bart.claes', gallery);
    await waitForHydration(page);
    const input = page.getByLabel(/^Datum van het attest/);
    await expect(input).toHaveAttribute('placeholder', 'dd.mm.jjjj');

    const open = page.getByRole('button', { name: /^Kies een datum voor Datum van het attest/ });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'november 2026' });
    await expect(dialog).toBeVisible();
    // Today has focus; the days after it are not offered (not in the future).
    await expect(dialog.getByRole('button', { name: 'zondag 22 november 2026' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'maandag 23 november 2026' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /^Volgende maand/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'widgetGallery', 'date picker open');

    await page.keyboard.press('ArrowRight'); // stays on today: tomorrow is past the maximum
    await page.keyboard.press('ArrowUp'); // 15 November
    await page.keyboard.press('PageUp'); // 15 October
    await expect(page.getByRole('dialog', { name: 'oktober 2026' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'donderdag 15 oktober 2026' })).toBeFocused();
    await page.keyboard.press('Home'); // Monday 12 October
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(input).toHaveValue('12.10.2026');
    await expect(open).toBeFocused();

    // Escape closes without choosing; a click outside too.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'maandag 12 oktober 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(input).toHaveValue('12.10.2026');
    await open.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a picked day that carries a time gets 23:59; the minimum is kept', async ({
    page,
    openAs,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+01:00'));
    await openAs('bart.claes', gallery);
    await waitForHydration(page);
    const input = page.getByLabel(/^Geldig tot/);
    await expect(input).toHaveAttribute('placeholder', 'dd.mm.jjjj uu:mm');
    await input.fill('02.01.2021 08:15');
    await page.getByRole('button', { name: /^Kies een datum voor Geldig tot/ }).click();
    const dialog = page.getByRole('dialog', { name: 'januari 2021' });
    await expect(dialog.getByRole('button', { name: /^Vorige maand/ })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft'); // stays on 1 January 2021, the minimum
    await expect(dialog.getByRole('button', { name: 'vrijdag 1 januari 2021' })).toBeFocused();
    await page.keyboard.press('Enter');
    // A time already typed is kept.
    await expect(input).toHaveValue('01.01.2021 08:15');

    await input.fill('');
    await page.getByRole('button', { name: /^Kies een datum voor Geldig tot/ }).click();
    await page.getByRole('button', { name: 'vrijdag 27 november 2026' }).click();
    await expect(input).toHaveValue('27.11.2026 23:59');
  });

  test('typed dates are checked in the browser, with the validation messages', async ({
    page,
    openAs,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+01:00'));
    await openAs('bart.claes', gallery);
    await waitForHydration(page);
    const form = fieldsForm(page);
    await page.getByRole('checkbox', { name: 'E-mail' }).check();
    await page.getByLabel(/^Datum van het attest/).fill('31.12.2020');
    await page.getByLabel(/^Geldig tot/).fill('31.12.2026');
    await form.getByRole('button', { name: 'Widgets valideren' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
    await expect(
      summary.getByRole('link', { name: 'De datum mag niet voor 01.01.2021 liggen' }),
    ).toBeVisible();
    await expect(
      summary.getByRole('link', {
        name: 'Gelieve een geldige datum en tijd op te geven in de vorm DD.MM.JJJJ UU:MM',
      }),
    ).toBeVisible();
  });

  test('English screens use the English placeholder and day names', async ({ page, openAs }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+01:00'));
    await openAs('bart.claes', '/en/widgetgallery');
    await waitForHydration(page);
    await expect(page.getByLabel(/^Date of the attestation/)).toHaveAttribute(
      'placeholder',
      'dd.mm.yyyy',
    );
    await page.getByRole('button', { name: /^Choose a date for Date of the attestation/ }).click();
    await expect(page.getByRole('dialog', { name: 'November 2026' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sunday,? 22 November 2026/ })).toBeFocused();
    await expectNoAxeViolations(page, 'widgetGallery', 'date picker open en');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the date is a plain input the server checks', async ({ page, openAs }) => {
      await openAs('bart.claes', gallery);
      await expect(page.getByRole('button', { name: /^Kies een datum/ })).toHaveCount(0);
      const form = fieldsForm(page);
      await page.getByRole('checkbox', { name: 'E-mail' }).check();
      await page.getByLabel(/^Datum van het attest/).fill('2.11.2026');
      await page.getByLabel(/^Geldig tot/).fill('31.12.2031 10:00');
      await form.getByRole('button', { name: 'Widgets valideren' }).click();
      await expect(page).toHaveTitle(/^Fout: /);
      const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
      await expect(
        summary.getByRole('link', {
          name: 'Gelieve een geldige datum op te geven in de vorm DD.MM.JJJJ',
        }),
      ).toBeVisible();
      await expect(
        summary.getByRole('link', { name: 'De datum mag niet na 31.12.2030 liggen' }),
      ).toBeVisible();
      // The typed values come back for correction.
      await expect(page.getByLabel(/^Datum van het attest/)).toHaveValue('2.11.2026');
    });
  });
});

test.describe('rich-text editor', () => {
  /** The editor's region, once its own chunk has loaded after hydration (a text area until then). */
  async function openEditor(page: Page, openAs: OpenAs) {
    await openAs('bart.claes', gallery);
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Bericht opstellen' });
    await expect(region.getByRole('toolbar', { name: 'Opmaak' })).toBeVisible();
    const editor = region.getByRole('textbox', { name: /^Bericht/ });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    return { region, editor };
  }

  test('formats text, and the server keeps only allowed formatting', async ({ page, openAs }) => {
    // The editor loads and runs without console errors or CSP violations (no injected styles).
    const watched = watchForErrors(page);
    const { region, editor } = await openEditor(page, openAs);
    await editor.click();
    await page.keyboard.type('Uw attest is ');
    const bold = region.getByRole('button', { name: 'Vet' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('klaar');
    await expect(editor.locator('b, strong')).toHaveText('klaar');
    await expect(region.getByText('Nog 975 tekens')).toBeVisible();
    await expectNoAxeViolations(page, 'widgetGallery', 'rich text');

    await region.getByRole('button', { name: 'Bericht controleren' }).click();
    const preview = page.getByRole('region', { name: 'Voorbeeld van het bericht' });
    await expect(preview).toContainText('Uw attest is klaar');
    await expect(preview.locator('b, strong')).toHaveText('klaar');
    expect(watched.errors).toEqual([]);
  });

  test('lists, and a link set and removed with the keyboard', async ({ page, openAs }) => {
    const { region, editor } = await openEditor(page, openAs);
    await editor.click();
    const bullets = region.getByRole('button', { name: 'Opsomming' });
    await bullets.click();
    await expect(bullets).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Lees het nieuws');
    await expect(editor.locator('ul > li')).toHaveText('Lees het nieuws');
    // "nieuws" selected, then the link button: its field takes the focus.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    const linkButton = region.getByRole('button', { name: 'Link', exact: true });
    await linkButton.click();
    await expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    const address = region.getByRole('textbox', { name: 'Adres van de link' });
    await expect(address).toBeFocused();
    await page.keyboard.type('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await expect(
      region.getByText('Geef een adres dat begint met https://, http:// of mailto:.'),
    ).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'widgetGallery', 'rich text link');
    await address.fill('https://www.vlaanderen.be/nieuws');
    await page.keyboard.press('Enter');
    await expect(address).toHaveCount(0);
    await expect(editor).toBeFocused();
    await expect(editor.locator('a')).toHaveAttribute('href', 'https://www.vlaanderen.be/nieuws');
    await expect(editor.locator('a')).toHaveText('nieuws');

    // Escape closes the field without a change; "Link verwijderen" removes the link.
    await linkButton.click();
    await expect(address).toHaveValue('https://www.vlaanderen.be/nieuws');
    await page.keyboard.press('Escape');
    await expect(address).toHaveCount(0);
    await expect(editor.locator('a')).toHaveCount(1);
    await linkButton.click();
    await region.getByRole('button', { name: 'Link verwijderen' }).click();
    await expect(editor.locator('a')).toHaveCount(0);
    await expect(editor.locator('ul > li')).toHaveText('Lees het nieuws');
  });

  test('pasted media or script clears the content; pasted formatting is cleaned', async ({
    page,
    openAs,
  }) => {
    const { region, editor } = await openEditor(page, openAs);
    const paste = (html: string) =>
      editor.evaluate((element, pasted) => {
        const data = new DataTransfer();
        data.setData('text/html', pasted);
        data.setData('text/plain', 'fallback');
        element.focus();
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, html);
    const cleared = region.getByText(
      "Afbeeldingen, video's en scripts zijn niet toegelaten: de inhoud werd gewist.",
    );

    await editor.click();
    await page.keyboard.type('Eerst wat tekst. ');
    await paste(
      '<p style="color:red" onclick="x()">Geplakt <em>schuin</em></p><h1>Titel</h1><table><tr><td>cel</td></tr></table>',
    );
    await expect(editor.locator('em')).toHaveText('schuin');
    await expect(editor).toContainText('Eerst wat tekst. Geplakt schuin');
    await expect(editor.locator('[style], [onclick], h1, table')).toHaveCount(0);

    await paste('<p>Kijk</p><img src="/favicon.ico">');
    await expect(editor).toHaveText('');
    await expect(cleared).toBeVisible();

    await page.keyboard.type('Opnieuw');
    await expect(cleared).toHaveCount(0);
    await paste('<p>Klik</p><script>document.title = "gehackt"</script>');
    await expect(editor).toHaveText('');
    await expect(cleared).toBeVisible();
    await expect(page).not.toHaveTitle('gehackt');
  });

  test('text past 993 characters is cut', async ({ page, openAs }) => {
    const { region, editor } = await openEditor(page, openAs);
    await editor.click();
    await page.keyboard.insertText('a'.repeat(990));
    await expect(region.getByText('Nog 3 tekens')).toBeVisible();
    await page.keyboard.insertText('bcdefg');
    await expect(region.getByText('De tekst werd ingekort tot 993 tekens.')).toBeVisible();
    await expect(region.getByText('Nog 0 tekens')).toBeVisible();
    expect(await editor.evaluate((element) => element.textContent)).toBe(`${'a'.repeat(990)}bcd`);
    // The 994th character typed is refused too.
    await page.keyboard.type('x');
    await expect(region.getByText('Nog 0 tekens')).toBeVisible();
    expect(await editor.evaluate((element) => element.textContent)).toBe(`${'a'.repeat(990)}bcd`);
  });

  test('an empty message is refused with the mandatory message', async ({ page, openAs }) => {
    const { region, editor } = await openEditor(page, openAs);
    await region.getByRole('button', { name: 'Bericht controleren' }).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Dit veld is verplicht' }),
    ).toBeVisible();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a text area whose text is sent as text, markup included', async ({ page, openAs }) => {
      await openAs('bart.claes', gallery);
      const region = page.getByRole('region', { name: 'Bericht opstellen' });
      await expect(region.getByRole('toolbar')).toHaveCount(0);
      const textarea = region.getByLabel(/^Bericht/);
      await textarea.fill('Beste <b>burger</b>,\n\nUw attest is klaar.');
      await region.getByRole('button', { name: 'Bericht controleren' }).click();
      const preview = page.getByRole('region', { name: 'Voorbeeld van het bericht' });
      await expect(preview).toContainText('Beste <b>burger</b>,');
      await expect(preview.locator('b')).toHaveCount(0);
      await expect(preview.locator('p')).toHaveCount(2);
    });

    test('too long a text is refused and kept for correction', async ({ page, openAs }) => {
      await openAs('bart.claes', gallery);
      const region = page.getByRole('region', { name: 'Bericht opstellen' });
      await region.getByLabel(/^Bericht/).fill('x'.repeat(994));
      await region.getByRole('button', { name: 'Bericht controleren' }).click();
      await expect(page).toHaveTitle(/^Fout: /);
      await expect(
        page
          .getByRole('alert')
          .getByRole('link', { name: 'Dit veld mag maximum 993 karakters lang zijn' }),
      ).toBeVisible();
      await expect(region.getByLabel(/^Bericht/)).toHaveValue('x'.repeat(994));
    });
  });
});
