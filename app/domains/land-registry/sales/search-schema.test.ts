import { describe, expect, it } from 'vitest';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { salesFields as f } from './search-fields';
import { salesFiltersOf, salesSearchSchema } from './search-schema';

const today = new Date('2024-06-15T12:00:00Z');

function parse(query: string) {
  return parseForm(new URLSearchParams(query), salesSearchSchema(today));
}

function errorsOf(query: string) {
  const submission = parse(query);
  expect(submission.status).toBe('error');
  if (submission.status !== 'error') return {};
  return Object.fromEntries(
    Object.entries<FormErrors | null>(submission.error ?? {}).map(([field, issues]) => [
      field,
      (issues ?? []).map((found) => found.key),
    ]),
  );
}

const codes = (name: string, count: number, of: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => `${name}=${of(index)}`).join('&');

describe('the sales search from the URL', () => {
  it('reads every filter as the backend takes it', () => {
    const submission = parse(
      'zoeken=1&gemeente=44021&afdeling=44021&verkoopType=1&aard=HUIS&gebouw=2' +
        '&prijs.min=100000&prijs.max=300000&bouwjaar.min=1950&bouwjaar.max=2000' +
        '&van.month=1&van.year=2019&tot.month=12&tot.year=2021' +
        '&fiche60.jaar=2020&fiche60.kantoorNummer=12&fiche60.volgNummer=345&fiche60.typeFiche=a&fiche60.goedNummer=1',
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(salesFiltersOf(submission.value)).toEqual({
      gemeenten: ['44021'],
      afdelingen: ['44021'],
      verkoopTypes: ['1'],
      kadastraleAarden: ['HUIS'],
      gebouwIndicaties: ['2'],
      prijs: { min: 100000, max: 300000 },
      oppervlakte: undefined,
      bouwjaar: { min: 1950, max: 2000 },
      periode: { van: { month: 1, year: 2019 }, tot: { month: 12, year: 2021 } },
      fiche60: { jaar: 2020, kantoorNummer: '12', volgNummer: 345, typeFiche: 'A', goedNummer: 1 },
    });
  });

  it('reads a code chosen twice (a link written by hand) as chosen once', () => {
    const submission = parse(
      'zoeken=1&gemeente=44021&gemeente=44021&gemeente=24062&aard=HUIS&aard=HUIS',
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(salesFiltersOf(submission.value)).toMatchObject({
      gemeenten: ['44021', '24062'],
      kadastraleAarden: ['HUIS'],
    });
    // Four values of which three differ are three municipalities, the most a search takes.
    expect(
      parse('zoeken=1&gemeente=44021&gemeente=44021&gemeente=24062&gemeente=11002').status,
    ).toBe('success');
  });

  it('takes an empty search: every filter left out', () => {
    const submission = parse('zoeken=1');
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    const filters = salesFiltersOf(submission.value);
    expect(filters.gemeenten).toEqual([]);
    expect(filters.periode).toBeUndefined();
    expect(filters.fiche60).toBeUndefined();
  });

  it.each([
    [f.municipalities, 3, (index: number) => `4402${index}`],
    [f.divisions, 5, (index: number) => `4402${index}`],
    [f.types, 5, (index: number) => String(index + 1)],
    [f.natures, 5, (index: number) => `A${index}`],
    [f.buildings, 5, (index: number) => `B${index}`],
  ])('takes at most the maximum of %s (%i)', (name, maximum, of) => {
    expect(parse(codes(name, maximum, of)).status).toBe('success');
    expect(errorsOf(codes(name, maximum + 1, of))[name]).toEqual(['multiSelect.maximumReached']);
  });

  it('reports each range rule on its range', () => {
    expect(errorsOf('prijs.min=10')[f.price]).toEqual(['range.bothRequired']);
    expect(errorsOf('prijs.min=10&prijs.max=5')[f.price]).toEqual(['range.maxBelowMin']);
    expect(errorsOf('oppervlakte.min=1,5&oppervlakte.max=9')[f.surface]).toEqual([
      'range.notANumber',
    ]);
    expect(errorsOf('bouwjaar.min=95&bouwjaar.max=2000')[f.constructionYear]).toEqual([
      'range.invalidYear',
    ]);
  });

  it('takes months from January 2019 up to the current month, in order', () => {
    expect(parse('van.month=1&van.year=2019&tot.month=6&tot.year=2024').status).toBe('success');
    expect(errorsOf('van.month=12&van.year=2018')[f.from]).toEqual(['monthYear.yearOutOfRange']);
    expect(errorsOf('tot.month=7&tot.year=2024')[f.to]).toEqual(['monthYear.future']);
    expect(errorsOf('van.month=3')[f.from]).toEqual(['monthYear.incomplete']);
    expect(errorsOf('van.month=5&van.year=2020&tot.month=4&tot.year=2020')[f.to]).toEqual([
      'monthYear.endBeforeStart',
    ]);
  });

  it('takes a fiche 60 whole or not at all', () => {
    expect(errorsOf('fiche60.jaar=2020')[f.fiche60]).toEqual(['fiche60.incomplete']);
    expect(
      errorsOf(
        'fiche60.jaar=20&fiche60.kantoorNummer=1&fiche60.volgNummer=2&fiche60.typeFiche=A&fiche60.goedNummer=3',
      )[f.fiche60],
    ).toEqual(['invalid']);
  });
});
