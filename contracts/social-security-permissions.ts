// The social security domain's permission sets, in a module of their own: the route table (and
// so every page's first script) reads them without the calls' schemas and code lists.
import type { Permission } from './permissions';

/**
 * The social security domain's permission sets, declared once: the calls' access rules, and the
 * screens' and capabilities' when the portal gets them.
 */
export const socialSecurityPermissions = {
  /** A person's social statutes, and the statutes that may be asked. */
  socialStatus: ['socialSecurity.geefSociaalStatuut'],
  /** A person's living-wage records. */
  livingWage: ['socialSecurity.geefLeefloon'],
} as const satisfies Record<string, readonly Permission[]>;
