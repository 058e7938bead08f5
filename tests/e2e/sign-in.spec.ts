import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { accountMenu, signIn } from './sign-in';

async function chooseProfile(page: Page, profile: string) {
  await page.getByRole('radio', { name: profile }).check();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
}

test.describe('where each demo account lands after signing in', () => {
  test('an.peeters (one role, one domain) goes straight to the person domain', async ({ page }) => {
    await signIn(page, 'an.peeters');
    await expect(page).toHaveURL('/persoon');
  });

  test('carla.desmet (three roles) chooses from her profiles in alphabetical order', async ({
    page,
  }) => {
    await signIn(page, 'carla.desmet');
    await expect(page).toHaveURL('/profielselectie?redirect=%2F');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies uw profiel');
    await expect(page.getByRole('radio')).toHaveCount(3);
    await expect(page.locator('.profile-option__name')).toHaveText([
      'Economie – Gemeente Zonnedorp',
      'GAS-boetes – Gemeente Zonnedorp',
      'Kadaster – Gemeente Zonnedorp',
    ]);
    await expect(page.getByText('Elke raadpleging wordt gelogd met uw identiteit')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lees de privacyverklaring' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expectNoAxeViolations(page, 'profileSelection', 'profiles');
  });

  test('bart.claes (one role, four domains) sees the ones that are built on the start page', async ({
    page,
  }) => {
    await signIn(page, 'bart.claes');
    await expect(page).toHaveURL('/');
    const domains = page.getByRole('region', { name: 'Uw domeinen' }).getByRole('link');
    // Every domain of his role is built: each card leads to its screen.
    await expect(domains).toHaveText([
      'Sociale zekerheid',
      'Gezin en kindvoordelen',
      'Onderwijs',
      'Personen',
    ]);
    const targets: string[] = [];
    for (const card of await domains.all()) {
      const target = (await card.getAttribute('href')) ?? '';
      targets.push(target);
      expect((await page.request.get(target)).status()).toBe(200);
    }
    expect(targets).toEqual(['/socialezekerheid', '/gezin', '/onderwijs', '/persoon']);
    await expect(page.getByText('U werkt als Sociale dienst – OCMW Zonnedorp.')).toBeVisible();
    await expectNoAxeViolations(page, 'home', 'domains');
  });

  test('geert.wouters (a role without rights) sees the no-rights notice', async ({ page }) => {
    await signIn(page, 'geert.wouters');
    await expect(page).toHaveURL('/');
    await expect(
      page.getByText('Met dit profiel hebt u (nog) geen toegang tot gegevens.'),
    ).toBeVisible();
    await expect(page.getByText('lokale beheerder van uw organisatie')).toBeVisible();
    await expectNoAxeViolations(page, 'home', 'no rights');
    // His misconfigured role is named on the profile overview.
    await page.goto('/profielselectie');
    await expect(page.getByText('BackofficePortaal-Stedenbouw:OVO100001')).toBeVisible();
  });

  test('hilde.mertens (no roles at all) gets the profile-not-available page', async ({ page }) => {
    await signIn(page, 'hilde.mertens');
    await expect(page).toHaveURL('/profielselectie/nietbeschikbaar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Uw profiel is niet beschikbaar',
    );
    await expect(page.getByText('Profielen vraagt u aan bij de lokale beheerder')).toBeVisible();
  });
});

test.describe('the return target', () => {
  test('a redirect on profile selection is honoured after the choice', async ({ page }) => {
    // A role of several built domains: a role of one goes to that domain's start page instead.
    await signIn(page, 'bart.claes', '/profielselectie?redirect=%2Ftoegankelijkheid%3Fa%3D1');
    await expect(page).toHaveURL('/profielselectie?redirect=%2Ftoegankelijkheid%3Fa%3D1');
    await page.getByLabel('Sociale dienst – OCMW Zonnedorp').check();
    await page.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL('/toegankelijkheid?a=1');
  });

  test('sign-in returns to a same-origin redirectUri', async ({ page }) => {
    await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fen%2Fprivacy%3Fx%3D1');
    await expect(page).toHaveURL('/en/privacy?x=1');
  });

  test('an absolute redirectUri is refused in favour of the start page', async ({ page }) => {
    await signIn(page, 'bart.claes', '/auth/login?redirectUri=https%3A%2F%2Fevil.example%2Fsteal');
    await expect(page).toHaveURL('/');
  });

  test('the chosen language survives sign-in', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expectNoAxeViolations(page, 'signIn', 'en');
    await page.getByLabel(/^Username/).fill('bart.claes');
    await page.getByLabel(/^Password/).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/en');
    await expect(page.getByRole('region', { name: 'Your domains' }).getByRole('link')).toHaveText([
      'Social security',
      'Family and child benefits',
      'Education',
      'People',
    ]);
  });

  test('wrong credentials are refused with a clear message', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(/^Gebruikersnaam/).fill('bart.claes');
    await page.getByLabel(/^Wachtwoord/).fill('wrong');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'De gebruikersnaam of het wachtwoord is niet juist.',
    );
    await expect(page.getByLabel(/^Gebruikersnaam/)).toHaveValue('bart.claes');
  });
});

