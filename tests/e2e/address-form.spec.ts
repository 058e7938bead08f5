import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { signIn } from './sign-in';

test.describe('address form', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fwidgetgalerij');
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
    await expectNoAxeViolations(page);
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

  test('is a set of plain inputs', async ({ page }) => {
    await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fwidgetgalerij');
    const section = page.getByRole('region', { name: 'Adresformulier' });
    // Only the country list remains a list: town and street are plain text inputs.
    await expect(section.getByRole('combobox')).toHaveCount(1);
    await expect(section.getByLabel('Postcode')).toBeEditable();
    await expect(section.getByLabel('Straat')).toBeEditable();
    await expect(section.getByLabel('Bus')).toBeEditable();
  });
});
