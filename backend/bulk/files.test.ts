import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { proofSheetColumnOf, proofSheetColumnTitles } from '@contracts/led';
import { checkLines, columnByFieldName, columnByTitles, itemFindings, keptFileName } from './files';

const columns = ['INSZ*', 'Titel', 'Instelling naam', 'Uitreikingsdatum'];

describe('the column of a finding', () => {
  it.each([
    [['insz'], 'INSZ*'],
    [['titel'], 'Titel'],
    [['instelling', 'naam'], 'Instelling naam'],
    [['uitreikingsdatum'], 'Uitreikingsdatum'],
    [['geldigheidsperiodes', 0, 'begin'], null],
    [[], null],
  ] as const)('reads %j from the column %j', (path, column) => {
    expect(columnByFieldName(path, columns)).toBe(column);
  });
});

describe('the column of a finding, for a sheet titled in both languages', () => {
  const ledColumnOf = columnByTitles((path) => {
    const column = proofSheetColumnOf(path);
    return column ? proofSheetColumnTitles[column] : null;
  });
  const dutch = ['INSZ', 'Titel', 'Instelling', 'Instellingsnummer', 'Geldig vanaf', 'Geldig tot'];
  const english = [
    'insz',
    'TITLE',
    'Institution',
    'Institution number',
    'Valid from',
    'valid until',
  ];
  it.each([
    [['insz'], 'INSZ', 'insz'],
    [['titel'], 'Titel', 'TITLE'],
    [['instelling', 'naam'], 'Instelling', 'Institution'],
    [['instelling', 'nummer'], 'Instellingsnummer', 'Institution number'],
    [['geldigheidsperiodes', 0, 'begin'], 'Geldig vanaf', 'Valid from'],
    [['geldigheidsperiodes', 0, 'einde'], 'Geldig tot', 'valid until'],
    [['niveau'], null, null],
    [['kleur'], null, null],
  ] as const)('reads %j from %j or %j', (path, inDutch, inEnglish) => {
    expect(ledColumnOf(path, dutch)).toBe(inDutch);
    expect(ledColumnOf(path, english)).toBe(inEnglish);
  });
});

describe('the findings of an item schema', () => {
  const schema = z
    .object({
      insz: z.string().regex(/^\d{11}$/),
      titel: z.string().trim().min(1).max(5),
      soort: z.enum(['A', 'B']),
      instelling: z.object({ naam: z.string() }).strict(),
      periodes: z.array(z.object({ begin: z.iso.date() })).min(1),
    })
    .strict();

  function findings(item: unknown, language: 'nl' | 'en' = 'nl') {
    const parsed = schema.safeParse(item);
    if (parsed.success) return [];
    return itemFindings(parsed.error.issues, item, [...columns, 'Soort'], language);
  }

  it('names the column, in the caller’s language, one finding per column', () => {
    expect(
      findings({
        insz: '123',
        titel: 'veel te lang',
        soort: 'C',
        instelling: {},
        periodes: [{ begin: '2020-02-30' }],
      }),
    ).toEqual([
      { kolom: 'INSZ*', melding: 'Deze waarde is ongeldig.' },
      { kolom: 'Titel', melding: 'Deze waarde is te lang.' },
      { kolom: 'Soort', melding: 'Deze code is niet gekend.' },
      { kolom: 'Instelling naam', melding: 'Deze waarde ontbreekt.' },
      { kolom: '', melding: 'periodes.0.begin: Deze waarde is ongeldig.' },
    ]);
    expect(
      findings(
        { insz: '12345678901', titel: ' ', soort: 'A', instelling: { naam: 'x' }, periodes: [] },
        'en',
      ),
    ).toEqual([
      { kolom: 'Titel', melding: 'This value is missing.' },
      { kolom: '', melding: 'periodes: This value is missing.' },
    ]);
  });

  it('puts what concerns no field on the line', () => {
    expect(
      findings({
        insz: '12345678901',
        titel: 'a',
        soort: 'A',
        instelling: { naam: 'x' },
        periodes: [{ begin: '2020-01-01' }],
        kleur: 'blauw',
      }),
    ).toEqual([{ kolom: '', melding: 'Deze waarde is ongeldig.' }]);
  });

  it('keeps the portal’s findings, and checks every other line’s item', () => {
    const lines = checkLines(
      {
        bestandsnaam: 'a.xlsx',
        koprij: 1,
        kolommen: columns,
        regels: [
          {
            regel: 2,
            cellen: ['x'],
            fouten: [{ kolom: 'INSZ*', melding: 'Ongeldig.' }],
            item: { insz: 'x' },
          },
          { regel: 3, cellen: ['12345678901'], fouten: [], item: { insz: '12345678901' } },
          { regel: 4, cellen: ['12345678901'], fouten: [] },
          { regel: 5, cellen: ['12345678901'], fouten: [], item: { insz: '1' } },
        ],
      },
      { kind: 'probe', itemSchema: z.object({ insz: z.string().regex(/^\d{11}$/) }) },
      'nl',
    );
    expect(lines).toEqual([
      { regel: 2, cellen: ['x'], fouten: [{ kolom: 'INSZ*', melding: 'Ongeldig.' }] },
      { regel: 3, cellen: ['12345678901'], fouten: [], item: { insz: '12345678901' } },
      {
        regel: 4,
        cellen: ['12345678901'],
        fouten: [{ kolom: '', melding: 'Deze regel kon niet gelezen worden.' }],
      },
      {
        regel: 5,
        cellen: ['12345678901'],
        fouten: [{ kolom: 'INSZ*', melding: 'Deze waarde is ongeldig.' }],
      },
    ]);
  });
});

describe('the file name kept', () => {
  it.each([
    ['bewijzen mei 2025.xlsx', 'bewijzen mei 2025.xlsx'],
    ['"><img src=x onerror=alert(1)>.xlsx', '___img src=x onerror=alert(1)_.xlsx'],
    ['a/b\\c:d|e?f*g.xlsx', 'a_b_c_d_e_f_g.xlsx'],
    ['tab\there.xlsx', 'tab_here.xlsx'],
    ['Überzicht ëën.xlsx', 'Überzicht ëën.xlsx'],
  ])('keeps %j as %j', (name, kept) => {
    expect(keptFileName(name)).toBe(kept);
  });
});
