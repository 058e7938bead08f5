// The owners download's rows and file name: one row per partition and right, a partition without
// a state as one row without an owner, the share as a fraction, the name after the one capakey.
import { describe, expect, it } from 'vitest';
import type { PartitionDetail } from '@contracts/land-registry';
import { ownerRows, ownersFileName } from './owners-workbook';

const parcel = (capakey: string, partitie = 'P0000') =>
  ({
    capakey,
    partitie,
    aard: { code: '200', omschrijving: 'HUIS' },
  }) as unknown as PartitionDetail['perceel'];

const joint: PartitionDetail = {
  perceel: parcel('44021A0041/00A000'),
  eigendomstoestand: {
    eigendomId: 'S1',
    artikel: '1',
    voorgaandArtikel: null,
    begin: '2013-10-15',
    jaarBegin: 2013,
    versieBegin: '2013-10-15 00:00:00',
    inschrijvingType: { code: 'VERK', omschrijving: 'Verkoop' },
    partijen: [
      {
        partijId: 'P1',
        soort: 'persoon',
        insz: '60111842284',
        naam: 'Rita',
        geboortedatum: '1960-11-18',
      },
      {
        partijId: 'P2',
        soort: 'onderneming',
        ondernemingsnummer: '0785196984',
        naam: '=HYPERLINK("x")',
      },
    ],
    rechten: [
      {
        partijId: 'P1',
        recht: { code: 'VE', omschrijving: 'Volle eigendom' },
        aandeel: { teller: 1, noemer: 2 },
        omschrijving: '-1/2-',
        lijstType: { code: 'Gemeenschap', omschrijving: 'Gemeenschap' },
        woontOpEigendom: true,
      },
      {
        partijId: 'P2',
        recht: { code: 'VE', omschrijving: 'Volle eigendom' },
        aandeel: { teller: 1, noemer: 2 },
        omschrijving: '-1/2-',
        lijstType: { code: 'Onderneming', omschrijving: 'Onderneming' },
        woontOpEigendom: false,
      },
    ],
    volledig: true,
  },
};
const road: PartitionDetail = { perceel: parcel('44021A0157/00A003'), eigendomstoestand: null };

describe('the owners download', () => {
  it('writes a row per right, and one without an owner for a partition without a state', () => {
    expect(ownerRows([joint, road])).toEqual([
      [
        '44021A0041/00A000',
        'P0000',
        'HUIS (200)',
        'Rita',
        '60111842284',
        'Volle eigendom',
        'VE',
        '1/2',
      ],
      [
        '44021A0041/00A000',
        'P0000',
        'HUIS (200)',
        '=HYPERLINK("x")',
        '0785196984',
        'Volle eigendom',
        'VE',
        '1/2',
      ],
      ['44021A0157/00A003', 'P0000', 'HUIS (200)', '', '', '', '', ''],
    ]);
  });

  it('names the file after the one capakey asked, or the number of parcels', () => {
    expect(ownersFileName([joint], 'nl')).toBe('eigenaars-44021A0041-00A000.xlsx');
    expect(ownersFileName([joint], 'en')).toBe('owners-44021A0041-00A000.xlsx');
    expect(ownersFileName([joint, road], 'nl')).toBe('eigenaars-2-percelen.xlsx');
    expect(ownersFileName([joint, road], 'en')).toBe('owners-2-parcels.xlsx');
  });
});
