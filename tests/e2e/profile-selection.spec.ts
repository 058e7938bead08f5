// Profile selection the GOV.UK way, without JavaScript, in both languages: one radio per profile
// (role and organisation, the domains it opens), one button, a named error when nothing is
// chosen, the current profile marked and preselected. And the start page's cards: only built
// domains, every card answering.
import { expect } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { signIn, test } from './sign-in';

const texts = {
  nl: {
    path: '/profielselectie',
    title: 'Kies uw profiel',
    button: 'Doorgaan',
    summary: 'Er is een probleem',
    error: 'Kies het profiel waarmee u wilt werken',
    profile: 'Kadaster – Gemeente Zonnedorp',
    opens: 'Opent: Kadaster',
    current: 'Huidig profiel',
    start: '/kadaster',
  },
  en: {
    path: '/en/profileselection',
    title: 'Choose your profile',
    button: 'Continue',
    summary: 'There is a problem',
    error: 'Choose the profile you want to work with',
    profile: 'Kadaster – Gemeente Zonnedorp',
    opens: 'Opens: Land registry',
    current: 'Current profile',
    start: '/en/landregistry',
  },
} as const;

test.describe('choosing a profile without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['nl', 'en'] as const) {
    const text = texts[locale];

    test(`radios, one button, a named error and the current profile marked (${locale})`, async ({
      page,
    }) => {
      await signIn(page, 'carla.desmet', text.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      const choice = page.getByRole('group', { name: text.title });
      await expect(choice.getByRole('radio')).toHaveCount(3);
      await expect(choice.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(page.getByRole('button')).toHaveCount(1);
      await expect(page.getByRole('radio', { name: text.profile })).toHaveAccessibleDescription(
        text.opens,
      );

      // Nothing chosen: the summary names the field and links to its first option.
      await page.getByRole('button', { name: text.button }).click();
      const summary = page.getByRole('alert').filter({ hasText: text.summary });
      await expect(summary.getByRole('link', { name: text.error })).toHaveAttribute(
        'href',
        '#profile-0',
      );
      await expect(page).toHaveTitle(new RegExp(`^(Fout|Error): `));
      await expect(choice).toHaveAccessibleDescription(new RegExp(text.error));

      await page.getByRole('radio', { name: text.profile }).check();
      await page.getByRole('button', { name: text.button }).click();
      // Her land-registry role opens one built domain: its start page.
      await expect(page).toHaveURL(text.start);

      await page.goto(text.path);
      const current = page.getByRole('radio', { checked: true });
      await expect(current).toHaveAccessibleName(`${text.profile} ${text.current}`);
      await expect(page.getByText(text.current, { exact: true })).toBeVisible();
    });
  }
});

test('the profile choice is accessible, with its error and with a current profile', async ({
  page,
}) => {
  await signIn(page, 'carla.desmet', '/en/profileselection');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page, 'profileSelection', 'errors en');
  // The summary's link takes the keyboard to the first option.
  await summary.getByRole('link', { name: 'Choose the profile you want to work with' }).click();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.getByRole('radio', { name: 'GAS-boetes – Gemeente Zonnedorp' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // A profile with one built domain lands on its start page.
  await expect(page).toHaveURL('/en/mobility');
  await page.goto('/en/profileselection');
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(
    'GAS-boetes – Gemeente Zonnedorp Current profile',
  );
  await expectNoAxeViolations(page, 'profileSelection', 'current profile en');
});

test('every card on the start page opens its domain', async ({ page, openAs }) => {
  for (const [login, path] of [
    ['bart.claes', '/'],
    ['bart.claes', '/en'],
  ] as const) {
    await openAs(login, path);
    const cards = page
      .getByRole('region', { name: /^(Uw domeinen|Your domains)$/ })
      .getByRole('link');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const target = (await card.getAttribute('href')) ?? '';
      expect((await page.request.get(target)).status(), target).toBe(200);
    }
  }
});
