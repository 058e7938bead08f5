// The social security screen as the social service uses it (bart.claes, profile 'Sociale dienst'):
// statutes with each status the source gives (OK, VA, DNK, NOK) and its messages by severity, a
// number nobody has and one that cannot exist, the English screen, the form without JavaScript,
// and the living wage: absent from the product's build, its own question and block in a build
// with its toggle on.
import { expect, type Page } from '@playwright/test';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { e2eServers } from './servers';
import { test } from './sign-in';

// docs/demo-data.md, 'Demo data: social security'.
const retired = { insz: '50.04.10-792.83', digits: '50041079283' };
const provisional = '05062470215';
const withoutFile = '00411737315';
const unanswered = '60072218279';
const onLivingWage = { insz: '72.02.28-235.63', digits: '72022823563', partner: '72.02.11-004.28' };
const unknownInsz = '85073003328';

const statutesOf = (page: Page) => page.getByRole('region', { name: 'Sociale statuten' });
const rowOf = (page: Page, label: string) =>
  statutesOf(page).getByRole('row').filter({ hasText: label });

function link(insz: string, statutes: string[], extra = '') {
  return `/socialezekerheid?insz=${insz}&${statutes.map((name) => `statuut=${name}`).join('&')}${extra}`;
}

test('statutes that apply today: each with its result, periods and status badge', async ({
  page,
  openAs,
}) => {
  await openAs('bart.claes', '/');
  await page.getByRole('link', { name: 'Sociale zekerheid' }).first().click();
  await expect(page).toHaveURL(/\/socialezekerheid$/);
  await waitForHydration(page);
  // The product's build does not offer the living wage, though his role holds its permission.
  await expect(page.getByRole('group', { name: 'Leefloon' })).toHaveCount(0);
  await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(retired.insz);
  const statutes = page.getByRole('group', { name: /^Sociale statuten/ });
  await statutes.getByLabel('Verhoogde tegemoetkoming (BIM_BVT)').check();
  await statutes.getByLabel(/\(GENT_PARKING_ADULT\)$/).check();
  await statutes.getByLabel(/\(LIVING_WAGES_PCSA_HELP\)$/).check();
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();

  const heading = page.getByRole('heading', { name: `Sociale zekerheid van ${retired.insz}` });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(
    /insz=50\.04\.10-792\.83&statuut=BIM_BVT&.*statuut=GENT_PARKING_ADULT/,
  );
  await expect(page.getByText(/^Gevraagd op \d{2}\.\d{2}\.\d{4}\.$/)).toBeVisible();
  await expect(statutesOf(page).locator('.source-status')).toContainText(
    'Antwoord van de bron (OK)',
  );
  const bim = rowOf(page, '(BIM_BVT)');
  await expect(bim).toContainText('Van toepassing (1)');
  await expect(bim).toContainText('10.04.2015 – lopend');
  await expect(bim).toContainText('Antwoord van de bron (OK)');
  await expect(rowOf(page, 'GENT_PARKING_ADULT')).toContainText('Van toepassing (1)');
  const livingWage = rowOf(page, 'LIVING_WAGES_PCSA_HELP');
  await expect(livingWage).toContainText('Niet van toepassing (0)');
  await expect(livingWage).toContainText('geen');
  await expect(page.getByText('2 van de gevraagde statuten zijn van toepassing.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, 'socialSecurity', 'statutes');
});

test('a provisional answer warns, no file informs, no answer is an error', async ({
  page,
  openAs,
}) => {
  await openAs('bart.claes', link(provisional, ['BIM_BVT', 'LIVING_WAGES_PCSA_HELP']));
  await expect(statutesOf(page).locator('.source-status')).toContainText('Voorlopig antwoord (VA)');
  const warning = statutesOf(page).locator('.alert--warning');
  await expect(warning).toContainText('Waarschuwing');
  await expect(warning).toContainText(
    'Voorlopig antwoord: het statuut LIVING_WAGES_PCSA_HELP wordt nog onderzocht.',
  );
  await expect(rowOf(page, 'LIVING_WAGES_PCSA_HELP')).toContainText('Voorlopig antwoord (VA)');
  await expect(rowOf(page, '(BIM_BVT)')).toContainText('Antwoord van de bron (OK)');
  await expectNoAxeViolations(page, 'socialSecurity', 'provisional');

  await page.goto(link(withoutFile, ['BIM_BVT', 'RETIREMENT_PENSION']));
  await expect(statutesOf(page).locator('.source-status')).toContainText(
    'Dossier niet gekend (DNK)',
  );
  await expect(statutesOf(page).locator('.alert--info')).toContainText(
    'Informatie' +
      'Dossier niet gekend: de Kruispuntbank van de Sociale Zekerheid heeft geen dossier voor deze persoon.',
  );
  await expect(rowOf(page, 'RETIREMENT_PENSION')).toContainText('Niet van toepassing (0)');
  await expect(rowOf(page, 'RETIREMENT_PENSION')).toContainText('Dossier niet gekend (DNK)');

  await page.goto(link(unanswered, ['RETIREMENT_PENSION']));
  await expect(statutesOf(page).locator('.source-status')).toContainText(
    'Geen antwoord van de bron (NOK)',
  );
  await expect(statutesOf(page).getByRole('alert')).toContainText(
    'De Kruispuntbank van de Sociale Zekerheid kon niet antwoorden voor deze persoon.',
  );
  await expect(statutesOf(page).getByRole('table')).toHaveCount(0);
  await expect(page.getByText('De bron gaf geen statuten terug.')).toBeVisible();
  await expectNoAxeViolations(page, 'socialSecurity', 'no answer');
});

test('a number nobody has, a number that cannot exist, a period the wrong way round', async ({
  page,
  openAs,
}) => {
  await openAs('bart.claes', link(unknownInsz, ['BIM_BVT']));
  await expect(page.getByRole('region', { name: 'Geen resultaat gevonden' })).toContainText(
    'Er is geen persoon gekend met dit rijksregisternummer.',
  );
  const invalid = await page.goto(
    link('85.07.30-033.29', ['BIM_BVT'], '&datumkeuze=periode&van=01.06.2024&tot=31.05.2024'),
  );
  expect(invalid?.status()).toBe(400);
  const summary = page.getByRole('alert');
  await expect(
    summary.getByRole('link', { name: 'Rijksregisternummer (INSZ): het controlegetal klopt niet' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: /^Tot en met: / })).toBeVisible();
  await expect(page.getByLabel(/^Tot en met/)).toHaveValue('31.05.2024');
  await waitForHydration(page);
  // In the browser: nothing chosen is named on its field.
  await page.getByLabel(/^Rijksregisternummer/).fill(retired.insz);
  await page.getByLabel('Verhoogde tegemoetkoming (BIM_BVT)').uncheck();
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .getByRole('link', { name: 'Sociale statuten: kies minstens één statuut' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'socialSecurity', 'errors');
});

test('the English screen names statutes, results and statuses in English', async ({
  page,
  openAs,
}) => {
  await openAs(
    'bart.claes',
    `/en/socialsecurity?insz=${retired.digits}&statuut=BIM_BVT&statuut=RETIREMENT_PENSION&datumkeuze=periode&van=01.01.2015&tot=31.12.2020`,
  );
  await expect(
    page.getByRole('heading', { name: `Social security of ${retired.insz}` }),
  ).toBeVisible();
  await expect(
    page.getByText('Asked over the period from 01.01.2015 up to and including 31.12.2020.'),
  ).toBeVisible();
  const statutes = page.getByRole('region', { name: 'Social statutes' });
  const bim = statutes.getByRole('row').filter({ hasText: '(BIM_BVT)' });
  await expect(bim).toContainText('Increased reimbursement of health care costs (BIM_BVT)');
  await expect(bim).toContainText('Applicable (1)');
  await expect(bim).toContainText('The source answered (OK)');
  await expectDutchCodeValuesMarked(page);
  await expectNoAxeViolations(page, 'socialSecurity', 'en');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form asks over a period and shows the statutes', async ({ page, openAs }) => {
    await openAs('bart.claes', '/socialezekerheid');
    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(onLivingWage.insz);
    await page.getByLabel(/\(LIVING_WAGES_PCSA_HELP\)$/).check();
    await page.getByLabel('Over een periode').check();
    await page.getByLabel(/^Van/).fill('01.01.2015');
    await page.getByLabel(/^Tot en met/).fill('31.12.2016');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: `Sociale zekerheid van ${onLivingWage.insz}` }),
    ).toBeVisible();
    const row = rowOf(page, 'LIVING_WAGES_PCSA_HELP');
    await expect(row).toContainText('Van toepassing (1)');
    await expect(row).toContainText('06.09.2014 – 28.03.2020');
  });
});

