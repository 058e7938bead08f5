import { describe, expect, it } from 'vitest';
import {
  birthDateSpan,
  birthDateWindow,
  editDistance,
  matchScore,
  nameDistance,
  soundKey,
  yearsOutside,
} from './name-match';

describe('editDistance', () => {
  it.each([
    ['peeters', 'peeters', 0],
    ['peeters', 'peters', 1],
    ['peeters', 'pieters', 1],
    ['janssens', 'jansen', 2],
    ['janssens', 'jansens', 1],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
  });

  it('stops early beyond the limit', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('soundKey and nameDistance', () => {
  it('gives spellings of one sound one key', () => {
    expect(soundKey('claes')).toBe(soundKey('claeys'));
    expect(soundKey('claes')).toBe(soundKey('klaas'));
    expect(soundKey('dhondt')).toBe(soundKey('dhont'));
    expect(soundKey('peeters')).not.toBe(soundKey('mertens'));
  });

  it('matches exactly at tolerance 0, nearly at 1 and 2', () => {
    expect(nameDistance('peeters', 'peeters', 0)).toBe(0);
    expect(nameDistance('peeters', 'peters', 0)).toBeNull();
    expect(nameDistance('peeters', 'peters', 1)).toBe(1);
    expect(nameDistance('janssens', 'jansen', 1)).toBeNull();
    expect(nameDistance('janssens', 'jansen', 2)).toBe(2);
    expect(nameDistance('claes', 'klaas', 1)).toBe(1);
    expect(nameDistance('peeters', 'maes', 2)).toBeNull();
  });
});

describe('birth dates', () => {
  it.each([
    ['1985', { from: '1985-01-01', to: '1985-12-31' }],
    ['2024-02', { from: '2024-02-01', to: '2024-02-29' }],
    ['1985-07-30', { from: '1985-07-30', to: '1985-07-30' }],
  ])('%s spans %j', (value, expected) => {
    expect(birthDateSpan(value)).toEqual(expected);
  });

  it.each(['1985-13', '2023-02-29', '1700', '1985-00-10'])('%s is no date', (value) => {
    expect(birthDateSpan(value)).toBeNull();
  });

  it('widens by a year per tolerance step, keeping leap days valid', () => {
    const span = { from: '2024-02-29', to: '2024-02-29' };
    expect(birthDateWindow(span, 0)).toEqual(span);
    expect(birthDateWindow(span, 1)).toEqual({ from: '2023-02-28', to: '2025-02-28' });
  });

  it('counts whole years outside the span', () => {
    const span = { from: '1985-07-30', to: '1985-07-30' };
    expect(yearsOutside('1985-07-30', span)).toBe(0);
    expect(yearsOutside('1985-07-20', span)).toBe(1);
    expect(yearsOutside('1983-08-01', span)).toBe(2);
  });
});

describe('matchScore', () => {
  const candidate = {
    searchLastName: 'vandenbroeck',
    firstNames: ['Anne-Marie', 'Josée'],
    birthDate: '1985-07-30',
  };
  const span = { from: '1985-07-30', to: '1985-07-30' };

  it('is 100 for the exact name, however it is written', () => {
    expect(matchScore({ lastName: 'Van den Broeck', span, tolerance: 0 }, candidate)).toBe(100);
    expect(
      matchScore({ lastName: 'VANDENBROECK', firstName: 'josee', span, tolerance: 0 }, candidate),
    ).toBe(100);
  });

  it('scores near misses lower, and refuses them at tolerance 0', () => {
    expect(matchScore({ lastName: 'Van den Broek', span, tolerance: 0 }, candidate)).toBeNull();
    expect(matchScore({ lastName: 'Van den Broek', span, tolerance: 1 }, candidate)).toBe(85);
    const yearOff = { from: '1986-07-30', to: '1986-07-30' };
    expect(matchScore({ lastName: 'Van den Broeck', span: yearOff, tolerance: 1 }, candidate)).toBe(
      90,
    );
    expect(
      matchScore({ lastName: 'Van den Broeck', span: yearOff, tolerance: 0 }, candidate),
    ).toBeNull();
  });

  it('needs a first name that matches one of the first names', () => {
    expect(
      matchScore(
        { lastName: 'Vandenbroeck', firstName: 'Anne Marie', span, tolerance: 0 },
        candidate,
      ),
    ).toBe(100);
    expect(
      matchScore({ lastName: 'Vandenbroeck', firstName: 'Marie', span, tolerance: 0 }, candidate),
    ).toBeNull();
  });
});
