// Adding learning and experience proofs from a file, as frank.willems does under his LED profile:
// a clean file of 40 lines validated, sent and followed to its end, its result and metadata
// downloaded; a file with bad lines marked on screen and its error file downloaded; the four
// files that are refused (11 MB, 1001 lines, a csv under an .xlsx name, a zip bomb) with their
// messages and nothing stored; the whole flow without JavaScript (the result page reloads
// itself); the English screens. The workbooks are made here; the lines' people are either
// unknown to the population (their items end as 'not found') or people of docs/demo-data.md that
// the LED screens' own tests do not look at, so their proofs change nothing there. A file of the
// most lines allowed (1000) is sent and followed over HTTP (tests/integration/portal-led-bulk).
import { writeFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { formulaCsv, zipBomb } from '../support/hostile-files';
import { inszBornIn1940 } from '../support/national-numbers';
import { pollsOnTestClock, pollUntil, reloadUntil } from './bulk-jobs';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test, type OpenAs } from './sign-in';

const screen = '/leer_en_ervaring/toevoegen/via_bestand';
const header = [
  'INSZ',
  'Categorie',
  'Bewijstype',
  'Bewijsstaat',
  'Titel',
  'Studierichting',
  'Instelling',
  'Instellingsnummer',
  'Instantie',
  'Niveau',
  'Uitreikingsdatum',
  'Geldig vanaf',
  'Geldig tot',
];

/** People of docs/demo-data.md whose proofs no other test reads. */
const known = ['00090809845', '00012254691', '35011816042', '01060749170'];

/** A ZIP local-file header naming one entry: it passes for a workbook until it is read. */
function zipEntry(name: string): Buffer {
  const entry = Buffer.alloc(30);
  entry.writeUInt32LE(0x04034b50, 0);
  entry.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([entry, Buffer.from(name)]);
}

/** About 11 MB that look like a workbook by their first bytes. */
function elevenMegabytes(): Buffer {
  const head = Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')]);
  return Buffer.concat([head, Buffer.alloc(11_000_000 - head.length, 0x20)]);
}

function line(insz: string, title: string, cells: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    INSZ: insz,
    Categorie: 'Beroepskwalificaties',
    Bewijstype: 'BEROEPSKWALIFICATIE',
    Bewijsstaat: 'Eindbewijs',
    Titel: title,
    Studierichting: '',
    Instelling: 'Fictief opleidingscentrum Rivierstad',
    Instellingsnummer: '',
    Instantie: 'VDAB',
    Niveau: '2',
    Uitreikingsdatum: '15.05.2020',
    'Geldig vanaf': '01.05.2020',
    'Geldig tot': '',
    ...cells,
  };
  return header.map((title) => values[title] ?? '');
}

/** A workbook of these lines under the Dutch titles, written to the test's own folder. */
async function workbookFile(testInfo: TestInfo, name: string, lines: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow(header);
  for (const row of lines) sheet.addRow(row);
  const path = testInfo.outputPath(name);
  await book.xlsx.writeFile(path);
  return path;
}

async function bytesFile(testInfo: TestInfo, name: string, bytes: Buffer) {
  const path = testInfo.outputPath(name);
  await writeFile(path, bytes);
  return path;
}

