// The PDF of a health attestation (a vaccination, test or recovery certificate) and of a covid
// test prescription attestation: one A4 document with the person, the attestation's sections as
// label/value rows and the code that verifies it at the source. Rendered with pdfkit's built-in
// Helvetica (no font files), so the text is real, extractable text in WinAnsi encoding; what that
// encoding cannot hold is replaced (winAnsiText), never printed as garbage. The same input gives
// the same bytes: the creation date and the file identifier come from the input, not the clock.
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../pdf/bytes';

export interface AttestationPdfInput {
  /** The document's language ('nl' for Dutch, 'en' for English). */
  language: 'nl' | 'en';
  /** The title, e.g. 'Vaccinatiecertificaat' / 'Vaccination certificate' / 'Attest covid-testvoorschrift'. */
  title: string;
  /** The person, as printed at the top: full name, national number in display form (may be null), birth date as text. */
  person: { name: string; insz: string | null; birthdate: string };
  /** Sections of label/value rows, each with a heading (e.g. 'Vaccinatie', 'Certificaat'). */
  sections: Array<{ heading: string; rows: Array<{ label: string; value: string }> }>;
  /** Printed prominently, with a line explaining it verifies the document at the source. */
  verificationCode: string;
  /** The label for the verification code and its explanation line, in the document's language. */
  verificationLabel: string;
  verificationHint: string;
  /** When it was generated, already formatted for printing. */
  generatedAt: string;
  /** The issuing authority's line in the footer, e.g. 'Vlaamse overheid – Digitaal Vlaanderen'. */
  issuer: string;
  /** Document metadata: title, author, subject; creation date. */
  createdAt: Date;
}

/** The few words the document prints itself, beside what the input brings. */
const words = {
  nl: {
    lang: 'nl-BE',
    insz: 'Rijksregisternummer',
    birthdate: 'Geboortedatum',
    generated: 'Aangemaakt op',
    continued: 'vervolg',
    page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  },
  en: {
    lang: 'en',
    insz: 'National register number',
    birthdate: 'Date of birth',
    generated: 'Generated on',
    continued: 'continued',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;

// A4 in points, with the margins of the content; the footer sits below the content's bottom.
const page = { width: 595.28, height: 841.89 };
const margin = { top: 56, side: 56, bottom: 84 };
const contentWidth = page.width - 2 * margin.side;
const labelWidth = 170;
const columnGap = 12;
const valueWidth = contentWidth - labelWidth - columnGap;
const contentBottom = page.height - margin.bottom;
const footerTop = page.height - 64;

const colour = { text: '#1d1d1b', muted: '#5f6368', rule: '#cbd2d9', panel: '#f2f4f6' };
const font = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** Unicode code points WinAnsiEncoding holds outside Latin-1 (as pdfkit maps them). */
const winAnsiExtra = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014,
  0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039,
  0x203a, 0x20ac, 0x2122,
]);

/** Letters that lose nothing readable when written without their stroke or as two letters. */
const lookalikes: Record<string, string> = {
  Đ: 'D',
  đ: 'd',
  Ł: 'L',
  ł: 'l',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
  Ĳ: 'IJ',
  ĳ: 'ij',
  ẞ: 'SS',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
};

function encodable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code === 0x0a) return true;
  if (code < 0x20 || code === 0x7f) return false;
  // U+0080–U+009F are control characters, though pdfkit would print them as WinAnsi's € ‚ ƒ …
  if (code < 0x80) return true;
  if (code <= 0x9f) return false;
  return code <= 0xff || winAnsiExtra.has(code);
}

/**
 * The text as Helvetica's WinAnsiEncoding can print it: every character it holds as it is
 * (é, ë, ï, ç, ß, Š, Ž, €, –, …), one it does not hold by its base letter (Ć → C, ő → o), a
 * stroked letter by its lookalike (Ł → L), any other space by a space, and whatever is left by '?'.
 */
export function winAnsiText(text: string): string {
  let out = '';
  for (const character of text.normalize('NFC')) {
    if (encodable(character)) out += character;
    else if (lookalikes[character] !== undefined) out += lookalikes[character];
    else if (/^[\p{Zs}\t\r]$/u.test(character)) out += ' ';
    else {
      const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base !== '' && [...base].every(encodable) ? base : '?';
    }
  }
  return out;
}

