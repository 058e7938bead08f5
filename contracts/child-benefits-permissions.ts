// The child-benefits domain's permission sets, in a module of their own: the route table (and so
// every page's first script) reads them without the calls' schemas and code lists.
import type { Permission } from './permissions';

/**
 * The child-benefits domain's permission sets, declared once: the call's access rule, the
 * screens' access and what the portal offers are all read from them.
 */
export const childBenefitsPermissions = {
  consult: ['gezin.geefKindVoordelen'],
} as const satisfies Record<string, readonly Permission[]>;
