// The text rules of the suggestion lookups: normal form, word-starts, typed addresses.
import { describe, expect, it } from 'vitest';
import { parseTypedAddress, searchKey, wordStarts } from './search';

describe('searchKey', () => {
  it('drops case, accents and punctuation', () => {
    expect(searchKey('Sint-Amandsberg (Gent)')).toBe('sint amandsberg gent');
    expect(searchKey('  Liège ')).toBe('liege');
    expect(searchKey("'s Herenelderen")).toBe('s herenelderen');
    expect(searchKey('Straße Œuvre')).toBe('strasse oeuvre');
  });

  it('leaves nothing a LIKE pattern or SQL would read', () => {
    expect(searchKey("%_'; DROP TABLE x; --")).toBe('drop table x');
  });
});

describe('wordStarts', () => {
  it('lists the name and each tail from a later word', () => {
    expect(wordStarts('Mariakerke (Gent)')).toEqual([
      { key: 'mariakerke gent', first: true },
      { key: 'gent', first: false },
    ]);
  });
});

describe('parseTypedAddress', () => {
  it('splits street, number and box', () => {
    expect(parseTypedAddress('Veldstraat 12 bus 3')).toEqual({
      street: 'veldstraat',
      nummer: '12',
      bus: '3',
      postcode: null,
      town: '',
    });
    expect(parseTypedAddress('Oude Veldstraat 7a/B2')).toMatchObject({
      street: 'oude veldstraat',
      nummer: '7A',
      bus: 'B2',
    });
  });

  it('reads the town after the number, a comma or a postcode', () => {
    expect(parseTypedAddress('Veldstraat 1 Gent')).toMatchObject({ nummer: '1', town: 'gent' });
    expect(parseTypedAddress('Veldstraat, 9000 Gent')).toMatchObject({
      street: 'veldstraat',
      postcode: '9000',
      town: 'gent',
    });
    expect(parseTypedAddress('Veldstraat 9000')).toMatchObject({ postcode: '9000', nummer: null });
  });

  it('takes a 4-digit number for a postcode only when told it is one', () => {
    expect(parseTypedAddress('Kerkstraat 1000', (token) => token === '9000')).toMatchObject({
      nummer: '1000',
      postcode: null,
    });
  });

  it('keeps a street that starts with a number', () => {
    expect(parseTypedAddress('2de Carabiniersstraat 5')).toMatchObject({
      street: '2de carabiniersstraat',
      nummer: '5',
    });
  });
});
