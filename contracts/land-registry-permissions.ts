// The land registry domain's permission sets, in a module of their own: the route table (and so
// every page's first script) reads them without the calls' schemas and code lists.
import type { Permission } from './permissions';

/** The land registry domain's permission sets, declared once (ADR 007). */
export const landRegistryPermissions = {
  /** Search parcels (by capakey or through the municipality, division, section and plot pickers). */
  parcels: ['kadaster.zoekPerceel'],
  /** A parcel's or partition's current ownership state: its owners, their rights and shares. */
  ownershipStates: ['kadaster.geefEigendomstoestanden'],
  /** The ownership states an owner (a person or an enterprise) holds. */
  ownerSearch: ['kadaster.zoekEigendomstoestanden'],
  /** Sale prices of real estate. */
  salesPrices: ['kadaster.zoekVerkoopprijzen'],
  /** The previous and next ownership states of a parcel. */
  history: ['kadaster.geefHistoriekEigendomstoestand'],
  /** The domain's start screen: a parcel search, an owner search or a partition. */
  start: [
    'kadaster.zoekPerceel',
    'kadaster.zoekEigendomstoestanden',
    'kadaster.geefEigendomstoestanden',
  ],
  /**
   * A partition's page: opened as an ownership state or found by a parcel search (the legal log
   * names the first of these a role holds).
   */
  partition: ['kadaster.geefEigendomstoestanden', 'kadaster.zoekPerceel'],
  /** The code lists and pickers every land registry screen uses: any land registry permission. */
  any: [
    'kadaster.zoekPerceel',
    'kadaster.zoekEigendomstoestanden',
    'kadaster.geefEigendomstoestanden',
    'kadaster.zoekVerkoopprijzen',
    'kadaster.geefHistoriekEigendomstoestand',
  ],
} as const satisfies Record<string, readonly Permission[]>;
