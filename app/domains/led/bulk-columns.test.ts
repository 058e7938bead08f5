import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { proofItemSchema } from '@contracts/led';
import { validateLine, type BulkCells, type RowIssue } from '~/lib/bulk/columns';
import { validateBulkSheet } from '~/lib/bulk/read-sheet.server';
import { writeBulkTemplate } from '~/lib/bulk/template.server';
import { ledBulkColumns, ledBulkSheet, type LedColumnId } from './bulk-columns';

/** A line that makes a proof: the template's example. */
const good: BulkCells<LedColumnId> = Object.fromEntries(
  ledBulkColumns.map((column) => [column.id, column.example]),
) as BulkCells<LedColumnId>;

const line = (cells: Partial<Record<LedColumnId, string>>) => ({ ...good, ...cells });

/** The rule's message key and values per column, as the row schema reports them. */
function findings(cells: BulkCells<LedColumnId>) {
  const checked = validateLine(
    cells,
    ledBulkSheet,
    (id) => id,
    (found: RowIssue) =>
      found.values ? `${found.key} ${JSON.stringify(found.values)}` : found.key,
  );
  return checked.findings.map((finding) => `${finding.kolom}: ${finding.melding}`);
}

function itemOf(cells: BulkCells<LedColumnId>) {
  const parsed = ledBulkSheet.rowSchema.safeParse(cells);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

describe('the LED bulk columns', () => {
  it('are the thirteen columns of the template, in their order, with titles in both languages', () => {
    expect(ledBulkColumns.map((column) => column.title.nl)).toEqual([
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
    ]);
    expect(ledBulkColumns.filter((column) => !column.required).map((column) => column.id)).toEqual([
      'studierichting',
      'instellingsnummer',
      'geldigTot',
    ]);
    for (const column of ledBulkColumns) {
      expect(column.title.en).not.toBe('');
      expect(column.hint.nl).not.toBe('');
      expect(column.hint.en).not.toBe('');
    }
  });

  it('makes an authentic proof with one validity period of the example line', () => {
    const item = itemOf(good);
    expect(item).toEqual({
      insz: '85073003328',
      authenticiteit: 'AUTH',
      categorie: 'HO',
      bewijstype: 'DIPLOMA',
      bewijsstaat: 'EIND',
      titel: 'Bachelor in de toegepaste informatica',
      studierichting: 'Informatica',
      instelling: { naam: 'Hogeschool Gent', nummer: '12345' },
      instantie: 'HOGESCHOOL',
      niveau: '6',
      uitreikingsdatum: '2020-06-30',
      geldigheidsperiodes: [{ begin: '2020-06-30' }],
    });
    // What the row schema makes, the backend's item schema takes.
    expect(proofItemSchema.safeParse(item).success).toBe(true);
  });

  it('leaves out the optional fields when their cells are empty, and closes a period when given', () => {
    const item = itemOf(
      line({ studierichting: ' ', instellingsnummer: '', geldigTot: '31.12.2030' }),
    );
    expect(item.studierichting).toBeUndefined();
    expect(item.instelling).toEqual({ naam: 'Hogeschool Gent' });
    expect(item.geldigheidsperiodes).toEqual([{ begin: '2020-06-30', einde: '2030-12-31' }]);
  });

  it('takes a code, or its label in Dutch or English, whatever the case and spaces', () => {
    const item = itemOf(
      line({
        categorie: 'hoger  onderwijs',
        bewijstype: 'Certificate',
        bewijsstaat: ' eindbewijs ',
        instantie: 'University college',
        niveau: 'VKS-niveau 6',
      }),
    );
    expect(item).toMatchObject({
      categorie: 'HO',
      bewijstype: 'GETUIGSCHRIFT',
      bewijsstaat: 'EIND',
      instantie: 'HOGESCHOOL',
      niveau: '6',
    });
    expect(itemOf(line({ niveau: 'nvt', categorie: 'evc' }))).toMatchObject({
      niveau: 'NVT',
      categorie: 'EVC',
    });
  });

  it('takes a national number with its separators, as its 11 digits', () => {
    expect(itemOf(line({ insz: '85.07.30-033.28' })).insz).toBe('85073003328');
  });

  it('refuses every required cell left empty, each on its own column', () => {
    const empty = Object.fromEntries(
      ledBulkColumns.map((column) => [column.id, '']),
    ) as BulkCells<LedColumnId>;
    expect(findings(empty)).toEqual([
      'insz: required',
      'categorie: required',
      'bewijstype: required',
      'bewijsstaat: required',
      'titel: required',
      'instelling: required',
      'instantie: required',
      'niveau: required',
      'uitreikingsdatum: required',
      'geldigVanaf: required',
    ]);
  });

  it.each<[Partial<Record<LedColumnId, string>>, string]>([
    [{ insz: '8507300332' }, 'insz: insz.invalid'],
    [{ insz: '85073003329' }, 'insz: insz.checkDigit'],
    [{ insz: 'abc' }, 'insz: insz.invalid'],
    [{ titel: 'x'.repeat(201) }, 'titel: maxLength {"amount":200}'],
    [{ studierichting: 'x'.repeat(201) }, 'studierichting: maxLength {"amount":200}'],
    [{ instelling: 'x'.repeat(201) }, 'instelling: maxLength {"amount":200}'],
    [{ instellingsnummer: '12a' }, 'instellingsnummer: range.notANumber'],
    [{ instellingsnummer: '12345678901' }, 'instellingsnummer: maxLength {"amount":10}'],
    [{ uitreikingsdatum: '2020-06-30' }, 'uitreikingsdatum: date.invalid'],
    [{ uitreikingsdatum: '31.06.2020' }, 'uitreikingsdatum: date.invalid'],
    [{ geldigVanaf: '1.1.2020' }, 'geldigVanaf: date.invalid'],
    [{ geldigTot: 'morgen' }, 'geldigTot: date.invalid'],
    [
      { uitreikingsdatum: '01.01.2099', geldigVanaf: '01.01.2098' },
      'uitreikingsdatum: date.future',
    ],
    [
      { geldigVanaf: '01.01.2021', geldigTot: '31.12.2020', uitreikingsdatum: '01.01.2021' },
      'geldigTot: validityPeriod.endBeforeStart',
    ],
    [{ geldigVanaf: '01.07.2020' }, 'uitreikingsdatum: proofIssueDate.outsideValidity'],
    [
      { geldigVanaf: '01.01.2019', geldigTot: '29.06.2020' },
      'uitreikingsdatum: proofIssueDate.outsideValidity',
    ],
  ])('refuses %j with %s', (cells, expected) => {
    expect(findings(line(cells))).toEqual([expected]);
  });

  it('takes an issue date on either end of its period', () => {
    expect(
      itemOf(line({ geldigVanaf: '30.06.2020', geldigTot: '30.06.2020' })).uitreikingsdatum,
    ).toBe('2020-06-30');
    expect(
      itemOf(line({ geldigVanaf: '01.01.2019', geldigTot: '30.06.2020' })).uitreikingsdatum,
    ).toBe('2020-06-30');
  });

  it.each<[LedColumnId, string]>([
    ['categorie', 'SO, HO, HBO, OND, EVC, BK'],
    ['bewijstype', 'DIPLOMA, GETUIGSCHRIFT, ATTEST'],
    ['bewijsstaat', 'EIND, TUSSEN'],
    ['instantie', 'SECUNDAIRE_SCHOOL, CVO'],
    ['niveau', '1, 2, 3, 4, 5, 6, 7, 8, NVT'],
  ])('refuses an unknown value in %s, naming its codes', (column, codes) => {
    const [finding] = findings(line({ [column]: 'onbekend' }));
    expect(finding).toContain(`${column}: bulk:cell.unknownCode`);
    expect(finding).toContain(codes);
  });

  it('reports every broken rule of a line at once, the date rules too', () => {
    expect(
      findings(
        line({
          insz: '1',
          categorie: 'x',
          geldigVanaf: '01.01.2021',
          geldigTot: '31.12.2020',
          uitreikingsdatum: '01.01.2021',
        }),
      ),
    ).toEqual([
      'insz: insz.invalid',
      expect.stringContaining('categorie: bulk:cell.unknownCode'),
      'geldigTot: validityPeriod.endBeforeStart',
    ]);
  });

  it.each(['nl', 'en'] as const)(
    'reads its own %s template back as one good line',
    async (locale) => {
      const bytes = new Uint8Array(await writeBulkTemplate(ledBulkColumns, locale));
      const reading = await validateBulkSheet(
        { name: 'sjabloon.xlsx', bytes },
        ledBulkSheet,
        locale,
      );
      expect(reading.ok && reading.sheet.regels).toEqual([
        {
          regel: 2,
          cellen: ledBulkColumns.map((column) => column.example).slice(0, -1),
          fouten: [],
          item: itemOf(good),
        },
      ]);
    },
  );

  it('takes date cells as well as dates typed as text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Gegevens');
    sheet.addRow(ledBulkColumns.map((column) => column.title.en));
    sheet.addRow(
      ledBulkColumns.map((column) =>
        column.id === 'uitreikingsdatum' || column.id === 'geldigVanaf'
          ? new Date(Date.UTC(2020, 5, 30))
          : column.example,
      ),
    );
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const reading = await validateBulkSheet({ name: 'datums.xlsx', bytes }, ledBulkSheet, 'nl');
    expect(reading.ok && reading.sheet.regels[0]?.item).toEqual(itemOf(good));
  });
});
