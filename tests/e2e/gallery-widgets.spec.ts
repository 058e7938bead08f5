// The shared widgets in the gallery's showcase: modal, confirm-leave guard, dropdown and fields.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

async function openGallery(page: Page, openAs: OpenAs) {
  await openAs('bart.claes', '/widgetgalerij');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widgetgalerij');
}

test.describe('widget gallery: shared widgets', () => {
  test('the modal closes on Escape and on a backdrop click, and focus goes back to its opener', async ({
    page,
    openAs,
  }) => {
    await openGallery(page, openAs);
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Open het voorbeeldvenster' });
    const dialog = page.getByRole('dialog', { name: 'Voorbeeldvenster' });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Venster sluiten' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    // The top-left corner is backdrop: the dialog sits in the middle of the viewport.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the modal keeps focus inside and has no accessibility violations', async ({
    page,
    openAs,
  }) => {
    await openGallery(page, openAs);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open het voorbeeldvenster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voorbeeldvenster' });
    const first = dialog.getByRole('button', { name: 'Venster sluiten' });
    const last = dialog.getByRole('button', { name: 'Annuleren' });

    await last.focus();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    await expectNoAxeViolations(page, 'widgetGallery', 'modal open');
  });

  test('leaving a form with unsaved changes through a link asks first', async ({
    page,
    openAs,
  }) => {
    await openGallery(page, openAs);
    await waitForHydration(page);
    await page.getByLabel(/^Opmerking/).fill('Nog niet bewaard');
    const leaveLink = page.getByRole('link', { name: 'Ga naar de privacyverklaring' });
    const confirm = page.getByRole('dialog', { name: 'Wijzigingen niet bewaard' });

    await leaveLink.click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      'U hebt wijzigingen die nog niet bewaard zijn. Wilt u deze pagina verlaten?',
    );
    await expect(confirm.getByRole('button', { name: 'Blijf op deze pagina' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Blijf op deze pagina' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/widgetgalerij$/);
    await expect(page.getByLabel(/^Opmerking/)).toHaveValue('Nog niet bewaard');

    await leaveLink.click();
    await confirm.getByRole('button', { name: 'Verlaat pagina', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('the text area counter turns to the over-limit text, spoken after a pause', async ({
    page,
    openAs,
  }) => {
    await page.clock.install();
    await openGallery(page, openAs);
    await waitForHydration(page);
    const remark = page.getByLabel(/^Opmerking/);
    const field = page.locator('.form-field', { has: remark });
    const counter = field.locator('.character-counter');
    const spoken = field.locator('[aria-live="polite"]');

    await expect(counter).toHaveText('Nog 20 tekens');
    await remark.fill('x'.repeat(23));
    await expect(counter).toHaveText('3 tekens te veel');
    await expect(counter).toHaveCSS('color', 'rgb(210, 55, 60)');
    await expect(remark).toHaveAccessibleDescription(/3 tekens te veel/);
    // Not announced on every keystroke: only once typing has paused for 500 ms.
    await expect(spoken).toHaveText('');
    await page.clock.runFor(500);
    await expect(spoken).toHaveText('3 tekens te veel');
  });

  test('the multi-select says when its maximum is reached and disables the other boxes', async ({
    page,
    openAs,
  }) => {
    await openGallery(page, openAs);
    await waitForHydration(page);
    const limit = page.getByRole('status').filter({ hasText: 'U kunt maximum 2 opties kiezen' });

    await page.getByRole('checkbox', { name: 'Gent' }).check();
    await expect(limit).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Antwerpen' }).check();
    await expect(limit).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Brugge' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Leuven' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Gent' })).toBeEnabled();

    await page.getByRole('checkbox', { name: 'Antwerpen' }).uncheck();
    await expect(limit).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Brugge' })).toBeEnabled();
  });

  test('the month picker offers no future month of the current year', async ({ page, openAs }) => {
    await page.clock.setFixedTime(new Date('2026-05-15T10:00:00Z'));
    await openGallery(page, openAs);
    await waitForHydration(page);
    const year = page.getByLabel(/^Aanvraagjaar/);
    const months = page.getByLabel(/^Aanvraagmaand/).locator('option');

    await expect(year.locator('option').nth(1)).toHaveText('2026');
    await expect(year.locator('option').last()).toHaveText('2019');
    await year.selectOption('2026');
    await expect(months).toHaveText([
      'Kies een maand',
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
    ]);
    await year.selectOption('2025');
    await expect(months).toHaveCount(13);
  });

  test('the dropdown opens on focus and closes on Escape, an outside click and a choice', async ({
    page,
    openAs,
  }) => {
    await openGallery(page, openAs);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Acties', exact: true });
    const exportItem = page.getByRole('button', { name: 'Exporteren' });

    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(exportItem).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(exportItem).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(exportItem).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await page.getByRole('button', { name: 'Afdrukken' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('status').filter({ hasText: 'Gekozen actie: Afdrukken' }),
    ).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server answers the showcase form with its errors', async ({ page, openAs }) => {
      await openGallery(page, openAs);
      // Without JavaScript there is no counter: the server checks the maximum.
      await expect(page.getByText(/tekens te veel|Nog \d+ tekens/)).toHaveCount(0);
      await page.getByLabel(/^Opmerking/).fill('x'.repeat(25));
      await page.getByRole('button', { name: 'Widgets valideren' }).click();

      await expect(page).toHaveTitle(/^Fout: Widgetgalerij/);
      const summary = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
      await expect(
        summary.getByRole('link', { name: 'Dit veld mag maximum 20 karakters lang zijn' }),
      ).toHaveAttribute('href', '#' + (await page.getByLabel(/^Opmerking/).getAttribute('id')));
      await expect(page.getByLabel(/^Opmerking/)).toHaveValue('x'.repeat(25));
      await expect(page.getByLabel(/^Opmerking/)).toHaveAttribute('aria-invalid', 'true');
    });
  });
});

test.describe('accordion', () => {
  const content =
    'Elke raadpleging van persoonsgegevens wordt met uw identiteit, profiel en doel bewaard.';

  test('renders its content only while open', async ({ page, openAs }) => {
    await openAs('bart.claes', '/widgetgalerij');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Accordeon' });
    await expect(section.getByText(content)).toHaveCount(0);
    await section.getByText('Meer over het juridisch register').click();
    await expect(section.getByText(content)).toBeVisible();
    await section.getByText('Meer over het juridisch register').click();
    await expect(section.getByText(content)).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a details element that still opens', async ({ page, openAs }) => {
      await openAs('bart.claes', '/widgetgalerij');
      const section = page.getByRole('region', { name: 'Accordeon' });
      await expect(section.getByText(content)).toBeHidden();
      await section.getByText('Meer over het juridisch register').click();
      await expect(section.getByText(content)).toBeVisible();
    });
  });
});
