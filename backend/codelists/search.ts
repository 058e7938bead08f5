// Text rules of the suggestion lookups: one normal form for names and typed text, the word-starts
// a name can be found by, and a typed address split into street, number, box and town.

/** Letters that Unicode decomposition does not reduce to a base letter. */
const foldings: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };

/**
 * Lower case, without accents, every run of other characters one space: 'Sint-Amandsberg (Gent)'
 * becomes 'sint amandsberg gent'. The result holds only a-z, 0-9 and single spaces, so it is also
 * safe inside a LIKE pattern.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (letter) => foldings[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The keys a name is found by: itself and each tail starting at a later word. */
export function wordStarts(name: string): { key: string; first: boolean }[] {
  const words = searchKey(name).split(' ').filter(Boolean);
  return words.map((_, index) => ({ key: words.slice(index).join(' '), first: index === 0 }));
}

/** A house number is 1 to 5 digits and an optional letter. */
const houseNumber = /^\d{1,5}[a-z]?$/i;
const postcodePattern = /^[1-9]\d{3}$/;

export interface TypedAddress {
  /** The street part, as a search key; empty when only numbers were typed. */
  street: string;
  nummer: string | null;
  bus: string | null;
  /** A 4-digit token that is one of `postcodes`, when given. */
  postcode: string | null;
  /** Words after the number or the comma, as a search key: the town. */
  town: string;
}

/**
 * Splits 'Veldstraat 12 bus 3, 9000 Gent' (also '12/3', '12 b 3'): the words before the house
 * number are the street, a 4-digit token is a postcode when `isPostcode` says so, the words after
 * the number or after a comma are the town.
 */
export function parseTypedAddress(
  text: string,
  isPostcode: (token: string) => boolean = (token) => postcodePattern.test(token),
): TypedAddress {
  const [streetPart = '', ...townParts] = text.split(',');
  const tokens = streetPart.replace(/\//g, ' / ').split(/\s+/).filter(Boolean);
  const townTokens = townParts.join(' ').split(/\s+/).filter(Boolean);
  const streetTokens: string[] = [];
  let nummer: string | null = null;
  let bus: string | null = null;
  let postcode: string | null = null;

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] ?? '';
    if (postcode === null && isPostcode(token) && (streetTokens.length > 0 || nummer !== null)) {
      postcode = token;
      townTokens.unshift(...tokens.slice(index + 1));
      break;
    }
    if (nummer === null && streetTokens.length > 0 && houseNumber.test(token)) {
      nummer = token.toUpperCase();
      const next = tokens[index + 1]?.toLowerCase();
      const marked = next === 'bus' || next === 'b' || next === '/';
      const box = marked ? tokens[index + 2] : undefined;
      if (box && /^[a-z0-9]{1,5}$/i.test(box)) {
        bus = box.toUpperCase();
        index += 2;
      }
      continue;
    }
    if (nummer !== null) {
      // Words after the number belong to the town ('Veldstraat 12 Gent').
      townTokens.unshift(...tokens.slice(index));
      break;
    }
    streetTokens.push(token);
  }

  const townPostcode = townTokens.find((token) => isPostcode(token));
  return {
    street: searchKey(streetTokens.join(' ')),
    nummer,
    bus,
    postcode: postcode ?? townPostcode ?? null,
    town: searchKey(townTokens.filter((token) => token !== townPostcode).join(' ')),
  };
}
