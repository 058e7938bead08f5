// Push notifications as dirk.maes (Documentendienst, Stad Rivierstad) uses them: the notifications
// the city sent with what they reached; the members searched by status and by name, a member with
// its devices, a device that cannot be removed and one that can; a new member with the form's
// errors (in both languages), registered, changed and deleted; the members' search as served
// without JavaScript; the groups, absent from the product's build, on the build with their toggle
// on with a group's members and the way to send to it, in English, and refused to a profile
// without a push permission.
// Every state checked with axe.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { e2eServers } from './servers';
import { test } from './sign-in';

// Stad Rivierstad's featured members (docs/demo-data.md, push notifications).
const stien = { id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a01', name: 'Stien Verheyen' };
const noor = { id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a02', name: 'Noor De Baets' };
const ellie = { id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a04', name: 'Ellie Kerckhofs' };
const toEveryone = '3032afbd-0852-46dd-ae13-6b3fda96017d';

/** The banner a change answers with (a confirmation, or an alert that says why not). */
const banner = (page: Page) => page.locator('.banner');

test.describe('push notifications as dirk.maes', () => {
  test('the notifications sent, and the members by status and by name', async ({
    page,
    openAs,
  }) => {
    await openAs('dirk.maes', '/notificatie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pushnotificaties');
    const sent = page.getByRole('table', {
      name: 'Meldingen van uw organisatie, de laatste eerst',
    });
    await expect(sent.locator('tbody tr')).toHaveCount(20);
    await expect(sent).toContainText('Alle leden');
    await expect(sent).toContainText('Groep: ');
    await expectNoAxeViolations(page, 'pushNotifications', 'list');

    // The oldest notification, to all members in three languages, per device.
    await page.goto(`/notificatie/melding/${toEveryone}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afvalophaling verschoven');
    await expect(page.getByRole('region', { name: 'Frans' })).toContainText(
      'Collecte des déchets reportée',
    );
    const perDevice = page.getByRole('table', { name: 'Toestellen die de melding kregen of niet' });
    await expect(perDevice.locator('tbody tr')).toHaveCount(50);
    await expectNoAxeViolations(page, 'pushNotification', 'notification');
    await page
      .getByRole('navigation', { name: 'Toon' })
      .getByRole('link', { name: 'Mislukt' })
      .click();
    await expect(perDevice.locator('tbody tr').first()).toContainText('Mislukt');
    await expect(perDevice).not.toContainText('Afgeleverd');
    await expectNoAxeViolations(page, 'pushNotification', 'filtered');
    await page.goto('/notificatie');

    await page
      .getByRole('navigation', { name: 'Pushnotificaties' })
      .getByRole('link', { name: 'Leden' })
      .click();
    await page.getByLabel('Toestellen met status').selectOption({ label: 'Nog niet bereikt' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const members = page.getByRole('table', { name: 'Leden van uw organisatie' });
    await expect(members.locator('tbody tr').first()).toContainText('Nog niet bereikt');
    await expectNoAxeViolations(page, 'pushMembers', 'results');
    await page.getByLabel('Naam of rijksregisternummer').fill('00.01.22-546.91');
    await page.getByLabel('Toestellen met status').selectOption({ label: 'Alle' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(members.locator('tbody tr')).toHaveCount(1);
    await members.getByRole('link', { name: /Verheyen Stien/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stien.name);
    await expect(page.getByText('+32470123456')).toBeVisible();
    await expectNoAxeViolations(page, 'pushMember', 'member');

    // Notifications reached her: she cannot be deleted.
    await page.getByRole('link', { name: 'Lid verwijderen' }).click();
    await page.getByRole('button', { name: 'Lid verwijderen' }).click();
    await expect(banner(page)).toContainText('er werden al meldingen naar verstuurd');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stien.name);
  });

  test('a device that cannot be removed, and one that can', async ({ page, openAs }) => {
    await openAs('dirk.maes', `/notificatie/lid/${noor.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(noor.name);
    await page.getByRole('link', { name: /^Toestel .* verwijderen$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toestel verwijderen');
    await expectNoAxeViolations(page, 'pushMember', 'remove device');
    await page.getByRole('button', { name: 'Toestel verwijderen' }).click();
    await expect(banner(page)).toContainText(
      'het laatste toestel van een lid dat nog niet bereikt werd',
    );

    await page.goto(`/notificatie/lid/${ellie.id}`);
    const devices = page.getByRole('table', { name: `Toestellen van ${ellie.name}` });
    await expect(devices.locator('tbody tr').nth(2)).toContainText('Geschorst');
    await devices.locator('tbody tr').nth(2).getByRole('link').click();
    await page.getByRole('button', { name: 'Toestel verwijderen' }).click();
    await expect(banner(page)).toContainText('Het toestel werd verwijderd.');
    await expect(devices.locator('tbody tr').nth(2)).toContainText('Verwijderd');
  });

  test('a new member: the errors in both languages, registered, changed and deleted', async ({
    page,
    openAs,
  }) => {
    await openAs('dirk.maes', '/notificatie/lid/nieuw');
    await page.getByLabel('Rijksregisternummer').fill('99.12.31-999.41');
    await page.getByLabel('Telefoonnummer (optioneel)').fill('123');
    await page.getByRole('button', { name: 'Lid registreren' }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveCount(4);
    await expectNoAxeViolations(page, 'pushMemberNew', 'errors');
    await page.goto('/en/notification/member/new');
    await page.getByRole('button', { name: 'Register member' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveCount(3);
    await expectNoAxeViolations(page, 'pushMemberNew', 'errors en');

    // A number registered already is said on its field.
    await page.goto('/notificatie/lid/nieuw');
    await page.getByLabel('Rijksregisternummer').fill('00.01.22-546.91');
    await page.getByRole('textbox', { name: /^Naam/ }).fill('Verheyen');
    await page.getByLabel('Voornaam').fill('Stien');
    await page.getByRole('button', { name: 'Lid registreren' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Rijksregisternummer: er is al een lid met dit rijksregisternummer',
    );

    await page.getByLabel('Rijksregisternummer').fill('99.12.31-999.40');
    await page.getByRole('textbox', { name: /^Naam/ }).fill('Peeters');
    await page.getByLabel('Voornaam').fill('An');
    await page.getByLabel('Telefoonnummer (optioneel)').fill('0471 23 45 67');
    await page.getByRole('checkbox', { name: 'Bibliotheek' }).check();
    await page.getByRole('button', { name: 'Lid registreren' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('An Peeters');
    await expect(banner(page)).toContainText('An Peeters is geregistreerd als lid.');
    await expect(page.getByText('+32471234567')).toBeVisible();

    await page.getByRole('link', { name: 'Wijzigen' }).click();
    await expectNoAxeViolations(page, 'pushMember', 'edit');
    await page.getByLabel('E-mail (optioneel)').fill('an.peeters@example.be');
    await page.getByRole('button', { name: 'Bewaren' }).click();
    await expect(banner(page)).toContainText('De gegevens van het lid werden bewaard.');
    await expect(page.getByText('an.peeters@example.be')).toBeVisible();
    await page.goto(
      `${new URL(page.url()).pathname.replace('/notificatie/lid/', '/en/notification/member/')}`,
    );
    await expect(page.getByRole('heading', { name: 'Devices' })).toBeVisible();
    await expectNoAxeViolations(page, 'pushMember', 'en');

    await page.getByRole('link', { name: 'Delete member' }).click();
    await page.getByRole('button', { name: 'Delete member' }).click();
    await expect(banner(page)).toContainText('An Peeters was deleted.');
    await expect(page).toHaveURL(/\/en\/notification\/member$/);
  });
});

test.describe('the groups', () => {
  test('do not exist in the product build, where nothing links to them', async ({
    page,
    openAs,
  }) => {
    await openAs('dirk.maes', '/notificatie');
    const sections = page.getByRole('navigation', { name: 'Pushnotificaties' });
    await expect(sections.getByRole('link', { name: 'Leden' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Groepen' })).toHaveCount(0);
    const response = await page.goto('/notificatie/groep');
    expect(response?.status()).toBe(404);
  });

  test.describe('on the build with their toggle on', () => {
    test.use({ baseURL: e2eServers.togglesOn.url });

    test("the city's six groups, a group's members and the way to send to it; in English", async ({
      page,
      openAs,
    }) => {
      await openAs('dirk.maes', '/notificatie');
      await page
        .getByRole('navigation', { name: 'Pushnotificaties' })
        .getByRole('link', { name: 'Groepen' })
        .click();
      await expect(page).toHaveURL(/\/notificatie\/groep$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Groepen');
      const groups = page.getByRole('table', { name: /^Groepen van uw organisatie/ });
      await expect(groups.locator('tbody tr')).toHaveCount(6);
      await expect(groups.locator('tbody tr').first()).toContainText('Afvalophaling');
      await expectNoAxeViolations(page, 'pushGroups', 'groups');

      // Ellie Kerckhofs is one of Burgerzaken's members (docs/demo-data.md).
      const civilAffairs = groups.locator('tbody tr').filter({ hasText: 'Burgerzaken' });
      // The cell holds its column's name too, for the stacked rows.
      const count = (await civilAffairs.locator('td.numeric').textContent())?.replace(/\D/g, '');
      const toMembers = civilAffairs.getByRole('link', { name: 'Burgerzaken', exact: true });
      const group = new URL((await toMembers.getAttribute('href')) ?? '', page.url()).searchParams;
      await expect(
        civilAffairs.getByRole('link', { name: 'Versturen naar Burgerzaken' }),
      ).toHaveAttribute('href', `/notificatie/groep/versturen?groep=${group.get('groep') ?? ''}`);
      await toMembers.click();
      await expect(page).toHaveURL(/\/notificatie\/lid\?groep=[0-9a-f-]{36}$/);
      await expect(page.getByLabel('Groep', { exact: true }).locator('option:checked')).toHaveText(
        'Burgerzaken',
      );
      await expect(
        page.getByRole('heading', { name: new RegExp(`^${count ?? ''} (lid|leden) gevonden$`) }),
      ).toBeVisible();
      await page.getByLabel('Naam of rijksregisternummer').fill('Kerckhofs');
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page.getByRole('link', { name: /Kerckhofs Ellie/ })).toBeVisible();

      await page.goto('/en/notification/group');
      await expect(
        page.getByRole('table', { name: /^Your organisation's groups/ }).locator('tbody tr'),
      ).toHaveCount(6);
      await expectNoAxeViolations(page, 'pushGroups', 'en');
    });

    test('are refused to a profile without a push permission', async ({ page, openAs }) => {
      await openAs('bart.claes', '/notificatie/groep');
      await expect(page).toHaveURL('/profielselectie');
      await expect(page.getByText(/onvoldoende rechten/i)).toBeVisible();
    });
  });
});

test.describe('push notifications as served', () => {
  test('the members searched and every member form without JavaScript, and the notifications in English', async ({
    page,
    openAs,
  }) => {
    // Axe needs JavaScript: the page's own scripts are kept away instead, so it stays as served.
    await page.route('**/assets/*.js', (route) => route.abort());
    await openAs('dirk.maes', '/notificatie/lid');
    await page.getByLabel('Naam of rijksregisternummer').fill('Kerckhofs');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('link', { name: /Kerckhofs Ellie/ })).toBeVisible();
    await expectNoAxeViolations(page, 'pushMembers', 'no JavaScript');

    // Each member form as served: a new member refused, then registered, changed and deleted;
    // a device's removal refused on its confirmation page.
    await page.goto('/notificatie/lid/nieuw');
    await page.getByRole('button', { name: 'Lid registreren' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveCount(3);
    await page.getByLabel('Rijksregisternummer').fill('99.12.31-998.41');
    await page.getByRole('textbox', { name: /^Naam/ }).fill('Served');
    await page.getByLabel('Voornaam').fill('Sam');
    await page.getByRole('button', { name: 'Lid registreren' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam Served');
    await page.getByRole('link', { name: 'Wijzigen' }).click();
    await page.getByLabel('Telefoonnummer (optioneel)').fill('0470 00');
    await page.getByRole('button', { name: 'Bewaren' }).click();
    await expect(page.getByRole('alert')).toContainText('Telefoonnummer');
    await page.getByLabel('Telefoonnummer (optioneel)').fill('0471 23 45 67');
    await page.getByRole('button', { name: 'Bewaren' }).click();
    await expect(page.getByText('+32471234567')).toBeVisible();
    await page.getByRole('link', { name: 'Lid verwijderen' }).click();
    await page.getByRole('button', { name: 'Lid verwijderen' }).click();
    await expect(banner(page)).toContainText('Sam Served werd verwijderd.');
    await page.goto(`/notificatie/lid/${noor.id}`);
    await page.getByRole('link', { name: /^Toestel .* verwijderen$/ }).click();
    await page.getByRole('button', { name: 'Toestel verwijderen' }).click();
    await expect(banner(page)).toContainText('het laatste toestel');
    await page.goto('/en/notification');
    await expect(
      page.getByRole('table', { name: "Your organisation's notifications, newest first" }),
    ).toContainText('All members');
    await expectNoAxeViolations(page, 'pushNotifications', 'en');
  });
});