/** Renders the attestation as an A4 PDF; the same input gives the same bytes. */
export async function renderAttestationPdf(input: AttestationPdfInput): Promise<Uint8Array> {
  const say = words[input.language];
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margins: { top: margin.top, left: margin.side, right: margin.side, bottom: margin.bottom },
    bufferPages: true,
    lang: say.lang,
    displayTitle: true,
    info: {
      Title: input.title,
      Author: input.issuer,
      Subject: `${input.title} – ${input.person.name}`,
      Creator: input.issuer,
      CreationDate: input.createdAt,
    },
  });
  const done = pdfBytes(doc);

  let y = margin.top;
  const left = margin.side;
  const heightOf = (text: string, width: number, fontName: string, size: number) =>
    doc.font(fontName).fontSize(size).heightOfString(winAnsiText(text), { width });
  const write = (
    text: string,
    x: number,
    at: number,
    options: { width: number; font: string; size: number; colour?: string },
  ) => {
    doc
      .font(options.font)
      .fontSize(options.size)
      .fillColor(options.colour ?? colour.text)
      .text(winAnsiText(text), x, at, { width: options.width });
  };
  const rule = (at: number) => {
    doc
      .moveTo(left, at)
      .lineTo(left + contentWidth, at)
      .lineWidth(0.75)
      .strokeColor(colour.rule)
      .stroke();
  };
  /** A new page when `height` no longer fits; a continued page opens with a short running head. */
  const room = (height: number): boolean => {
    if (y + height <= contentBottom) return false;
    doc.addPage();
    y = margin.top;
    write(`${input.title} – ${input.person.name}`, left, y, {
      width: contentWidth,
      font: font.regular,
      size: 9,
      colour: colour.muted,
    });
    y += heightOf(`${input.title} – ${input.person.name}`, contentWidth, font.regular, 9) + 6;
    rule(y);
    y += 14;
    return true;
  };

  const rowHeight = (label: string, value: string) =>
    Math.max(
      heightOf(label, labelWidth, font.regular, 10),
      heightOf(value, valueWidth, font.regular, 10.5),
    ) + 7;
  const row = (label: string, value: string) => {
    const height = rowHeight(label, value);
    room(height);
    const pages = doc.bufferedPageRange().count;
    write(label, left, y, {
      width: labelWidth,
      font: font.regular,
      size: 10,
      colour: colour.muted,
    });
    write(value, left + labelWidth + columnGap, y, {
      width: valueWidth,
      font: font.regular,
      size: 10.5,
    });
    // A value longer than a whole page flows on over pages of pdfkit's own making.
    y = doc.bufferedPageRange().count === pages ? y + height : doc.y + 7;
  };

  // The title, then the person.
  doc.rect(0, 0, page.width, 8).fill('#ffe615');
  write(input.title, left, y, { width: contentWidth, font: font.bold, size: 20 });
  y += heightOf(input.title, contentWidth, font.bold, 20) + 10;
  rule(y);
  y += 16;
  write(input.person.name, left, y, { width: contentWidth, font: font.bold, size: 14 });
  y += heightOf(input.person.name, contentWidth, font.bold, 14) + 8;
  if (input.person.insz !== null) row(say.insz, input.person.insz);
  row(say.birthdate, input.person.birthdate);
  y += 10;

  // The sections: a heading kept with its first row, rows that continue on the next page with
  // the heading repeated.
  const headingHeight = (heading: string) => heightOf(heading, contentWidth, font.bold, 12) + 10;
  const heading = (text: string) => {
    write(text, left, y, { width: contentWidth, font: font.bold, size: 12 });
    y += heightOf(text, contentWidth, font.bold, 12) + 3;
    rule(y);
    y += 7;
  };
  for (const section of input.sections) {
    const first = section.rows[0];
    y += 8;
    room(headingHeight(section.heading) + (first ? rowHeight(first.label, first.value) : 0));
    heading(section.heading);
    for (const { label, value } of section.rows) {
      if (room(rowHeight(label, value))) heading(`${section.heading} (${say.continued})`);
      row(label, value);
    }
  }

  // The verification code, in a panel kept whole on one page.
  const pad = 14;
  const inner = contentWidth - 2 * pad;
  const panelHeight =
    pad +
    heightOf(input.verificationLabel, inner, font.bold, 11) +
    4 +
    heightOf(input.verificationCode, inner, font.bold, 18) +
    6 +
    heightOf(input.verificationHint, inner, font.regular, 9.5) +
    pad;
  y += 18;
  room(panelHeight);
  doc
    .roundedRect(left, y, contentWidth, panelHeight, 4)
    .lineWidth(1)
    .fillAndStroke(colour.panel, colour.rule);
  let at = y + pad;
  write(input.verificationLabel, left + pad, at, { width: inner, font: font.bold, size: 11 });
  at += heightOf(input.verificationLabel, inner, font.bold, 11) + 4;
  write(input.verificationCode, left + pad, at, { width: inner, font: font.bold, size: 18 });
  at += heightOf(input.verificationCode, inner, font.bold, 18) + 6;
  write(input.verificationHint, left + pad, at, {
    width: inner,
    font: font.regular,
    size: 9.5,
    colour: colour.muted,
  });

  // The footer of every page: the issuer, when it was generated, the page number. It sits below
  // the content's bottom margin, which is lifted while it is written so pdfkit adds no page.
  const { start, count } = doc.bufferedPageRange();
  const stamp = `${say.generated} ${input.generatedAt}`;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    rule(footerTop);
    const half = contentWidth / 2 - 6;
    write(input.issuer, left, footerTop + 8, {
      width: half,
      font: font.regular,
      size: 8.5,
      colour: colour.muted,
    });
    doc
      .font(font.regular)
      .fontSize(8.5)
      .fillColor(colour.muted)
      .text(winAnsiText(stamp), left + contentWidth - half, footerTop + 8, {
        width: half,
        align: 'right',
      })
      .text(winAnsiText(say.page(index - start + 1, count)), { width: half, align: 'right' });
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return done;
}
