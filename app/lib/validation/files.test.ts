import { describe, expect, it } from 'vitest';
import en from '~/locales/en/validation.json';
import nl from '~/locales/nl/validation.json';
import {
  BULK_FILE_MAX_SIZE,
  isCsvText,
  isJpeg,
  isPng,
  isXlsx,
  LOGO_MAX_SIZE,
  validateBulkFile,
  validateBulkLineCount,
  validateLogo,
  validateNotificationFiles,
  type UploadedFile,
} from './files';
import { bulkFileSchema, logoSchema, notificationFilesSchema } from './schemas';

/** A ZIP header of the given kind with an entry name, as an archive writer lays it out. */
function zipHeader(kind: 'local' | 'central', name: string): number[] {
  const nameBytes = [...new TextEncoder().encode(name)];
  const { signature, size, nameLength } =
    kind === 'local'
      ? { signature: [0x50, 0x4b, 0x03, 0x04], size: 30, nameLength: 26 }
      : { signature: [0x50, 0x4b, 0x01, 0x02], size: 46, nameLength: 28 };
  const header = [...signature, ...new Array<number>(size - signature.length).fill(0)];
  header[nameLength] = nameBytes.length;
  return [...header, ...nameBytes];
}

const filler = new Array<number>(64).fill(0x20);
const bytesOf = (...parts: number[][]) => Uint8Array.from(parts.flat());

const xlsxBytes = bytesOf(
  zipHeader('local', '[Content_Types].xml'),
  filler,
  zipHeader('local', '_rels/.rels'),
  filler,
  zipHeader('local', 'xl/workbook.xml'),
);
/** Only the central directory at the end of the whole file names the workbook folder. */
const xlsxCentralOnly = bytesOf(
  zipHeader('local', '[Content_Types].xml'),
  filler,
  zipHeader('central', '[Content_Types].xml'),
  zipHeader('central', 'xl/workbook.xml'),
);
const docxBytes = bytesOf(
  zipHeader('local', '[Content_Types].xml'),
  zipHeader('local', 'word/document.xml'),
);
/** 'xl' is the whole entry name here; the '/' after it is already data. */
const shortNameBytes = bytesOf(zipHeader('local', 'xl'), [0x2f, 0x2f, 0x2f]);
const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpegBytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const gifBytes = new TextEncoder().encode('GIF89a');
const csvBytes = new TextEncoder().encode('INSZ;Naam\r\n85073003328;Peeters\r\n');
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
/** 'INSZ' in UTF-16, little-endian, after its byte-order mark. */
const utf16Bytes = Uint8Array.from([0xff, 0xfe, 0x49, 0, 0x4e, 0, 0x53, 0, 0x5a, 0]);

const file = (name: string, bytes: Uint8Array, size = bytes.length): UploadedFile => ({
  name,
  size,
  bytes,
});

describe('content detection', () => {
  it.each([
    ['xlsx with local headers', xlsxBytes, true],
    ['xlsx seen through its central directory', xlsxCentralOnly, true],
    ['docx', docxBytes, false],
    ['entry named just "xl"', shortNameBytes, false],
    ['png', pngBytes, false],
    ['empty', new Uint8Array(), false],
  ])('%s → xlsx %s', (_, bytes, expected) => {
    expect(isXlsx(bytes)).toBe(expected);
  });

  it.each([
    ['csv in UTF-8', csvBytes, true],
    ['csv in Windows-1252', Uint8Array.from([0x52, 0x65, 0x6e, 0xe9, 0x3b, 0x80]), true],
    ['csv in UTF-16 after its byte-order mark', utf16Bytes, true],
    ['an empty file', new Uint8Array(), true],
    ['an xlsx', xlsxBytes, false],
    ['a docx', docxBytes, false],
    ['a pdf', pdfBytes, false],
    ['a png', pngBytes, false],
    ['text with a NUL byte', Uint8Array.from([0x41, 0x3b, 0x00, 0x42]), false],
    ['UTF-16 without its byte-order mark', utf16Bytes.subarray(2), false],
    ['UTF-16 holding a NUL character', Uint8Array.from([0xff, 0xfe, 0x41, 0, 0, 0]), false],
  ])('%s → csv text %s', (_, bytes, expected) => {
    expect(isCsvText(bytes)).toBe(expected);
  });

  it.each([
    ['png', pngBytes, true, false],
    ['jpeg', jpegBytes, false, true],
    ['gif', gifBytes, false, false],
    ['xlsx', xlsxBytes, false, false],
  ])('%s → png %s, jpeg %s', (_, bytes, png, jpeg) => {
    expect(isPng(bytes)).toBe(png);
    expect(isJpeg(bytes)).toBe(jpeg);
  });
});

describe('validateBulkFile', () => {
  it.each<[string, UploadedFile, ReturnType<typeof validateBulkFile>]>([
    ['an xlsx', file('personen.xlsx', xlsxBytes), null],
    ['an upper-case extension', file('PERSONEN.XLSX', xlsxBytes), null],
    ['exactly 10 MB', file('groot.xlsx', xlsxBytes, BULK_FILE_MAX_SIZE), null],
    ['PNG bytes with an .xlsx name', file('personen.xlsx', pngBytes), { key: 'files.xlsxOnly' }],
    ['a docx renamed to .xlsx', file('personen.xlsx', docxBytes), { key: 'files.xlsxOnly' }],
    ['xlsx bytes named .xls', file('personen.xls', xlsxBytes), { key: 'files.xlsxOnly' }],
    ['xlsx bytes named .csv', file('personen.csv', xlsxBytes), { key: 'files.xlsxOnly' }],
    [
      'one byte over 10 MB',
      file('groot.xlsx', xlsxBytes, BULK_FILE_MAX_SIZE + 1),
      { key: 'files.tooLarge', values: { size: '10 MB' } },
    ],
    [
      'a 129-character name',
      file(`${'a'.repeat(124)}.xlsx`, xlsxBytes),
      { key: 'fileName.tooLong', values: { amount: 128 } },
    ],
    ['a 128-character name', file(`${'a'.repeat(123)}.xlsx`, xlsxBytes), null],
  ])('%s → %j', (_, upload, expected) => {
    expect(validateBulkFile(upload)).toEqual(expected);
  });
});

