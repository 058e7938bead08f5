import { describe, expect, it } from 'vitest';
import { formatEnterpriseNumber, formatEstablishmentNumber } from './enterprise-number';

describe('enterprise number formats', () => {
  it('groups an enterprise number as 0123.456.749', () => {
    expect(formatEnterpriseNumber('0123456749')).toBe('0123.456.749');
    expect(formatEnterpriseNumber('0123 456 749')).toBe('0123.456.749');
    expect(formatEnterpriseNumber('12345')).toBe('12345');
  });

  it('groups an establishment unit number as 2.123.456.789', () => {
    expect(formatEstablishmentNumber('2123456789')).toBe('2.123.456.789');
    expect(formatEstablishmentNumber('21')).toBe('21');
  });
});
