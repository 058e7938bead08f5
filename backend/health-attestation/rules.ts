// The health attestation source's rules that both the generator (to pick its featured people) and
// the calls apply: whether a certificate's document may be sent and to where, the certificate's
// identifier (UVCI) with its check character, and identifiers made from a seeded generator.
import { RESEND_AFTER_DAYS, healthAttestationErrorCodes } from '@contracts/health-attestation';
import type { Random } from '../population/random';

/** Where a letter can go: the main residence in Belgium with a house number, or why not. */
export type LetterAddress = 'deliverable' | 'none' | 'undeliverable';

/** A current address of a person, as far as the letter rule reads it. */
export interface CurrentAddress {
  kind: 'hoofdverblijfplaats' | 'contactadres' | 'buitenland';
  house_number: string | null;
}

/**
 * A person's letter address from their current addresses: a main residence with a house number
 * takes a letter; one without, or only an address abroad, cannot (252); nothing at all is no
 * address (251).
 */
export function letterAddress(current: readonly CurrentAddress[]): LetterAddress {
  const main = current.find((address) => address.kind === 'hoofdverblijfplaats');
  if (main) return main.house_number ? 'deliverable' : 'undeliverable';
  return current.some((address) => address.kind === 'buitenland') ? 'undeliverable' : 'none';
}

const dayMs = 86_400_000;

/**
 * Why a certificate's document cannot be sent now, checked in the source's order: a holder the
 * register does not know (249), a suspension that has not ended (259), a document sent less than
 * three days ago (250), no address (251) or one that takes no letter (252); null when it can.
 */
export function sendRefusal(
  attestation: { suspended_until: string | null; sent_on: Date | null },
  person: { registered: boolean; address: LetterAddress },
  { now, today }: { now: Date; today: string },
): (typeof healthAttestationErrorCodes)[keyof typeof healthAttestationErrorCodes] | null {
  if (!person.registered) return healthAttestationErrorCodes.personNotFetched;
  if (attestation.suspended_until !== null && attestation.suspended_until >= today) {
    return healthAttestationErrorCodes.tryLater;
  }
  if (
    attestation.sent_on !== null &&
    now.getTime() - attestation.sent_on.getTime() < RESEND_AFTER_DAYS * dayMs
  ) {
    return healthAttestationErrorCodes.recentlySent;
  }
  if (person.address === 'none') return healthAttestationErrorCodes.noAddress;
  if (person.address === 'undeliverable') return healthAttestationErrorCodes.invalidAddress;
  return null;
}

/** A version 4 UUID whose random bits come from a seeded generator. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 4 }, () => random.uint32().toString(16).padStart(8, '0')).join(
    '',
  );
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const alphanumerics = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The characters a UVCI's check character is computed over (the EU guidelines' Luhn mod N). */
const uvciAlphabet = `${alphanumerics}/:`;

/** Capitals and digits drawn from a seeded generator. */
export function seededCode(random: Random, length: number): string {
  return Array.from(
    { length },
    () => alphanumerics[random.int(0, alphanumerics.length - 1)] ?? '0',
  ).join('');
}

/** The Luhn mod N check character of a text over the UVCI alphabet. */
export function uvciCheckCharacter(text: string): string {
  const n = uvciAlphabet.length;
  let factor = 2;
  let sum = 0;
  for (let index = text.length - 1; index >= 0; index--) {
    const codePoint = uvciAlphabet.indexOf(text[index] ?? '');
    if (codePoint < 0) continue;
    let addend = factor * codePoint;
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / n) + (addend % n);
    sum += addend;
  }
  return uvciAlphabet[(n - (sum % n)) % n] ?? '0';
}

/** A Belgian certificate identifier: 'URN:UVCI:01:BE:' and 26 capitals or digits, '#' and its check. */
export function uvciOf(opaque: string): string {
  const body = `URN:UVCI:01:BE:${opaque}`;
  return `${body}#${uvciCheckCharacter(body)}`;
}
