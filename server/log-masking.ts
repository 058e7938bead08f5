// National register and BIS numbers never reach a log: any run of exactly 11 digits is masked.
const elevenDigits = /(?:(?<=%20)|(?<!\d))\d{11}(?!\d)/g;
// The display form 00.00.00-000.00, and the same with spaces or dashes between the groups, also
// as a URL's query carries a typed number (a search form sent with GET): spaces as '+' or '%20'.
const separator = String.raw`(?:[.\s+-]|%20)`;
const formattedNumber = new RegExp(
  String.raw`(?:(?<=%20)|(?<!\d))\d{2}${separator}?\d{2}${separator}?\d{2}${separator}\d{3}${separator}?\d{2}(?!\d)`,
  'g',
);

export const maskedNationalNumber = '***********';

export function maskNationalNumbers(text: string): string {
  return text
    .replace(formattedNumber, maskedNationalNumber)
    .replace(elevenDigits, maskedNationalNumber);
}
