import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { childBenefitsRowSchema } from './bulk-sheet';
import { childBenefitsSearchSchema } from './search-schema';

const line = (
  cells: Partial<Record<'insz' | 'zoeksleutel' | 'beginMaand' | 'eindeMaand', string>>,
) =>
  childBenefitsRowSchema.safeParse({
    insz: '',
    zoeksleutel: '',
    beginMaand: '',
    eindeMaand: '',
    ...cells,
  });

const findings = (result: ReturnType<typeof line>) =>
  result.success ? [] : result.error.issues.map((found) => [found.path.join('.'), found.message]);

describe('childBenefitsRowSchema', () => {
  it('makes a question of a line: the fund by its enterprise number unless told, months as the source counts them', () => {
    expect(line({ insz: '16.08.22-852.73' })).toEqual({
      success: true,
      data: { insz: '16082285273', zoeksleutel: 'Ondernemingsnummer' },
    });
    expect(
      line({
        insz: '16082285273',
        zoeksleutel: 'code',
        beginMaand: '1/2020',
        eindeMaand: '31/12/2020',
      }),
    ).toEqual({
      success: true,
      data: {
        insz: '16082285273',
        zoeksleutel: 'Code',
        periode: { beginMaand: '2020-01', eindeMaand: '2020-12' },
      },
    });
    expect(
      line({ insz: '16082285273', zoeksleutel: 'Enterprise number', eindeMaand: '2024-06' }),
    ).toEqual({
      success: true,
      data: {
        insz: '16082285273',
        zoeksleutel: 'Ondernemingsnummer',
        periode: { eindeMaand: '2024-06' },
      },
    });
  });

  it('names every broken rule on its column', () => {
    expect(findings(line({}))).toEqual([['insz', 'required']]);
    expect(
      findings(line({ insz: '40010190114', zoeksleutel: 'Naam', beginMaand: '13/2024' })),
    ).toEqual([
      ['insz', 'insz.checkDigit'],
      ['zoeksleutel', 'bulk:cell.unknownCode'],
      ['beginMaand', 'month.invalid'],
    ]);
    expect(findings(line({ insz: '16082285273', beginMaand: '12/2018' }))).toEqual([
      ['beginMaand', 'month.notBefore'],
    ]);
    expect(
      findings(line({ insz: '16082285273', beginMaand: '06/2024', eindeMaand: '01/2024' })),
    ).toEqual([['eindeMaand', 'monthYear.endBeforeStart']]);
  });
});

describe('childBenefitsSearchSchema', () => {
  const schema = childBenefitsSearchSchema({ referenceRequired: false });
  const search = (values: Record<string, string>) => parseForm(new URLSearchParams(values), schema);

  it('reads the number, the fund key and the months as typed', () => {
    const result = search({ insz: '16.08.22-852.73', zoeksleutel: 'Code', vanaf: '01/2022' });
    expect(result.status === 'success' && result.value).toEqual({
      insz: '16082285273',
      zoeksleutel: 'Code',
      vanaf: '01/2022',
      tot: '',
      bron: 'GROEIPAKKET',
    });
    const unknownKey = search({ insz: '16082285273', zoeksleutel: 'Naam' });
    expect(unknownKey.status === 'success' && unknownKey.value.zoeksleutel).toBe(
      'Ondernemingsnummer',
    );
  });

  it('names a month that does not exist, and an end before its start', () => {
    const errorsOf = (values: Record<string, string>) => {
      const result = search(values);
      return result.status === 'error' ? result.error : null;
    };
    expect(errorsOf({ insz: '16082285273', vanaf: '13/2022' })).toEqual({
      vanaf: [{ key: 'month.invalid' }],
    });
    expect(errorsOf({ insz: '16082285273', vanaf: '06/2022', tot: '05/2022' })).toEqual({
      tot: [{ key: 'monthYear.endBeforeStart' }],
    });
    expect(errorsOf({ insz: '16082285273', tot: '12/2018' })).toEqual({
      tot: [{ key: 'month.notBefore', values: { month: '01/2019' } }],
    });
  });
});
