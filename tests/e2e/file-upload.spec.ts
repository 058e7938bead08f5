import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

/** A real workbook with a header row and the given number of lines under it. */
async function workbookWith(lines: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Bewijzen');
  sheet.addRow(['INSZ', 'Naam']);
  for (let line = 1; line <= lines; line += 1) sheet.addRow([`850730033${line}`, `Naam ${line}`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A ZIP local-file header naming one entry: it passes the type check but is no workbook. */
function zipEntry(name: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.alloc(32, 0x20)]);
}

const fakeWorkbook = Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.describe('file upload', () => {
  test('the browser refuses a disguised file at once, and accepts a workbook', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', '/widgetgalerij');
    await waitForHydration(page);
    const input = page.getByLabel(/^Bulkbestand/);
    await input.setInputFiles({ name: 'bewijzen.xlsx', mimeType: xlsxType, buffer: png });
    const region = page.getByRole('region', { name: 'Bestand opladen' });
    await expect(region.getByText('Enkel Excel-bestanden (xlsx) zijn toegelaten')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'widgetGallery', 'file refused');

    const workbook = await workbookWith(3);
    await input.setInputFiles({ name: 'bewijzen.xlsx', mimeType: xlsxType, buffer: workbook });
    await expect(region.getByText('Gekozen: bewijzen.xlsx')).toBeVisible();
    await region.getByRole('button', { name: 'Bestand controleren' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Het bestand bewijzen.xlsx is geldig: 3 lijnen.' }),
    ).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server refuses a file that is not a workbook, and one that is too large', async ({
      page,
      openAs,
    }) => {
      await openAs('bart.claes', '/widgetgalerij');
      const input = page.getByLabel(/^Bulkbestand/);
      const region = page.getByRole('region', { name: 'Bestand opladen' });
      await input.setInputFiles({ name: 'foto.xlsx', mimeType: xlsxType, buffer: png });
      await region.getByRole('button', { name: 'Bestand controleren' }).click();
      await expect(page).toHaveTitle(/^Fout: /);
      await expect(
        page
          .getByRole('alert')
          .getByRole('link', { name: 'Enkel Excel-bestanden (xlsx) zijn toegelaten' }),
      ).toBeVisible();

      const tooLarge = Buffer.concat([fakeWorkbook, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
      await page
        .getByLabel(/^Bulkbestand/)
        .setInputFiles({ name: 'groot.xlsx', mimeType: xlsxType, buffer: tooLarge });
      await page
        .getByRole('region', { name: 'Bestand opladen' })
        .getByRole('button', { name: 'Bestand controleren' })
        .click();
      await expect(
        page
          .getByRole('alert')
          .getByRole('link', { name: 'Het bestand mag maximum 10 MB groot zijn' }),
      ).toBeVisible();
    });

    test('the server reads the content: corrupt, over 1000 lines, then a good workbook', async ({
      page,
      openAs,
    }) => {
      await openAs('bart.claes', '/widgetgalerij');
      const send = async (name: string, buffer: Buffer) => {
        await page.getByLabel(/^Bulkbestand/).setInputFiles({ name, mimeType: xlsxType, buffer });
        await page
          .getByRole('region', { name: 'Bestand opladen' })
          .getByRole('button', { name: 'Bestand controleren' })
          .click();
      };
      await send('kapot.xlsx', fakeWorkbook);
      await expect(
        page.getByRole('alert').getByRole('link', {
          name: 'Het bestand kon niet gelezen worden: is het een geldig Excel-bestand?',
        }),
      ).toBeVisible();

      await send('lang.xlsx', await workbookWith(1001));
      await expect(
        page
          .getByRole('alert')
          .getByRole('link', { name: 'Het bestand mag maximum 1000 lijnen bevatten' }),
      ).toBeVisible();

      await send('bewijzen.xlsx', await workbookWith(1000));
      await expect(
        page.getByText('Het bestand bewijzen.xlsx is geldig: 1000 lijnen.'),
      ).toBeVisible();
    });
  });
});
