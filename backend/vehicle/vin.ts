// Vehicle identification numbers (ISO 3779): 17 characters of digits and capital letters without
// I, O and Q (too like 1 and 0). The ninth is a check digit, as North America requires and as the
// synthetic register gives every VIN: each character's value times its position's weight, summed
// modulo 11, 10 written as X.

/** The characters a VIN may hold. */
export const vinAlphabet = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** A letter's value: A–H 1–8, J–N 1–5, P 7, R 9, S–Z 2–9. */
const values: Readonly<Record<string, number>> = Object.fromEntries(
  [...vinAlphabet].map((character) => {
    if (/\d/.test(character)) return [character, Number(character)];
    const letters = 'ABCDEFGH|JKLMN|P|R|STUVWXYZ'.split('|');
    const starts = [1, 1, 7, 9, 2];
    const group = letters.findIndex((run) => run.includes(character));
    return [character, (starts[group] ?? 0) + (letters[group] ?? '').indexOf(character)];
  }),
);

const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit of a VIN ('0'–'9' or 'X'); the ninth character itself does not count. */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new RangeError(`a VIN has 17 characters, not ${vin.length}`);
  let sum = 0;
  for (let position = 0; position < 17; position++) {
    const value = values[vin.charAt(position)];
    if (value === undefined) throw new RangeError(`'${vin.charAt(position)}' is not in a VIN`);
    sum += value * (weights[position] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** 17 characters of the alphabet with the right check digit in ninth place. */
export function isValidVin(vin: string): boolean {
  return /^[0-9A-HJ-NPR-Z]{17}$/.test(vin) && vin.charAt(8) === vinCheckDigit(vin);
}

/** The VIN with its ninth character replaced by the check digit. */
export function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

/** The model-year character of the tenth position: A 1980 (and 2010), … Y 2000, 1 2001, … 9 2009. */
export function modelYearCode(year: number): string {
  const codes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  return codes.charAt((((year - 1980) % 30) + 30) % 30);
}
