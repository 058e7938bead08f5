// What the active role may do on the person screens (spec §2 person search form, routes.md):
// which search modes, which sources, whether history can or must be shown, whether 'Uw
// referentie' is mandatory. Read from the role's permissions, in one place.
import type { Permission } from '@contracts/permissions';
import { personSources, type PersonSource } from '@contracts/person';
import type { PermissionGrant, Role } from '@contracts/session';
import { referenceRequired } from '~/lib/validation/reference';

export const searchModes = ['insz', 'naam', 'adres'] as const;
export type SearchMode = (typeof searchModes)[number];

const modePermissions: Record<SearchMode, readonly Permission[]> = {
  insz: ['persoon.geefPersoon', 'persoon.geefHistoriekPersoon'],
  naam: ['persoon.zoekPersoonOpNaam'],
  adres: ['persoon.zoekPersoonOpAdres'],
};

export interface HistoryAbility {
  /** The history switch is offered. */
  available: boolean;
  /** Only history may be shown: the switch is on and disabled. */
  forced: boolean;
}

export interface PersonCapabilities {
  modes: SearchMode[];
  /** The sources of the person lookup, first one the default; a selector only when several. */
  sources: PersonSource[];
  history: HistoryAbility;
  familyHistory: HistoryAbility;
  family: boolean;
  referenceRequired: boolean;
  canAdd: boolean;
}

function grantsOf(role: Role | null, names: readonly Permission[]): PermissionGrant[] {
  return role?.permissions.filter((grant) => names.includes(grant.naam)) ?? [];
}

function historyAbility(
  role: Role | null,
  current: Permission,
  history: Permission,
): HistoryAbility {
  const hasCurrent = grantsOf(role, [current]).length > 0;
  const hasHistory = grantsOf(role, [history]).length > 0;
  return { available: hasHistory, forced: hasHistory && !hasCurrent };
}

/** The sources named by the grants, in the order the catalogue lists them; RR when none. */
function sourcesOf(grants: readonly PermissionGrant[]): PersonSource[] {
  const named = new Set(grants.flatMap((grant) => grant.bronnen.map((bron) => bron.waarde)));
  const sources = personSources.filter((source) => named.has(source));
  return sources.length > 0 ? sources : ['RR'];
}

export function personCapabilities(role: Role | null): PersonCapabilities {
  const personGrants = grantsOf(role, [
    'persoon.geefPersoon',
    'persoon.geefHistoriekPersoon',
    'persoon.zoekPersoonOpNaam',
    'persoon.zoekPersoonOpAdres',
    'persoon.geefGezinssamenstelling',
    'persoon.geefHistoriekGezinssamenstelling',
  ]);
  return {
    modes: searchModes.filter((mode) => grantsOf(role, modePermissions[mode]).length > 0),
    sources: sourcesOf(personGrants),
    history: historyAbility(role, 'persoon.geefPersoon', 'persoon.geefHistoriekPersoon'),
    familyHistory: historyAbility(
      role,
      'persoon.geefGezinssamenstelling',
      'persoon.geefHistoriekGezinssamenstelling',
    ),
    family:
      grantsOf(role, [
        'persoon.geefGezinssamenstelling',
        'persoon.geefHistoriekGezinssamenstelling',
      ]).length > 0,
    referenceRequired: personGrants.some((grant) => referenceRequired(grant.parameters)),
    canAdd: grantsOf(role, ['persoon.creeerBis']).length > 0,
  };
}
