import { describe, expect, it } from 'vitest';
import {
  capakeyOfPath,
  capakeyPathOf,
  historyStateSchema,
  ownershipHistoryQuery,
} from './land-registry-history';

describe('a capakey in a URL path', () => {
  it('writes the slash as a dash, and reads it back', () => {
    expect(capakeyPathOf('44021A0041/00A000')).toBe('44021A0041-00A000');
    expect(capakeyOfPath('44021A0041-00A000')).toBe('44021A0041/00A000');
    expect(capakeyOfPath(capakeyPathOf('24062C0123/00_000'))).toBe('24062C0123/00_000');
  });

  it('reads a segment in lower case or with spaces as its upper-case key', () => {
    expect(capakeyOfPath(' 44021a0041-00a000 ')).toBe('44021A0041/00A000');
  });

  it.each([
    '44021A0041/00A000',
    '44021A0041-00A000-P0000',
    '4402A0041-00A000',
    '44021A041-00A000',
    '44021A0041-0A000',
    '44021A0041-00-000',
    '44021A0041-00A00',
    '440211A0041-00A000',
    '',
  ])('refuses %j', (segment) => {
    expect(capakeyOfPath(segment)).toBeNull();
  });
});

describe('the history query', () => {
  it('takes a capakey, optionally a partition and a date', () => {
    expect(
      ownershipHistoryQuery.parse({
        capakey: '44021A0154/00B000',
        partitie: 'P0003',
        datum: '2000-01-31',
      }),
    ).toEqual({
      capakey: '44021A0154/00B000',
      partitie: 'P0003',
      datum: '2000-01-31',
      bron: 'AAPD',
    });
  });

  it.each([
    { capakey: '44021A0154-00B000' },
    { capakey: '44021A0154/00B000', partitie: '3' },
    { capakey: '44021A0154/00B000', datum: '31.01.2000' },
    { capakey: '44021A0154/00B000', datum: '2000-02-30' },
    { capakey: '44021A0154/00B000', bron: 'KBO' },
  ])('refuses %j', (query) => {
    expect(ownershipHistoryQuery.safeParse(query).success).toBe(false);
  });
});

describe('a state of the history', () => {
  const state = {
    eigendomId: '44021A0154-00B000-P0000-02',
    artikel: '01234',
    voorgaandArtikel: '04321',
    begin: '1975-03-01',
    jaarBegin: 1975,
    versieBegin: '1975-03-20 10:11:12',
    inschrijvingType: { code: 'VERK', omschrijving: 'Verkoop' },
    partijen: [],
    rechten: [],
    volledig: true,
    einde: null,
    huidig: true,
    verkoop: { datum: '1975-03-01', prijs: 12_000, type: { code: '1', omschrijving: 'x' } },
    vorigeToestandId: '44021A0154-00B000-P0000-01',
    volgendeToestandId: null,
  };

  it('is an ownership state with its end, its sale and its neighbours', () => {
    expect(historyStateSchema.parse(state)).toEqual(state);
    expect(historyStateSchema.parse({ ...state, verkoop: null }).verkoop).toBeNull();
  });

  it('needs whole euros and real dates', () => {
    expect(
      historyStateSchema.safeParse({ ...state, verkoop: { ...state.verkoop, prijs: 1.5 } }).success,
    ).toBe(false);
    expect(historyStateSchema.safeParse({ ...state, einde: '1975-13-01' }).success).toBe(false);
  });
});
