// Belgian number plates: the series in use and how a plate is written. Plates are personal in
// Belgium and issued in order, so a plate's series tells when it was issued: ABC-123 from 1973 to
// mid-2008, 123-ABC until November 2010, then 1-ABC-123 (the 2- series since March 2021). The
// other series start with a letter that tells the kind of plate: M motorcycles, Q trailers (U
// before 2010), O oldtimers, Z trade plates; diplomatic plates are CD and four digits. The
// register keeps a plate's characters only ('1ABC123').
import { dayOf, type Day } from '../population/generate';
import type { Random } from '../population/random';

export type PlateType = 'NM' | 'MO' | 'AH' | 'OT' | 'HP' | 'CD';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const groups = alphabet.length ** 3;

const oldSeries = { from: dayOf('1973-01-01'), to: dayOf('2008-07-01') };
const reversedSeries = { from: oldSeries.to, to: dayOf('2010-11-16') };
const currentSeries = { from: reversedSeries.to, second: dayOf('2021-03-01') };
/** Letter groups the current series issues a day (1-AAA to 1-ZZZ took ten years and a bit). */
const groupsPerDay = groups / (currentSeries.second - currentSeries.from);

/** The day the current series (1-ABC-123) began: an older plate is ABC-123 or 123-ABC. */
export const currentSeriesStart: Day = currentSeries.from;

function letters(group: number): string {
  const index = Math.min(groups - 1, Math.max(0, Math.floor(group)));
  return [
    alphabet.charAt(Math.floor(index / 676)),
    alphabet.charAt(Math.floor(index / 26) % 26),
    alphabet.charAt(index % 26),
  ].join('');
}

const digits = (random: Random, count: number) =>
  String(random.int(1, 10 ** count - 1)).padStart(count, '0');

/** A letter group near the one issued on the day (plates are not handed out strictly in order). */
function groupOn(random: Random, day: Day, from: Day, to: Day): string {
  const share = (day - from) / (to - from);
  return letters(share * groups + random.int(-40, 40));
}

/**
 * A plate of the type, issued on the day, without separators. Drawn again by the caller when it
 * is taken already.
 */
export function belgianPlate(random: Random, type: PlateType, issued: Day): string {
  switch (type) {
    case 'NM': {
      if (issued < oldSeries.to) {
        return `${groupOn(random, issued, oldSeries.from, oldSeries.to)}${digits(random, 3)}`;
      }
      if (issued < reversedSeries.to) {
        return `${digits(random, 3)}${groupOn(random, issued, reversedSeries.from, reversedSeries.to)}`;
      }
      const second = issued >= currentSeries.second;
      const start = second ? currentSeries.second : currentSeries.from;
      const group = letters((issued - start) * groupsPerDay + random.int(-40, 40));
      return `${second ? '2' : '1'}${group}${digits(random, 3)}`;
    }
    case 'MO':
      return `M${letters(random.int(0, groups - 1))}${digits(random, 3)}`;
    case 'AH':
      return `${issued < currentSeries.from ? 'U' : 'Q'}${letters(random.int(0, groups - 1))}${digits(random, 3)}`;
    case 'OT':
      return `O${letters(random.int(0, groups - 1))}${digits(random, 3)}`;
    case 'HP':
      return `Z${letters(random.int(0, groups - 1))}${digits(random, 3)}`;
    case 'CD':
      return `CD${digits(random, 4)}`;
  }
}

/**
 * A valid plate that the current series has not reached yet, and so no vehicle of the register
 * has: the 2- series is still far from Z.
 */
export const unissuedPlate = '2ZZZ999';

// How the portal writes a plate (app/lib/format/plate.ts): the same series, the same dashes.
const written: readonly [RegExp, string][] = [
  [/^([1-9A-Z])([A-Z]{3})(\d{3})$/, '$1-$2-$3'],
  [/^([A-Z]{3})(\d{3})$/, '$1-$2'],
  [/^(\d{3})([A-Z]{3})$/, '$1-$2'],
  [/^(CD)(\d{4})$/, '$1-$2'],
];

/** A Belgian plate as it is written on the plate: 1-ABC-123, ABC-123, 123-ABC, CD-1234. */
export function writtenPlate(plate: string): string {
  for (const [pattern, replacement] of written) {
    if (pattern.test(plate)) return plate.replace(pattern, replacement);
  }
  return plate;
}
