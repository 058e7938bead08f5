// What the active role may do on the person screens: which search modes, which sources and
// whether 'Uw referentie' is mandatory for each lookup, whether history can or must be shown.
// Read from the person permission sets and the consultation rules the backend enforces
// (contracts/consultation.ts), in one place.
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import type { Permission } from '@contracts/permissions';
import {
  getHousehold,
  getPersonDetails,
  personPermissions,
  searchPersonsByAddress,
  searchPersonsByName,
} from '@contracts/person';
import type { Role } from '@contracts/session';

export const searchModes = ['insz', 'naam', 'adres'] as const;
export type SearchMode = (typeof searchModes)[number];

export interface HistoryAbility {
  /** The history switch is offered. */
  available: boolean;
  /** Only history may be shown: the switch is on and disabled. */
  forced: boolean;
}

/** The sources a lookup may ask (first one the default) and whether a reference is mandatory. */
export type LookupOptions = ConsultationOptions;

export interface PersonCapabilities {
  modes: SearchMode[];
  /** Per lookup: by number (the detail screen), by name, by address, and the family composition. */
  lookups: Record<SearchMode | 'family', LookupOptions>;
  history: HistoryAbility;
  familyHistory: HistoryAbility;
  family: boolean;
  canAdd: boolean;
  /** The role may consult the BIS register by number: a new person's detail can be opened. */
  canOpenBis: boolean;
}

function holds(role: Role | null, names: readonly Permission[]): boolean {
  return role?.permissions.some((grant) => names.includes(grant.naam)) ?? false;
}

function historyAbility(
  role: Role | null,
  current: Permission,
  history: readonly Permission[],
): HistoryAbility {
  const hasHistory = holds(role, history);
  return { available: hasHistory, forced: hasHistory && !holds(role, [current]) };
}

export function personCapabilities(role: Role | null): PersonCapabilities {
  const lookups = {
    insz: consultationOptions(role, getPersonDetails),
    naam: consultationOptions(role, searchPersonsByName),
    adres: consultationOptions(role, searchPersonsByAddress),
    family: consultationOptions(role, getHousehold),
  };
  return {
    modes: searchModes.filter((mode) => lookups[mode].sources.length > 0),
    lookups,
    history: historyAbility(role, 'persoon.geefPersoon', personPermissions.history),
    familyHistory: historyAbility(
      role,
      'persoon.geefGezinssamenstelling',
      personPermissions.householdHistory,
    ),
    family: lookups.family.sources.length > 0,
    canAdd: holds(role, personPermissions.create),
    canOpenBis: lookups.insz.sources.includes('KSZ'),
  };
}
