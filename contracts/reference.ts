// 'Uw referentie' as the legal log keeps it: its length and the visible-character rule, without
// the schemas, so that the page chrome (which trims a link's reference) ships no validation
// library to the browser.

/** The longest 'Uw referentie' the legal log keeps. */
export const REFERENCE_MAX_LENGTH = 100;

/**
 * Characters that show nothing on their own: spaces of every kind, format and control characters
 * (zero-width space U+200B, word joiner U+2060, soft hyphen U+00AD, bidi marks), other default-
 * ignorable code points, combining marks without a base, private-use and unassigned code points,
 * and the blank letters some scripts have (Hangul fillers, the blank Braille pattern).
 */
const invisible =
  /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{M}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** A reference the legal log can show: at least one character that is visible. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(invisible, '') !== '';
}
