// The child-benefits screen as the social service uses it (bart.claes, profile 'Sociale dienst'):
// one child's payments by fund and month, each status the source gives (OK, VA, DNK, NOK) with
// its message, the English screen; and the bulk lookup by csv: a file of 1000 lines saved by Excel
// (semicolons, Windows-1252) checked, sent and its result downloaded while the job runs (206)
// and once it has finished (200); a file with bad lines marked and its error file; the files that
// are refused; the whole flow without JavaScript. The files are made here; their lines are mostly
// people the population does not know (they end as 'not found').
import { readFile, writeFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { inszBornIn1940 } from '../support/national-numbers';
import { pollsOnTestClock, pollUntil, reloadUntil } from './bulk-jobs';
import { expectDutchCodeValuesMarked } from './code-values';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

// docs/demo-data.md, 'Demo data: child benefits'.
const child = { insz: '16.08.22-852.73', digits: '16082285273' };
const parent = '79111780830';
const withoutFile = '12101042316';
const provisional = '10060851313';
const unreadable = '14080665529';
const unknownInsz = '85073003328';

/** Numbers of this file's lines, apart from the LED bulk files' (another sequence). */
const someInsz = (index: number) => inszBornIn1940(index, 700);

/** Text as Excel on a Belgian PC saves a csv: Windows-1252 (Latin-1 for these characters). */
function windows1252(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

async function saved(testInfo: TestInfo, name: string, bytes: Buffer) {
  const path = testInfo.outputPath(name);
  await writeFile(path, bytes);
  return path;
}

const bulk = (page: Page) => page.getByRole('region', { name: 'Opzoeken via een csv-bestand' });

/**
 * How long a step that makes the server read a whole file (checking it, sending it as a job) may
 * take on a busy machine: the page says it is busy meanwhile, and a thousand lines are real work.
 */
const fileWork = { timeout: 30_000 };

async function chooseAndCheck(page: Page, path: string) {
  await bulk(page)
    .getByRole('button', { name: /^Bestand(?! controleren)/ })
    .setInputFiles(path);
  await bulk(page).getByRole('button', { name: 'Bestand controleren' }).click();
}

/** The stored file's page, once the server has read the file it was sent. */
async function expectChecked(page: Page) {
  await expect(page).toHaveURL(/\/gezin\?bestand=[0-9a-f-]{36}#via-bestand$/, fileWork);
}

/** The text of a csv the portal answered: UTF-8 behind its byte order mark, records split. */
function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((record) => record !== '')
    .map((record) => record.split(';'));
}

test('one child: what each fund pays, month by month and to whom', async ({ page, openAs }) => {
  await openAs('bart.claes', '/');
  await page.getByRole('link', { name: 'Gezin en kindvoordelen' }).first().click();
  await expect(page).toHaveURL(/\/gezin$/);
  await waitForHydration(page);
  await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(child.insz);
  await page.getByLabel(/^Uitbetaler tonen met/).selectOption('Code');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Groeipakket van ${child.insz}` })).toBeFocused();
  await expect(page).toHaveURL(/insz=16\.08\.22-852\.73&zoeksleutel=Code/);
  await expect(page.locator('.source-status')).toContainText('Antwoord van de bron (OK)');
  await expect(page.getByRole('heading', { name: 'Uitbetaler: FONS', exact: true })).toBeVisible();
  const paid = page.getByRole('region', { name: 'Betaald voor de kinderen' });
  const basic = paid.getByRole('row').filter({ hasText: 'Met sociale toeslag' }).first();
  await expect(basic).toContainText('Basisbedrag (BASIS)');
  await expect(basic).toContainText('van 01/2019 tot 12/2020');
  await expect(basic).toContainText(`${child.insz} (gevraagd)`);
  await expect(
    paid.getByRole('row').filter({ hasText: 'Zonder sociale toeslag' }).first(),
  ).toContainText('sinds 01/2021');
  await expect(paid).toContainText('Kleutertoeslag (KLEUTER)');
  await expect(page.getByText(/^Geraadpleegd in het Groeipakket op/)).toBeVisible();
  await expectNoAxeViolations(page, 'childBenefits', 'payments');

  // A period narrows the answer; a month that does not exist is named on its field.
  await page.goto(`/gezin?insz=${child.digits}&vanaf=01/2022&tot=12/2022`);
  await expect(page.getByText('van 01/2019 tot 12/2020')).toHaveCount(0);
  const wrong = await page.goto(`/gezin?insz=${child.digits}&vanaf=13/2022`);
  expect(wrong?.status()).toBe(400);
  await expect(
    page.getByRole('alert').getByRole('link', {
      name: 'Vanaf maand: gelieve een geldige maand op te geven in de vorm MM/JJJJ',
    }),
  ).toBeVisible();
});

test('a parent, a provisional answer, no file, no answer, nobody', async ({ page, openAs }) => {
  await openAs('bart.claes', `/gezin?insz=${parent}`);
  await expect(
    page.getByRole('heading', { name: /^Uitbetaler: KidsLife Vlaanderen/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Eenmalige betalingen' })).toContainText(
    '07.01.2019',
  );

  await page.goto(`/gezin?insz=${provisional}`);
  await expect(page.locator('.source-status')).toContainText('Voorlopig antwoord (VA)');
  await expect(page.locator('.alert--warning')).toContainText('Waarschuwing');
  await expectNoAxeViolations(page, 'childBenefits', 'provisional');

  await page.goto(`/gezin?insz=${withoutFile}`);
  await expect(page.locator('.source-status')).toContainText('Dossier niet gekend (DNK)');
  await expect(page.locator('.alert--info')).toContainText('Informatie');

  await page.goto(`/gezin?insz=${unreadable}`);
  await expect(page.locator('.source-status')).toContainText('Geen antwoord van de bron (NOK)');
  await expect(page.locator('.answer-block')).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText('Fout');

  const nobody = await page.goto(`/gezin?insz=${unknownInsz}`);
  expect(nobody?.status()).toBe(404);
  await expect(page.getByRole('region', { name: 'Geen resultaat gevonden' })).toBeVisible();
});

test('the English screen names supplements and funds in English', async ({ page, openAs }) => {
  await openAs('bart.claes', `/en/family?insz=${child.digits}`);
  await expect(
    page.getByRole('heading', { name: `Child benefits of ${child.insz}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^Paying fund: FONS \(0173\.490\.537\)$/ }),
  ).toBeVisible();
  const paid = page.getByRole('region', { name: 'Paid for the children' });
  await expect(paid).toContainText('Basic amount (BASIS)');
  await expect(paid).toContainText('With the social supplement');
  await expectDutchCodeValuesMarked(page);
  await expectNoAxeViolations(page, 'childBenefits', 'en');
});

