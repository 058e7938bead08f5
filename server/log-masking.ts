// National register and BIS numbers never reach a log: any run of exactly 11 digits is masked.
const elevenDigits = /(?<!\d)\d{11}(?!\d)/g;
// The display form 00.00.00-000.00, and the same with spaces or dashes between the groups.
const formattedNumber = /(?<!\d)\d{2}[.\s-]?\d{2}[.\s-]?\d{2}[.\s-]\d{3}[.\s-]?\d{2}(?!\d)/g;

export const maskedNationalNumber = '***********';

export function maskNationalNumbers(text: string): string {
  return text
    .replace(formattedNumber, maskedNationalNumber)
    .replace(elevenDigits, maskedNationalNumber);
}
