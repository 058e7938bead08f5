// A notification sent by file, as dirk.maes (Documentendienst, Stad Rivierstad) sends one: reached
// from the notifications, its template downloaded; a file with a line of its own content and one
// without checked, the content common to the file asked (refused empty), written in the language
// tabs and sent, the job followed to its end and on to its notification; a file with bad lines
// marked and its error file, a job that is nobody's, the screen in English; the whole flow without
// JavaScript, the result page reloading itself. The lines name Jules Peeters (docs/demo-data.md,
// push notifications: a member whose devices no other push test counts) and a number that is no
// member.
import { expect, type Page, type TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pollsOnTestClock, pollUntil, reloadUntil } from './bulk-jobs';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

const screen = '/notificatie/bulk';
const header = [
  'Rijksregisternummer',
  'Titel (Nederlands)',
  'Bericht (Nederlands)',
  'Titel (Frans)',
  'Bericht (Frans)',
  'Titel (Engels)',
  'Bericht (Engels)',
];
const jules = '01.06.07-491.70';
const noMember = '85073003328';

/** How long checking or sending a file may take the server on a busy machine. */
const fileWork = { timeout: 30_000 };

/** A workbook of these lines (national number, Dutch title and message) under the Dutch titles. */
async function workbookFile(testInfo: TestInfo, name: string, lines: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow(header);
  for (const line of lines) sheet.addRow(line);
  const path = testInfo.outputPath(name);
  await book.xlsx.writeFile(path);
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

async function chooseAndCheck(page: Page, path: string) {
  await page.getByRole('button', { name: /^Bestand(?! controleren)/ }).setInputFiles(path);
  await page.getByRole('button', { name: 'Bestand controleren' }).click();
}

async function download(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  return { name: file.suggestedFilename(), path: await file.path() };
}

test.describe('a notification by file', () => {
  test('lines without content of their own: the common content asked, sent, followed to the notification', async ({
    page,
    openAs,
  }, testInfo) => {
    const file = await workbookFile(testInfo, 'loket.xlsx', [
      [jules, 'Uw paspoort ligt klaar', 'U kunt het afhalen aan het loket.'],
      [noMember],
    ]);
    await pollsOnTestClock(page);
    await openAs('dirk.maes', '/notificatie');
    await page.getByRole('link', { name: 'Via een bestand versturen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Melding versturen via bestand',
    );
    await expectNoAxeViolations(page, 'pushBulk', 'form');
    const template = await download(page, () =>
      page.getByRole('link', { name: 'Sjabloon downloaden' }).click(),
    );
    expect(template.name).toBe('sjabloon-pushnotificaties.xlsx');
    expect((await rowsOf(template.path))[0]).toEqual(header);

    await waitForHydration(page);
    await chooseAndCheck(page, file);
    await expect(page).toHaveURL(/\/notificatie\/bulk\?bestand=[0-9a-f-]{36}$/, fileWork);
    await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible();
    await expect(
      page.getByText('1 van de 2 regels heeft geen eigen inhoud', { exact: false }),
    ).toBeVisible();
    const editor = page.getByRole('textbox', { name: /^Bericht \(Nederlands\)/ });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expectNoAxeViolations(page, 'pushBulk', 'validated');

    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: /^Titel \(Nederlands\)/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'pushBulk', 'content errors');

    await page.getByRole('textbox', { name: /^Titel \(Nederlands\)/ }).fill('Loket gesloten');
    await editor.click();
    await page.keyboard.type('Het loket Burgerzaken is maandag gesloten.');
    await expect(page.getByRole('complementary', { name: 'Voorbeeld (Nederlands)' })).toContainText(
      'Loket gesloten',
    );
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(
      /\/notificatie\/bulk\/resultaat\?opdracht=[0-9a-f-]{36}$/,
      fileWork,
    );
    const panel = page.getByRole('region', { name: 'loket.xlsx' });
    await pollUntil(page, panel.getByRole('status'), 'Verwerking voltooid');
    const counts = (await panel.getByRole('definition').allTextContents()).map(Number);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    // The number that is no member is not found.
    expect(counts[1]).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page, 'pushBulkResult', 'finished');
    const result = await download(page, () =>
      panel.getByRole('link', { name: 'Resultaat downloaden' }).click(),
    );
    const rows = await rowsOf(result.path);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('404');

    await page.getByRole('link', { name: 'Naar de melding, met de uitkomst per toestel' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loket gesloten');
  });

  test('a file with bad lines: marked, its error file, nothing to send; a job that is nobody’s; in English', async ({
    page,
    openAs,
  }, testInfo) => {
    const bad = await workbookFile(testInfo, 'fouten.xlsx', [
      [jules],
      ['01.06.07-491.71'],
      [noMember, 'Alleen een titel'],
    ]);
    await openAs('dirk.maes', screen);
    await waitForHydration(page);
    await chooseAndCheck(page, bad);
    await expect(page.getByText('Status: Gevalideerd met fouten', { exact: true })).toBeVisible(
      fileWork,
    );
    const rows = page.getByRole('region', { name: '2 lijnen met fouten' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Rijksregisternummer: Het controlegetal klopt niet');
    await expect(rows.nth(2)).toContainText('Bericht (Nederlands)');
    await expect(page.getByRole('button', { name: 'Verzenden' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'pushBulk', 'bad lines');
    const errors = await download(page, () =>
      page.getByRole('link', { name: 'Foutenbestand downloaden' }).click(),
    );
    const sheet = await rowsOf(errors.path);
    expect(sheet[0]).toEqual([...header, 'Fouten']);
    expect(sheet[2]?.at(-1)).toContain('Het controlegetal klopt niet');

    await page.goto(`${screen}/resultaat?opdracht=00000000-0000-4000-8000-000000000000`);
    await expect(page.getByText('Deze opdracht bestaat niet of is niet van u.')).toBeVisible();
    await expectNoAxeViolations(page, 'pushBulkResult', 'not found');

    await page.goto('/en/notification/bulk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a notification by file');
    const template = await download(page, () =>
      page.getByRole('link', { name: 'Download the template' }).click(),
    );
    expect(template.name).toBe('template-push-notifications.xlsx');
    expect((await rowsOf(template.path))[0]?.slice(0, 3)).toEqual([
      'National number',
      'Title (Dutch)',
      'Message (Dutch)',
    ]);
    await expectNoAxeViolations(page, 'pushBulk', 'form en');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    // The same states are checked with axe above: axe itself needs JavaScript.

    test('checked, the common content refused empty and then sent, the result page reloading itself', async ({
      page,
      openAs,
    }, testInfo) => {
      const file = await workbookFile(testInfo, 'zonder-js.xlsx', [[jules], [noMember]]);
      await openAs('dirk.maes', screen);
      await chooseAndCheck(page, file);
      await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible(fileWork);
      await expect(
        page.getByText('2 van de 2 regels hebben geen eigen inhoud', { exact: false }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await expect(
        page.getByRole('alert').getByRole('link', { name: /^Titel \(Nederlands\)/ }),
      ).toBeVisible();
      await page.getByRole('textbox', { name: /^Titel \(Nederlands\)/ }).fill('Afvalophaling');
      await page
        .getByRole('textbox', { name: /^Bericht \(Nederlands\)/ })
        .fill('De ophaling schuift een dag op.');
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await expect(page).toHaveURL(/\/notificatie\/bulk\/resultaat\?opdracht=/, fileWork);
      const panel = page.getByRole('region', { name: 'zonder-js.xlsx' });
      await reloadUntil(page, panel, 'Verwerking voltooid');
      await expect(panel.getByRole('link', { name: 'Resultaat downloaden' })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Naar de melding, met de uitkomst per toestel' }),
      ).toBeVisible();
    });
  });
});
