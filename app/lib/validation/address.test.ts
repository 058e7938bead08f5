import { describe, expect, it } from 'vitest';
import {
  enabledAddressFields,
  splitMunicipality,
  validateLetterAddress,
  type AddressProgress,
} from './address';
import { letterAddressSchema } from './schemas';

describe('splitMunicipality', () => {
  it.each([
    ['9000 Gent', { postcode: '9000', name: 'Gent' }],
    ['1000 Brussel', { postcode: '1000', name: 'Brussel' }],
    ['9830 Sint-Martens-Latem', { postcode: '9830', name: 'Sint-Martens-Latem' }],
    ['7100 La Louvière', { postcode: '7100', name: 'La Louvière' }],
    [' 9000 Gent ', { postcode: '9000', name: 'Gent' }],
    ['Gent', { postcode: '', name: 'Gent' }],
    ['', { postcode: '', name: '' }],
  ])('%j → %j', (text, expected) => {
    expect(splitMunicipality(text)).toEqual(expected);
  });
});

describe('enabledAddressFields', () => {
  const belgian = (gemeente: string, straat: string, nummer: string): AddressProgress => ({
    land: 'BE',
    gemeente,
    straat,
    nummer,
  });

  it.each([
    [belgian('', '', ''), { straat: false, nummer: false, bus: false }],
    [belgian('Gent', '', ''), { straat: true, nummer: false, bus: false }],
    [belgian('Gent', 'Veldstraat', ''), { straat: true, nummer: true, bus: false }],
    [belgian('Gent', 'Veldstraat', '12'), { straat: true, nummer: true, bus: true }],
    // Every step needs the one before it.
    [belgian('', 'Veldstraat', '12'), { straat: false, nummer: false, bus: false }],
    [belgian('Gent', ' ', '12'), { straat: true, nummer: false, bus: false }],
    [
      { land: 'NL', gemeente: '', straat: '', nummer: '' },
      { straat: true, nummer: true, bus: true },
    ],
  ])('%j → %j', (address, expected) => {
    expect(enabledAddressFields(address)).toEqual(expected);
  });
});

describe('validateLetterAddress', () => {
  const complete = { postcode_gemeente: '9000 Gent', gemeente: 'Gent', straat: 'Veldstraat' };

  it.each([
    [complete, {}],
    [{ ...complete, nummer: '', bus: '', organisatie: '' }, {}],
    [{ ...complete, straat: ' ' }, { straat: { key: 'required' } }],
    [
      {},
      {
        postcode_gemeente: { key: 'required' },
        straat: { key: 'required' },
        gemeente: { key: 'required' },
      },
    ],
  ])('%j → %j', (address, expected) => {
    expect(validateLetterAddress(address)).toEqual(expected);
  });

  it('reports each missing field on its own path', () => {
    const result = letterAddressSchema.safeParse({ gemeente: 'Gent' });
    expect(result.error?.issues.map((found) => [found.path, found.message])).toEqual([
      [['postcode_gemeente'], 'required'],
      [['straat'], 'required'],
    ]);
    expect(letterAddressSchema.parse(complete)).toEqual(complete);
  });
});
