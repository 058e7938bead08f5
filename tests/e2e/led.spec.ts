// The learning and experience proof screens as frank.willems uses them under his LED profile: a
// person's proofs from a search, one proof with its metadata, a person without proofs, a number
// that cannot exist; adding a proof (refused while its issue date lies outside every validity
// period, then added) and removing it with the confirmation dialog; the same without JavaScript,
// with the confirmation page; the screens in English. Every proof a test adds, it removes again.
// The people are the LED source's featured ones (docs/demo-data.md).
import { expect, type Page } from '@playwright/test';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const rita = {
  typed: '60.11.18-422.84',
  insz: '60111842284',
  name: 'Rita Anne-Marie Wuyts',
  welder: 'a272d8a3-a590-42a3-8f30-f12e20e48232',
};
const christine = { insz: '74031324072', name: 'Christine Marleen Casier' };
/** Known to the population, without any proof. */
const agnes = { typed: '30.11.21-314.54' };

/** Opens a path as frank.willems with his LED profile chosen. */
async function openAsLed(page: Page, openAs: OpenAs, path: string) {
  await openAs('frank.willems', path);
  await page.getByRole('radio', { name: /^LED/ }).check();
  const english = path.startsWith('/en/');
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  // A profile with one domain lands on its start page.
  const start = english ? '/en/learning_and_experience' : '/leer_en_ervaring';
  await expect(page).toHaveURL(start);
  if (path !== start) await page.goto(path);
}

function region(page: Page, name: string | RegExp) {
  return page.getByRole('region', { name }).first();
}

async function search(page: Page, insz: string) {
  const form = page.locator('form#led-search-form');
  await form.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(insz);
  await form.getByRole('button', { name: 'Zoeken', exact: true }).click();
}

/** A date group of three boxes, by its legend. */
async function fillDate(page: Page, group: RegExp, date: string) {
  const [day = '', month = '', year = ''] = date.split('.');
  const boxes = page.getByRole('group', { name: group });
  await boxes.getByLabel(/^Dag/).fill(day);
  await boxes.getByLabel(/^Maand/).fill(month);
  await boxes.getByLabel(/^Jaar/).fill(year);
}

/** Fills the add form for a proof issued on 15.05.2020, valid from `validFrom`. */
async function fillProof(page: Page, title: string, validFrom: string) {
  await page.getByLabel(/^Categorie/).selectOption('BK');
  await page.getByLabel(/^Bewijstype/).selectOption('BEROEPSKWALIFICATIE');
  await page.getByLabel(/^Bewijsstaat/).selectOption('EIND');
  await page.getByLabel(/^Titel/).fill(title);
  await page.getByLabel(/^Niveau/).selectOption('2');
  await page.getByLabel(/^Naam van de instelling/).fill('Fictief opleidingscentrum Rivierstad');
  await page.getByLabel(/^Soort instantie/).selectOption('VDAB');
  await fillDate(page, /^Uitreikingsdatum/, '15.05.2020');
  const period = page.getByRole('group', { name: 'Geldigheidsperiode 1', exact: true });
  const [day = '', month = '', year = ''] = validFrom.split('.');
  const begin = period.getByRole('group', { name: /^Begin/ });
  await begin.getByLabel(/^Dag/).fill(day);
  await begin.getByLabel(/^Maand/).fill(month);
  await begin.getByLabel(/^Jaar/).fill(year);
}

/** A title no other test uses: each test removes the proof it added. */
function uniqueTitle(): string {
  return `Beroepskwalificatie Heftruck ${Math.random().toString(36).slice(2, 8)}`;
}

