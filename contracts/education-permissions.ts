// The education domain's permission sets, in a module of their own: the route table (and so
// every page's first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/**
 * The education domain's permission sets, declared once: the call's access rule, the screen's
 * access (app/screens.ts) and what the portal offers are all read from them. The permission is
 * spelled with three e's, as the role catalogue names it.
 */
export const educationPermissions = {
  consult: ['onderwijs.geeefHistoriekInschrijving'],
} as const satisfies Record<string, readonly Permission[]>;
