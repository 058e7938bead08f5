import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { formatAddress, formatAddressLines, type AddressParts } from './address';

const inGhent: AddressParts = {
  soort: 'hoofdverblijfplaats',
  straat: 'Veldstraat',
  huisnummer: '12',
  busnummer: '3',
  postcode: '9000',
  gemeente: { naam: 'Gent' },
  land: { naam: 'België' },
  lijnen: [],
};

const abroad: AddressParts = {
  soort: 'buitenland',
  straat: null,
  huisnummer: null,
  busnummer: null,
  postcode: null,
  gemeente: null,
  land: { naam: 'Frankrijk' },
  lijnen: ['12 rue de la Paix', '75002 Paris'],
};

const t = (locale: 'nl' | 'en') => createI18n(locale, resources[locale]).t;

describe('formatAddress', () => {
  it.each([
    ['nl', 'Veldstraat 12 bus 3, 9000 Gent'],
    ['en', 'Veldstraat 12 box 3, 9000 Gent'],
  ] as const)('names the box in %s', (locale, expected) => {
    expect(formatAddress(inGhent, t(locale))).toBe(expected);
  });

  it('leaves out what is not known', () => {
    const withoutBox = { ...inGhent, busnummer: null };
    expect(formatAddress(withoutBox, t('nl'))).toBe('Veldstraat 12, 9000 Gent');
    expect(formatAddress({ ...withoutBox, straat: null, huisnummer: null }, t('en'))).toBe(
      '9000 Gent',
    );
  });

  it('writes an address abroad as its lines and the country', () => {
    expect(formatAddress(abroad, t('en'))).toBe('12 rue de la Paix, 75002 Paris, Frankrijk');
  });

  it('answers an empty text for no address', () => {
    expect(formatAddress(null, t('nl'))).toBe('');
  });
});

describe('formatAddressLines', () => {
  it('gives the street line and the town line', () => {
    expect(formatAddressLines(inGhent, t('nl'))).toEqual(['Veldstraat 12 bus 3', '9000 Gent']);
    expect(formatAddressLines(inGhent, t('en'))).toEqual(['Veldstraat 12 box 3', '9000 Gent']);
  });
});