test.describe('a build with the living wage on', () => {
  test.use({ baseURL: e2eServers.togglesOn.url });

  test('asks the living wage as its own question and shows it in its own block', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', '/socialezekerheid');
    await waitForHydration(page);
    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(onLivingWage.insz);
    await page
      .getByRole('group', { name: /^Leefloon/ })
      .getByLabel('Ook het leefloon opvragen')
      .check();
    await page.getByLabel('Over een periode').check();
    await page.getByLabel(/^Van/).fill('01.01.2010');
    await page.getByLabel(/^Tot en met/).fill('31.12.2025');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: `Sociale zekerheid van ${onLivingWage.insz}` }),
    ).toBeFocused();
    // Only the living wage was asked: no statutes block.
    await expect(statutesOf(page)).toHaveCount(0);
    const block = page.getByRole('region', { name: 'Leefloon' });
    await expect(block.locator('.source-status')).toContainText('Antwoord van de bron (OK)');
    const rows = block.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('07.05.2025 – lopend');
    await expect(rows.nth(1)).toContainText('Fictief OCMW Middelkerke');
    await expect(rows.nth(1)).toContainText('de persoon zelf');
    await expect(rows.nth(2)).toContainText('06.09.2014 – 28.03.2020');
    await expectNoAxeViolations(page, 'socialSecurity', 'living wage');

    // His partner sees the same record, as the partner of its beneficiary.
    await page.goto(`/socialezekerheid?insz=${onLivingWage.partner}&leefloon=ja`);
    const partnerRow = page.getByRole('region', { name: 'Leefloon' }).getByRole('row').nth(1);
    await expect(partnerRow).toContainText(onLivingWage.insz);
    await expect(partnerRow).toContainText('partner van de begunstigde');
  });
});
