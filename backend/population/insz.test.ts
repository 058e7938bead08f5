// Check digits and allocation of the population's insz and BIS numbers, cross-checked with the
// portal's own validation; and the seeded random generator they draw from.
import { describe, expect, it } from 'vitest';
import { birthDateFromInsz, isBisNumber, validateInsz } from '~/lib/validation/insz';
import { buildInsz, inszCheckDigits, InszRegistry } from './insz';
import { Random } from './random';

describe('inszCheckDigits', () => {
  it('is 97 minus the first nine digits modulo 97, with a 2 in front from 2000 on', () => {
    // 850730 033: 850730033 mod 97 = 69, so 97 - 69 = 28.
    expect(inszCheckDigits('850730033', false)).toBe('28');
    expect(inszCheckDigits('010101001', true)).toBe(
      String(97 - ((2_000_000_000 + 10_101_001) % 97)).padStart(2, '0'),
    );
  });
});

describe('buildInsz', () => {
  it('builds numbers the portal accepts, before and after 2000', () => {
    for (const [date, serial] of [
      ['1925-03-14', 1],
      ['1999-12-31', 996],
      ['2000-01-01', 3],
      ['2025-11-30', 998 - 2],
    ] as const) {
      const insz = buildInsz(date, serial, false, serial % 2 === 1 ? '1' : '2');
      expect(validateInsz(insz)).toBeNull();
      expect(isBisNumber(insz)).toBe(false);
      const encoded = birthDateFromInsz(insz);
      expect(encoded).toEqual({
        year: Number(date.slice(0, 4)),
        month: Number(date.slice(5, 7)),
        day: Number(date.slice(8)),
      });
    }
  });

  it('raises the month of a BIS number by 40, or by 20 when the sex is unknown', () => {
    const known = buildInsz('1987-06-15', 12, true, '2');
    const unknown = buildInsz('2003-06-15', 13, true, '0');
    expect(known.slice(0, 6)).toBe('874615');
    expect(unknown.slice(0, 6)).toBe('032615');
    for (const insz of [known, unknown]) {
      expect(validateInsz(insz)).toBeNull();
      expect(isBisNumber(insz)).toBe(true);
    }
    expect(birthDateFromInsz(unknown)).toEqual({ year: 2003, month: 6, day: 15 });
  });
});

describe('InszRegistry', () => {
  it('never hands out a number twice, and keeps odd serials for men and even for women', () => {
    const registry = new InszRegistry();
    const random = new Random('insz test');
    const numbers = new Set<string>();
    for (let index = 0; index < 900; index++) {
      const sex = index % 3 === 0 ? '1' : index % 3 === 1 ? '2' : '0';
      const insz = registry.allocate('2001-02-03', sex, sex === '0', random);
      numbers.add(insz);
      expect(validateInsz(insz)).toBeNull();
      if (sex !== '0') expect(Number(insz.slice(6, 9)) % 2).toBe(sex === '1' ? 1 : 0);
    }
    expect(numbers.size).toBe(900);
  });

  it('says so when a birth date has no serial left', () => {
    const registry = new InszRegistry();
    const random = new Random('full');
    for (let index = 0; index < 499; index++) registry.allocate('1950-05-05', '1', false, random);
    expect(() => registry.allocate('1950-05-05', '1', false, random)).toThrow(/no free number/);
  });
});

describe('Random', () => {
  it('gives the same numbers for the same seed, and other numbers for another', () => {
    const draw = (seed: string) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.uint32());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
    // Pinned: a change to the generator would silently change the whole population.
    expect(draw('population')).toMatchInlineSnapshot(`
      [
        3363618985,
        1830786751,
        3093265787,
        1849053032,
        1188295370,
      ]
    `);
  });

  it('keeps its helpers within their bounds', () => {
    const random = new Random('bounds');
    for (let index = 0; index < 1000; index++) {
      const value = random.int(-3, 3);
      expect(value).toBeGreaterThanOrEqual(-3);
      expect(value).toBeLessThanOrEqual(3);
      expect(['x', 'y']).toContain(random.pick(['x', 'y']));
      expect(random.weighted([['never', 0] as const, ['always', 1] as const])).toBe('always');
    }
    expect(() => random.pick([])).toThrow();
    expect(random.fork('x').uint32()).toBe(random.fork('x').uint32());
  });
});
