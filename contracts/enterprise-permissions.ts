// The enterprise domain's permission sets, in a module of their own: the route table (and so
// every page's first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/**
 * The enterprise domain's permission sets, declared once: the calls' access rules, the screens'
 * access (app/screens.ts) and what the portal shows (app/domains/enterprise/capabilities.ts).
 */
export const enterprisePermissions = {
  /** An enterprise's record, and an association's. */
  consult: ['onderneming.geefOnderneming'],
  /** Joint committee and employment class. */
  jointCommittee: ['onderneming.GeefPCenTW'],
  /** Participations, both ways. */
  participations: ['onderneming.GeefDeelnemingen'],
} as const satisfies Record<string, readonly Permission[]>;
