// Phone numbers: valid per libphonenumber, Belgian by default (+32 or national 0… forms).
// The 'max' metadata on purpose: the default 'min' metadata only checks a number's length and
// would accept numbers that no operator can ever have issued.
import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { issue, type ValidationIssue } from './issue';
import { isBlank } from './required';
import { stringField } from './schemas';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BE';

export function isValidPhone(value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  return isValidPhoneNumber(value.trim(), country);
}

/** The number in E.164 form (+32470123456), as it is sent; null when it is not valid. */
export function normalisePhoneNumber(
  value: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

export function validatePhone(
  value: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): ValidationIssue | null {
  if (isBlank(value)) return issue('required');
  return isValidPhone(value, country) ? null : issue('phone.invalid');
}

/** Mandatory Belgian-default phone number; send it as `normalisePhoneNumber(value)`. */
export const phoneSchema = stringField((value) => validatePhone(value));
