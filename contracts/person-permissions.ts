// The person domain's permission sets, in a module of their own: the route table (and so
// every page's first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/**
 * The person domain's permission sets, declared once: the calls' access rules, the screens'
 * access (app/screens.ts) and what the portal offers (app/domains/person/capabilities.ts) are
 * all read from them.
 */
export const personPermissions = {
  /** One person's record: with the current data or the history permission. */
  consult: ['persoon.geefPersoon', 'persoon.geefHistoriekPersoon'],
  history: ['persoon.geefHistoriekPersoon'],
  household: ['persoon.geefGezinssamenstelling', 'persoon.geefHistoriekGezinssamenstelling'],
  householdHistory: ['persoon.geefHistoriekGezinssamenstelling'],
  searchByName: ['persoon.zoekPersoonOpNaam'],
  searchByAddress: ['persoon.zoekPersoonOpAdres'],
  create: ['persoon.creeerBis'],
} as const satisfies Record<string, readonly Permission[]>;
