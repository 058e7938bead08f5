import { describe, expect, it } from 'vitest';
import { emptyAddress } from '~/domains/address/address-fields';
import { parseForm } from '~/page-state/parse-form';
import { addPersonSchema, isAddressGiven, payloadDate, toNewPerson } from './new-person';
import { addPersonFieldOrder } from './new-person-fields';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const minimal = {
  lastName: 'Öztürk',
  firstName1: 'Elif',
  sex: '2',
  'birthDate.year': '1990',
  birthCountry: '262',
};

describe('addPersonFieldOrder', () => {
  it("is the schema's fields in the schema's order", () => {
    expect(addPersonFieldOrder).toEqual(Object.keys(addPersonSchema(false).shape));
    expect(addPersonFieldOrder).toEqual(Object.keys(addPersonSchema(true).shape));
  });
});

describe('payloadDate', () => {
  it.each([
    [{ day: '', month: '', year: '1990' }, '1990-00-00'],
    [{ day: '', month: '7', year: '1990' }, '1990-07-00'],
    [{ day: '3', month: '07', year: '1990' }, '1990-07-03'],
    [{ day: '', month: '', year: '' }, '0000-00-00'],
  ])('%j → %s', (parts, expected) => {
    expect(payloadDate(parts)).toBe(expected);
  });
});

describe('addPersonSchema', () => {
  it('accepts the minimal person', () => {
    expect(parseForm(form(minimal), addPersonSchema(false)).status).toBe('success');
  });

  it('asks the reference only of a role that requires it', () => {
    const result = parseForm(form(minimal), addPersonSchema(true));
    expect(result.status === 'error' && result.error).toEqual({ reference: [{ key: 'required' }] });
  });

  it('needs a start date for a nationality and a year for a civil status', () => {
    const result = parseForm(
      form({ ...minimal, nationality1: '150', civilStatus: '20' }),
      addPersonSchema(false),
    );
    expect(result.status === 'error' && result.error).toEqual({
      nationality1From: [{ key: 'required' }],
      civilStatusFrom: [{ key: 'date.yearRequired' }],
    });
  });

  it('needs the country of a death, which may not precede the birth', () => {
    const result = parseForm(
      form({ ...minimal, 'deathDate.year': '1980' }),
      addPersonSchema(false),
    );
    expect(result.status === 'error' && result.error).toEqual({
      deathCountry: [{ key: 'required' }],
      deathDate: [{ key: 'date.mustBeAfter', values: { date: '1990' } }],
    });
  });

  it('writes every date as day, month and year boxes, and an end not before its start', () => {
    const result = parseForm(
      form({
        ...minimal,
        nationality1: '150',
        'nationality1From.year': '1990',
        'contactFrom.month': '06',
        'contactFrom.year': '2024',
        'contactUntil.year': '2023',
      }),
      addPersonSchema(false),
    );
    expect(result.status === 'error' && result.error).toEqual({
      nationality1From: [{ key: 'date.dayRequired' }],
      contactUntil: [{ key: 'date.mustBeAfter', values: { date: '06.2024' } }],
    });
  });

  it('checks the partner number and the names', () => {
    const result = parseForm(
      form({
        ...minimal,
        lastName: 'Van  Damme',
        civilStatus: '20',
        'civilStatusFrom.year': '2015',
        partnerInsz: '85073003329',
      }),
      addPersonSchema(false),
    );
    expect(result.status === 'error' && Object.keys(result.error ?? {}).sort()).toEqual([
      'lastName',
      'partnerInsz',
    ]);
  });
});

describe('toNewPerson', () => {
  const places = { birthMunicipalityNis: null, countryName: (code: string) => `land ${code}` };

  it('leaves empty sections out and writes unknown date parts as zeros', () => {
    const parsed = parseForm(form(minimal), addPersonSchema(false));
    if (parsed.status !== 'success') throw new Error('invalid');
    expect(toNewPerson(parsed.value, { residence: null, contact: null }, places)).toEqual({
      naam: 'Öztürk',
      voornamen: ['Elif'],
      geslacht: { code: '2' },
      geboorte: { datum: '1990-00-00', land: 'land 262', landNisCode: '262' },
    });
  });

  it('writes every section that was filled in', () => {
    const parsed = parseForm(
      form({
        ...minimal,
        firstName2: 'Zeynep',
        nationality1: '262',
        'nationality1From.day': '1',
        'nationality1From.month': '1',
        'nationality1From.year': '1990',
        civilStatus: '20',
        'civilStatusFrom.year': '2015',
        'civilStatusFrom.month': '6',
        'residenceFrom.day': '01',
        'residenceFrom.month': '05',
        'residenceFrom.year': '2024',
        contactType: '1',
        'contactFrom.month': '06',
        'contactFrom.year': '2024',
        'contactUntil.day': '31',
        'contactUntil.month': '12',
        'contactUntil.year': '2024',
      }),
      addPersonSchema(false),
    );
    if (parsed.status !== 'success') throw new Error(JSON.stringify(parsed.error));
    const address = {
      values: {
        ...emptyAddress,
        postcode: '9000',
        gemeente: 'Gent',
        nisCode: '44021',
        straat: 'Veldstraat',
        nummer: '12',
      },
      countryNis: '150',
      countryName: 'België',
    };
    const person = toNewPerson(parsed.value, { residence: address, contact: address }, places);
    expect(person.voornamen).toEqual(['Elif', 'Zeynep']);
    expect(person.nationaliteiten).toEqual([{ code: '262', datumBegin: '1990-01-01' }]);
    expect(person.burgerlijkeStaat).toEqual({
      code: '20',
      datumBegin: '2015-06-00',
      partnerInsz: undefined,
    });
    expect(person.hoofdverblijfplaats).toMatchObject({
      straat: 'Veldstraat',
      gemeenteNis: '44021',
      landNisCode: '150',
      datumBegin: '2024-05-01',
    });
    expect(person.contactadres).toMatchObject({
      type: '1',
      datumBegin: '2024-06-00',
      datumEinde: '2024-12-31',
    });
    expect(person.overlijden).toBeUndefined();
  });
});

describe('isAddressGiven', () => {
  it('ignores the country alone', () => {
    expect(isAddressGiven(emptyAddress)).toBe(false);
    expect(isAddressGiven({ ...emptyAddress, straat: 'Veldstraat' })).toBe(true);
  });
});