test.describe('learning and experience proofs', () => {
  test('a person’s proofs from a search, one proof with its metadata, a miss and an invalid number', async ({
    page,
    openAs,
  }) => {
    await openAsLed(page, openAs, '/leer_en_ervaring');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leer- en ervaringsbewijzen');
    await expect(page.getByRole('link', { name: 'Bewijs toevoegen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Toevoegen via bestand' })).toBeVisible();
    await expectNoAxeViolations(page, 'ledSearch', 'form');
    await waitForHydration(page);
    await search(page, rita.typed);
    await expect(page).toHaveURL(`/leer_en_ervaring/${rita.insz}?bron=LED`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bewijzen van ${rita.name}`);
    const proofs = region(page, /^Geregistreerde bewijzen/);
    await expect(proofs.getByRole('row')).not.toHaveCount(0);
    await expect(proofs).toContainText('Geregistreerd (1)');
    await expect(proofs).not.toContainText('Deelcertificaat Elektrische installaties');
    await expectNoAxeViolations(page, 'ledProofs', 'proofs');

    await proofs.getByRole('link', { name: 'Certificaat Lasser TIG' }).click();
    await expect(page).toHaveURL(`/leer_en_ervaring/${rita.insz}/${rita.welder}?bron=LED`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificaat Lasser TIG');
    await expect(region(page, 'Het bewijs')).toContainText('Authentiek (AUTH)');
    await expect(region(page, 'Metadata')).toContainText('Door de leverancier bij de bron');
    await expect(page.getByRole('link', { name: 'Metadata downloaden (Excel)' })).toBeVisible();
    await expectNoAxeViolations(page, 'ledProof', 'proof');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Metadata downloaden (Excel)' }).click();
    expect((await download).suggestedFilename()).toBe(`bewijs-${rita.welder}-metadata.xlsx`);

    await page.getByRole('link', { name: `Alle bewijzen van ${rita.name}` }).click();
    await waitForHydration(page);
    await search(page, agnes.typed);
    await expect(region(page, 'Geen resultaat gevonden')).toContainText(
      `Er zijn geen leer- en ervaringsbewijzen gekend voor rijksregisternummer ${agnes.typed}.`,
    );
    await expect(page.getByLabel(/^Rijksregisternummer \(INSZ\)/)).toHaveValue(agnes.typed);
    await expectNoAxeViolations(page, 'ledProofs', 'no result');
    await waitForHydration(page);
    await search(page, '60.11.18-422.85');
    await expect(
      page.getByRole('alert').getByRole('link', {
        name: 'Rijksregisternummer (INSZ): het controlegetal klopt niet',
      }),
    ).toBeVisible();
  });

  test('adding a proof: refused outside its validity, then added; removed after the dialog', async ({
    page,
    openAs,
  }) => {
    const title = uniqueTitle();
    await openAsLed(page, openAs, `/leer_en_ervaring/${christine.insz}?bron=LED`);
    await page.getByRole('link', { name: 'Bewijs toevoegen voor deze persoon' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bewijs toevoegen');
    await expect(page.getByLabel(/^Rijksregisternummer \(INSZ\)/)).toHaveValue('74.03.13-240.72');
    await expectNoAxeViolations(page, 'ledAdd', 'for a person');
    await waitForHydration(page);

    // A second period, added and removed again, without leaving the page.
    await page.getByRole('button', { name: 'Geldigheidsperiode toevoegen' }).click();
    const second = page.getByRole('group', { name: 'Geldigheidsperiode 2', exact: true });
    await expect(second.getByLabel(/^Dag/).first()).toBeFocused();
    await second.getByRole('button', { name: 'Geldigheidsperiode 2 verwijderen' }).click();
    await expect(second).toHaveCount(0);

    await fillProof(page, title, '01.01.2021');
    await page.getByRole('button', { name: 'Bewijs toevoegen', exact: true }).click();
    const summary = page.getByRole('alert');
    await expect(
      summary.getByRole('link', {
        name: 'De uitreikingsdatum moet binnen een van de geldigheidsperiodes van het bewijs liggen',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'ledAdd', 'errors');

    const begin = page
      .getByRole('group', { name: 'Geldigheidsperiode 1', exact: true })
      .getByRole('group', { name: /^Begin/ });
    await begin.getByLabel(/^Jaar/).fill('2020');
    await begin.getByLabel(/^Maand/).fill('05');
    await begin.getByLabel(/^Dag/).fill('15');
    // Enter in a field sends the form (not 'add a validity period').
    await page.getByLabel(/^Titel/).press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/leer_en_ervaring/${christine.insz}/[0-9a-f-]{36}\\?bron=LED$`),
    );
    const added = page.getByRole('status').filter({ hasText: 'Bewijs toegevoegd' });
    await expect(added).toContainText(`Het bewijs ‘${title}’ is toegevoegd`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(region(page, 'Metadata')).toContainText('Via dit portaal');
    await expectNoAxeViolations(page, 'ledProof', 'added');

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Bewijs verwijderen' });
    await expect(dialog).toContainText(`Wilt u het bewijs ‘${title}’ van ${christine.name}`);
    // The safe answer has focus.
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await expectNoAxeViolations(page, 'ledProof', 'remove dialog open');
    await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(page).toHaveURL(`/leer_en_ervaring/${christine.insz}?bron=LED`);
    await expect(page.getByRole('status').filter({ hasText: 'Bewijs verwijderd' })).toContainText(
      `Het bewijs ‘${title}’ van ${christine.name} is verwijderd`,
    );
    await expect(region(page, /^Geregistreerde bewijzen/)).not.toContainText(title);
  });

  test('the screens in English: labels and code values in English', async ({ page, openAs }) => {
    await openAsLed(
      page,
      openAs,
      `/en/learning_and_experience/${rita.insz}/${rita.welder}?bron=LED`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificaat Lasser TIG');
    await expect(region(page, 'The proof')).toContainText('Authentic (AUTH)');
    await expect(region(page, 'Supplier and status')).toContainText('Registered (1)');
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'ledProof', 'en');
    await page.goto(`/en/learning_and_experience/${rita.insz}?bron=LED`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Proofs of ${rita.name}`);
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'ledProofs', 'en');
    // The confirmation page of a removal, as a browser without JavaScript gets it (the axe check
    // needs JavaScript: it is made here, and nothing is sent).
    await page.goto(
      `/en/learning_and_experience/${rita.insz}/${rita.welder}?bron=LED&verwijderen=1`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remove the proof');
    await expect(region(page, 'Remove the proof')).toContainText(
      `Do you want to remove the proof ‘Certificaat Lasser TIG’ of ${rita.name}?`,
    );
    await expectNoAxeViolations(page, 'ledProof', 'remove confirmation en');
    await page.goto('/en/learning_and_experience/add');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a proof');
    await expectDutchCodeValuesMarked(page);
    await expectNoAxeViolations(page, 'ledAdd', 'en');
  });
});

test.describe('learning and experience proofs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a period added by the server, the proof added, removed on its confirmation page', async ({
    page,
    openAs,
  }) => {
    const title = uniqueTitle();
    await openAsLed(page, openAs, `/leer_en_ervaring/toevoegen`);
    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill('74.03.13-240.72');
    await page.getByLabel(/^Titel/).fill(title);
    await page.getByRole('button', { name: 'Geldigheidsperiode toevoegen' }).click();
    await expect(
      page.getByRole('group', { name: 'Geldigheidsperiode 2', exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Titel/)).toHaveValue(title);
    await page
      .getByRole('group', { name: 'Geldigheidsperiode 2', exact: true })
      .getByRole('button', { name: 'Geldigheidsperiode 2 verwijderen' })
      .click();
    await expect(
      page.getByRole('group', { name: 'Geldigheidsperiode 2', exact: true }),
    ).toHaveCount(0);
    await fillProof(page, title, '15.05.2020');
    await page.getByRole('button', { name: 'Bewijs toevoegen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Bewijs toegevoegd')).toBeVisible();

    await page.getByRole('link', { name: 'Verwijderen', exact: true }).click();
    await expect(page).toHaveURL(/\?bron=LED&verwijderen=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bewijs verwijderen');
    await expect(region(page, 'Bewijs verwijderen')).toContainText(
      `Wilt u het bewijs ‘${title}’ van ${christine.name} verwijderen?`,
    );
    await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(page).toHaveURL(`/leer_en_ervaring/${christine.insz}?bron=LED`);
    await expect(
      page.getByText(`Het bewijs ‘${title}’ van ${christine.name} is verwijderd`),
    ).toBeVisible();
  });
});
