import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeCell, dateCell, digitsCell, inszCell, textCell } from './cells';
import {
  cellsById,
  comparableTitle,
  defineBulkSheet,
  keyColumns,
  mapHeader,
  validateLine,
  type BulkColumn,
} from './columns';

const columns = [
  {
    id: 'insz',
    title: { nl: 'INSZ', en: 'INSZ' },
    required: true,
    example: '85073003328',
    hint: { nl: 'Nummer', en: 'Number' },
    key: true,
  },
  {
    id: 'naam',
    title: { nl: 'Naam van de persoon', en: 'Name of the person' },
    required: true,
    example: 'Peeters',
    hint: { nl: 'Naam', en: 'Name' },
    key: true,
  },
  {
    id: 'datum',
    title: { nl: 'Datum', en: 'Date' },
    required: false,
    example: '01.02.2020',
    hint: { nl: 'Datum', en: 'Date' },
  },
] as const satisfies readonly BulkColumn[];

const sheet = defineBulkSheet({
  columns,
  rowSchema: z
    .object({
      insz: inszCell(),
      naam: textCell({ required: true, max: 10 }),
      datum: dateCell({ required: false }),
    })
    .superRefine((value, ctx) => {
      if (value.naam === 'Fout') ctx.addIssue({ code: 'custom', message: 'invalid' });
    }),
});

describe('the header of a sheet', () => {
  it('is compared without case, spaces or a required marker', () => {
    expect(comparableTitle(' Naam van de  persoon *')).toBe('naamvandepersoon');
  });

  it('finds each column by its Dutch or English title, in any order', () => {
    expect(mapHeader(['date', 'Extra', 'NAAM VAN DE PERSOON', 'insz'], columns)).toEqual({
      positions: { datum: 0, naam: 2, insz: 3 },
      missing: [],
    });
    expect(mapHeader(['Name of the person', 'INSZ'], columns).positions).toEqual({
      naam: 0,
      insz: 1,
    });
  });

  it('names the required columns a sheet lacks, and lets an optional one be absent', () => {
    const mapping = mapHeader(['Datum', 'Naam'], columns);
    expect(mapping.missing.map((column) => column.id)).toEqual(['insz', 'naam']);
    expect(mapHeader(['INSZ', 'Naam van de persoon'], columns).missing).toEqual([]);
  });

  it('takes the first of two columns with the same title', () => {
    expect(mapHeader(['INSZ', 'INSZ', 'Naam van de persoon'], columns).positions.insz).toBe(0);
  });

  it('gives a line its cells by column id, an absent column as empty', () => {
    const mapping = mapHeader(['Naam van de persoon', 'INSZ'], columns);
    expect(cellsById(['Peeters', '85073003328'], columns, mapping)).toEqual({
      insz: '85073003328',
      naam: 'Peeters',
      datum: '',
    });
    expect(cellsById(['Peeters'], columns, mapping)).toEqual({
      insz: '',
      naam: 'Peeters',
      datum: '',
    });
  });

  it('shows the key columns of a stored sheet as its header names them', () => {
    expect(keyColumns(['Datum', 'insz', 'naam van de persoon'], columns)).toEqual([
      { title: 'insz', position: 1 },
      { title: 'naam van de persoon', position: 2 },
    ]);
    expect(keyColumns(undefined, columns)).toEqual([]);
  });
});

describe('validating a line', () => {
  const translate = ({ key, values }: { key: string; values?: object }) =>
    values ? `${key} ${JSON.stringify(values)}` : key;
  const titles = { insz: 'Rijksregisternummer', naam: 'Naam', datum: 'Datum' } as const;
  const check = (cells: Record<'insz' | 'naam' | 'datum', string>) =>
    validateLine(cells, sheet, (id) => titles[id], translate);

  it('makes the item of a good line', () => {
    expect(check({ insz: '85.07.30-033.28', naam: ' Peeters ', datum: '01.02.2020' })).toEqual({
      item: { insz: '85073003328', naam: 'Peeters', datum: '2020-02-01' },
      findings: [],
    });
  });

  it('names each finding by the column as the sheet titles it, one per column', () => {
    expect(check({ insz: '', naam: 'x'.repeat(11), datum: '2020-02-01' }).findings).toEqual([
      { kolom: 'Rijksregisternummer', melding: 'required' },
      { kolom: 'Naam', melding: 'maxLength {"amount":10}' },
      { kolom: 'Datum', melding: 'date.invalid' },
    ]);
  });

  it('puts a rule about the whole line on no column', () => {
    expect(check({ insz: '85073003328', naam: 'Fout', datum: '' }).findings).toEqual([
      { kolom: '', melding: 'invalid' },
    ]);
  });
});

describe('the cell rules', () => {
  const issues = (schema: z.ZodType, value: string) => {
    const parsed = schema.safeParse(value);
    return parsed.success
      ? { value: parsed.data }
      : parsed.error.issues.map((found) => [
          found.message,
          found.code === 'custom' ? found.params : undefined,
        ]);
  };

  it('read text: trimmed, empty as absent unless required, at most its length', () => {
    expect(issues(textCell({ required: true, max: 5 }), '  abc ')).toEqual({ value: 'abc' });
    expect(issues(textCell({ required: true, max: 5 }), '   ')).toEqual([['required', undefined]]);
    expect(issues(textCell({ required: false, max: 5 }), '')).toEqual({ value: undefined });
    expect(issues(textCell({ required: false, max: 5 }), 'abcdef')).toEqual([
      ['maxLength', { amount: 5 }],
    ]);
  });

  it('read digits only', () => {
    expect(issues(digitsCell({ required: false, max: 3 }), '012')).toEqual({ value: '012' });
    expect(issues(digitsCell({ required: false, max: 3 }), '1.5')).toEqual([
      ['range.notANumber', undefined],
    ]);
    expect(issues(digitsCell({ required: true, max: 3 }), '1234')).toEqual([
      ['maxLength', { amount: 3 }],
    ]);
  });

  it('read a national number by its check digits', () => {
    expect(issues(inszCell(), '85073003328')).toEqual({ value: '85073003328' });
    expect(issues(inszCell(), '85073003327')).toEqual([['insz.checkDigit', undefined]]);
    expect(issues(inszCell(), '')).toEqual([['required', undefined]]);
  });

  it('read a date as DD.MM.YYYY, with its rules, as its ISO form', () => {
    expect(issues(dateCell({ required: true }), '29.02.2024')).toEqual({ value: '2024-02-29' });
    expect(issues(dateCell({ required: true }), '29.02.2023')).toEqual([
      ['date.invalid', undefined],
    ]);
    expect(
      issues(
        dateCell({ required: true, notInFuture: true, today: new Date('2026-01-01') }),
        '02.01.2026',
      ),
    ).toEqual([['date.future', undefined]]);
  });

  it('read a code by its code or either label, and name the codes when unknown', () => {
    const list = { A: { nl: 'Appel', en: 'Apple' }, B: { nl: 'Peer' } };
    const cell = codeCell(list, { required: true });
    expect(issues(cell, 'a')).toEqual({ value: 'A' });
    expect(issues(cell, 'APPLE')).toEqual({ value: 'A' });
    expect(issues(cell, ' peer ')).toEqual({ value: 'B' });
    expect(issues(cell, 'Kers')).toEqual([['bulk:cell.unknownCode', { codes: 'A, B' }]]);
  });
});
