// What the active role may do on the ownership history screens: consult a parcel's history, from
// the sources its grants allow and with or without a mandatory 'Uw referentie'. Read from the
// permission sets and the consultation rules, in one place.
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import { getOwnershipHistory } from '@contracts/land-registry-history';
import type { Role } from '@contracts/session';

export interface LandRegistryHistoryCapabilities {
  /** The history consultation; no sources: the role may not ask it. */
  history: ConsultationOptions;
}

export function landRegistryHistoryCapabilities(
  role: Role | null,
): LandRegistryHistoryCapabilities {
  return { history: consultationOptions(role, getOwnershipHistory) };
}