async function rowsOf(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

/** Opens a path as frank.willems with his LED profile chosen. */
async function openAsLed(page: Page, openAs: OpenAs, path: string) {
  await openAs('frank.willems', path);
  await page.getByRole('radio', { name: /^LED/ }).check();
  const english = path.startsWith('/en/');
  await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
  await expect(page).toHaveURL(english ? '/en/learning_and_experience' : '/leer_en_ervaring');
  await page.goto(path);
}

/** The file input (its role is a button), by its label. */
function fileInput(page: Page, english = false) {
  return page.getByRole('button', { name: english ? /^File/ : /^Bestand(?! controleren)/ });
}

async function chooseAndCheck(page: Page, path: string, english = false) {
  await fileInput(page, english).setInputFiles(path);
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

test.describe('adding proofs from a file', () => {
  test('a clean file of 40 lines: validated, sent, followed to its end, its result downloaded', async ({
    page,
    openAs,
  }, testInfo) => {
    const lines = Array.from({ length: 40 }, (_, index) =>
      line(
        index % 10 === 0 ? (known[(index / 10) % known.length] ?? '') : inszBornIn1940(index),
        `Beroepskwalificatie Heftruck ${index + 1}`,
      ),
    );
    const clean = await workbookFile(testInfo, 'bewijzen-40.xlsx', lines);
    await pollsOnTestClock(page);
    await openAsLed(page, openAs, screen);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bewijzen toevoegen via bestand',
    );
    await expectNoAxeViolations(page, 'ledBulk', 'form');

    const template = await download(page, () =>
      page.getByRole('link', { name: 'Sjabloon downloaden' }).click(),
    );
    expect(template.name).toBe('sjabloon-leer-en-ervaringsbewijzen.xlsx');
    expect((await rowsOf(template.path))[0]).toEqual(header);

    await waitForHydration(page);
    await chooseAndCheck(page, clean);
    await expect(page).toHaveURL(
      /\/leer_en_ervaring\/toevoegen\/via_bestand\?bestand=[0-9a-f-]{36}$/,
    );
    await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible();
    await expect(page.getByText('Alle 40 lijnen zijn in orde.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, 'ledBulk', 'validated');

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(/\/via_bestand\/resultaat\/[0-9a-f-]{36}$/);
    const panel = page.getByRole('region', { name: 'bewijzen-40.xlsx' });
    const state = panel.getByRole('status');
    await expect(state).toHaveText(
      /^(Te verwerken: 0 %|Bezig met verwerken: \d+ %|Verwerking voltooid)$/,
    );
    // Forty lines may be done before the page is: the panel of a running job is checked for
    // accessibility where it runs for certain (the widget gallery's example job, the child benefits'
    // thousand lines).
    const runningAtFirst = (await state.textContent()) !== 'Verwerking voltooid';
    if (runningAtFirst) {
      await expect(
        panel.getByRole('progressbar', { name: 'Voortgang van bewijzen-40.xlsx' }),
      ).toBeVisible();
    }
    await pollUntil(page, state, 'Verwerking voltooid');
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    const counts = (await panel.getByRole('definition').allTextContents()).map(Number);
    expect(counts).toHaveLength(3);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
    // Every line was valid: each proof was registered, or its person is not known; none failed.
    expect(counts[0]).toBeGreaterThanOrEqual(4);
    expect(counts[2]).toBe(0);
    // A poll that sees the job finished says so.
    if (runningAtFirst) await expect(page.getByText('De bulkopdracht is verwerkt.')).toBeVisible();
    await expectNoAxeViolations(page, 'ledBulkResult', 'finished');

    const result = await download(page, () =>
      panel.getByRole('link', { name: 'Resultaat downloaden' }).click(),
    );
    expect(result.name).toMatch(/\.xlsx$/);
    const rows = await rowsOf(result.path);
    expect(rows).toHaveLength(41);
    expect(rows[0]?.slice(0, header.length)).toEqual(header);
    expect(rows[0]?.[header.length]).toMatch(/Status/i);
    expect(rows[1]?.[header.length]).toBe('200');

    const metadata = await download(page, () =>
      panel.getByRole('button', { name: 'Metadata downloaden' }).click(),
    );
    expect(metadata.name).toMatch(/\.xlsx$/);
    expect((await rowsOf(metadata.path)).length).toBe(counts[0]! + 1);

    // The upload screen lists the job with its result.
    await page.goto(screen);
    const jobs = page.getByRole('region', { name: 'Uw eerdere opdrachten' });
    const row = jobs.getByRole('row').filter({ hasText: 'bewijzen-40.xlsx' }).first();
    await expect(row).toContainText('Verwerking voltooid');
    await expect(
      row.getByRole('link', { name: 'Resultaat van bewijzen-40.xlsx downloaden' }),
    ).toBeVisible();
  });

  test('a file with bad lines: the lines marked, the error file downloaded, nothing to send', async ({
    page,
    openAs,
  }, testInfo) => {
    const bad = await workbookFile(testInfo, 'fouten.xlsx', [
      line(inszBornIn1940(1), 'Goed'),
      line('40010190114', 'Fout controlegetal'),
      line(inszBornIn1940(2), 'Onbekende categorie', { Categorie: 'Kleuteronderwijs' }),
      line(inszBornIn1940(3), 'Buiten de periode', { 'Geldig vanaf': '01.06.2020' }),
    ]);
    await openAsLed(page, openAs, screen);
    await waitForHydration(page);
    await chooseAndCheck(page, bad);
    await expect(page.getByText('Status: Gevalideerd met fouten', { exact: true })).toBeVisible();
    const findings = page.getByRole('region', { name: '3 lijnen met fouten' });
    const rows = findings.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('3');
    await expect(rows.nth(1)).toContainText('40010190114');
    await expect(rows.nth(1)).toContainText('INSZ: Het controlegetal klopt niet');
    await expect(rows.nth(2)).toContainText('Categorie: Onbekende waarde');
    await expect(rows.nth(3)).toContainText(
      'Uitreikingsdatum: De uitreikingsdatum moet binnen de geldigheidsperiode van het bewijs liggen',
    );
    await expect(page.getByRole('button', { name: 'Verzenden' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'ledBulk', 'bad lines');

    const errors = await download(page, () =>
      page.getByRole('link', { name: 'Foutenbestand downloaden' }).click(),
    );
    const sheet = await rowsOf(errors.path);
    expect(sheet).toHaveLength(5);
    expect(sheet[0]?.slice(0, header.length)).toEqual(header);
    expect(sheet[0]).toHaveLength(header.length + 1);
    expect(sheet[2]?.[header.length]).toContain('Het controlegetal klopt niet');

    await page.getByRole('link', { name: 'Ander bestand kiezen' }).click();
    await expect(page).toHaveURL(screen);
    await expect(fileInput(page)).toBeVisible();

    // A job that is nobody's (or someone else's): its page says so.
    await page.goto(`${screen}/resultaat/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByText('Opdracht niet gevonden')).toBeVisible();
    await expect(page.getByText('Deze opdracht bestaat niet of is niet van u.')).toBeVisible();
    await expectNoAxeViolations(page, 'ledBulkResult', 'not found');
  });

  test('refused files: each with its message, none stored', async ({ page, openAs }, testInfo) => {
    test.setTimeout(60_000);
    const tooLarge = await bytesFile(testInfo, 'groot.xlsx', elevenMegabytes());
    const tooLong = await workbookFile(
      testInfo,
      'lang.xlsx',
      Array.from({ length: 1001 }, (_, index) => line(inszBornIn1940(index), `Titel ${index}`)),
    );
    const csv = await bytesFile(testInfo, 'lijst.xlsx', formulaCsv());
    const bomb = await bytesFile(testInfo, 'bom.xlsx', zipBomb(256));
    await openAsLed(page, openAs, screen);
    await waitForHydration(page);
    const input = fileInput(page);
    const form = page.getByRole('region', { name: 'Bestand opladen' });

    // The browser refuses what it can tell by itself, before anything is sent.
    await input.setInputFiles(tooLarge);
    await expect(form.getByText('Het bestand mag maximum 10 MB groot zijn')).toBeVisible();
    await input.setInputFiles(csv);
    await expect(form.getByText('Enkel Excel-bestanden (xlsx) zijn toegelaten')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'ledBulk', 'refused in browser');

    // The server refuses what only reading the workbook tells; the page stays the upload form
    // (a stored file would have its own address).
    for (const [path, message] of [
      [tooLong, 'Het bestand mag maximum 1000 lijnen bevatten'],
      [bomb, 'Het bestand is uitgepakt groter dan 40 MB: is het een geldig Excel-bestand?'],
    ] as const) {
      await waitForHydration(page);
      await chooseAndCheck(page, path);
      await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
      await expect(page).toHaveURL(screen);
      await expect(page).toHaveTitle(/^Fout: /);
    }
    await expectNoAxeViolations(page, 'ledBulk', 'refused by server');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    // The same states are checked with axe above: axe itself needs JavaScript.

    test('the server refuses the four files with their messages', async ({
      page,
      openAs,
    }, testInfo) => {
      test.setTimeout(60_000);
      const files = [
        [
          await bytesFile(testInfo, 'groot.xlsx', elevenMegabytes()),
          'Het bestand mag maximum 10 MB groot zijn',
        ],
        [
          await workbookFile(
            testInfo,
            'lang.xlsx',
            Array.from({ length: 1001 }, (_, index) =>
              line(inszBornIn1940(index), `Titel ${index}`),
            ),
          ),
          'Het bestand mag maximum 1000 lijnen bevatten',
        ],
        [
          await bytesFile(testInfo, 'lijst.xlsx', formulaCsv()),
          'Enkel Excel-bestanden (xlsx) zijn toegelaten',
        ],
        [
          await bytesFile(testInfo, 'bom.xlsx', zipBomb(256)),
          'Het bestand is uitgepakt groter dan 40 MB: is het een geldig Excel-bestand?',
        ],
      ] as const;
      await openAsLed(page, openAs, screen);
      for (const [path, message] of files) {
        await chooseAndCheck(page, path);
        await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
        await expect(page).toHaveURL(screen);
      }
    });

    test('upload, findings, send and a result page that reloads itself until the job is done', async ({
      page,
      openAs,
    }, testInfo) => {
      test.setTimeout(90_000);
      const bad = await workbookFile(testInfo, 'fouten.xlsx', [
        line(inszBornIn1940(5), 'Goed'),
        line(inszBornIn1940(6), 'Fout niveau', { Niveau: '9' }),
      ]);
      const clean = await workbookFile(
        testInfo,
        'bewijzen-20.xlsx',
        Array.from({ length: 20 }, (_, index) =>
          line(
            index < 2 ? (known[index] ?? '') : inszBornIn1940(100 + index),
            `Attest ${index + 1}`,
          ),
        ),
      );
      await openAsLed(page, openAs, screen);
      await chooseAndCheck(page, bad);
      await expect(page.getByText('Status: Gevalideerd met fouten', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: '1 lijn met fouten' })).toContainText(
        'Niveau: Onbekende waarde',
      );
      await expect(page.getByRole('link', { name: 'Foutenbestand downloaden' })).toBeVisible();
      await page.getByRole('link', { name: 'Ander bestand kiezen' }).click();

      await chooseAndCheck(page, clean);
      await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await expect(page).toHaveURL(/\/via_bestand\/resultaat\/[0-9a-f-]{36}$/);
      const panel = page.getByRole('region', { name: 'bewijzen-20.xlsx' });
      // While the job runs the page asks to be loaded again after 5 seconds, until it shows the
      // job done.
      const state = panel.getByRole('status');
      await expect(state).toHaveText(
        /^(Te verwerken: 0 %|Bezig met verwerken: \d+ %|Verwerking voltooid)$/,
      );
      const runningAtFirst = (await state.textContent()) !== 'Verwerking voltooid';
      if (runningAtFirst) {
        await expect(panel.locator('noscript meta[http-equiv="refresh"]')).toHaveAttribute(
          'content',
          /^5; url=\/leer_en_ervaring\/toevoegen\/via_bestand\/resultaat\//,
        );
      }
      const reloads = await reloadUntil(page, panel, 'Verwerking voltooid');
      if (runningAtFirst) expect(reloads).toBeGreaterThan(0);
      await expect(panel.getByRole('link', { name: 'Resultaat downloaden' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Metadata downloaden' })).toBeVisible();
      const result = await download(page, () =>
        panel.getByRole('link', { name: 'Resultaat downloaden' }).click(),
      );
      expect(await rowsOf(result.path)).toHaveLength(21);
      await panel.getByRole('link', { name: 'Paneel sluiten' }).click();
      await expect(page).toHaveURL(screen);
    });
  });

  test('the screens in English: the template, the messages of bad lines', async ({
    page,
    openAs,
  }, testInfo) => {
    const english = header.map((title) =>
      title === 'Categorie' ? 'Category' : title === 'Geldig vanaf' ? 'Valid from' : title,
    );
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRow(english);
    sheet.addRow(line('40010190114', 'Wrong check digits'));
    const path = testInfo.outputPath('errors.xlsx');
    await book.xlsx.writeFile(path);
    await openAsLed(page, openAs, '/en/learning_and_experience/add/via_file');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add proofs from a file');
    const template = await download(page, () =>
      page.getByRole('link', { name: 'Download the template' }).click(),
    );
    expect(template.name).toBe('template-learning-and-experience-proofs.xlsx');
    expect((await rowsOf(template.path))[0]?.slice(0, 4)).toEqual([
      'INSZ',
      'Category',
      'Proof type',
      'Proof stage',
    ]);
    await waitForHydration(page);
    await chooseAndCheck(page, path, true);
    await expect(page.getByText('State: Validated with errors', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '1 line with errors' })).toContainText(
      'INSZ: The check digits are not correct',
    );
    await expectNoAxeViolations(page, 'ledBulk', 'bad lines en');
  });
});
