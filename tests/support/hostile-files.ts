// Hostile upload files built in the test, with a minimal ZIP writer (PKWARE APPNOTE: local
// headers, central directory, end record): workbooks with macros, external links, formulas, and
// one whose sheet inflates to hundreds of megabytes from a file of a few hundred kilobytes.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The stored (deflated) bytes, their CRC-32 and size once inflated. */
  compressed: Buffer;
  crc: number;
  size: number;
}

/** An entry deflated from its content. */
export function entry(name: string, content: string | Buffer): ZipEntry {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, compressed: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/**
 * An entry whose content is `prefix`, then `filler` repeated `times` times, then `suffix`:
 * deflated block by block (each block is flushed, so the same compressed block can be repeated),
 * never holding the inflated content in memory.
 */
export function repeatedEntry(
  name: string,
  {
    prefix,
    filler,
    times,
    suffix,
  }: { prefix: string; filler: Buffer; times: number; suffix: string },
): ZipEntry {
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const head = Buffer.from(prefix, 'utf8');
  const tail = Buffer.from(suffix, 'utf8');
  const block = deflateRawSync(filler, flush);
  let crc = crc32(head);
  for (let index = 0; index < times; index += 1) crc = crc32(filler, crc);
  crc = crc32(tail, crc);
  const compressed = Buffer.concat([
    deflateRawSync(head, flush),
    ...Array.from({ length: times }, () => block),
    deflateRawSync(tail, flush),
    // The final, empty block.
    deflateRawSync(Buffer.alloc(0)),
  ]);
  return { name, compressed, crc, size: head.length + filler.length * times + tail.length };
}

/** A ZIP archive of the entries, deflated, in the order given. */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const item of entries) {
    const name = Buffer.from(item.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(item.crc >>> 0, 14);
    local.writeUInt32LE(item.compressed.length, 18);
    local.writeUInt32LE(item.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(item.crc >>> 0, 16);
    central.writeUInt32LE(item.compressed.length, 20);
    central.writeUInt32LE(item.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, item.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + item.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const mainType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const macroType = 'application/vnd.ms-excel.sheet.macroEnabled.main+xml';
const sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelations = 'http://schemas.openxmlformats.org/package/2006/relationships';
const sheetNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A cell as inline text, or as a formula with its cached result. */
export type Cell = string | { formula: string; result: string };

function cellXml(cell: Cell, reference: string): string {
  const escape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  if (typeof cell === 'string') {
    return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escape(cell)}</t></is></c>`;
  }
  return `<c r="${reference}" t="str"><f>${escape(cell.formula)}</f><v>${escape(cell.result)}</v></c>`;
}

export function sheetXml(rows: readonly (readonly Cell[])[]): string {
  const body = rows
    .map((cells, row) => {
      const xml = cells
        .map((cell, column) => cellXml(cell, `${String.fromCharCode(65 + column)}${row + 1}`))
        .join('');
      return `<row r="${row + 1}">${xml}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${sheetNamespace}"><sheetData>${body}</sheetData></worksheet>`;
}

/** The parts of a one-sheet workbook, the sheet given as an entry of its own. */
export function workbookEntries(
  sheet: ZipEntry,
  { macros = false, externalLink = false }: { macros?: boolean; externalLink?: boolean } = {},
): ZipEntry[] {
  const overrides = [
    `<Override PartName="/xl/workbook.xml" ContentType="${macros ? macroType : mainType}"/>`,
    `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${sheetType}"/>`,
    ...(externalLink
      ? [
          '<Override PartName="/xl/externalLinks/externalLink1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/>',
        ]
      : []),
  ];
  const workbookRelations = [
    `<Relationship Id="rId1" Type="${relations}/worksheet" Target="worksheets/sheet1.xml"/>`,
    ...(macros
      ? [
          '<Relationship Id="rId2" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>',
        ]
      : []),
    ...(externalLink
      ? [
          `<Relationship Id="rId3" Type="${relations}/externalLink" Target="externalLinks/externalLink1.xml"/>`,
        ]
      : []),
  ];
  return [
    entry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${macros ? '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>' : ''}${overrides.join('')}</Types>`,
    ),
    entry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${packageRelations}"><Relationship Id="rId1" Type="${relations}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${sheetNamespace}" xmlns:r="${relations}"><sheets><sheet name="Blad1" sheetId="1" r:id="rId1"/></sheets>${externalLink ? '<externalReferences><externalReference r:id="rId3"/></externalReferences>' : ''}</workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${packageRelations}">${workbookRelations.join('')}</Relationships>`,
    ),
    ...(macros
      ? [entry('xl/vbaProject.bin', Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'))]
      : []),
    ...(externalLink
      ? [
          entry(
            'xl/externalLinks/externalLink1.xml',
            `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><externalLink xmlns="${sheetNamespace}" xmlns:r="${relations}"><externalBook r:id="rId1"><sheetNames><sheetName val="Blad1"/></sheetNames></externalBook></externalLink>`,
          ),
          entry(
            'xl/externalLinks/_rels/externalLink1.xml.rels',
            `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${packageRelations}"><Relationship Id="rId1" Type="${relations}/externalLinkPath" Target="file:///etc/passwd" TargetMode="External"/></Relationships>`,
          ),
        ]
      : []),
    sheet,
  ];
}

/** A one-sheet workbook with these rows. */
export function workbook(
  rows: readonly (readonly Cell[])[],
  options?: { macros?: boolean; externalLink?: boolean },
): Buffer {
  return zip(workbookEntries(entry('xl/worksheets/sheet1.xml', sheetXml(rows)), options));
}

/**
 * A workbook whose sheet inflates to about `megabytes` MB: a title row, then one line whose
 * single cell is that long.
 */
export function zipBomb(megabytes: number): Buffer {
  const filler = Buffer.alloc(1024 * 1024, 'A');
  const sheet = repeatedEntry('xl/worksheets/sheet1.xml', {
    prefix: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${sheetNamespace}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Naam</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`,
    filler,
    times: megabytes,
    suffix: '</t></is></c></row></sheetData></worksheet>',
  });
  return zip(workbookEntries(sheet));
}

/** A PDF that asks its reader to run JavaScript when it opens. */
export function pdfWithJavaScript(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.7',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R /Names << /JavaScript << /Names [(x) 3 0 R] >> >> >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      "3 0 obj << /Type /Action /S /JavaScript /JS (app.alert('1')) >> endobj",
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
    'latin1',
  );
}

/** A CSV whose cells start with every character a spreadsheet reads as the start of a formula. */
export function formulaCsv(): Buffer {
  const cells = [
    "=cmd|' /C calc'!A0",
    '+1+cmd|" /C calc"!A0',
    '-2+3',
    '@SUM(1+1)',
    '\t=1+1',
    '\r=1+1',
  ];
  return Buffer.from(`Naam;Waarde\n${cells.map((cell) => `x;${cell}`).join('\n')}\n`, 'utf8');
}
