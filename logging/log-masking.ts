// National register and BIS numbers never reach a log. A line is read as the portal would read
// it: percent-escapes (%36, %2E, %C2%A0) and JSON escapes (\t, \u00a0) decoded first, then any
// 11 digits with only the separators an insz may hold between them (spaces of any kind, '.', '-',
// and '+' for a space in a query) are masked in the original text. Digits inside identifiers
// (UUIDs, hex ids, words mixing letters and digits) are not national numbers and stay as they are.

export const maskedNationalNumber = '***********';

const INSZ_DIGITS = 11;

/** One decoded character and the span of the original text it came from. */
interface Atom {
  char: string;
  start: number;
  end: number;
}

const jsonEscapes: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f', b: '\b' };

function hexByte(text: string, index: number): number | null {
  if (text[index] !== '%') return null;
  const pair = text.slice(index + 1, index + 3);
  return /^[0-9A-Fa-f]{2}$/.test(pair) ? Number.parseInt(pair, 16) : null;
}

/** Bytes a UTF-8 sequence has, from its first byte; 0 for a byte that cannot start one. */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/** The percent-encoded UTF-8 character at index, or null when malformed (never throws). */
function percentCharacter(text: string, index: number): Atom | null {
  const first = hexByte(text, index);
  if (first === null) return null;
  const length = sequenceLength(first);
  if (length === 0) return null;
  const bytes = [first];
  for (let part = 1; part < length; part += 1) {
    const next = hexByte(text, index + part * 3);
    if (next === null || (next & 0xc0) !== 0x80) return null;
    bytes.push(next);
  }
  const char = new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(bytes));
  return { char, start: index, end: index + length * 3 };
}

function decodeAtoms(text: string): Atom[] {
  const atoms: Atom[] = [];
  let index = 0;
  while (index < text.length) {
    const percent = text[index] === '%' ? percentCharacter(text, index) : null;
    if (percent) {
      atoms.push(percent);
      index = percent.end;
      continue;
    }
    if (text[index] === '\\') {
      const next = text[index + 1] ?? '';
      const unicode = /^u([0-9A-Fa-f]{4})/.exec(text.slice(index + 1, index + 6));
      if (unicode?.[1]) {
        const char = String.fromCharCode(Number.parseInt(unicode[1], 16));
        atoms.push({ char, start: index, end: index + 6 });
        index += 6;
        continue;
      }
      const escaped = jsonEscapes[next];
      if (escaped) {
        atoms.push({ char: escaped, start: index, end: index + 2 });
        index += 2;
        continue;
      }
    }
    const codePoint = text.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(codePoint);
    atoms.push({ char, start: index, end: index + char.length });
    index += char.length;
  }
  return atoms;
}

const uuid = /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/g;
const isDigit = (char: string) => char >= '0' && char <= '9';
// ASCII first, by code: every line of the log passes through here.
const isWordCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  if (code < 0x80) {
    return (
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a) ||
      code === 0x5f
    );
  }
  return /^[\p{L}\p{N}_]$/u.test(char);
};
// What an insz may hold besides digits (app/lib/validation/insz.ts: /[\d.\-\s]/), and '+'.
const isSeparator = (char: string) => {
  const code = char.charCodeAt(0);
  if (code < 0x80) return char === '.' || char === '-' || char === '+' || /^\s$/.test(char);
  return /^\s$/.test(char);
};

/** A run of digits that is a word of its own (not part of a word with letters). */
interface Group {
  first: number;
  last: number;
  digits: number;
}

/** Chains of digit groups joined only by separators; a chain ends at anything else. */
function digitChains(chars: readonly string[], protectedAt: readonly boolean[]): Group[][] {
  const chains: Group[][] = [];
  let chain: Group[] = [];
  let index = 0;
  const close = () => {
    if (chain.length) chains.push(chain);
    chain = [];
  };
  while (index < chars.length) {
    const char = chars[index] ?? '';
    if (protectedAt[index] || (isWordCharacter(char) && !isDigit(char))) {
      // A word with letters, digits included, is an identifier: skip it whole.
      close();
      while (index < chars.length && (protectedAt[index] || isWordCharacter(chars[index] ?? '')))
        index += 1;
      continue;
    }
    if (isDigit(char)) {
      let end = index;
      while (end + 1 < chars.length && isDigit(chars[end + 1] ?? '')) end += 1;
      const after = chars[end + 1] ?? '';
      if (isWordCharacter(after) || protectedAt[end + 1]) {
        // Digits running into letters: part of an identifier.
        close();
        index = end + 1;
        continue;
      }
      chain.push({ first: index, last: end, digits: end - index + 1 });
      index = end + 1;
      continue;
    }
    if (!isSeparator(char)) close();
    index += 1;
  }
  close();
  return chains;
}

export function maskNationalNumbers(text: string): string {
  // Cheap exit: a line with fewer than 11 digits (escaped or not) cannot hold a number.
  if ((text.match(/\d/g)?.length ?? 0) < INSZ_DIGITS) return text;
  const atoms = decodeAtoms(text);
  const chars = atoms.map((atom) => atom.char);
  const decoded = chars.join('');
  const protectedAt: boolean[] = Array.from({ length: chars.length }, () => false);
  if (decoded.length === chars.length) {
    for (const match of decoded.matchAll(uuid))
      for (let at = match.index; at < match.index + match[0].length; at += 1)
        protectedAt[at] = true;
  } else {
    // Astral characters make string and atom indexes differ: map through the atoms.
    let offset = 0;
    const atomAt: number[] = [];
    chars.forEach((char, at) => {
      for (let unit = 0; unit < char.length; unit += 1) atomAt[offset + unit] = at;
      offset += char.length;
    });
    for (const match of decoded.matchAll(uuid))
      for (let at = match.index; at < match.index + match[0].length; at += 1)
        protectedAt[atomAt[at] ?? 0] = true;
  }
  const masked: { start: number; end: number }[] = [];
  for (const chain of digitChains(chars, protectedAt)) {
    // Every run of consecutive groups holding exactly 11 digits is a number.
    for (let from = 0; from < chain.length; from += 1) {
      let digits = 0;
      for (let to = from; to < chain.length; to += 1) {
        digits += chain[to]?.digits ?? 0;
        if (digits > INSZ_DIGITS) break;
        if (digits === INSZ_DIGITS) {
          const start = atoms[chain[from]?.first ?? 0]?.start ?? 0;
          const end = atoms[chain[to]?.last ?? 0]?.end ?? 0;
          masked.push({ start, end });
        }
      }
    }
  }
  if (masked.length === 0) return text;
  masked.sort((a, b) => a.start - b.start);
  let result = '';
  let position = 0;
  for (const { start, end } of masked) {
    if (end <= position) continue;
    if (start >= position) {
      result += text.slice(position, start) + maskedNationalNumber;
    }
    position = end;
  }
  return result + text.slice(position);
}
