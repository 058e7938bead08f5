import { expect } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

test.describe('address form', () => {
  test.beforeEach(async ({ page, openAs }) => {
    await openAs('bart.claes', '/widgetgalerij');
    await waitForHydration(page);
  });

  test('Belgium: town and street from the lists, fields unlocking in order, focus moving on', async ({
    page,
  }) => {
    const section = page.getByRole('region', { name: 'Adresformulier' });
    await expect(section.getByLabel('Land')).toHaveValue('BE');
    const street = section.getByRole('combobox', { name: 'Straat' });
    const number = section.getByLabel('Huisnummer');
    const box = section.getByLabel('Bus');
    await expect(street).toBeDisabled();
    await expect(number).toBeDisabled();
    await expect(box).toBeDisabled();

    const town = section.getByRole('combobox', { name: 'Gemeente' });
    await town.pressSequentially('9000');
    const towns = section.getByRole('listbox');
    await expect(towns.getByRole('option').first()).toContainText('9000 Gent');
    await town.press('ArrowDown');
    await expect(town).toHaveAttribute('aria-activedescendant', /option-0$/);
    await town.press('Enter');
    await expect(town).toHaveValue('9000 Gent');
    // Choosing the town moves focus to the street, which unlocks.
    await expect(street).toBeEnabled();
    await expect(street).toBeFocused();

    await street.pressSequentially('Korenm');
    await expect(section.getByRole('option', { name: /Korenmarkt/ })).toBeVisible();
    await street.press('ArrowDown');
    await street.press('Enter');
    await expect(street).toHaveValue('Korenmarkt');
    // No number came with the street: focus goes to the number.
    await expect(number).toBeEnabled();
    await expect(number).toBeFocused();
    await expect(box).toBeDisabled();
    await number.fill('12');
    await expect(box).toBeEnabled();
    await expectNoAxeViolations(page, 'widgetGallery', 'address chosen');
  });

  test('arrows wrap, Escape and Tab hide the list', async ({ page }) => {
    const town = page.getByRole('combobox', { name: 'Gemeente' });
    await town.pressSequentially('Gent');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    await town.press('ArrowUp');
    await expect(town).toHaveAttribute('aria-activedescendant', new RegExp(`option-${count - 1}$`));
    await town.press('ArrowDown');
    await expect(town).toHaveAttribute('aria-activedescendant', /option-0$/);
    await town.press('Escape');
    await expect(town).toHaveAttribute('aria-expanded', 'false');
    await town.press('ArrowDown');
    await expect(town).toHaveAttribute('aria-expanded', 'true');
    await town.press('Tab');
    await expect(town).toHaveAttribute('aria-expanded', 'false');
  });

  test('one typed character asks for nothing yet', async ({ page }) => {
    const town = page.getByRole('combobox', { name: 'Gemeente' });
    await town.pressSequentially('G');
    await expect(town).toHaveAttribute('aria-expanded', 'false');
  });

  test('another country turns the lists off: free postcode and municipality', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Adresformulier' });
    await section.getByLabel('Land').selectOption('NL');
    await expect(section.getByRole('combobox', { name: 'Gemeente' })).toHaveCount(0);
    await expect(section.getByRole('combobox', { name: 'Straat' })).toHaveCount(0);
    await section.getByLabel('Postcode').fill('1011 AB');
    await section.getByLabel('Gemeente').fill('Amsterdam');
    await expect(section.getByLabel('Straat')).toBeEnabled();
  });
});

test.describe('address form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a set of plain inputs', async ({ page, openAs }) => {
    await openAs('bart.claes', '/widgetgalerij');
    const section = page.getByRole('region', { name: 'Adresformulier' });
    // Only the country list remains a list: town and street are plain text inputs.
    await expect(section.getByRole('combobox')).toHaveCount(1);
    await expect(section.getByLabel('Postcode')).toBeEditable();
    await expect(section.getByLabel('Straat')).toBeEditable();
    await expect(section.getByLabel('Bus')).toBeEditable();
  });
});

test.describe('the server checks the address', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown municipality is an error with suggestions, and nothing else is lost', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', '/widgetgalerij');
    const section = page.getByRole('region', { name: 'Adresformulier' });
    await section.getByLabel('Postcode').fill('9000');
    await section.getByLabel('Gemeente').fill('Gentt');
    await section.getByLabel('Straat').fill('Korenmarkt');
    await section.getByLabel('Huisnummer').fill('12A');
    await section.getByRole('button', { name: 'Adres controleren' }).click();
    await expect(page).toHaveTitle(/^Fout: /);
    const message =
      'Deze combinatie van postcode en gemeente kennen we niet. Bedoelt u: 9000 Gent?';
    await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
    await expect(section.getByLabel('Gemeente')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel('Straat')).toHaveValue('Korenmarkt');
    await expect(section.getByLabel('Huisnummer')).toHaveValue('12A');
  });

  test('a missing street and a bad house number are refused', async ({ page, openAs }) => {
    await openAs('bart.claes', '/widgetgalerij');
    const section = page.getByRole('region', { name: 'Adresformulier' });
    await section.getByLabel('Postcode').fill('9000');
    await section.getByLabel('Gemeente').fill('Gent');
    await section.getByLabel('Huisnummer').fill('123456');
    await section.getByRole('button', { name: 'Adres controleren' }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link', { name: 'Dit veld is verplicht' })).toHaveAttribute(
      'href',
      '#gallery-address-straat',
    );
    await expect(summary.getByRole('link', { name: /huisnummer/i })).toBeVisible();
  });

  test('a known address is accepted', async ({ page, openAs }) => {
    await openAs('bart.claes', '/widgetgalerij');
    const section = page.getByRole('region', { name: 'Adresformulier' });
    await section.getByLabel('Postcode').fill('9000');
    await section.getByLabel('Gemeente').fill('gent');
    await section.getByLabel('Straat').fill('Korenmarkt');
    await section.getByRole('button', { name: 'Adres controleren' }).click();
    await expect(page.getByText('Het adres is geldig.')).toBeVisible();
  });
});

test('with JavaScript, an address chosen from the lists is accepted', async ({ page, openAs }) => {
  await openAs('bart.claes', '/widgetgalerij');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Adresformulier' });
  const town = section.getByRole('combobox', { name: 'Gemeente' });
  await town.pressSequentially('9000');
  await expect(section.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await town.press('ArrowDown');
  await town.press('Enter');
  const street = section.getByRole('combobox', { name: 'Straat' });
  await street.pressSequentially('Korenm');
  await expect(section.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await street.press('ArrowDown');
  await street.press('Enter');
  await section.getByLabel('Huisnummer').fill('1');
  await section.getByRole('button', { name: 'Adres controleren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Het adres is geldig.' })).toBeVisible();
});
