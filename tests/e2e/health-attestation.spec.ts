// The health attestation screens as a vaccination centre uses them (frank.willems, profile
// Attesten): the search by number, by name with a birth year, with filters, sorting and paging;
// one certificate with its PDF downloaded and read; sending (the source's refusal of a document
// sent recently), recreating with and without revoking; the one-dose rule; the CTPC search with a
// valid and an invalid code; the English screens; and the forms, paging and sorting without
// JavaScript. Subjects: docs/demo-data.md, health attestations. Data a test changes it makes
// itself (certificates recreated for it), so no test depends on another's.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { isPdf, pdfText } from '../support/pdf-text';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const agnes = { insz: '30.11.21-314.54', digits: '30112131454', name: 'Agnes Van Goethem' };
const giuseppe = { lastName: 'Esposito', firstName: 'Giuseppe', year: '1939' };
const ahmet = { certificate: '226013c8-22d4-4865-90c5-fc450ca4d64b' };
const febe = { insz: '00.12.15-994.27', certificate: '95bb890d-f36c-4d0d-9c9e-bb15e891aee5' };
const juliette = { certificate: 'a30ebe60-2620-41fe-be05-4308fe4d15a8' };
const wout = { digits: '01032863551', certificate: 'bc314bf4-bc83-4199-9486-34423ce161f3' };
const kristel = { insz: '54.10.14-394.02' };
const ctpc = { code: 'BU4NWUWZMA1VOKBR', holder: 'Febe Borremans' };

/** Opens a path as frank.willems with his profile Attesten chosen. */
async function openAsAttesten(page: Page, openAs: OpenAs, path: string) {
  await openAs('frank.willems', path);
  const english = path.startsWith('/en/');
  await page.getByRole('radio', { name: /^Attesten/ }).check();
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  // A profile with one domain lands on its start page.
  const start = english ? '/en/healthattestations' : '/attesten';
  await expect(page).toHaveURL(start);
  if (path !== start) await page.goto(path);
}

const results = (page: Page) => page.getByRole('table', { name: /^(Attesten|Attestations) / });
const resultRows = (page: Page) => results(page).locator('tbody tr');

async function searchByNumber(page: Page, insz: string) {
  await page.getByLabel(/^Rijksregisternummer/).fill(insz);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
}

/** Recreates a person's certificates from one of them, keeping the existing ones. */
async function recreateKeeping(page: Page, certificate: string) {
  await page.goto(`/attesten/${certificate}?bron=ATTESTEN&hermaken=1`);
  await page.getByLabel('Behoud de bestaande attesten').check();
  await page.getByRole('button', { name: 'Opnieuw aanmaken' }).click();
  await expect(
    page.getByText(/\d+ attest(en)? opnieuw aangemaakt; 0 bestaande ingetrokken\./),
  ).toBeVisible();
}

