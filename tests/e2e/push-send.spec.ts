// Sending push notifications as dirk.maes (Documentendienst, Stad Rivierstad): to one member chosen
// from the suggestions, after the editor dropped a pasted image and script and refused the 994th
// character, the live preview, and a test to two phone numbers of which one is refused and then
// to two real ones, with an image uploaded and shown on the confirmation; to a group in English,
// and to everyone of the agency's app as demo; the whole flow without JavaScript,
// from the refused empty form to the notification's screen. Every state checked with axe.
import { expect, type Locator, type Page } from '@playwright/test';
import { sampleImage } from '../support/image-samples';
import { expectNoAxeViolations } from './fixtures';
import { test } from './sign-in';

// Stad Rivierstad's featured members (docs/demo-data.md, push notifications).
const stien = { name: 'Stien Verheyen', insz: '00.01.22-546.91', phone: '+32470123456' };
const jules = { phone: '+32485765432' };

/** The banner a send answers with on the notification's screen. */
const banner = (page: Page) => page.locator('.banner');

/** Pastes HTML into the editor as a browser's clipboard would. */
function paste(editor: Locator, html: string) {
  return editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'fallback');
    element.focus();
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test.describe('sending push notifications as dirk.maes', () => {
  test('to one member: the editor, the preview, a test to phone numbers, the confirmation', async ({
    page,
    openAs,
  }) => {
    await openAs('dirk.maes', '/notificatie');
    await page.getByRole('link', { name: 'Melding versturen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melding versturen');

    await page.getByRole('radio', { name: 'Eén lid' }).check();
    await page.getByRole('combobox', { name: /^Lid/ }).fill('Verheyen');
    await page.getByRole('option', { name: `${stien.name} (${stien.insz})` }).click();
    await expect(page.getByRole('combobox', { name: /^Lid/ })).toHaveValue(
      `${stien.name} (${stien.insz})`,
    );

    await page
      .getByRole('textbox', { name: /^Titel \(Nederlands\)/ })
      .fill('Uw paspoort ligt klaar');
    const preview = page.getByRole('complementary', { name: 'Voorbeeld (Nederlands)' });
    await expect(preview).toContainText('Uw paspoort ligt klaar');

    // The editor: a pasted image and a pasted script clear the content; 993 characters at most.
    const editor = page.getByRole('textbox', { name: /^Bericht \(Nederlands\)/ });
    const cleared = page.getByText(
      "Afbeeldingen, video's en scripts zijn niet toegelaten: de inhoud werd gewist.",
    );
    await editor.click();
    await paste(editor, '<p>Kijk</p><img src="/favicon.ico">');
    await expect(editor).toHaveText('');
    await expect(cleared).toBeVisible();
    await paste(editor, '<p>Klik</p><script>document.title = "gehackt"</script>');
    await expect(editor).toHaveText('');
    await expect(page).not.toHaveTitle('gehackt');
    await page.keyboard.insertText('a'.repeat(993));
    await expect(page.getByText('Nog 0 tekens')).toBeVisible();
    await page.keyboard.type('x');
    expect(await editor.evaluate((element) => element.textContent)).toBe('a'.repeat(993));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('U kunt het afhalen aan het loket.');
    await expect(preview).toContainText('U kunt het afhalen aan het loket.');

    // The French tab: begun, so it must be whole; the preview follows the tab shown.
    await page.getByRole('tab', { name: 'Frans' }).click();
    await page.getByRole('textbox', { name: /^Titel \(Frans\)/ }).fill('Votre passeport est prêt');
    await expect(page.getByRole('complementary', { name: 'Voorbeeld (Frans)' })).toContainText(
      'Votre passeport est prêt',
    );

    // A test to two numbers, one of them no phone number: refused, nothing sent.
    const numbers = page.getByLabel('Telefoonnummers');
    await numbers.fill(`${stien.phone}, +32 12`);
    await page.getByRole('button', { name: 'Test versturen' }).click();
    const summary = page.getByRole('alert');
    await expect(
      summary.getByRole('link', { name: 'Telefoonnummers: +32 12 is geen geldig telefoonnummer' }),
    ).toBeVisible();
    // The French message is missing: the summary's link opens its tab.
    await summary.getByRole('link', { name: /^Bericht \(Frans\)/ }).click();
    await expect(page.getByRole('tab', { name: /^Frans/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.insertText('Vous pouvez le retirer au guichet.');
    await numbers.fill(`${stien.phone}\n${jules.phone}`);
    await page.getByRole('button', { name: 'Test versturen' }).click();
    const tested = page.locator('.alert--success');
    await expect(tested).toContainText(`${stien.phone}: `);
    await expect(tested).toContainText('van 2 toestellen bereikt');
    await expect(tested).toContainText(`${jules.phone}: `);
    await expectNoAxeViolations(page, 'pushSend', 'test sent');

    // An image uploaded for the Dutch version: the confirmation shows it, from the portal.
    await page.getByRole('tab', { name: /^Nederlands/ }).click();
    await page.getByLabel(/^Afbeelding opladen \(Nederlands\)/).setInputFiles({
      name: 'affiche.png',
      mimeType: 'image/png',
      buffer: sampleImage(400, 200),
    });
    await page.getByRole('button', { name: 'Verder' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melding bevestigen');
    const image = page.getByRole('img', { name: 'De afbeelding van de melding (Nederlands)' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(400);
    await expect(page.locator('.push-audience')).toContainText(stien.name);
    await expect(page.getByRole('region', { name: 'Frans' })).toContainText(
      'Vous pouvez le retirer au guichet.',
    );
    await expect(page.getByText('De melding versturen naar 2 toestellen?')).toBeVisible();
    await expectNoAxeViolations(page, 'pushSend', 'confirmation');

    // Back to the form as it was, then send.
    await page.getByRole('button', { name: 'Aanpassen' }).click();
    await expect(page.getByRole('textbox', { name: /^Titel \(Nederlands\)/ })).toHaveValue(
      'Uw paspoort ligt klaar',
    );
    await page.getByRole('button', { name: 'Verder' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melding bevestigen');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(banner(page)).toContainText('De melding gaat naar 2 toestellen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw paspoort ligt klaar');
  });

  test('to everyone and to a group, in English', async ({ page, openAs }) => {
    // Everyone of the agency's app (demo's document service profile), not Stad Rivierstad's:
    // a send to all would reach the featured members' devices the other tests count on.
    await openAs('demo', '/en/notification/send');
    await page
      .getByRole('radio', { name: /^Documentendienst – Agentschap Digitaal Beheer/ })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a notification');
    await page.getByRole('radio', { name: 'All members' }).check();
    await page.getByRole('textbox', { name: /^Title \(Dutch\)/ }).fill('Afvalophaling verschoven');
    await page.getByRole('textbox', { name: /^Message \(Dutch\)/ }).click();
    await page.keyboard.insertText('De ophaling van dinsdag valt op woensdag.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm the notification');
    await expect(page.locator('.push-audience')).toContainText('All members of your organisation');
    await expectNoAxeViolations(page, 'pushSend', 'en');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(banner(page)).toContainText('The notification goes to');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afvalophaling verschoven');
    await expect(page.locator('main')).toContainText('All members');

    await openAs('dirk.maes', '/en/notification');
    await page.getByRole('link', { name: 'Send to a group' }).click();
    const group = page.getByLabel('Group');
    const library = await group.locator('option', { hasText: 'Bibliotheek' }).getAttribute('value');
    await group.selectOption(library ?? '');
    await page.getByRole('textbox', { name: /^Title \(Dutch\)/ }).fill('Nieuwe openingsuren');
    await page.getByRole('textbox', { name: /^Message \(Dutch\)/ }).click();
    await page.keyboard.insertText('De bibliotheek is voortaan ook op zondag open.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.push-audience')).toContainText('Group Bibliotheek');
    await expectNoAxeViolations(page, 'pushGroupSend', 'confirmation');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwe openingsuren');
    await expect(page.locator('main')).toContainText('Group: Bibliotheek');
  });

  test('the whole flow without JavaScript', async ({ page, openAs }) => {
    // Axe needs JavaScript: the page's own scripts are kept away instead, so it stays as served.
    await page.route('**/assets/*.js', (route) => route.abort());
    await openAs('dirk.maes', '/notificatie/versturen');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await page.getByRole('button', { name: 'Verder' }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link', { name: /^Naar wie\?/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /^Titel \(Nederlands\)/ })).toBeVisible();
    await expectNoAxeViolations(page, 'pushSend', 'errors no JavaScript');

    await page.getByRole('radio', { name: 'Eén lid' }).check();
    await page.getByRole('textbox', { name: /^Lid/ }).fill(stien.insz);
    await page.getByRole('textbox', { name: /^Titel \(Nederlands\)/ }).fill('Zonder JavaScript');
    await page
      .getByRole('textbox', { name: /^Bericht \(Nederlands\)/ })
      .fill('Eerste alinea.\n\nTweede <b>alinea</b>.');
    await page.getByRole('button', { name: 'Verder' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melding bevestigen');
    await expect(page.locator('.push-audience')).toContainText(stien.name);
    const dutch = page.getByRole('region', { name: 'Nederlands' });
    await expect(dutch.locator('.push-phone__message p')).toHaveCount(2);
    await expect(dutch).toContainText('Tweede <b>alinea</b>.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zonder JavaScript');
    await expect(banner(page)).toContainText('De melding gaat naar 2 toestellen');
  });
});
