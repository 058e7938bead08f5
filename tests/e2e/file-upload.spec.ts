import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { signIn } from './sign-in';

/** A ZIP local-file header naming one entry: enough for the content check of a workbook. */
function zipEntry(name: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.alloc(32, 0x20)]);
}

const workbook = Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.describe('file upload', () => {
  test('the browser refuses a disguised file at once, and accepts a workbook', async ({ page }) => {
    await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fwidgetgalerij');
    await waitForHydration(page);
    const input = page.getByLabel(/^Bulkbestand/);
    await input.setInputFiles({ name: 'bewijzen.xlsx', mimeType: xlsxType, buffer: png });
    const region = page.getByRole('region', { name: 'Bestand opladen' });
    await expect(region.getByText('Enkel Excel-bestanden (xlsx) zijn toegelaten')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await input.setInputFiles({ name: 'bewijzen.xlsx', mimeType: xlsxType, buffer: workbook });
    await expect(region.getByText('Gekozen: bewijzen.xlsx')).toBeVisible();
    await region.getByRole('button', { name: 'Bestand controleren' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Het bestand bewijzen.xlsx is geldig.' }),
    ).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server refuses a file that is not a workbook, and one that is too large', async ({
      page,
    }) => {
      await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fwidgetgalerij');
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

      const tooLarge = Buffer.concat([workbook, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
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

    test('the server accepts a workbook', async ({ page }) => {
      await signIn(page, 'bart.claes', '/auth/login?redirectUri=%2Fwidgetgalerij');
      await page
        .getByLabel(/^Bulkbestand/)
        .setInputFiles({ name: 'bewijzen.xlsx', mimeType: xlsxType, buffer: workbook });
      await page
        .getByRole('region', { name: 'Bestand opladen' })
        .getByRole('button', { name: 'Bestand controleren' })
        .click();
      await expect(page.getByText('Het bestand bewijzen.xlsx is geldig.')).toBeVisible();
    });
  });
});
