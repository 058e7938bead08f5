// The owners download: one row per partition and right of its current ownership state (a
// partition without a state gets one row without an owner), in the caller's language. Codes are
// written with their label and their code in columns of their own; every cell is text passed
// through the shared neutraliser, so nothing in the file runs as a formula.
import { xlsxContentType } from '@contracts/bulk';
import type { FileAnswer } from '@contracts/http';
import type { PartitionDetail } from '@contracts/land-registry';
import { writeSheetWorkbook } from '../bulk/workbook';
import type { Language } from '../http/messages';

const texts = {
  nl: {
    sheet: 'Eigenaars',
    file: 'eigenaars',
    header: [
      'Capakey',
      'Partitie',
      'Kadastrale aard',
      'Eigenaar',
      'INSZ of ondernemingsnummer',
      'Recht',
      'Rechtcode',
      'Aandeel',
    ],
  },
  en: {
    sheet: 'Owners',
    file: 'owners',
    header: [
      'Capakey',
      'Partition',
      'Cadastral nature',
      'Owner',
      'National or enterprise number',
      'Right',
      'Right code',
      'Share',
    ],
  },
} as const;

/** The rows of the owners sheet, in the order the partitions were asked, rights in their order. */
export function ownerRows(details: readonly PartitionDetail[]): string[][] {
  return details.flatMap(({ perceel, eigendomstoestand }) => {
    const partition = [
      perceel.capakey,
      perceel.partitie,
      `${perceel.aard.omschrijving} (${perceel.aard.code})`,
    ];
    if (!eigendomstoestand) return [[...partition, '', '', '', '', '']];
    return eigendomstoestand.rechten.map((right) => {
      const party = eigendomstoestand.partijen.find((one) => one.partijId === right.partijId);
      const number = !party
        ? ''
        : party.soort === 'persoon'
          ? party.insz
          : party.ondernemingsnummer;
      return [
        ...partition,
        party?.naam ?? '',
        number,
        right.recht.omschrijving,
        right.recht.code,
        `${right.aandeel.teller}/${right.aandeel.noemer}`,
      ];
    });
  });
}

/** The file's name: the one capakey asked (its '/' as '-'), or the count of parcels. */
export function ownersFileName(details: readonly PartitionDetail[], language: Language): string {
  const capakeys = [...new Set(details.map((detail) => detail.perceel.capakey))];
  const which =
    capakeys.length === 1 ? (capakeys[0] ?? '').replace('/', '-') : `${capakeys.length}-percelen`;
  const name = language === 'en' && capakeys.length !== 1 ? `${capakeys.length}-parcels` : which;
  return `${texts[language].file}-${name}.xlsx`;
}

export async function ownersWorkbook(
  details: readonly PartitionDetail[],
  language: Language,
): Promise<FileAnswer> {
  const text = texts[language];
  return {
    fileName: ownersFileName(details, language),
    contentType: xlsxContentType,
    body: await writeSheetWorkbook({
      sheetName: text.sheet,
      header: text.header,
      rows: ownerRows(details),
    }),
  };
}