test.describe('the bulk lookup by csv', () => {
  test('a file of 1000 lines from Excel: checked, sent, its result while it runs (206) and at the end (200)', async ({
    page,
    openAs,
  }, testInfo) => {
    test.setTimeout(120_000);
    const lines = Array.from({ length: 1000 }, (_, index) =>
      [
        index === 0 ? child.digits : someInsz(index),
        index % 2 ? 'Code' : '',
        '01/2019',
        '',
        'Crèche Zoë',
      ].join(';'),
    );
    const file = await saved(
      testInfo,
      'groeipakket-1000.csv',
      windows1252(['INSZ;Zoeksleutel;Beginmaand;Eindmaand;Opmerking', ...lines].join('\r\n')),
    );
    await pollsOnTestClock(page);
    await openAs('bart.claes', '/gezin');
    await waitForHydration(page);
    const template = page.waitForEvent('download');
    await bulk(page).getByRole('link', { name: 'Sjabloon downloaden' }).click();
    const templateFile = await template;
    expect(templateFile.suggestedFilename()).toBe('sjabloon-groeipakket.csv');
    expect(csvRows(await readFile(await templateFile.path()))[0]).toEqual([
      'INSZ',
      'Zoeksleutel',
      'Beginmaand',
      'Eindmaand',
    ]);

    await chooseAndCheck(page, file);
    await expectChecked(page);
    await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible();
    await expect(page.getByText('Alle 1000 lijnen zijn in orde.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, 'childBenefits', 'file validated');

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(/\/gezin\?opdracht=[0-9a-f-]{36}#via-bestand$/, fileWork);
    const panel = page.getByRole('region', { name: 'groeipakket-1000.csv' });
    // A thousand lookups take the worker seconds: the result so far is there at once.
    const partial = panel.getByRole('link', { name: 'Tussentijds resultaat downloaden' });
    const resultHref = await partial.getAttribute('href');
    expect(resultHref).toBeTruthy();
    const early = await page.request.get(resultHref ?? '');
    expect(early.status()).toBe(206);
    const earlyRows = csvRows(await early.body());
    expect(earlyRows[0]?.slice(0, 5)).toEqual([
      'INSZ',
      'Zoeksleutel',
      'Beginmaand',
      'Eindmaand',
      'Opmerking',
    ]);
    expect(earlyRows.some((row) => row.includes('PROCESSING'))).toBe(true);
    await expectNoAxeViolations(page, 'childBenefits', 'job running');

    await pollUntil(page, panel.getByRole('status'), 'Verwerking voltooid');
    const complete = await page.request.get(resultHref ?? '');
    expect(complete.status()).toBe(200);
    expect(complete.headers()['content-disposition']).toMatch(/\.csv"?$/);
    const rows = csvRows(await complete.body());
    expect(rows).toHaveLength(1001);
    expect(rows.some((row) => row.includes('PROCESSING'))).toBe(false);
    // Excel's Windows-1252 read right, written back as UTF-8; the child found, nobody else.
    expect(rows[1]?.[4]).toBe('Crèche Zoë');
    expect(rows[1]).toContain('200');
    expect(rows[2]).toContain('404');
    const counts = (await panel.getByRole('definition').allTextContents()).map(Number);
    expect(counts[0]! + counts[1]! + counts[2]!).toBe(1000);
    expect(counts[2]).toBe(0);
  });

  test('a file with bad lines: marked, its error file downloaded, nothing to send', async ({
    page,
    openAs,
  }, testInfo) => {
    const file = await saved(
      testInfo,
      'fouten.csv',
      Buffer.from(
        '\uFEFFINSZ,Zoeksleutel,Beginmaand,Eindmaand\r\n' +
          `${child.digits},,01/2020,12/2020\r\n` +
          '40010190114,,,\r\n' +
          `${someInsz(1)},Naam,13/2024,\r\n` +
          `${someInsz(2)},,06/2024,01/2024\r\n` +
          '=1+1,,,\r\n',
        'utf8',
      ),
    );
    await openAs('bart.claes', '/gezin');
    await waitForHydration(page);
    await chooseAndCheck(page, file);
    await expectChecked(page);
    await expect(page.getByText('Status: Gevalideerd met fouten', { exact: true })).toBeVisible();
    const findings = page.getByRole('region', { name: '4 lijnen met fouten' });
    const rows = findings.getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText('INSZ: Het controlegetal klopt niet');
    await expect(rows.nth(2)).toContainText('Zoeksleutel: Onbekende waarde');
    await expect(rows.nth(2)).toContainText('Beginmaand: Gelieve een geldige maand');
    await expect(rows.nth(3)).toContainText(
      'Eindmaand: De eindmaand mag niet voor de beginmaand liggen',
    );
    await expect(page.getByRole('button', { name: 'Verzenden' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'childBenefits', 'file bad lines');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Foutenbestand downloaden' }).click();
    const errors = await downloading;
    expect(errors.suggestedFilename()).toMatch(/\.csv$/);
    const sheet = csvRows(await readFile(await errors.path()));
    expect(sheet).toHaveLength(6);
    expect(sheet[2]?.at(-1)).toContain('Het controlegetal klopt niet');
    // A cell that would run as a formula is written as text.
    expect(sheet[5]?.[0]).toBe("'=1+1");
  });

  test('refused files: too big, too many lines, not csv', async ({ page, openAs }, testInfo) => {
    await openAs('bart.claes', '/gezin');
    await waitForHydration(page);
    // The message stands on the file field (the browser checks the size before sending).
    const refusal = (text: string) => bulk(page).getByText(text, { exact: true }).first();

    const big = await saved(
      testInfo,
      'groot.csv',
      Buffer.concat([Buffer.from('INSZ\r\n'), Buffer.alloc(11_000_000, 0x20)]),
    );
    await chooseAndCheck(page, big);
    await expect(refusal('Het bestand mag maximum 10 MB groot zijn')).toBeVisible();
    // The browser refused it: nothing was sent, and the summary says what the field says.
    const summary = bulk(page).getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: 'Het bestand mag maximum 10 MB groot zijn' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/gezin$/);

    const many = await saved(
      testInfo,
      'lang.csv',
      Buffer.from(
        ['INSZ', ...Array.from({ length: 1001 }, (_, index) => someInsz(index))].join('\r\n'),
      ),
    );
    await waitForHydration(page);
    await chooseAndCheck(page, many);
    await expect(refusal('Het bestand mag maximum 1000 lijnen bevatten')).toBeVisible();

    const workbook = await saved(
      testInfo,
      'werkmap.csv',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]),
    );
    await waitForHydration(page);
    await chooseAndCheck(page, workbook);
    await expect(
      refusal(
        'De inhoud van het bestand is geen csv: bewaar het in Excel als ‘CSV (gescheiden door lijstscheidingsteken)’',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'childBenefits', 'file refused');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lookup and a bulk file: checked, sent, its progress page reloading itself', async ({
    page,
    openAs,
  }, testInfo) => {
    await openAs('bart.claes', '/gezin');
    await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(child.insz);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: `Groeipakket van ${child.insz}` }),
    ).toBeVisible();

    const file = await saved(
      testInfo,
      'klein.csv',
      Buffer.from(`INSZ;Beginmaand\r\n${child.digits};01/2020\r\n${someInsz(5)};\r\n`),
    );
    await chooseAndCheck(page, file);
    await expectChecked(page);
    await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Verzenden' }).click();
    const panel = page.getByRole('region', { name: 'klein.csv' });
    await reloadUntil(page, panel, 'Verwerking voltooid');
    await expect(panel.getByRole('link', { name: 'Resultaat downloaden' })).toBeVisible();
  });
});
