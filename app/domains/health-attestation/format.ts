// How the health attestation screens write a phone number the source keeps in E.164: in its
// national form for a Belgian number, internationally otherwise.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'BE' ? parsed.formatNational() : parsed.formatInternational();
}
