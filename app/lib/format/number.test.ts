import { describe, expect, it } from 'vitest';
import { formatEuros, formatWhole } from './number';

// Intl writes a (narrow) no-break space between the euro sign and the amount in nl-BE.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the screen language', () => {
  it('groups thousands with a dot in Dutch and a comma in English', () => {
    expect(formatWhole(1250, 'nl')).toBe('1.250');
    expect(formatWhole(1250, 'en')).toBe('1,250');
    expect(formatWhole(12, 'nl')).toBe('12');
  });

  it('writes whole euros without cents', () => {
    expect(plain(formatEuros(139500, 'nl'))).toBe('€ 139.500');
    expect(formatEuros(139500, 'en')).toBe('€139,500');
    expect(plain(formatEuros(1000.4, 'nl'))).toBe('€ 1.000');
  });
});
