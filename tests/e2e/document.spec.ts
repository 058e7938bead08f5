// The document service's shipments as dirk.maes (Documentendienst, Stad Rivierstad) uses them,
// without JavaScript: he lands on the start page; the search by reference, channel and status with
// its paging; one hit opens the shipment; the featured shipments of docs/demo-data.md (the
// timeline, the track and trace a day after the hand-over and not three days after, the status
// the postal service cannot tell, the attachment and the proof of posting read as PDFs, the
// paper + eBox pair side by side); another organisation's shipment is not found; a shipment in
// English. The end-to-end servers run the fast schedule (two seconds a step): the letter sent at
// the seed moment reaches its last status on its own.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { featuredShipmentIds as ids } from '../../backend/document/featured';
import { uuidOf } from '../../backend/document/generate';
import { isPdf, pdfText } from '../support/pdf-text';
import { expectNoAxeViolations } from './fixtures';
import { test } from './sign-in';

const searchButton = (page: Page) => page.getByRole('button', { name: 'Zoeken', exact: true });

async function download(page: Page, name: RegExp | string): Promise<Uint8Array> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name }).click();
  const file = await downloading;
  return new Uint8Array(await readFile(await file.path()));
}

test.describe('document service screens', () => {
  test('every screen is free of axe violations', async ({ page, openAs }) => {
    await openAs('dirk.maes', '/documentendienst');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentendienst');
    await expectNoAxeViolations(page, 'document', 'start');
    await page.goto('/documentendienst?zoeken=1&referentie=RIV-DEMO');
    await expect(page.getByRole('heading', { name: /zendingen gevonden/ })).toBeVisible();
    await expectNoAxeViolations(page, 'document', 'results');
    await page.goto(`/documentendienst/verzending/${ids.trackAndTraceVisible}`);
    await expect(page.getByRole('link', { name: /^Track and trace/ })).toBeVisible();
    await expectNoAxeViolations(page, 'documentShipment', 'track and trace');
    await page.getByRole('button', { name: 'Status vernieuwen' }).click();
    await expect(page.getByText('De postdienst werd om de laatste status gevraagd.')).toBeVisible();
    await expectNoAxeViolations(page, 'documentShipment', 'status refreshed');
    await page.goto(`/documentendienst/verzending/${ids.pairPaper}/${ids.pairEbox}`);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectNoAxeViolations(page, 'documentShipmentPair', 'pair');
    await page.goto(`/documentendienst/verzending/${uuidOf('digitaal-beheer:0')}`);
    await expect(page.getByText('Zendingsgegevens niet gevonden.')).toBeVisible();
    await expectNoAxeViolations(page, 'documentShipment', 'not found');
    await page.goto(`/en/documentservice/dispatch/${ids.eboxRead}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipment');
    await expectNoAxeViolations(page, 'documentShipment', 'en');
  });
});

test.describe('document service shipments without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the start page, the search with its filters and paging, one hit opens it', async ({
    page,
    openAs,
  }) => {
    // Two domains (the document service and push notifications): the start page offers both.
    await openAs('dirk.maes', '/');
    await page.getByRole('link', { name: 'Documentendienst' }).first().click();
    await expect(page).toHaveURL(/\/documentendienst$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentendienst');
    await expect(
      page.getByRole('navigation', { name: 'Documentendienst' }).getByRole('link', {
        name: 'Verzendingen',
      }),
    ).toHaveAttribute('aria-current', 'page');

    // Everything the city sent: more than a page.
    await searchButton(page).click();
    await expect(page.getByRole('heading', { name: /zendingen gevonden/ })).toBeVisible();
    const rows = page
      .getByRole('table', { name: 'Zendingen van uw organisatie' })
      .locator('tbody tr');
    await expect(rows).toHaveCount(20);
    const firstPage = await rows.first().innerText();
    await page
      .getByRole('link', { name: /volgende|2/i })
      .first()
      .click();
    await expect(rows.first()).not.toHaveText(firstPage);

    // The featured e-mails by reference and channel.
    await page.goto('/documentendienst');
    await page.getByLabel('Uw referentie').fill('RIV-DEMO');
    await page
      .getByRole('combobox', { name: 'Kanaal', exact: true })
      .selectOption({ label: 'E-mail' });
    await searchButton(page).click();
    await expect(page.getByRole('heading', { name: '3 zendingen gevonden' })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Status', exact: true })
      .selectOption({ label: 'Niet afgeleverd (bounce)' });
    await searchButton(page).click();
    // One hit: the shipment itself.
    await expect(page).toHaveURL(
      new RegExp(`/documentendienst/verzending/${ids.emailBounced}(#resultaten)?$`),
    );
    await expect(
      page.getByRole('list', { name: 'Statushistoriek' }).getByRole('listitem'),
    ).toHaveText([/^Aangemaakt – /, /^Verzonden – /, /^Niet afgeleverd \(bounce\) – /]);
  });

  test('track and trace a day after the hand-over, not three days after; the downloads', async ({
    page,
    openAs,
  }) => {
    await openAs('dirk.maes', `/documentendienst/verzending/${ids.trackAndTraceVisible}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zending');
    const trackAndTrace = page.getByRole('link', { name: /^Track and trace CD\d{9}BE/ });
    await expect(trackAndTrace).toHaveAttribute(
      'href',
      /^https:\/\/track\.bpost\.cloud\/btr\/web\/#\/search\?itemCode=CD\d{9}BE&lang=nl$/,
    );
    const proof = await download(page, 'Bewijs van afgifte downloaden');
    expect(isPdf(proof)).toBe(true);
    expect(await pdfText(proof)).toContain('Bewijs van afgifte');
    const attachment = await download(page, /^herinnering\.pdf downloaden/);
    expect(isPdf(attachment)).toBe(true);
    expect(await pdfText(attachment)).toContain('Herinnering: vervallen identiteitskaart');

    await page.goto(`/documentendienst/verzending/${ids.trackAndTraceGone}`);
    await expect(page.getByRole('link', { name: 'Bewijs van afgifte downloaden' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Track and trace/ })).toHaveCount(0);

    // Printed, not handed over: no proof of posting yet.
    await page.goto(`/documentendienst/verzending/${ids.printed}`);
    await expect(page.getByRole('heading', { level: 2, name: /Beslissing/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bewijs van afgifte downloaden' })).toHaveCount(0);
  });

  test('the letter sent at the seed moment moves on by itself', async ({ page, openAs }) => {
    await openAs('dirk.maes', `/documentendienst/verzending/${ids.created}`);
    const timeline = page.getByRole('list', { name: 'Statushistoriek' }).getByRole('listitem');
    await expect(async () => {
      await page.reload();
      await expect(timeline).toHaveText([
        /^Aangemaakt – /,
        /^Afgedrukt – /,
        /^Afgegeven aan de postdienst – /,
        /^Afgeleverd – /,
      ]);
    }).toPass({ timeout: 20_000 });
  });

  test('a status the postal service cannot tell; the pair; not found; English', async ({
    page,
    openAs,
  }) => {
    await openAs('dirk.maes', `/documentendienst/verzending/${ids.statusUnavailable}`);
    await page.getByRole('button', { name: 'Status vernieuwen' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Zendingsgegevens niet gevonden of status niet beschikbaar.',
    );

    await page.goto(`/documentendienst/verzending/${ids.pairPaper}`);
    await page.getByRole('link', { name: 'Papier en eBox naast elkaar' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/documentendienst/verzending/${ids.pairPaper}/${ids.pairEbox}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Zending op papier en in de eBox',
    );
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(
      page.getByRole('heading', { level: 2, name: /^Brief op papier – / }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^eBox – / })).toBeVisible();

    // A shipment of Agentschap Digitaal Beheer: not the city's.
    const response = await page.goto(`/documentendienst/verzending/${uuidOf('digitaal-beheer:0')}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Zendingsgegevens niet gevonden.')).toBeVisible();

    await page.goto(`/en/documentservice/dispatch/${ids.eboxRead}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipment');
    await expect(
      page.getByRole('list', { name: 'Status history' }).getByRole('listitem'),
    ).toHaveText([/^Created – /, /^Delivered – /, /^Read – /]);
  });
});