describe('validateBulkFile for a csv sheet', () => {
  it.each<[string, UploadedFile, ReturnType<typeof validateBulkFile>]>([
    ['a csv', file('kinderen.csv', csvBytes), null],
    ['an upper-case extension', file('KINDEREN.CSV', csvBytes), null],
    ['csv content named .xlsx', file('kinderen.xlsx', csvBytes), { key: 'files.notCsv' }],
    ['csv content named .txt', file('kinderen.txt', csvBytes), { key: 'files.notCsv' }],
    ['a workbook', file('kinderen.xlsx', xlsxBytes), { key: 'files.notCsv' }],
    ['a workbook renamed .csv', file('kinderen.csv', xlsxBytes), { key: 'files.notCsvContent' }],
    ['a pdf renamed .csv', file('kinderen.csv', pdfBytes), { key: 'files.notCsvContent' }],
    [
      'one byte over 10 MB',
      file('groot.csv', csvBytes, BULK_FILE_MAX_SIZE + 1),
      { key: 'files.tooLarge', values: { size: '10 MB' } },
    ],
    [
      'a 129-character name',
      file(`${'a'.repeat(125)}.csv`, csvBytes),
      { key: 'fileName.tooLong', values: { amount: 128 } },
    ],
  ])('%s → %j', (_, upload, expected) => {
    expect(validateBulkFile(upload, 'csv')).toEqual(expected);
  });

  it('keeps an xlsx sheet refusing a csv, by name or by content', () => {
    expect(validateBulkFile(file('kinderen.csv', csvBytes))).toEqual({ key: 'files.xlsxOnly' });
    expect(validateBulkFile(file('kinderen.xlsx', csvBytes), 'xlsx')).toEqual({
      key: 'files.xlsxOnly',
    });
  });

  it('says what to choose, in Dutch and in English', () => {
    expect([nl.files.notCsv, en.files.notCsv]).toEqual([
      'Kies een csv-bestand (.csv)',
      'Choose a csv file (.csv)',
    ]);
    expect([nl.files.notCsvContent, en.files.notCsvContent]).toEqual([
      'De inhoud van het bestand is geen csv: bewaar het in Excel als ‘CSV (gescheiden door lijstscheidingsteken)’',
      'The content of the file is not csv: save it in Excel as ‘CSV (comma delimited)’',
    ]);
  });
});

describe('validateBulkLineCount', () => {
  it.each([
    [0, null],
    [1000, null],
    [1001, { key: 'files.tooManyLines', values: { amount: 1000 } }],
  ])('%i lines → %j', (lines, expected) => {
    expect(validateBulkLineCount(lines)).toEqual(expected);
  });
});

describe('validateNotificationFiles', () => {
  const good = file('leden.xlsx', xlsxBytes);

  it.each<[string, UploadedFile[], string | null]>([
    ['one xlsx', [good], null],
    ['none', [], 'files.exactlyOne'],
    ['two', [good, good], 'files.exactlyOne'],
    ['one that is not xlsx', [file('leden.xlsx', pngBytes)], 'files.xlsxOnly'],
  ])('%s → %s', (_, files, key) => {
    expect(validateNotificationFiles(files)?.key ?? null).toBe(key);
  });
});

describe('validateLogo', () => {
  it.each<[string, UploadedFile, ReturnType<typeof validateLogo>]>([
    ['a png', file('logo.png', pngBytes), null],
    ['a jpeg', file('logo.jpg', jpegBytes), null],
    ['a png named .jpg', file('logo.jpg', pngBytes), null],
    ['exactly 200 KB', file('logo.png', pngBytes, LOGO_MAX_SIZE), null],
    [
      'one byte over 200 KB',
      file('logo.png', pngBytes, LOGO_MAX_SIZE + 1),
      { key: 'files.tooLarge', values: { size: '200 KB' } },
    ],
    ['a gif', file('logo.gif', gifBytes), { key: 'files.logoType' }],
    ['a workbook named .png', file('logo.png', xlsxBytes), { key: 'files.logoType' }],
  ])('%s → %j', (_, upload, expected) => {
    expect(validateLogo(upload)).toEqual(expected);
  });
});

describe('file schemas', () => {
  it('report the keys', () => {
    expect(bulkFileSchema.safeParse(file('a.xlsx', pngBytes)).error?.issues[0]?.message).toBe(
      'files.xlsxOnly',
    );
    expect(notificationFilesSchema.safeParse([]).error?.issues[0]?.message).toBe(
      'files.exactlyOne',
    );
    expect(
      logoSchema.safeParse(file('logo.png', pngBytes, LOGO_MAX_SIZE + 1)).error?.issues[0],
    ).toMatchObject({ message: 'files.tooLarge', params: { size: '200 KB' } });
    expect(logoSchema.parse(file('logo.png', pngBytes)).name).toBe('logo.png');
  });
});