test.describe('profiles', () => {
  test('switching role through the account menu', async ({ page }) => {
    await signIn(page, 'carla.desmet');
    await chooseProfile(page, 'Kadaster – Gemeente Zonnedorp');
    // Its one domain, the land registry, is built: the choice lands on its start page.
    await expect(page).toHaveURL('/kadaster');
    const menu = accountMenu(page);
    await menu.locator('summary').click();
    await expect(menu.getByText('Actief profiel: Kadaster – Gemeente Zonnedorp')).toBeVisible();
    await menu.getByRole('button', { name: 'Werken als GAS-boetes – Gemeente Zonnedorp' }).click();
    // Its one domain, vehicles, is built: the switch lands on its start page.
    await expect(page).toHaveURL('/mobiliteit');
    await expect(menu).not.toHaveAttribute('open');
    await menu.locator('summary').click();
    await expect(menu.getByText('Actief profiel: GAS-boetes – Gemeente Zonnedorp')).toBeVisible();
    await expectNoAxeViolations(page, 'vehicleSearch', 'account menu open');
  });

  test('a failed role selection shows a closable alert and keeps the page', async ({ page }) => {
    await signIn(page, 'carla.desmet');
    // A profile that is not hers, as a tampered form would send it.
    await waitForHydration(page);
    const economy = page.getByLabel('Economie – Gemeente Zonnedorp');
    await economy.check();
    await economy.evaluate((radio: HTMLInputElement) => {
      radio.value = 'urn:backoffice:rol:Burgerzaken:OVO100001';
    });
    await page.getByRole('button', { name: 'Doorgaan' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Het profiel kon niet gekozen worden. Probeer het opnieuw.');
    await expect(page).toHaveURL(/\/profielselectie/);
    await alert.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('the capacity switch goes through the provider again to profile selection', async ({
    page,
  }) => {
    await signIn(page, 'carla.desmet');
    await chooseProfile(page, 'Kadaster – Gemeente Zonnedorp');
    await expect(page).toHaveURL('/kadaster');
    // A GET only asks (a link from another site changes nothing); the button switches.
    await page.goto('/auth/switch');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ander profiel kiezen');
    await page.getByRole('button', { name: 'Opnieuw aanmelden' }).click();
    // The provider still knows her: no password needed, and no profile is active any more.
    await expect(page).toHaveURL('/profielselectie');
    await expect(page.locator('.profile-option--current')).toHaveCount(0);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('a single profile offers no role picker', async ({ page }) => {
    await signIn(page, 'bart.claes');
    const menu = accountMenu(page);
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', { name: 'Profieloverzicht' })).toBeVisible();
    await expect(menu.getByRole('button')).toHaveText(['Afmelden']);
  });

  test('a forged cross-site choice is refused and changes nothing', async ({ page }) => {
    await signIn(page, 'carla.desmet');
    await chooseProfile(page, 'Kadaster – Gemeente Zonnedorp');
    await expect(page).toHaveURL('/kadaster');
    const forged = await page.request.post('/profielselectie', {
      form: { uri: 'urn:backoffice:rol:Economie:OVO100001' },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status()).toBe(403);
    await page.goto('/profielselectie');
    await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(
      /^Kadaster – Gemeente Zonnedorp/,
    );
  });
});

test.describe('the session', () => {
  test('after signing out, the back button shows no personal data', async ({ page }) => {
    await signIn(page, 'bart.claes');
    await expect(page.getByText('Bart Claes')).toBeVisible();
    const menu = accountMenu(page);
    await menu.locator('summary').click();
    await menu.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
    await page.goBack();
    // Back lands on sign-in again (the provider's page lists the demo accounts, so no name check).
    await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
    await expect(page).toHaveURL(/\/idp\//);
    await expect(page.getByRole('region', { name: 'Uw domeinen' })).toHaveCount(0);
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test('the header widget may sign out for "user" after confirming, for "expired" only without a live session', async ({
    page,
  }) => {
    await signIn(page, 'bart.claes');
    const unknown = await page.request.get('/auth/signout?reason=timeout', { maxRedirects: 0 });
    expect(unknown.status()).toBe(400);
    await page.goto('/auth/signout?reason=expired');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Bart Claes')).toBeVisible();
    // A GET, which a link on another site can make, only asks.
    await page.goto('/auth/signout?reason=user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afmelden');
    await expectNoAxeViolations(page, 'signOut', 'confirm');
    await page.getByRole('link', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Bart Claes')).toBeVisible();
    await page.goto('/auth/signout?reason=user');
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
  });

  test('a profile switch asks first, and can be cancelled', async ({ page }) => {
    await signIn(page, 'carla.desmet', '/auth/login?redirectUri=%2Fprivacy');
    await page.goto('/auth/switch?redirectUri=%2Fprivacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ander profiel kiezen');
    await expectNoAxeViolations(page, 'capacitySwitch', 'confirm');
    await page.getByRole('link', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(accountMenu(page)).toHaveCount(1);
  });

  test('user activity extends the session, at most once a minute', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fprivacy');
    await expect(page).toHaveURL('/privacy');
    const refreshes: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/sss/api/refresh')) refreshes.push(request);
    });
    await waitForHydration(page);
    await page.clock.fastForward('02:00');
    const refreshed = page.waitForResponse('**/sss/api/refresh');
    await page.mouse.move(200, 200);
    const response = await refreshed;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      remainingMs: expect.any(Number),
    });
    const afterFirst = refreshes.length;
    // Within the minute, more activity asks for nothing.
    for (const step of [1, 2, 3]) await page.mouse.move(400 + step * 10, 300);
    await page.keyboard.press('Shift');
    expect(refreshes).toHaveLength(afterFirst);
    // The countdown restarted: 29 minutes on the session is still live, 31 minutes on it is not.
    await page.clock.fastForward('29:00');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.fastForward('02:00');
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });

  test('no token reaches the page or a script-readable cookie', async ({ page, context }) => {
    await signIn(page, 'carla.desmet');
    const html = await page.content();
    expect(html).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'portal_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session?.value).not.toContain('eyJ');
  });

  test('the session-expired panel appears when the session runs out, and signs in again', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fprivacy');
    await expect(page).toHaveURL('/privacy');
    await waitForHydration(page);
    const panel = page.getByRole('alertdialog', { name: 'Uw beveiligde sessie is verlopen' });
    await page.clock.fastForward('29:00');
    await expect(panel).toHaveCount(0);
    await page.clock.fastForward('02:00');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Geen probleem, meld opnieuw aan om verder te werken.');
    const again = panel.getByRole('link', { name: 'Opnieuw aanmelden' });
    await expect(again).toBeFocused();
    await expect(again).toHaveAttribute('href', '/auth/login?redirectUri=%2Fprivacy');
    await page.keyboard.press('Escape');
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page, 'privacy', 'session expired');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signing out from the account menu works', async ({ page }) => {
    await signIn(page, 'bart.claes');
    const menu = accountMenu(page);
    await menu.locator('summary').click();
    await menu.getByRole('button', { name: 'Afmelden' }).click();
    // Without JavaScript the provider's own sign-out page waits for a click.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('U wordt afgemeld…');
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden' })).toBeVisible();
  });

  test('signing in and choosing a profile work', async ({ page }) => {
    await signIn(page, 'carla.desmet');
    await expect(page).toHaveURL('/profielselectie?redirect=%2F');
    await chooseProfile(page, 'Economie – Gemeente Zonnedorp');
    // One domain, built: its start page.
    await expect(page).toHaveURL('/onderneming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ondernemingen zoeken');
  });

  test('the account menu opens and switches profile', async ({ page }) => {
    await signIn(page, 'carla.desmet');
    await chooseProfile(page, 'Kadaster – Gemeente Zonnedorp');
    const menu = accountMenu(page);
    await menu.locator('summary').click();
    await menu.getByRole('button', { name: 'Werken als Economie – Gemeente Zonnedorp' }).click();
    await expect(page).toHaveURL('/onderneming');
    await menu.locator('summary').click();
    await expect(menu.getByText('Actief profiel: Economie – Gemeente Zonnedorp')).toBeVisible();
  });
});
