import { describe, expect, it } from 'vitest';
import { missingFiche60Fields, validateFiche60, type Fiche60 } from './fiche60';
import { fiche60Schema } from './schemas';

const complete: Fiche60 = {
  jaar: '2024',
  kantoorNummer: '12',
  volgNummer: '345',
  typeFiche: 'A',
  goedNummer: '6',
};
const empty: Fiche60 = {
  jaar: '',
  kantoorNummer: '',
  volgNummer: '',
  typeFiche: '',
  goedNummer: '',
};

describe('validateFiche60', () => {
  it.each<[string, Fiche60, string[]]>([
    ['all five', complete, []],
    ['none', empty, []],
    ['only spaces', { ...empty, jaar: '  ' }, []],
    [
      'only the year',
      { ...empty, jaar: '2024' },
      ['kantoorNummer', 'volgNummer', 'typeFiche', 'goedNummer'],
    ],
    ['all but one', { ...complete, goedNummer: ' ' }, ['goedNummer']],
  ])('%s → missing %j', (_, value, missing) => {
    expect(missingFiche60Fields(value)).toEqual(missing);
    expect(validateFiche60(value)?.key ?? null).toBe(missing.length ? 'fiche60.incomplete' : null);
  });

  it('reports the key through the schema', () => {
    expect(fiche60Schema.parse(complete)).toEqual(complete);
    expect(fiche60Schema.safeParse({ ...empty, typeFiche: 'A' }).error?.issues[0]?.message).toBe(
      'fiche60.incomplete',
    );
  });
});
