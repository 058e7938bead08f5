import { describe, expect, it } from 'vitest';
import { addDays, compositionHistory, type Membership } from './households';

const member = (
  insz: string,
  position: string,
  validFrom: string,
  validTo: string | null = null,
  householdId = 1,
): Membership => ({ householdId, insz, position, validFrom, validTo });

// A couple from 2010; a child born in 2012; the father leaves on 2019-06-30 for household 2.
const household1 = [
  member('mother', '01', '2010-05-01'),
  member('father', '02', '2010-05-01', '2019-06-30'),
  member('child', '03', '2012-03-14'),
];
const household2 = [member('father', '01', '2019-07-01', null, 2)];
const membersOf = (id: number) => (id === 1 ? household1 : household2);
const names = (members: Membership[]) => members.map((m) => m.insz);

describe('compositionHistory', () => {
  it('cuts a membership at every arrival and departure, newest first', () => {
    const history = compositionHistory(
      household1.filter((m) => m.insz === 'mother'),
      membersOf,
      {},
    );
    expect(history.map(({ from, to, members }) => [from, to, names(members)])).toEqual([
      ['2019-07-01', null, ['mother', 'child']],
      ['2012-03-14', '2019-06-30', ['mother', 'father', 'child']],
      ['2010-05-01', '2012-03-13', ['mother', 'father']],
    ]);
  });

  it('follows a person into the next household', () => {
    const father = [...household1, ...household2].filter((m) => m.insz === 'father');
    const history = compositionHistory(father, membersOf, {});
    expect(history.map(({ householdId, from }) => [householdId, from])).toEqual([
      [2, '2019-07-01'],
      [1, '2012-03-14'],
      [1, '2010-05-01'],
    ]);
  });

  it('keeps the composition on a date, or those since a date', () => {
    const mother = household1.filter((m) => m.insz === 'mother');
    const on = compositionHistory(mother, membersOf, { op: '2015-01-01' });
    expect(on).toHaveLength(1);
    expect(names(on[0]!.members)).toEqual(['mother', 'father', 'child']);
    expect(compositionHistory(mother, membersOf, { vanaf: '2013-01-01' })).toHaveLength(2);
    expect(compositionHistory(mother, membersOf, { op: '2009-01-01' })).toEqual([]);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
