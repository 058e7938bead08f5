// The land registry by file, as carla.desmet uses it under her Kadaster profile: an ownership file
// of a capakey, a national number and an enterprise number checked, sent, followed to its end and
// its result workbook opened with the owners in it; a file with bad lines marked and its error
// file; a parcel file search in English; the upload, send and progress without JavaScript; axe on
// every screen. The files are made here from the featured parcels and owners of docs/demo-data.md.
import { writeFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pollsOnTestClock, pollUntil, reloadUntil } from './bulk-jobs';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const joint = '44021A0041/00A000';
const rita = '60.11.18-422.84';
const vrancken = '0785.196.984';

/**
 * How long a step that makes the server read a whole file (checking it, sending it as a job) may
 * take on a busy machine: the page says it is busy meanwhile.
 */
const fileWork = { timeout: 30_000 };

async function saved(testInfo: TestInfo, name: string, header: string[], rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  const path = testInfo.outputPath(name);
  await writeFile(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

async function rowsOf(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: string[][] = [];
  let formulas = 0;
  book.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
    });
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return { rows, formulas };
}

/** Opens a path as carla.desmet with her Kadaster profile chosen. */
async function openAsKadaster(page: Page, openAs: OpenAs, path: string) {
  await openAs('carla.desmet', path);
  const english = path.startsWith('/en/');
  await page.getByRole('radio', { name: /^Kadaster/ }).check();
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  await expect(page).not.toHaveURL(/profielselectie|profileselection/);
  await page.goto(path);
}

async function chooseAndCheck(page: Page, path: string, english = false) {
  await page
    .getByRole('button', { name: english ? /^File/ : /^Bestand(?! controleren)/ })
    .setInputFiles(path);
  await page
    .getByRole('button', { name: english ? 'Check the file' : 'Bestand controleren' })
    .click();
}

async function download(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  return { name: file.suggestedFilename(), path: await file.path() };
}

