// Hostile and boundary values per kind of field, for the generated input-fuzzing suite. The fast
// variant takes a small sample of each kind, turning through the list from field to field so that
// together the fields still meet every value; the full variant sends them all.

/** A value to send; `encoded` is its percent-encoded form when encodeURIComponent cannot make it. */
export interface FuzzValue {
  label: string;
  value: string;
  /** Already percent-encoded (a lone surrogate has no UTF-8 form, so no other way to send it). */
  encoded?: string;
}

export type FieldKind = 'nationalNumber' | 'date' | 'datePart' | 'text';

const v = (label: string, value: string, encoded?: string): FuzzValue =>
  encoded === undefined ? { label, value } : { label, value, encoded };

/** 60111842284 is valid: every value here has a wrong check digit or a malformed shape. */
export const nationalNumbers: readonly FuzzValue[] = [
  v('insz wrong check digit', '60111842285'),
  v('insz with dots and dash', '60.11.18-422.85'),
  v('insz with spaces', '60 11 18 422 85'),
  v('insz with slashes', '60/11/18/422/85'),
  v('insz with underscores', '60_11_18_422_85'),
  v('insz with commas', '60,11,18,422,85'),
  v('insz with tab and newline', '601118\t422\n85'),
  v('insz with en dash', '601118–42285'),
  v('insz full-width digits', '６０１１１８４２２８５'),
  v('insz too short', '6011184228'),
  v('insz too long', '601118422845'),
  v('insz letters', '6011184228A'),
  v('insz all zeros', '00000000000'),
  v('insz month 13', '60131842284'),
];

export const dates: readonly FuzzValue[] = [
  v('date zero', '0000-00-00'),
  v('date 1899-12-31', '1899-12-31'),
  v('date 2099-12-31', '2099-12-31'),
  v('date 31.02.2020', '31.02.2020'),
  v('date 29.02.2023', '29.02.2023'),
  v('date far future', '9999-12-31'),
  v('date beyond Date', '+275760-09-14'),
  v('date month 13', '2020-13-01'),
  v('date negative year', '-0001-01-01'),
];

/** A date written in separate day, month and year boxes: each box on its own. */
export const dateParts: readonly FuzzValue[] = [
  v('part zero', '0'),
  v('part double zero', '00'),
  v('part 31 in February', '31'),
  v('part 32', '32'),
  v('part negative', '-1'),
  v('part 1899', '1899'),
  v('part 2099', '2099'),
  v('part year 0000', '0000'),
  v('part huge', '99999999999999999999'),
  v('part exponent', '1e3'),
  v('part hex', '0x1F'),
  v('part decimal', '1.5'),
];

const kib = 1024;

/** Strings just over a maximum length, and a few far over it (64 KiB and more). */
export function oversized(maxLength: number | undefined, full: boolean): FuzzValue[] {
  const lengths = new Set<number>([65 * kib]);
  if (maxLength !== undefined) lengths.add(maxLength + 1);
  else for (const length of [129, 257]) lengths.add(length);
  if (full) for (const length of [4097, 64 * kib + 1, 256 * kib]) lengths.add(length);
  return [...lengths].map((length) => v(`oversized ${length}`, 'a'.repeat(length)));
}

export const unicode: readonly FuzzValue[] = [
  v('RTL override', 'abc\u202Etxt.exe'),
  v('combining marks', `e${'\u0301'.repeat(50)}`),
  v('emoji', '😀👍🏽👨‍👩‍👧‍👦🇧🇪'),
  v('NUL', 'a\u0000b'),
  // '\uD800' cannot be encoded as UTF-8: sent as the bytes a client would write anyway.
  v('lone high surrogate', '\uD800', '%ED%A0%80'),
  v('lone low surrogate', '\uDFFF', '%ED%BF%BF'),
  v('zero-width', 'a\u200B\u200C\u200Db\uFEFF'),
  v('line separator', 'a\u2028b\u2029c'),
  v('overlong slash', '/', '%C0%AF'),
];

