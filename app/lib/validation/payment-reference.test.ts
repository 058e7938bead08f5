import { describe, expect, it } from 'vitest';
import {
  formatPaymentReference,
  isValidPaymentReference,
  validatePaymentReference,
} from './payment-reference';
import { paymentReferenceSchema } from './schemas';

// Check digits: first 10 digits mod 97, with a remainder of 0 written as 97.
describe('validatePaymentReference', () => {
  it.each([
    ['123456789002', null],
    ['+++123/4567/89002+++', null],
    ['123/4567/89002', null],
    [' +++ 123 / 4567 / 89002 +++ ', null],
    ['090005432151', null],
    ['000000009797', null],
    ['970000000097', null],
    ['970000000000', 'paymentReference.invalid'],
    ['123456789003', 'paymentReference.invalid'],
    ['12345678900', 'paymentReference.invalid'],
    ['1234567890021', 'paymentReference.invalid'],
    ['+++123/4567/89002', 'paymentReference.invalid'],
    ['***123/4567/89002***', 'paymentReference.invalid'],
    ['12/34567/89002', 'paymentReference.invalid'],
    ['', 'required'],
  ])('%j → %s', (value, key) => {
    expect(validatePaymentReference(value)?.key ?? null).toBe(key);
    expect(isValidPaymentReference(value)).toBe(key === null);
  });
});

describe('payment reference forms', () => {
  it('formats the bank form and parses to bare digits', () => {
    expect(formatPaymentReference('123456789002')).toBe('+++123/4567/89002+++');
    expect(paymentReferenceSchema.parse('+++123/4567/89002+++')).toBe('123456789002');
  });
});
