import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { NotificationSummary } from '@contracts/push-notification';
import { countOwnContent, nearestJobNotification } from './bulk.server';

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

function sent(
  id: string,
  verstuurd: string,
  doelgroep: Partial<NotificationSummary['doelgroep']>,
): NotificationSummary {
  return {
    id,
    doelgroep: { soort: 'bestand', lid: null, groep: null, omschrijving: null, ...doelgroep },
    talen: ['nl'],
    titel: 'Titel',
    verstuurd,
    verstuurdDoor: 'Dirk Maes',
    toestellen: 1,
    afgeleverd: 1,
    mislukt: 0,
    inactief: 0,
    bezig: 0,
    inhoudPerRegel: false,
  };
}

describe("a job's notification", () => {
  const job = { jobDescription: 'leden.xlsx', timeStamp: '2026-03-02T10:00:00.000Z' };

  it('is the file notification of its file name made with it, the nearest in time', () => {
    const found = nearestJobNotification(
      [
        sent('a', '2026-03-02T10:00:30.000Z', { omschrijving: 'leden.xlsx' }),
        sent('b', '2026-03-02T10:00:00.120Z', { omschrijving: 'leden.xlsx' }),
        sent('c', '2026-03-02T10:00:00.010Z', { omschrijving: 'andere.xlsx' }),
        sent('d', '2026-03-02T10:00:00.010Z', { soort: 'allen' }),
      ],
      job,
    );
    expect(found?.id).toBe('b');
  });

  it('is not known when no file notification of that name was made within a minute', () => {
    expect(
      nearestJobNotification(
        [
          sent('a', '2026-03-02T10:01:01.000Z', { omschrijving: 'leden.xlsx' }),
          sent('b', '2026-03-01T10:00:00.000Z', { omschrijving: 'leden.xlsx' }),
          sent('c', '2026-03-02T10:00:00.000Z', { soort: 'test', omschrijving: 'leden.xlsx' }),
        ],
        job,
      ),
    ).toBeNull();
  });
});
