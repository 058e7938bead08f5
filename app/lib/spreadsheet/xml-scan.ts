// A minimal pull scanner for the XML of workbook parts: element tags with their local names and
// attributes, and the text between them. It knows no DTD: a document that declares one is
// refused, so no entity beyond XML's five and character references is ever expanded.

export class XmlRefused extends Error {}

export interface XmlTag {
  /** The element's name without its namespace prefix. */
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** Where its attributes start and end in the text. */
  attributesFrom: number;
  attributesTo: number;
  /** Where the tag starts and the text after it begins. */
  start: number;
  end: number;
}

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function codePoint(value: number): string {
  return Number.isInteger(value) &&
    value > 0 &&
    value <= 0x10ffff &&
    !(value >= 0xd800 && value <= 0xdfff)
    ? String.fromCodePoint(value)
    : '';
}

/** Text with its entity and character references resolved. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return codePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return codePoint(Number.parseInt(entity.slice(1), 10));
    return named[entity] ?? whole;
  });
}

/**
 * The next tag from `from` on, skipping comments and processing instructions; a CDATA section
 * comes back as a tag named '#cdata' whose "attributes" are its text. Null at the end.
 */
export function nextTag(xml: string, from: number): XmlTag | null {
  let at = xml.indexOf('<', from);
  while (at >= 0) {
    const next = xml.charCodeAt(at + 1);
    if (next === 0x3f /* ? */) {
      const close = xml.indexOf('?>', at + 2);
      if (close < 0) return null;
      at = xml.indexOf('<', close + 2);
      continue;
    }
    if (next === 0x21 /* ! */) {
      if (xml.startsWith('<!--', at)) {
        const close = xml.indexOf('-->', at + 4);
        if (close < 0) return null;
        at = xml.indexOf('<', close + 3);
        continue;
      }
      if (xml.startsWith('<![CDATA[', at)) {
        const close = xml.indexOf(']]>', at + 9);
        if (close < 0) throw new XmlRefused('unterminated CDATA');
        return {
          name: '#cdata',
          closing: false,
          selfClosing: true,
          attributesFrom: at + 9,
          attributesTo: close,
          start: at,
          end: close + 3,
        };
      }
      // A document type declaration could define entities: not in a workbook of ours.
      throw new XmlRefused('markup declaration');
    }
    const closing = next === 0x2f; /* / */
    let index = closing ? at + 2 : at + 1;
    const nameStart = index;
    let colon = -1;
    for (; index < xml.length; index += 1) {
      const code = xml.charCodeAt(index);
      if (
        code === 0x3e ||
        code === 0x2f ||
        code === 0x20 ||
        code === 0x09 ||
        code === 0x0a ||
        code === 0x0d
      )
        break;
      if (code === 0x3a) colon = index;
    }
    const name = xml.slice(colon >= 0 ? colon + 1 : nameStart, index);
    const attributesFrom = index;
    // Find the tag's end; a '>' inside a quoted attribute value does not end it.
    let quote = 0;
    for (; index < xml.length; index += 1) {
      const code = xml.charCodeAt(index);
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === 0x22 || code === 0x27) {
        quote = code;
      } else if (code === 0x3e) {
        break;
      }
    }
    if (index >= xml.length) throw new XmlRefused('unterminated tag');
    const selfClosing = xml.charCodeAt(index - 1) === 0x2f;
    return {
      name,
      closing,
      selfClosing,
      attributesFrom,
      attributesTo: selfClosing ? index - 1 : index,
      start: at,
      end: index + 1,
    };
  }
  return null;
}

/**
 * A tag's attributes by their names as written ('r', 'r:id'), values decoded. A malformed
 * attribute ends the list.
 */
export function attributes(xml: string, tag: XmlTag): Record<string, string> {
  const found: Record<string, string> = {};
  let index = tag.attributesFrom;
  const to = tag.attributesTo;
  while (index < to) {
    const equals = xml.indexOf('=', index);
    if (equals < 0 || equals >= to) break;
    const name = xml.slice(index, equals).trim();
    let valueStart = equals + 1;
    while (valueStart < to && xml.charCodeAt(valueStart) <= 0x20) valueStart += 1;
    const quote = xml.charAt(valueStart);
    if (quote !== '"' && quote !== "'") break;
    const valueEnd = xml.indexOf(quote, valueStart + 1);
    if (valueEnd < 0 || valueEnd >= to) break;
    found[name] = decodeXmlText(xml.slice(valueStart + 1, valueEnd));
    index = valueEnd + 1;
  }
  return found;
}

/** The value of an attribute with a namespace prefix, whatever the prefix ('r:id', 'ns1:id'). */
export function prefixedAttribute(
  found: Record<string, string>,
  localName: string,
): string | undefined {
  for (const [name, value] of Object.entries(found)) {
    const colon = name.indexOf(':');
    if (colon >= 0 && name.slice(colon + 1) === localName && !name.startsWith('xmlns')) {
      return value;
    }
  }
  return undefined;
}
