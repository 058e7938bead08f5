// The legal log's permission sets, in a module of their own: the route table (and so every page's
// first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/** The legal log's permission sets, declared once (the domain pattern). */
export const legalLogPermissions = {
  /**
   * Read the log: search its entries, open one and its request's entries, verify the chain and
   * ask audit reports. The security consultant's one permission.
   */
  read: ['logging.zoekLegalLog'],
} as const satisfies Record<string, readonly Permission[]>;
