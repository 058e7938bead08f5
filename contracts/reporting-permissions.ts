// The reporting permission sets, in a module of their own: the route table (and so every page's
// first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/** The reporting permission sets, declared once (the domain pattern). */
export const reportingPermissions = {
  /**
   * Read the usage reports of the role's organisation (and of the organisations its grant's
   * `organisaties` parameter adds): the functional administrator's one permission.
   */
  read: ['rapportering.zoek'],
} as const satisfies Record<string, readonly Permission[]>;

/**
 * The grant parameter that widens a reporting grant's scope beyond the role's own organisation:
 * organisation codes separated by commas (an agency that runs the portal for municipalities).
 */
export const reportingScopeParameter = 'organisaties';
