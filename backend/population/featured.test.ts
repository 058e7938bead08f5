import { describe, expect, it } from 'vitest';
import { featuring, groupBy } from './featured';
import type { PersonRow, Population } from './generate';

const person = (insz: string, changes: Partial<PersonRow> = {}): PersonRow =>
  ({
    insz,
    source: 'RR',
    status: null,
    death_date: null,
    first_names: ['Anna', 'Maria'],
    last_name: 'Peeters',
    birth_date: '1980-02-03',
    ...changes,
  }) as PersonRow;

describe('featuring', () => {
  const population = {
    persons: [person('80020300285'), person('80020300186', { death_date: '2020-01-01' })],
  } as Population;
  const { persons, livesHere, entry } = featuring(population);

  it('takes the people in insz order', () => {
    expect(persons.map((row) => row.insz)).toEqual(['80020300186', '80020300285']);
  });

  it('tells who lives here now: registered, no special status, alive', () => {
    expect(persons.map(livesHere)).toEqual([false, true]);
    expect(livesHere(person('1', { source: 'KSZ' }))).toBe(false);
    expect(livesHere(person('1', { status: 'afgevoerd' }))).toBe(false);
    expect(livesHere(undefined)).toBe(false);
  });

  it('gives the person’s part of a featured entry', () => {
    expect(entry(person('80020300285'))).toEqual({
      insz: '80020300285',
      name: 'Anna Maria Peeters',
      birthDate: '1980-02-03',
    });
  });
});

describe('groupBy', () => {
  it('keeps each person’s rows in the order given', () => {
    const rows = [
      { insz: 'b', n: 1 },
      { insz: 'a', n: 2 },
      { insz: 'b', n: 3 },
    ];
    expect([...groupBy(rows)]).toEqual([
      ['b', [rows[0], rows[2]]],
      ['a', [rows[1]]],
    ]);
  });
});
