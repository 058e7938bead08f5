// The learning and experience proofs (LED) domain's permission sets, in a module of their own: the route table (and so
// every page's first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/** The LED domain's permission sets, declared once (ADR 007). */
export const ledPermissions = {
  consult: ['LED.geefBewijs'],
  register: ['LED.registreerBewijs'],
  metadata: ['LED.bewijsMetadata'],
  cancel: ['LED.AnnuleerBewijs'],
} as const satisfies Record<string, readonly Permission[]>;
