import { expect } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { e2eServers } from './servers';
import { test } from './sign-in';

test.describe('widget gallery', () => {
  test('has no accessibility violations, in both languages', async ({ page, openAs }) => {
    await openAs('bart.claes', '/widgetgalerij');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widgetgalerij');
    await expectNoAxeViolations(page, 'widgetGallery', 'page');
    await page.goto('/en/widgetgallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widget gallery');
    await expectNoAxeViolations(page, 'widgetGallery', 'en');
  });

  test('does not exist on live', async ({ request }) => {
    const response = await request.get(`${e2eServers.live.url}/widgetgalerij`);
    expect(response.status()).toBe(404);
  });

  test('a failed submission shows the error summary with focus, inline errors and a title prefix', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', '/widgetgalerij');
    await waitForHydration(page);
    await page.getByLabel(/^Rijksregisternummer/).fill('85073003362');
    await page.getByLabel(/^Achternaam/).fill('Peeters');
    await page.getByRole('button', { name: 'Controleren', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: 'Het controlegetal klopt niet' }),
    ).toHaveAttribute(
      'href',
      '#' + (await page.getByLabel(/^Rijksregisternummer/).getAttribute('id')),
    );
    await expect(summary.getByRole('link', { name: 'Dit veld is verplicht' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Dag is verplicht' })).toBeVisible();
    await expect(page).toHaveTitle(/^Fout: /);
    const insz = page.getByLabel(/^Rijksregisternummer/);
    await expect(insz).toHaveAttribute('aria-invalid', 'true');
    await expect(insz).toHaveAccessibleDescription(/Het controlegetal klopt niet/);
    await expectNoAxeViolations(page, 'widgetGallery', 'form errors');
  });

  test('a pasted 8-digit date is split over day, month and year', async ({
    page,
    context,
    openAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs('bart.claes', '/widgetgalerij');
    await waitForHydration(page);
    await page.evaluate(() => navigator.clipboard.writeText('30071985'));
    await page.getByLabel(/^Dag/).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByLabel(/^Dag/)).toHaveValue('30');
    await expect(page.getByLabel(/^Maand/)).toHaveValue('07');
    await expect(page.getByLabel(/^Jaar/)).toHaveValue('1985');
  });

  test('a valid submission redirects with a toast that goes after 5 seconds', async ({
    page,
    openAs,
  }) => {
    await page.clock.install();
    await openAs('bart.claes', '/widgetgalerij');
    await waitForHydration(page);
    await page.getByLabel(/^Rijksregisternummer/).fill('80.04.12-002.85');
    await page.getByLabel(/^Achternaam/).fill('Van den Broeck');
    await page.getByLabel(/^Voornaam/).fill('Anne-Marie');
    await page.getByLabel(/^Dag/).fill('30');
    await page.getByLabel(/^Maand/).fill('07');
    await page.getByLabel(/^Jaar/).fill('1985');
    await page.getByRole('button', { name: 'Controleren', exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Het formulier is geldig.' });
    await expect(toast).toBeVisible();
    await page.clock.fastForward(4000);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(1100);
    await expect(page.getByText('Het formulier is geldig.')).toHaveCount(0);
  });

  test('a new error alert replaces the previous error, an info alert stays', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', '/widgetgalerij');
    await page.getByRole('button', { name: 'Toon een infomelding' }).click();
    await page.getByRole('button', { name: 'Toon een foutmelding' }).click();
    await page.getByRole('button', { name: 'Toon een waarschuwing' }).click();
    const region = page.getByRole('region', { name: 'Meldingen' });
    await expect(region.getByText('Ter info: dit is melding nummer 1.')).toBeVisible();
    await expect(region.getByText(/Fout: dit is melding/)).toHaveCount(0);
    await expect(region.getByText('Let op: dit is melding nummer 3.')).toBeVisible();
    await region.getByRole('button', { name: 'Melding sluiten' }).first().click();
    await expect(region.getByText('Ter info: dit is melding nummer 1.')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server answers a failed post with the same errors', async ({ page, openAs }) => {
      await openAs('bart.claes', '/widgetgalerij');
      await page.getByLabel(/^Rijksregisternummer/).fill('123');
      await page.getByLabel(/^Dag/).fill('31');
      await page.getByLabel(/^Maand/).fill('02');
      await page.getByLabel(/^Jaar/).fill('2000');
      await page.getByRole('button', { name: 'Controleren', exact: true }).click();
      await expect(page).toHaveTitle(/^Fout: Widgetgalerij/);
      const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
      await expect(
        summary.getByRole('link', { name: 'Gelieve een geldig insz nummer op te geven' }),
      ).toBeVisible();
      await expect(summary.getByRole('link', { name: /bestaande datum/ })).toBeVisible();
      // What was typed is kept.
      await expect(page.getByLabel(/^Rijksregisternummer/)).toHaveValue('123');
      await expect(page.getByLabel(/^Jaar/)).toHaveValue('2000');
    });

    test('a valid post redirects and the toast shows without JavaScript', async ({
      page,
      openAs,
    }) => {
      await openAs('bart.claes', '/widgetgalerij');
      await page.getByLabel(/^Rijksregisternummer/).fill('80041200285');
      await page.getByLabel(/^Achternaam/).fill('Peeters');
      await page.getByLabel(/^Voornaam/).fill('An');
      await page.getByLabel(/^Dag/).fill('30');
      await page.getByLabel(/^Maand/).fill('07');
      await page.getByLabel(/^Jaar/).fill('1985');
      await page.getByRole('button', { name: 'Controleren', exact: true }).click();
      await expect(page).toHaveURL('/widgetgalerij');
      await expect(page.getByText('Het formulier is geldig.')).toBeVisible();
    });
  });
});
