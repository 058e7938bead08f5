import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countOwnContent } from './bulk.server';

/** An error file as the backend writes one: the sheet's own titles, then its findings column. */
async function errorFile(header: string[], rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow([...header, 'Fouten']);
  for (const row of rows) sheet.addRow([...row, '']);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('the stored lines of a push file', () => {
  it('count the lines without content of their own, under titles in either language', async () => {
    const counted = await countOwnContent(
      await errorFile(
        ['National number', 'Title (Dutch)', 'Message (Dutch)'],
        [
          ['00012254691', 'Uw paspoort', 'Het ligt klaar.'],
          ['00090809845', '', ''],
          ['01060749170', '', ''],
        ],
      ),
    );
    expect(counted).toEqual({ lines: 3, withoutContent: 2 });
  });

  it('have no content of their own in a sheet without the content columns', async () => {
    const counted = await countOwnContent(
      await errorFile(['Rijksregisternummer'], [['00012254691'], ['00090809845']]),
    );
    expect(counted).toEqual({ lines: 2, withoutContent: 2 });
  });

  it('are not counted from what is no workbook', async () => {
    expect(await countOwnContent(new TextEncoder().encode('geen werkboek'))).toBeNull();
  });
});
