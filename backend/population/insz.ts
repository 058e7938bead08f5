// Identification numbers of the synthetic population: national register numbers (insz) and BIS
// numbers, with their check digits, allocated so that no two people share one.
import type { Random } from './random';

export type Sex = '0' | '1' | '2';

/** The two check digits: 97 minus the first nine digits modulo 97, with a leading 2 from 2000 on. */
export function inszCheckDigits(firstNine: string, bornFrom2000: boolean): string {
  const value = Number(firstNine) + (bornFrom2000 ? 2_000_000_000 : 0);
  return String(97 - (value % 97)).padStart(2, '0');
}

/**
 * The birth date as the number encodes it, 'YYMMDD'. A BIS number raises the month by 40 when the
 * sex is known and by 20 when it is not.
 */
function encodedDate(birthDate: string, bis: boolean, sex: Sex): string {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  const offset = bis ? (sex === '0' ? 20 : 40) : 0;
  return `${year.slice(2)}${String(Number(month) + offset).padStart(2, '0')}${day}`;
}

/** The full eleven digits for a birth date ('YYYY-MM-DD') and a serial number (1–997). */
export function buildInsz(birthDate: string, serial: number, bis: boolean, sex: Sex): string {
  const firstNine = `${encodedDate(birthDate, bis, sex)}${String(serial).padStart(3, '0')}`;
  return `${firstNine}${inszCheckDigits(firstNine, birthDate >= '2000')}`;
}

/** Hands out numbers that no one else in the population has. */
export class InszRegistry {
  private readonly used = new Set<string>();

  /**
   * A fresh number. The serial is odd for men and even for women; any serial for an unknown sex.
   * Numbers of one birth date run out after 498 men or women, far more than a population needs.
   */
  allocate(birthDate: string, sex: Sex, bis: boolean, random: Random): string {
    const prefix = encodedDate(birthDate, bis, sex);
    const step = sex === '0' ? 1 : 2;
    const first = sex === '2' ? 2 : 1;
    const count = Math.floor((997 - first) / step) + 1;
    const start = random.int(0, count - 1);
    for (let tried = 0; tried < count; tried++) {
      const serial = first + ((start + tried) % count) * step;
      const key = `${prefix}${serial}`;
      if (this.used.has(key)) continue;
      this.used.add(key);
      return buildInsz(birthDate, serial, bis, sex);
    }
    throw new Error(`no free number left for ${birthDate}`);
  }
}
