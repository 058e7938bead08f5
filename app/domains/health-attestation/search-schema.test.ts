// The health attestation screens' form rules, with the messages the user reads.
import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { ctpcSearchSchema } from './ctpc-search-schema';
import {
  attestationSearchSchema,
  birthDateParam,
  oneDoseChangeSchema,
  validateAttestationBirthDate,
} from './search-schema';

const modes = ['insz', 'naam', 'ctpc'] as const;

function query(entries: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  return params;
}

function errorsOf(submission: ReturnType<typeof parseForm>) {
  const errors = submission.status === 'success' ? {} : (submission.error ?? {});
  return Object.fromEntries(
    Object.entries(errors).map(([field, issues]) => [
      field,
      (issues ?? []).map((found) => found.key),
    ]),
  );
}

describe('the birth date of an attestation search', () => {
  const parts = (day: string, month: string, year: string) => ({ day, month, year });

  it('takes a full date, or the year alone', () => {
    expect(validateAttestationBirthDate(parts('30', '7', '1985'))).toBeNull();
    expect(validateAttestationBirthDate(parts('', '', '1985'))).toBeNull();
  });

  it('refuses a month with a year: a full date or the year only', () => {
    expect(validateAttestationBirthDate(parts('', '07', '1985'))?.key).toBe('date.yearOrFullDate');
  });

  it('refuses a day without a month, a missing year, a date that does not exist', () => {
    expect(validateAttestationBirthDate(parts('30', '', '1985'))?.key).toBe('date.dayWithoutMonth');
    expect(validateAttestationBirthDate(parts('', '', ''))?.key).toBe('date.yearRequired');
    expect(validateAttestationBirthDate(parts('31', '02', '1985'))?.key).toBe('date.invalidParts');
  });

  it('is sent as YYYY-MM-DD or YYYY', () => {
    expect(birthDateParam(parts('3', '7', '1985'))).toBe('1985-07-03');
    expect(birthDateParam(parts('', '', '1985'))).toBe('1985');
  });
});

describe('the attestation search', () => {
  const schema = attestationSearchSchema({ modes: [...modes], referenceRequired: false });

  it('by national number: the number checked as everywhere', () => {
    expect(parseForm(query({ zoekwijze: 'insz', insz: '85.07.30-033.28' }), schema).status).toBe(
      'success',
    );
    expect(errorsOf(parseForm(query({ zoekwijze: 'insz', insz: '85073003329' }), schema))).toEqual({
      insz: ['insz.checkDigit'],
    });
    expect(errorsOf(parseForm(query({ zoekwijze: 'insz', insz: '' }), schema))).toEqual({
      insz: ['required'],
    });
  });

  it('by name: last name, first name and birth date all required, names without wildcards', () => {
    expect(errorsOf(parseForm(query({ zoekwijze: 'naam', achternaam: '' }), schema))).toEqual({
      achternaam: ['required'],
      voornaam: ['required'],
      geboortedatum: ['date.yearRequired'],
    });
    const wildcard = parseForm(
      query({
        zoekwijze: 'naam',
        achternaam: 'Pee*',
        voornaam: 'An',
        'geboortedatum.year': '1985',
      }),
      schema,
    );
    expect(errorsOf(wildcard)).toEqual({ achternaam: ['names.personInvalidCharacters'] });
  });

  it('takes the filters: dates from 2020 on, the end not before the start, known types and states', () => {
    const search = parseForm(
      query({
        zoekwijze: 'insz',
        insz: '85073003328',
        uitgereiktVanaf: '01.03.2021',
        uitgereiktTot: '31.12.2021',
        soort: ['vac', 'tst', 'onbekend'],
        status: ['ACTIVE'],
        actief: 'ja',
      }),
      schema,
    );
    expect(search.status).toBe('success');
    expect(search.status === 'success' ? search.value : null).toMatchObject({
      soort: [],
      status: ['ACTIVE'],
      actief: ['ja'],
    });
    const reversed = parseForm(
      query({
        zoekwijze: 'insz',
        insz: '85073003328',
        uitgereiktVanaf: '31.12.2021',
        uitgereiktTot: '01.03.2021',
        gewijzigdVanaf: '31.12.2019',
      }),
      schema,
    );
    expect(errorsOf(reversed)).toEqual({
      uitgereiktTot: ['date.notBefore'],
      gewijzigdVanaf: ['date.notBefore'],
    });
  });

  it('refuses the name search where its toggle is off', () => {
    const inszOnly = attestationSearchSchema({ modes: ['insz'], referenceRequired: false });
    const search = parseForm(
      query({
        zoekwijze: 'naam',
        achternaam: 'Peeters',
        voornaam: 'An',
        'geboortedatum.year': '1985',
      }),
      inszOnly,
    );
    expect(errorsOf(search)).toEqual({ zoekwijze: ['invalid'] });
  });
});

describe('the CTPC search', () => {
  const schema = ctpcSearchSchema({ referenceRequired: false });

  it('takes a 16-character code, a phone number, or a whole name with a birth date', () => {
    expect(parseForm(query({ zoekwijze: 'ctpc', code: 'AB12CD34EF56GH78' }), schema).status).toBe(
      'success',
    );
    expect(parseForm(query({ zoekwijze: 'ctpc', telefoon: '0470 12 34 56' }), schema).status).toBe(
      'success',
    );
    const byName = parseForm(
      query({
        zoekwijze: 'ctpc',
        achternaam: 'Peeters',
        voornaam: 'An',
        'geboortedatum.day': '30',
        'geboortedatum.month': '07',
        'geboortedatum.year': '1985',
      }),
      schema,
    );
    expect(byName.status).toBe('success');
  });

  it("says 'CTPC code not valid' for a code of another length or with other characters", () => {
    for (const code of ['AB12CD34EF56GH7', 'AB12CD34EF56GH789', 'AB12-D34EF56GH78']) {
      expect(errorsOf(parseForm(query({ zoekwijze: 'ctpc', code }), schema))).toEqual({
        code: ['ctpc.invalid'],
      });
    }
  });

  it('asks for something to search on, and for the whole name once a part is given', () => {
    expect(errorsOf(parseForm(query({ zoekwijze: 'ctpc' }), schema))).toEqual({
      code: ['ctpc.nothingAsked'],
    });
    expect(
      errorsOf(parseForm(query({ zoekwijze: 'ctpc', achternaam: 'Peeters' }), schema)),
    ).toEqual({ voornaam: ['required'], geboortedatum: ['date.dayRequired'] });
    expect(errorsOf(parseForm(query({ zoekwijze: 'ctpc', telefoon: '12' }), schema))).toEqual({
      telefoon: ['phone.invalid'],
    });
  });
});

describe('the one-dose change', () => {
  it('is yes or no for a valid number', () => {
    const schema = oneDoseChangeSchema({ referenceRequired: true });
    const form = new FormData();
    form.set('insz', '85073003328');
    form.set('eenDosis', 'misschien');
    expect(errorsOf(parseForm(form, schema))).toEqual({
      eenDosis: ['invalid'],
      referentie: ['required'],
    });
  });
});
