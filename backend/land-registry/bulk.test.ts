import { describe, expect, it } from 'vitest';
import type { OwnershipState } from '@contracts/land-registry';
import type { Permission } from '@contracts/permissions';
import type { Role } from '@contracts/session';
import { mayAskItem } from '../bulk/files';
import { ownershipItemAccess, ownersText } from './bulk';

function roleWith(permissions: readonly Permission[]): Role {
  return {
    full: 'Kadaster - Gemeente Zonnedorp',
    uri: 'urn:backoffice:rol:Kadaster:OVO100001',
    service: 'Kadaster',
    naam: 'Kadaster',
    organisatie: { code: 'OVO100001', naam: 'Gemeente Zonnedorp' },
    domains: ['LandRegistry'],
    permissions: permissions.map((naam) => ({ naam, bronnen: [], parameters: [] })),
  };
}

const kind = { itemAccess: ownershipItemAccess };
const parcel = { capakey: '44021A0041/00A000' };
const person = { insz: '60111842284' };
const enterprise = { ondernemingsnummer: '0785196984' };

describe('an ownership line’s access', () => {
  it('asks a parcel under the ownership states, an owner under the owner search', () => {
    const states = roleWith(['kadaster.geefEigendomstoestanden']);
    const owners = roleWith(['kadaster.zoekEigendomstoestanden']);
    expect([parcel, person, enterprise].map((item) => mayAskItem(kind, states, item))).toEqual([
      true,
      false,
      false,
    ]);
    expect([parcel, person, enterprise].map((item) => mayAskItem(kind, owners, item))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('lets no role ask what is not an ownership line, and none without a role', () => {
    const all = roleWith(['kadaster.geefEigendomstoestanden', 'kadaster.zoekEigendomstoestanden']);
    expect(mayAskItem(kind, all, { gemeente: '44021' })).toBe(false);
    expect(mayAskItem(kind, null, parcel)).toBe(false);
    // A line without an item (it has findings) is not judged here.
    expect(mayAskItem(kind, null, undefined)).toBe(true);
  });
});

describe('the owners of a state in one cell', () => {
  const state: OwnershipState = {
    eigendomId: 'E1',
    artikel: '12345',
    voorgaandArtikel: null,
    begin: '2013-10-15',
    jaarBegin: 2013,
    versieBegin: '2013-10-15 10:00:00',
    inschrijvingType: { code: 'AK', omschrijving: 'Aankoop' },
    partijen: [
      {
        partijId: 'P1',
        soort: 'persoon',
        insz: '60111842284',
        naam: 'Rita Wuyts',
        geboortedatum: '1960-11-18',
      },
      { partijId: 'P2', soort: 'onderneming', ondernemingsnummer: '0785196984', naam: 'V&VM' },
    ],
    rechten: [
      {
        partijId: 'P1',
        recht: { code: 'VE', omschrijving: 'Volle eigendom' },
        aandeel: { teller: 1, noemer: 2 },
        omschrijving: '-1/2-',
        lijstType: { code: 'E', omschrijving: 'Eigenaar' },
        woontOpEigendom: true,
      },
      {
        partijId: 'P2',
        recht: { code: 'VE', omschrijving: 'Volle eigendom' },
        aandeel: { teller: 1, noemer: 2 },
        omschrijving: '-1/2-',
        lijstType: { code: 'E', omschrijving: 'Eigenaar' },
        woontOpEigendom: false,
      },
    ],
    volledig: true,
  };

  it('names each party with its number, right (label and code) and share', () => {
    expect(ownersText(state, 'nl')).toBe(
      'Rita Wuyts (60111842284) Volle eigendom (VE) 1/2, V&VM (0785196984) Volle eigendom (VE) 1/2',
    );
  });

  it('flags an incomplete answer, and says when there is no state', () => {
    expect(ownersText({ ...state, volledig: false }, 'en')).toMatch(/\[incomplete answer\]$/);
    expect(ownersText(undefined, 'nl')).toBe('geen eigendomstoestand');
    expect(ownersText(undefined, 'en')).toBe('no ownership state');
  });
});