test('search by number with filters and sorting, one certificate and its PDF', async ({
  page,
  openAs,
}) => {
  await openAsAttesten(page, openAs, '/attesten');
  await waitForHydration(page);
  await searchByNumber(page, agnes.insz);
  await expect(page.getByRole('heading', { name: '6 attesten gevonden' })).toBeFocused();
  await expect(page).toHaveTitle(/^6 attesten gevonden – Gezondheidsattesten/);
  await expectNoAxeViolations(page, 'healthAttestations', 'results');

  // Only her tests, the oldest first.
  await page
    .getByRole('group', { name: /^Soort attest/ })
    .getByLabel('Testcertificaat (tst)')
    .check();
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('heading', { name: '3 attesten gevonden' })).toBeVisible();
  await expect(resultRows(page).filter({ hasText: 'Vaccinatiecertificaat' })).toHaveCount(0);
  await results(page).getByRole('link', { name: 'Sorteer op Uitgereikt, oplopend' }).click();
  await expect(results(page).getByRole('columnheader', { name: /Uitgereikt/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page).toHaveURL(/soort=tst.*orderBy=ISSUED&order=Asc/);
  await expect(resultRows(page).first()).toContainText('02.10.2020');

  // Her vaccination: every block, then its PDF made and downloaded.
  await page
    .getByRole('group', { name: /^Soort attest/ })
    .getByLabel('Testcertificaat (tst)')
    .uncheck();
  await page
    .getByRole('group', { name: /^Soort attest/ })
    .getByLabel(/\(vac\)$/)
    .check();
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('heading', { name: '2 attesten gevonden' })).toBeVisible();
  await resultRows(page).first().getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vaccinatiecertificaat' }),
  ).toBeVisible();
  await expect(page.getByText(`Van ${agnes.name} (${agnes.insz})`)).toBeVisible();
  for (const block of ['Attest', 'Persoon', 'Vaccinatie', 'Technische gegevens', 'Historiek']) {
    await expect(page.getByRole('heading', { level: 2, name: block, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Terug naar de resultaten' })).toBeVisible();
  await expectNoAxeViolations(page, 'healthAttestation', 'detail');
  await page.getByRole('button', { name: /^PDF (opnieuw )?aanmaken$/ }).click();
  await expect(page.getByText('PDF aangemaakt')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^PDF downloaden/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(isPdf(bytes)).toBe(true);
  expect(await pdfText(bytes)).toContain(agnes.name);
});

test('search by name: a birth year finds who is known by the year only', async ({
  page,
  openAs,
}) => {
  await openAsAttesten(page, openAs, '/attesten?zoekwijze=naam');
  await waitForHydration(page);
  await page.getByLabel(/^Achternaam/).fill(giuseppe.lastName);
  await page.getByLabel(/^Voornaam/).fill(giuseppe.firstName);
  const birth = page.getByRole('group', { name: /^Geboortedatum/ });
  await birth.getByLabel(/^Maand/).fill('04');
  await birth.getByLabel(/^Jaar/).fill(giuseppe.year);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .getByRole('link', { name: 'Geboortedatum: vul een volledige datum in, of alleen het jaar' }),
  ).toBeVisible();
  await birth.getByLabel(/^Maand/).fill('');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('heading', { name: '3 attesten gevonden' })).toBeFocused();
  await expect(resultRows(page).first()).toContainText('Giuseppe Esposito');
  await expectNoAxeViolations(page, 'healthAttestations', 'name results');

  await birth.getByLabel(/^Dag/).fill('23');
  await birth.getByLabel(/^Maand/).fill('04');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Geen resultaat gevonden' })).toContainText(
    'Er zijn geen attesten die aan deze zoekopdracht voldoen.',
  );
});

test('sending: the source refuses a document sent recently; a fresh one is sent once', async ({
  page,
  openAs,
}) => {
  await openAsAttesten(page, openAs, `/attesten/${ahmet.certificate}?bron=ATTESTEN`);
  await page.getByRole('button', { name: 'Dit attest versturen' }).click();
  const refused = page.locator('.banner, [role="alert"], [role="status"]').filter({
    hasText: 'Attest niet verzonden',
  });
  await expect(refused).toContainText(
    'Dit attest werd recent verzonden. U kunt het binnen maximaal 3 dagen opnieuw versturen.',
  );
  await expect(refused).toContainText(/Referentie-ID: [0-9a-f-]+\./);
  await expectNoAxeViolations(page, 'healthAttestation', 'send refused');

  // A certificate made for this test: sent once, then refused within three days.
  await recreateKeeping(page, febe.certificate);
  await resultRows(page).first().getByRole('link').first().click();
  await expect(page.getByText('Dit attest werd nog niet verstuurd.')).toBeVisible();
  await page.getByRole('button', { name: 'Dit attest versturen' }).click();
  await expect(
    page.getByText(/Het attest is per brief verstuurd op .*Referentie-ID: /),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /^Verzendingen/ }).locator('tbody tr')).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: 'Dit attest versturen' }).click();
  await expect(page.getByText('Dit attest werd recent verzonden.')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Verzendingen/ }).locator('tbody tr')).toHaveCount(
    2,
  );
});

test('recreate: keeping the existing certificates, then revoking them', async ({
  page,
  openAs,
}) => {
  await openAsAttesten(page, openAs, `/attesten/${juliette.certificate}?bron=ATTESTEN`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Attesten opnieuw aanmaken' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Attesten opnieuw aanmaken' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'healthAttestation', 'recreate');
  await page.getByLabel('Behoud de bestaande attesten').check();
  await page.getByRole('button', { name: 'Opnieuw aanmaken' }).click();
  await expect(
    page.getByText(/\d+ attesten opnieuw aangemaakt; 0 bestaande ingetrokken\./),
  ).toBeVisible();

  await page.goto(`/attesten/${juliette.certificate}?bron=ATTESTEN&hermaken=1`);
  await page.getByLabel('Trek de bestaande attesten in').check();
  await page.getByRole('button', { name: 'Opnieuw aanmaken' }).click();
  await expect(
    page.getByText(/\d+ attesten opnieuw aangemaakt; [1-9]\d* bestaande ingetrokken\./),
  ).toBeVisible();
  await expect(resultRows(page).filter({ hasText: 'Ingetrokken' }).first()).toBeVisible();
});

