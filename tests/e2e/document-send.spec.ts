// The document service's send screens as dirk.maes (Documentendienst, Stad Rivierstad): a letter
// routed to the eBox and on paper, a letter to a free address with its validation errors, the
// attachments refused in the browser and by the server, an eBox message after its check, a resend
// by dirk and its refusal for the front desk's role, an eBox message's resend, English, without
// JavaScript, axe on each.
import { writeFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { featuredShipmentIds } from '../../backend/document/featured';
import { textPdf } from '../support/pdf-samples';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

const letterPath = '/documentendienst/brief/verzenden';
const eboxPath = '/documentendienst/ebox/verzenden';
/** Rita Wuyts has an active eBox, Brigitte Van Dyck has none (backend/document/ebox.ts's rule). */
const withEbox = '60111842284';
const withoutEbox = '59020539826';
const shipmentUrl = /\/documentendienst\/verzending\/[0-9a-f-]{36}(\/[0-9a-f-]{36})?$/;

let pdf: Buffer;
test.beforeAll(async () => {
  pdf = Buffer.from(await textPdf(1));
});

const attach = (page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') =>
  page.getByLabel(/^PDF-bestanden/).setInputFiles({ name, mimeType, buffer });

/**
 * A PDF of 31 MB, over the 30 MB the attachments may weigh together, attached from a file: the
 * browser reads it from disk instead of having it sent through the test's connection.
 */
async function attachTooBig(page: Page, testInfo: TestInfo) {
  const big = Buffer.alloc(31 * 1024 * 1024);
  pdf.copy(big);
  const file = testInfo.outputPath('groot.pdf');
  await writeFile(file, big);
  await page.getByLabel(/^PDF-bestanden/).setInputFiles(file);
}

async function letterByNumber(page: Page, insz: string, delivery: RegExp) {
  await page.getByRole('textbox', { name: 'Rijksregisternummer' }).fill(insz);
  await page.getByLabel('Onderwerp').fill('Uw aanvraag');
  await page.getByLabel(/^Uw referentie/).fill('BRIEF-E2E');
  await attach(page, 'brief.pdf', pdf);
  await page.getByRole('radio', { name: delivery }).check();
  await page.getByRole('button', { name: 'Verzenden' }).click();
}

test.describe('sending as dirk.maes', () => {
  test('an automatic letter goes to the eBox when it is active, and on paper when not', async ({
    page,
    openAs,
  }) => {
    await openAs('dirk.maes', letterPath);
    await waitForHydration(page);
    await expectNoAxeViolations(page, 'documentLetter', 'form');
    await letterByNumber(page, withEbox, /^Automatisch/);
    await expect(page).toHaveURL(shipmentUrl);
    await expect(page.getByText('Het bericht is in de eBox van de ontvanger gezet.')).toBeVisible();

    await page.goto(letterPath);
    await waitForHydration(page);
    await letterByNumber(page, withoutEbox, /^Automatisch/);
    await expect(page).toHaveURL(shipmentUrl);
    await expect(page.getByText('De brief is verstuurd op papier.')).toBeVisible();
  });

  test('the browser refuses a file that is no PDF and one of 31 MB before sending', async ({
    page,
    openAs,
  }, testInfo) => {
    await openAs('dirk.maes', letterPath);
    await waitForHydration(page);
    const input = page.getByLabel(/^PDF-bestanden/);
    await attach(page, 'notities.pdf', Buffer.from('geen pdf'), 'application/pdf');
    await expect(page.getByText('‘notities.pdf’ is geen PDF-bestand')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await attachTooBig(page, testInfo);
    await expect(page.getByText('De bijlagen samen mogen maximum 30 MB groot zijn')).toBeVisible();
    await expectNoAxeViolations(page, 'documentLetter', 'files refused');
  });

  test('an eBox message is offered once the eBox is checked', async ({ page, openAs }) => {
    await openAs('dirk.maes', eboxPath);
    await waitForHydration(page);
    await page.getByLabel('Rijksregisternummer').fill(withoutEbox);
    await page.getByLabel('Onderwerp').fill('Bericht');
    await page.getByLabel(/^Uw referentie/).fill('EBOX-E2E');
    await page.getByLabel('Tekst van het bericht').fill('Uw aanvraag is goedgekeurd.');
    await page.getByRole('button', { name: 'Controleer eBox' }).click();
    await expect(page.getByText('De eBox is niet actief')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verzenden' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'documentEbox', 'no ebox');

    await page.getByLabel('Rijksregisternummer').fill(withEbox);
    await page.getByRole('button', { name: 'Controleer eBox' }).click();
    await expect(page.getByText('De eBox is actief')).toBeVisible();
    await expect(page.getByText('Rita Anne-Marie Wuyts')).toBeVisible();
    await attach(page, 'besluit.pdf', pdf);
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(shipmentUrl);
  });

  test('a letter can be resent by dirk, not by the front desk’s role', async ({ page, openAs }) => {
    await openAs('dirk.maes', letterPath);
    await waitForHydration(page);
    await letterByNumber(page, withoutEbox, /^Op papier$/);
    await expect(page).toHaveURL(shipmentUrl);
    const id = /verzending\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    const resend = `/documentendienst/brief/herverzenden/${id}`;
    await page.goto(resend);
    await expect(page.getByRole('heading', { name: 'Brief opnieuw verzenden' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Rijksregisternummer' })).toHaveValue(
      withoutEbox,
    );
    await expect(page.getByLabel('Onderwerp')).toHaveValue('Uw aanvraag');
    await expect(page.getByRole('checkbox', { name: 'brief.pdf' })).toBeChecked();
    await expectNoAxeViolations(page, 'documentLetterResend', 'form');
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(shipmentUrl);

    await openAs('demo', resend);
    await page.getByRole('radio', { name: 'Documenten raadplegen – Stad Rivierstad' }).check();
    await page.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).not.toHaveURL(/herverzenden/);
    await expect(page.getByRole('heading', { name: 'Brief opnieuw verzenden' })).toHaveCount(0);
  });

  test('an eBox message can be resent by dirk, its form filled from the original', async ({
    page,
    openAs,
  }) => {
    await openAs(
      'dirk.maes',
      `/documentendienst/ebox/herverzenden/${featuredShipmentIds.eboxRead}`,
    );
    await expect(
      page.getByRole('heading', { name: 'eBox-bericht opnieuw verzenden' }),
    ).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page, 'documentEboxResend', 'form');
  });

  test('the e-mail screen does not exist while its toggle is off', async ({ page, openAs }) => {
    await openAs('dirk.maes', '/documentendienst/email/verzenden');
    await expect(page.getByRole('heading', { name: 'E-mail verzenden' })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    // Axe runs in the page's JavaScript: the screens are checked by the tests above.

    test('a letter to a free address: each error on the form, then sent', async ({
      page,
      openAs,
    }) => {
      await openAs('dirk.maes', letterPath);
      await page.getByRole('radio', { name: 'Vrij adres' }).check();
      await page.getByLabel('Onderwerp').fill('Uw aanvraag');
      await page.getByLabel('Rekeningnummer').fill('BE00 1234');
      await page.getByLabel('Gestructureerde mededeling').fill('+++123/4567/89012+++');
      await attach(page, 'brief.pdf', pdf);
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await expect(page).toHaveTitle(/^Fout: /);
      await expect(
        page.getByText('Gelieve een geldig rekeningnummer (IBAN) op te geven').first(),
      ).toBeVisible();
      await expect(
        page.getByText('Gelieve een geldige gestructureerde mededeling op te geven').first(),
      ).toBeVisible();

      await page.getByLabel('Rekeningnummer').fill('BE68 5390 0754 7034');
      await page.getByLabel('Gestructureerde mededeling').fill('+++010/8068/17183+++');
      await attach(page, 'brief.pdf', pdf);
      await page.getByRole('button', { name: 'Verzenden' }).click();
      // The address is still missing.
      await expect(page.getByText('Dit veld is verplicht').first()).toBeVisible();

      await page.getByLabel('Naam', { exact: true }).fill('Peeters');
      await page.getByRole('textbox', { name: 'Postcode' }).fill('2000');
      await page.getByRole('textbox', { name: 'Gemeente' }).fill('Antwerpen');
      await page.getByLabel(/Straat/).fill('Meir');
      await page.getByLabel(/Huisnummer/).fill('10');
      await attach(page, 'brief.pdf', pdf);
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await expect(page).toHaveURL(shipmentUrl);
    });

    test('the server refuses a file that is no PDF, one of 31 MB and a name over 128', async ({
      page,
      openAs,
    }, testInfo) => {
      await openAs('dirk.maes', letterPath);
      await attach(page, 'notities.pdf', Buffer.from('geen pdf'));
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await expect(page.getByText('‘notities.pdf’ is geen PDF-bestand').first()).toBeVisible();

      await attachTooBig(page, testInfo);
      await page.getByRole('button', { name: 'Verzenden' }).click();
      // The server takes no more than a letter's attachments on a send screen.
      await expect(page.getByText('De aanvraag is te groot.')).toBeVisible();

      await page.goto(letterPath);
      await attach(page, `${'a'.repeat(125)}.pdf`, pdf);
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await expect(page.getByText(/is langer dan 128 tekens/).first()).toBeVisible();
    });

    test('the preview shows the first page, and the eBox form works in English', async ({
      page,
      openAs,
    }) => {
      await openAs('dirk.maes', letterPath);
      await attach(page, 'brief.pdf', pdf);
      await page.getByRole('button', { name: 'Voorbeeld eerste pagina' }).click();
      await expect(
        page.getByRole('img', { name: 'De eerste pagina van de eerste bijlage' }),
      ).toBeVisible();

      await page.goto('/en/documentservice/ebox/send');
      await expect(page.getByRole('heading', { name: 'Send an eBox message' })).toBeVisible();
      await page.getByLabel('National number').fill('12345');
      await page.getByRole('button', { name: 'Check eBox' }).click();
      await expect(page.getByText('Please enter a valid').first()).toBeVisible();
    });
  });
});
