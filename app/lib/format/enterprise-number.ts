// Enterprise and establishment unit numbers as the KBO shows them: 0123.456.749 and
// 2.123.456.789. Anything that is not ten digits is shown as it came.

export function formatEnterpriseNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10
    ? `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`
    : value;
}

export function formatEstablishmentNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10
    ? `${digits.slice(0, 1)}.${digits.slice(1, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`
    : value;
}