test('one dose required: shown by number, changed and changed back', async ({ page, openAs }) => {
  await openAsAttesten(page, openAs, '/attesten');
  await page.getByRole('link', { name: 'Eén dosis vereist bekijken of instellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eén dosis vereist' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel(/^Rijksregisternummer/).fill(kristel.insz);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  const status = page.getByRole('region', { name: /Crabbé$/ });
  await expect(status).toContainText('Eén dosis vereistJa');
  await expectNoAxeViolations(page, 'oneDoseRequired', 'status');
  await page.getByLabel('Nee, het gewone aantal dosissen van het vaccin').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText(`Voor ${kristel.insz} geldt voortaan het gewone aantal dosissen.`),
  ).toBeVisible();
  await expect(status).toContainText('Eén dosis vereistNee');
  await expect(status).toContainText('Vaccinatiecentrum Noord');
  await page.getByLabel('Ja, één dosis volstaat').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Voor ${kristel.insz} volstaat voortaan één dosis.`)).toBeVisible();
  await expect(status).toContainText('Eén dosis vereistJa');
});

test('CTPC: an invalid code is named on its field, a valid one opens its attestation', async ({
  page,
  openAs,
}) => {
  await openAsAttesten(page, openAs, '/attesten');
  await page.getByRole('link', { name: 'CTPC' }).click();
  await waitForHydration(page);
  await page.getByLabel(/^CTPC-code/).fill(ctpc.code.slice(0, 15));
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(
    page.getByRole('alert').getByRole('link', {
      name: 'CTPC-code: gelieve een geldige CTPC-code op te geven: 16 letters of cijfers',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'healthAttestations', 'ctpc errors');
  await page.getByLabel(/^CTPC-code/).fill(ctpc.code.toLowerCase());
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ctpc.code);
  await expect(page.getByText(`Voor ${ctpc.holder}`)).toBeVisible();
  await expect(page.getByRole('table', { name: /^Testcertificaten, oudste eerst/ })).toBeVisible();
  await expectNoAxeViolations(page, 'ctpcAttestation', 'detail');
  await page.getByRole('button', { name: 'PDF aanmaken' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^PDF downloaden/ }).click();
  const bytes = new Uint8Array(await readFile(await (await downloading).path()));
  expect(await pdfText(bytes)).toContain(ctpc.holder);
});

test('the English screens', async ({ page, openAs }) => {
  await openAsAttesten(page, openAs, `/en/healthattestations?zoekwijze=insz&insz=${agnes.digits}`);
  await expect(page.getByRole('heading', { name: '6 attestations found' })).toBeVisible();
  await expect(resultRows(page).first()).toContainText('Recovery certificate (rec)');
  await expectDutchCodeValuesMarked(page);
  await expectNoAxeViolations(page, 'healthAttestations', 'results en');
  await resultRows(page).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery certificate' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recovery' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send this attestation' })).toBeVisible();
  await expectDutchCodeValuesMarked(page);
  await expectNoAxeViolations(page, 'healthAttestation', 'en');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search pages and sorts with links that keep the filters', async ({ page, openAs }) => {
    await openAsAttesten(page, openAs, '/attesten');
    // Only the data the test needs: his certificates recreated until they fill two pages.
    for (let round = 0; round < 3; round += 1) await recreateKeeping(page, wout.certificate);
    await page.goto('/attesten');
    await searchByNumber(page, wout.digits);
    await page
      .getByRole('group', { name: /^Status/ })
      .getByLabel('Actief')
      .check();
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const heading = page.getByRole('heading', { name: /^\d+ attesten gevonden$/ });
    const total = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(20);
    await expect(resultRows(page)).toHaveCount(20);
    await page.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/status=ACTIVE.*skip=20/);
    await expect(resultRows(page)).toHaveCount(total - 20);
    await expect(page.getByRole('group', { name: /^Status/ }).getByLabel('Actief')).toBeChecked();
    await results(page).getByRole('link', { name: 'Sorteer op Soort, oplopend' }).click();
    await expect(page).toHaveURL(/status=ACTIVE.*orderBy=TYPE&order=Asc/);
    await expect(results(page).getByRole('columnheader', { name: /Soort/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Every row is still an active one: the filter went along with the sort.
    await expect(resultRows(page).filter({ hasText: /Status\s*Actief/ })).toHaveCount(20);
  });

  test('a certificate is sent and recreated with plain forms', async ({ page, openAs }) => {
    await openAsAttesten(page, openAs, `/attesten/${ahmet.certificate}?bron=ATTESTEN`);
    await page.getByRole('button', { name: 'Dit attest versturen' }).click();
    await expect(page.getByText('Dit attest werd recent verzonden.')).toBeVisible();
    await page.getByRole('link', { name: 'Attesten opnieuw aanmaken' }).click();
    // Nothing is revoked unless asked: keeping them is chosen to begin with.
    await expect(page.getByLabel('Behoud de bestaande attesten')).toBeChecked();
    await page.getByLabel('Behoud de bestaande attesten').check();
    await page.getByRole('button', { name: 'Opnieuw aanmaken' }).click();
    await expect(
      page.getByText(/\d+ attest(en)? opnieuw aangemaakt; 0 bestaande ingetrokken\./),
    ).toBeVisible();
  });

  test('the CTPC search by name and the one-dose form', async ({ page, openAs }) => {
    await openAsAttesten(page, openAs, '/attesten?zoekwijze=ctpc');
    await page.getByLabel(/^Achternaam/).fill('Claeys');
    await page.getByLabel(/^Voornaam/).fill('Didier');
    const birth = page.getByRole('group', { name: /^Geboortedatum/ });
    await birth.getByLabel(/^Dag/).fill('24');
    await birth.getByLabel(/^Maand/).fill('04');
    await birth.getByLabel(/^Jaar/).fill('1973');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByText('Voor Didier Claeys')).toBeVisible();
    await expect(page.getByText('Er is nog geen test met deze code afgenomen.')).toBeVisible();

    await page.goto('/attesten/eendosisvereist');
    await page.getByLabel(/^Rijksregisternummer/).fill('85.07.30-033.28');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Geen resultaat gevonden' })).toContainText(
      'Deze persoon is niet gekend in het rijksregister.',
    );
  });
});
