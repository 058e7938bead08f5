// How the health attestation screens write a phone number the source keeps in E.164: in its
// national form for a Belgian number, internationally otherwise. Written on the server: the
// loaders send the screens the text they show, so that no page carries libphonenumber and its
// metadata (the CTPC search's own check loads libphonenumber with the form's rules).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { AttestationRow, CtpcRow } from '@contracts/health-attestation';

export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'BE' ? parsed.formatNational() : parsed.formatInternational();
}

/** An attestation as the screens show it: its phone number written out. */
export function attestationShown(row: AttestationRow): AttestationRow {
  return { ...row, telephone: row.telephone ? formatPhone(row.telephone) : row.telephone };
}

/** A CTPC attestation as the screens show it: its phone number written out. */
export function ctpcShown(row: CtpcRow): CtpcRow {
  return { ...row, phoneNumber: formatPhone(row.phoneNumber) };
}
