import { describe, expect, it } from 'vitest';
import { plainTextCharacters, type PushBulkItem } from '@contracts/push-notification-bulk';
import type { StoredBulkLine } from '../db/schema';
import { lineContent, pushBulkFileKind } from './bulk';

const columns = ['Rijksregisternummer', 'Titel (Nederlands)', 'Bericht (Nederlands)'];

function stored(regel: number, item: PushBulkItem): StoredBulkLine {
  return { regel, cellen: [item.insz], fouten: [], item };
}

describe("a push file line's own content", () => {
  it('is its plain text made HTML, escaped, with its paragraphs and line breaks', () => {
    const made = lineContent({
      insz: '00012254691',
      inhoud: {
        nl: { titel: 'Paspoort', bericht: 'Beste <burger>,\r\n\r\nUw paspoort & uw\nkaart.' },
        en: { titel: 'Passport', bericht: 'Ready.' },
      },
    });
    expect(made?.findings).toEqual([]);
    expect(made?.content).toEqual({
      nl: {
        titel: 'Paspoort',
        subtitel: '',
        bericht: '<p>Beste &lt;burger&gt;,</p><p>Uw paspoort &amp; uw<br />kaart.</p>',
        url: null,
        afbeelding: null,
      },
      fr: null,
      de: null,
      en: {
        titel: 'Passport',
        subtitel: '',
        bericht: '<p>Ready.</p>',
        url: null,
        afbeelding: null,
      },
    });
    expect(lineContent({ insz: '00012254691' })).toBeNull();
  });

  it('is counted as the portal’s row schema counts it: 993 characters pass, 994 do not', () => {
    for (const text of [`${'a'.repeat(500)}\n\n${'b'.repeat(493)}`, 'c'.repeat(993)]) {
      expect(plainTextCharacters(text)).toBe(993);
      const made = lineContent({
        insz: '00012254691',
        inhoud: { nl: { titel: 'T', bericht: text } },
      });
      expect(made?.findings).toEqual([]);
    }
    const tooLong = lineContent({
      insz: '00012254691',
      inhoud: { nl: { titel: 'T', bericht: `${'a'.repeat(500)}\n${'b'.repeat(494)}` } },
    });
    expect(tooLong?.findings).toEqual([{ field: 'inhoud.nl.bericht', key: 'pushMessageTooLong' }]);
  });
});

describe("a push file's line rules", () => {
  it('mark a member on a second line and a message too long, on their columns', () => {
    const lines = [
      stored(2, { insz: '00012254691' }),
      stored(3, { insz: '00090809845' }),
      stored(4, { insz: '00012254691' }),
      stored(5, { insz: '01060749170', inhoud: { nl: { titel: 'T', bericht: 'x'.repeat(994) } } }),
      { regel: 6, cellen: ['00012254691'], fouten: [{ kolom: '', melding: 'Al fout.' }] },
    ];
    expect(pushBulkFileKind.lineRules?.(lines, columns, 'nl')).toEqual([
      [],
      [],
      [
        {
          kolom: 'Rijksregisternummer',
          melding: 'Dit rijksregisternummer staat al op een eerdere regel van het bestand.',
        },
      ],
      [
        {
          kolom: 'Bericht (Nederlands)',
          melding: 'Het bericht mag maximaal 993 tekens bevatten.',
        },
      ],
      [],
    ]);
    expect(
      pushBulkFileKind.lineRules?.(lines, ['National number', 'Message (Dutch)'], 'en')?.[3],
    ).toEqual([
      { kolom: 'Message (Dutch)', melding: 'The message may hold at most 993 characters.' },
    ]);
  });
});
