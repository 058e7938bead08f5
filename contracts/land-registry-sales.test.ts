// The sales search's filters as the contract reads them: the list limits at and over, ranges with
// open ends and their order, months of a period from January 2019, a fiche 60 of all five fields
// or none, and paging by skip or by page.
import { describe, expect, it } from 'vitest';
import { salesFilterLimits, salesSearchRequest } from './land-registry-sales';

const fieldsOf = (input: unknown) => {
  const parsed = salesSearchRequest.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('a sales search', () => {
  it('takes no filter at all, newest first, 20 a page', () => {
    expect(salesSearchRequest.parse({})).toMatchObject({
      gemeenten: [],
      take: 20,
      skip: 0,
      orderBy: 'datum',
      order: 'Desc',
    });
  });

  it('takes each list up to its limit and refuses one more, naming the list', () => {
    const codes = {
      gemeenten: ['44021', '24062', '31005', '12025', '46021'],
      afdelingen: ['44021', '44022', '44023', '24062', '24063', '31005'],
      verkoopTypes: ['1', '2', '3', '4', '5', '6'],
      kadastraleAarden: ['200', '220', '222', '1', '60', '371'],
      gebouwIndicaties: ['A', 'B', 'C', 'D', 'E', 'F'],
    } as const;
    for (const [field, values] of Object.entries(codes)) {
      const limit = salesFilterLimits[field as keyof typeof salesFilterLimits];
      expect(fieldsOf({ [field]: values.slice(0, limit) }), field).toEqual([]);
      expect(fieldsOf({ [field]: values.slice(0, limit + 1) }), field).toEqual([field]);
    }
    expect(fieldsOf({ gemeenten: ['4402'] })).toEqual(['gemeenten.0']);
  });

  it('takes ranges with either end open, and refuses a minimum above the maximum', () => {
    expect(fieldsOf({ prijs: { min: 100, max: null }, oppervlakte: { max: 50 } })).toEqual([]);
    expect(fieldsOf({ prijs: { min: 100, max: 100 } })).toEqual([]);
    expect(fieldsOf({ prijs: { min: 101, max: 100 } })).toEqual(['prijs.max']);
    expect(fieldsOf({ bouwjaar: { min: 1999.5, max: null } })).toEqual(['bouwjaar.min']);
  });

  it('takes months from January 2019, a period that does not end before it begins', () => {
    expect(fieldsOf({ periode: { van: { month: 1, year: 2019 } } })).toEqual([]);
    expect(fieldsOf({ periode: { van: { month: 12, year: 2018 } } })).toEqual(['periode.van.year']);
    expect(fieldsOf({ periode: { tot: { month: 0, year: 2020 } } })).toEqual(['periode.tot.month']);
    expect(fieldsOf({ periode: { tot: { month: 13, year: 2020 } } })).toEqual([
      'periode.tot.month',
    ]);
    expect(
      fieldsOf({ periode: { van: { month: 2, year: 2020 }, tot: { month: 1, year: 2020 } } }),
    ).toEqual(['periode.tot']);
  });

  it('takes a fiche 60 of all five fields or none, and names the missing ones', () => {
    const fiche = {
      jaar: 2013,
      kantoorNummer: '91',
      volgNummer: 79_900,
      typeFiche: 'A',
      goedNummer: 2,
    };
    expect(salesSearchRequest.parse({ fiche60: fiche }).fiche60).toEqual(fiche);
    expect(salesSearchRequest.parse({ fiche60: {} }).fiche60).toBeNull();
    expect(fieldsOf({ fiche60: { jaar: 2013, kantoorNummer: '91' } })).toEqual([
      'fiche60.volgNummer',
      'fiche60.typeFiche',
      'fiche60.goedNummer',
    ]);
    expect(fieldsOf({ fiche60: { ...fiche, typeFiche: 'AB' } })).toEqual(['fiche60.typeFiche']);
  });

  it('pages by skip or by page, within the limits, and refuses an unknown filter', () => {
    expect(fieldsOf({ take: 100, skip: 999 })).toEqual([]);
    expect(fieldsOf({ take: 101 })).toEqual(['take']);
    expect(fieldsOf({ page: 0 })).toEqual(['page']);
    expect(fieldsOf({ orderBy: 'koper' })).toEqual(['orderBy']);
    expect(fieldsOf({ koper: 'Wuyts' })).toEqual(['']);
  });
});