export const markup: readonly FuzzValue[] = [
  v('script tag', '<script>alert(1)</script>'),
  v('img onerror', '"><img src=x onerror=alert(1)>'),
  v('javascript url', 'javascript:alert(1)'),
  v('svg onload', "'><svg onload=alert(1)>"),
  v('template braces', '{{constructor.constructor("alert(1)")()}}'),
];

export const sql: readonly FuzzValue[] = [
  v('sql or', "' OR 1=1 --"),
  v('sql drop', '1; DROP TABLE persons; --'),
  v('sql quote', "O''Brien\\'"),
  v('sql comment', '*/ SELECT pg_sleep(5) /*'),
];

export const formulas: readonly FuzzValue[] = [
  v('formula cmd', "=cmd|' /C calc'!A0"),
  v('formula plus', '+1+1'),
  v('formula minus', '-2+3+cmd|" /C calc"!A0'),
  v('formula at', '@SUM(1+1)*cmd|" /C calc"!A0'),
  v('formula tab', '\t=1+1'),
  v('formula carriage return', '\r=1+1'),
];

/** Every category, for the figures and for the checks that each one is sent. */
export const categories = {
  nationalNumbers,
  dates,
  dateParts,
  unicode,
  markup,
  sql,
  formulas,
} as const;

/** What kind of value a field takes, from its name (the portal's forms and the contracts'). */
export function fieldKind(name: string): FieldKind {
  const last = name.split('.').at(-1) ?? name;
  if (/^(day|month|year|dag|maand|jaar)$/i.test(last)) return 'datePart';
  if (/insz|rrn|nationalnumber|rijksregister/i.test(name)) return 'nationalNumber';
  if (/dat(e|um)|vanaf|^op$|from|until|timestamp|birth|geboorte/i.test(last)) return 'date';
  return 'text';
}

/** Takes `count` values from `list`, starting at `offset` and wrapping round. */
function turn(list: readonly FuzzValue[], count: number, offset: number): FuzzValue[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, index) => list[(offset + index) % list.length]!);
}

/**
 * The values a field of this kind is sent: its own kind's values and the hostile strings every
 * field gets. `seed` (the field's position) turns the fast variant's sample from field to field.
 */
export function corpusFor(
  kind: FieldKind,
  { full, seed, maxLength }: { full: boolean; seed: number; maxLength?: number },
): FuzzValue[] {
  const own =
    kind === 'nationalNumber'
      ? nationalNumbers
      : kind === 'date'
        ? dates
        : kind === 'datePart'
          ? dateParts
          : [];
  if (full) {
    return [...own, ...oversized(maxLength, true), ...unicode, ...markup, ...sql, ...formulas];
  }
  const general = [...unicode, ...sql, ...formulas, ...markup.slice(2)];
  return [
    ...turn(own, 1, seed),
    // A script payload to every field: reflection is the failure that matters most.
    markup[seed % 2]!,
    ...turn(general, 1, seed * 3),
    ...(seed % 4 === 0 ? oversized(maxLength, false).slice(0, 1) : []),
  ];
}

/** Percent-encoded form of a value for a form body or a query string. */
export function encodeValue(value: FuzzValue): string {
  return value.encoded ?? encodeURIComponent(value.value);
}

/** Broken percent-encodings for bodies, queries and paths. */
export const malformedEncodings = ['%E0%A4%A', '%', '%zz', '%%', '%ED%A0%80', '%C0%AF', '%FF%FE'];

/**
 * A script payload reflected as markup: the raw tag, or an attribute handler inside a tag. The
 * escaped forms (`&lt;script&gt;`, `\u003cscript`) are harmless text and do not count.
 */
export function reflectedScript(body: string): string | null {
  const patterns = [
    /<script>alert\(1\)<\/script>/i,
    /<img\b[^>]*\bonerror\s*=\s*alert\(1\)/i,
    /<svg\b[^>]*\bonload\s*=\s*alert\(1\)/i,
    /\b(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:alert\(1\)/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(body);
    if (match) return body.slice(Math.max(0, match.index - 80), match.index + 120);
  }
  return null;
}
