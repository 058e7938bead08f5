// The vehicle domain's permission sets, in a module of their own: the route table (and so
// every page's first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/** The vehicle domain's permission sets, declared once (ADR 007). */
export const vehiclePermissions = {
  belgian: ['mobiliteit.binnenlandsVoertuig'],
  foreign: ['mobiliteit.buitenlandsVoertuig'],
  /** The domain's start screen: either lookup. */
  any: ['mobiliteit.binnenlandsVoertuig', 'mobiliteit.buitenlandsVoertuig'],
} as const satisfies Record<string, readonly Permission[]>;
