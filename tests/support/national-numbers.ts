// National numbers for test files of many lines: valid check digits, a birth in 1940, and almost
// all of them nobody's in the synthetic population (whose featured people are born later).

/**
 * The index-th such number: month, day and the sequence from the index, so the numbers of one
 * file differ for the thousand lines a file may hold; `sequenceFrom` keeps two suites' numbers
 * apart (a sequence of three digits from it to it + 96).
 */
export function inszBornIn1940(index: number, sequenceFrom = 900): string {
  const month = String(1 + (index % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(index / 12) % 28)).padStart(2, '0');
  const sequence = String(sequenceFrom + (index % 97)).padStart(3, '0');
  const first = `40${month}${day}${sequence}`;
  return `${first}${String(97 - (Number(first) % 97)).padStart(2, '0')}`;
}
