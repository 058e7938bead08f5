// Belgian plates as they are written on the plate itself, from the characters the register keeps:
// 1-ABC-123 (since 2010), M-ABC-123 and the other series letters, ABC-123 (1973–2008),
// 123-ABC (2008–2010), CD-1234. A plate of no known series is shown as the register keeps it.

const series: readonly [RegExp, string][] = [
  [/^([1-9A-Z])([A-Z]{3})(\d{3})$/, '$1-$2-$3'],
  [/^([A-Z]{3})(\d{3})$/, '$1-$2'],
  [/^(\d{3})([A-Z]{3})$/, '$1-$2'],
  [/^(CD)(\d{4})$/, '$1-$2'],
];

export function formatBelgianPlate(plate: string): string {
  for (const [pattern, replacement] of series) {
    if (pattern.test(plate)) return plate.replace(pattern, replacement);
  }
  return plate;
}
