// The land registry searches' forms as the browser and the server read them: a capakey typed
// loosely, the picker chain's choices each within the list of the one before, and an owner by
// exactly one number.
import { describe, expect, it } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import {
  capakeySearchSchema,
  chainOf,
  ownerQueryOf,
  ownerSearchSchema,
  placeSearchSchema,
  typedCapakey,
  type PlaceChain,
} from './search-schema';

const query = (values: Record<string, string>) => new URLSearchParams(values);
const errorsOf = (submission: object) =>
  Object.fromEntries(
    Object.entries(('error' in submission ? submission.error : null) ?? {}).map(
      ([field, issues]) => [field, (issues as { key: string }[] | null)?.map((one) => one.key)],
    ),
  );

describe('the capakey search', () => {
  const schema = capakeySearchSchema({ referenceRequired: false });

  it('reads a capakey typed with spaces and in lower case as the capakey', () => {
    expect(typedCapakey(' 44021 a0041 / 00a000 ')).toBe('44021A0041/00A000');
    const submission = parseForm(query({ capakey: '44021a0041/00_000 ' }), schema);
    expect(submission.status === 'success' && submission.value.capakey).toBe('44021A0041/00_000');
  });

  it('refuses an empty or malformed capakey on its field', () => {
    expect(errorsOf(parseForm(query({ capakey: '' }), schema))).toEqual({
      capakey: ['required'],
    });
    for (const typed of ['44021A41/00A000', '44021A0041-00A000', '44021A0041/00A00', 'capakey'])
      expect(errorsOf(parseForm(query({ capakey: typed }), schema)), typed).toEqual({
        capakey: ['capakey.invalid'],
      });
  });

  it('asks a reference when the role demands one', () => {
    const strict = capakeySearchSchema({ referenceRequired: true });
    expect(errorsOf(parseForm(query({ capakey: '44021A0041/00A000' }), strict))).toHaveProperty(
      'referentie',
    );
  });
});

describe('the place search', () => {
  const chain: PlaceChain = {
    municipalities: ['44021', '24062'],
    divisions: ['44021', '44022'],
    sections: ['A', 'B'],
    plots: ['0041/00A000'],
  };
  const schema = (given: PlaceChain = chain) =>
    placeSearchSchema({ referenceRequired: false, chain: given });
  const place = (values: Record<string, string>) => query({ zoekwijze: 'plaats', ...values });

  it('takes each choice within the list of the one before', () => {
    const chains: Record<string, string>[] = [
      { gemeente: '44021' },
      { gemeente: '44021', afdeling: '44022' },
      { gemeente: '44021', afdeling: '44021', sectie: 'B' },
      { gemeente: '44021', afdeling: '44021', sectie: 'A', perceelnummer: '0041/00A000' },
    ];
    for (const values of chains)
      expect(parseForm(place(values), schema()).status, JSON.stringify(values)).toBe('success');
  });

  it('refuses a choice without the one before, or out of its list, on its own field', () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ gemeente: '' }, { gemeente: ['required'] }],
      [{ gemeente: '99999' }, { gemeente: ['invalid'] }],
      [{ gemeente: '44021', afdeling: '11002' }, { afdeling: ['landRegistry.divisionOutOfChain'] }],
      [{ gemeente: '44021', sectie: 'A' }, { sectie: ['landRegistry.divisionFirst'] }],
      [
        { gemeente: '44021', afdeling: '44021', sectie: 'Z' },
        { sectie: ['landRegistry.sectionOutOfChain'] },
      ],
      [
        { gemeente: '44021', afdeling: '44021', perceelnummer: '0041/00A000' },
        { perceelnummer: ['landRegistry.sectionFirst'] },
      ],
      [
        { gemeente: '44021', afdeling: '44021', sectie: 'A', perceelnummer: '0099/00A000' },
        { perceelnummer: ['landRegistry.plotOutOfChain'] },
      ],
    ];
    for (const [values, errors] of cases)
      expect(errorsOf(parseForm(place(values), schema())), JSON.stringify(values)).toEqual(errors);
  });

  it('checks against the lists the loader read: none yet for a choice not made', () => {
    const lists = {
      municipalities: [{ value: '44021', label: 'Gent' }],
      divisions: [{ value: '44021', label: 'GENT 1 AFD' }],
      sections: null,
      plots: null,
    };
    expect(chainOf(lists)).toEqual({
      municipalities: ['44021'],
      divisions: ['44021'],
      sections: null,
      plots: null,
    });
    expect(
      errorsOf(
        parseForm(
          place({ gemeente: '44021', afdeling: '44021', sectie: 'A' }),
          schema(chainOf(lists)),
        ),
      ),
    ).toEqual({ sectie: ['landRegistry.sectionOutOfChain'] });
  });
});

describe('the owner search', () => {
  const schema = ownerSearchSchema({ referenceRequired: false });
  const owner = (values: Record<string, string>) => query({ zoekwijze: 'eigenaar', ...values });

  it('takes a national number or an enterprise number, typed with separators', () => {
    const person = parseForm(owner({ insz: '60.11.18-422.84' }), schema);
    expect(person.status === 'success' && ownerQueryOf(person.value)).toEqual({
      insz: '60111842284',
    });
    const enterprise = parseForm(owner({ ondernemingsnummer: '0785.196.984' }), schema);
    expect(enterprise.status === 'success' && ownerQueryOf(enterprise.value)).toEqual({
      ondernemingsnummer: '0785196984',
    });
  });

  it('refuses none, both, or a number that fails its check, on the field concerned', () => {
    expect(errorsOf(parseForm(owner({}), schema))).toEqual({ insz: ['required'] });
    expect(
      errorsOf(parseForm(owner({ insz: '60111842284', ondernemingsnummer: '0785196984' }), schema)),
    ).toEqual({ ondernemingsnummer: ['landRegistry.ownerOneNumber'] });
    expect(Object.keys(errorsOf(parseForm(owner({ insz: '60111842285' }), schema)))).toEqual([
      'insz',
    ]);
    expect(errorsOf(parseForm(owner({ ondernemingsnummer: '0785196985' }), schema))).toEqual({
      ondernemingsnummer: ['enterpriseNumber.invalid'],
    });
  });
});