test('an ownership file: checked, sent, followed, its result opened with the owners', async ({
  page,
  openAs,
}, testInfo) => {
  const file = await saved(
    testInfo,
    'eigenaars.xlsx',
    ['Capakey of eigenaar'],
    [[joint], [rita], [vrancken]],
  );
  await pollsOnTestClock(page);
  await openAsKadaster(page, openAs, '/kadaster/via_bestand');
  await expect(page.getByRole('heading', { level: 1, name: 'Kadaster via bestand' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Eigendomstoestanden' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page, 'landRegistryBulk', 'form');
  await waitForHydration(page);
  const template = await download(page, () =>
    page.getByRole('link', { name: 'Sjabloon downloaden' }).click(),
  );
  expect(template.name).toBe('sjabloon-eigendomstoestanden.xlsx');
  expect((await rowsOf(template.path)).rows[0]).toEqual(['Capakey of eigenaar']);

  await chooseAndCheck(page, file);
  await expect(page).toHaveURL(
    /\/kadaster\/via_bestand\?soort=eigendom&bestand=[0-9a-f-]{36}$/,
    fileWork,
  );
  await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'landRegistryBulk', 'validated');

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page).toHaveURL(
    /\/kadaster\/via_bestand\/resultaat\/[0-9a-f-]{36}\?soort=eigendom$/,
    fileWork,
  );
  const panel = page.getByRole('region', { name: 'eigenaars.xlsx' });
  await pollUntil(page, panel.getByRole('status'), 'Verwerking voltooid');
  await expectNoAxeViolations(page, 'landRegistryBulkResult', 'finished');

  const result = await download(page, () =>
    panel.getByRole('link', { name: 'Resultaat downloaden' }).click(),
  );
  expect(result.name).toMatch(/\.xlsx$/);
  const { rows, formulas } = await rowsOf(result.path);
  expect(formulas).toBe(0);
  expect(rows[0]).toEqual(expect.arrayContaining(['Capakey of eigenaar', 'Eigenaars']));
  expect(rows[1]?.join(' ')).toContain(
    'Rita Anne-Marie Wuyts (60111842284) Volle eigendom (VE) 1/2',
  );
  expect(rows[1]?.join(' ')).toContain('Walter Claeys (55090944518)');
  expect(rows[2]?.join(' ')).toContain(joint);
  expect(rows[3]?.join(' ')).toContain('Vrancken & Van Mol');
});

test('a file with bad lines: marked, its error file downloaded, nothing to send', async ({
  page,
  openAs,
}, testInfo) => {
  const file = await saved(
    testInfo,
    'fouten.xlsx',
    ['Capakey of eigenaar'],
    [[joint], ['44021A41/00A000'], ['60.11.18-422.85'], ['=1+1']],
  );
  await openAsKadaster(page, openAs, '/kadaster/via_bestand');
  await waitForHydration(page);
  await chooseAndCheck(page, file);
  await expect(page).toHaveURL(/bestand=[0-9a-f-]{36}$/, fileWork);
  await expect(page.getByText('Status: Gevalideerd met fouten', { exact: true })).toBeVisible();
  const rows = page.getByRole('region', { name: '3 lijnen met fouten' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Gelieve een geldige capakey op te geven');
  await expect(rows.nth(2)).toContainText('Het controlegetal klopt niet');
  await expect(rows.nth(3)).toContainText('Geef een capakey (12345A0678/00B000)');
  await expect(page.getByRole('button', { name: 'Verzenden' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'landRegistryBulk', 'bad lines');

  const errors = await download(page, () =>
    page.getByRole('link', { name: 'Foutenbestand downloaden' }).click(),
  );
  const { rows: sheet, formulas } = await rowsOf(errors.path);
  expect(formulas).toBe(0);
  expect(sheet[0]).toEqual(['Capakey of eigenaar', 'Fouten']);
  expect(sheet[2]?.[1]).toContain('Gelieve een geldige capakey op te geven');
  expect(sheet[3]?.[1]).toContain('Het controlegetal klopt niet');
  // A cell that would run as a formula is written as text.
  expect(sheet[4]?.[0]).toBe("'=1+1");
});

test('a parcel file search, in English', async ({ page, openAs }, testInfo) => {
  const file = await saved(
    testInfo,
    'parcels.xlsx',
    ['Capakey', 'Municipality (NIS code)', 'Division', 'Section', 'Plot number'],
    [['', '44021', '44021', 'A', '0086']],
  );
  await pollsOnTestClock(page);
  await openAsKadaster(page, openAs, '/en/landregistry/byfile');
  await page.getByRole('link', { name: 'Parcel search' }).click();
  await expect(page).toHaveURL(/\/en\/landregistry\/byfile\?soort=perceel$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Parcel search' })).toBeVisible();
  await waitForHydration(page);
  await chooseAndCheck(page, file, true);
  await expect(page).toHaveURL(/soort=perceel&bestand=[0-9a-f-]{36}$/, fileWork);
  await expect(page.getByText('State: Validated', { exact: true })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(
    /\/en\/landregistry\/byfile\/result\/[0-9a-f-]{36}\?soort=perceel$/,
    fileWork,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Result of the job' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'parcels.xlsx' });
  await pollUntil(page, panel.getByRole('status'), 'Processing completed');
  await expectNoAxeViolations(page, 'landRegistryBulkResult', 'parcels finished en');
  const result = await download(page, () =>
    panel.getByRole('link', { name: 'Download result' }).click(),
  );
  const { rows } = await rowsOf(result.path);
  expect(rows[0]).toEqual(expect.arrayContaining(['Partitions']));
  expect(rows[1]?.join(' ')).toContain('44021A0086/00B000 P0003');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an ownership file: checked, sent, its progress page reloading itself', async ({
    page,
    openAs,
  }, testInfo) => {
    const file = await saved(testInfo, 'zonder-js.xlsx', ['Capakey of eigenaar'], [[joint]]);
    await openAsKadaster(page, openAs, '/kadaster/via_bestand');
    await chooseAndCheck(page, file);
    await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible(fileWork);
    await page.getByRole('button', { name: 'Verzenden' }).click();
    const panel = page.getByRole('region', { name: 'zonder-js.xlsx' });
    await reloadUntil(page, panel, 'Verwerking voltooid');
    await expect(panel.getByRole('link', { name: 'Resultaat downloaden' })).toBeVisible();
  });
});
