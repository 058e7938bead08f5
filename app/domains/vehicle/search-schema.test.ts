// The vehicle search forms as the server reads them from the URL: a plate typed any way becomes its
// characters, the date of the facts its ISO form, and every refused value gets its rule's message
// on its own field.
import { describe, expect, it, vi } from 'vitest';
import { parseForm } from '~/page-state/parse-form';
import { belgianVehicleSearchSchema, foreignVehicleSearchSchema } from './search-schema';

const options = { sources: ['DIV'], referenceRequired: false };
const belgian = (query: string, referenceRequired = false) =>
  parseForm(
    new URLSearchParams(query),
    belgianVehicleSearchSchema({ ...options, referenceRequired }),
  );
const foreign = (query: string, secondPlate = false) =>
  parseForm(
    new URLSearchParams(query),
    foreignVehicleSearchSchema({ sources: ['EUCARIS'], referenceRequired: false }, { secondPlate }),
  );
const errorsOf = (submission: { status?: string; error?: unknown }, field: string) =>
  (submission.error as Record<string, unknown> | null | undefined)?.[field];

describe('the Belgian vehicle search form', () => {
  it.each(['1-ABC-123', '1 abc 123', ' 1abc123 ', '1.ABC.123'])('reads %j as 1ABC123', (typed) => {
    const submission = belgian(`nummerplaat=${encodeURIComponent(typed)}`);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      nummerplaat: '1ABC123',
      datum: '',
      reference: undefined,
    });
  });

  it('reads the date of the facts as YYYY-MM-DD', () => {
    const submission = belgian('nummerplaat=1-ABC-123&datum=03.05.2024');
    expect(submission.status === 'success' && submission.value.datum).toBe('2024-05-03');
  });

  it.each([
    ['1-ABC-12#', 'plate.invalid'],
    ['ABCDEF', 'plate.invalid'],
    ['', 'required'],
  ])('refuses the plate %j with %s', (typed, key) => {
    expect(errorsOf(belgian(`nummerplaat=${encodeURIComponent(typed)}`), 'nummerplaat')).toEqual([
      { key },
    ]);
  });

  it.each([
    ['31.02.2024', 'date.invalid'],
    ['2024-05-03', 'date.invalid'],
  ])('refuses the date %j with %s', (typed, key) => {
    expect(errorsOf(belgian(`nummerplaat=1ABC123&datum=${typed}`), 'datum')).toEqual([{ key }]);
  });

  it('refuses a date of the facts in the future', () => {
    vi.useFakeTimers({ now: new Date('2026-06-15T10:00:00Z'), toFake: ['Date'] });
    try {
      expect(errorsOf(belgian('nummerplaat=1ABC123&datum=16.06.2026'), 'datum')).toEqual([
        { key: 'date.future' },
      ]);
      expect(belgian('nummerplaat=1ABC123&datum=15.06.2026').status).toBe('success');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the reference when the role demands it', () => {
    expect(errorsOf(belgian('nummerplaat=1ABC123', true), 'reference')).toEqual([
      { key: 'required' },
    ]);
  });
});

describe('the foreign vehicle search form', () => {
  it('reads the country and the plate', () => {
    const submission = foreign('land=NL&nummerplaat1=gz-123-b');
    expect(submission.status === 'success' && submission.value).toEqual({
      land: 'NL',
      nummerplaat1: 'GZ123B',
      nummerplaat2: undefined,
      datum: '',
      reference: undefined,
    });
  });

  it.each([
    ['', 'required'],
    ['BE', 'invalid'],
    ['US', 'invalid'],
    ['nl', 'invalid'],
  ])('refuses the country %j with %s', (land, key) => {
    expect(errorsOf(foreign(`land=${land}&nummerplaat1=GZ123B`), 'land')).toEqual([{ key }]);
  });

  it('refuses a plate with other characters than letters and digits', () => {
    expect(errorsOf(foreign('land=NL&nummerplaat1=GZ%2F123'), 'nummerplaat1')).toEqual([
      { key: 'plate.invalidForeign' },
    ]);
  });

  it('drops a second plate without its toggle', () => {
    const submission = foreign('land=DE&nummerplaat1=K-AB+1234&nummerplaat2=K-XY+99');
    expect(submission.status === 'success' && submission.value.nummerplaat2).toBeUndefined();
  });

  it('reads a second plate with its toggle, and checks it', () => {
    const submission = foreign('land=DE&nummerplaat1=K-AB+1234&nummerplaat2=k-xy+99', true);
    expect(submission.status === 'success' && submission.value.nummerplaat2).toBe('KXY99');
    expect(foreign('land=DE&nummerplaat1=KAB1234&nummerplaat2=', true).status).toBe('success');
    expect(
      errorsOf(foreign('land=DE&nummerplaat1=KAB1234&nummerplaat2=%3Cb%3E', true), 'nummerplaat2'),
    ).toEqual([{ key: 'plate.invalidForeign' }]);
  });
});
