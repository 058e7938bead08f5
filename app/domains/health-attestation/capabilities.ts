// What the active role may do on the health attestation screens: search attestations (by national
// number, and by name while that toggle is on), open one, make and send its document and recreate
// a person's attestations (while that toggle is on), see an attestation's technical metadata,
// search CTPC attestations (with the CTPC toggle) and read and set the one-dose rule (with its
// toggle). Each with the sources and reference rule of its call (contracts/consultation.ts).
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import {
  getOneDoseRequired,
  healthAttestationPermissions,
  searchAttestations,
  searchCtpc,
} from '@contracts/health-attestation';
import type { Role } from '@contracts/session';
import { isFeatureEnabled, type FeatureToggle } from '~/config/features';
import type { SearchMode } from './search-fields';

export interface HealthAttestationCapabilities {
  /** Attestation searches and everything done to an attestation; no sources: not allowed. */
  attestations: ConsultationOptions;
  /** The CTPC search and a CTPC's screen; no sources: not offered. */
  ctpc: ConsultationOptions;
  /** The one-dose rule; no sources: not offered. */
  oneDose: ConsultationOptions;
  /** The search modes of the start screen, in the order its tabs show them. */
  modes: SearchMode[];
  mayRecreate: boolean;
  /** An attestation's technical metadata (certificate identifier, issuer, key). */
  mayReadMetadata: boolean;
}

const none: ConsultationOptions = { sources: [], referenceRequired: false };

export function healthAttestationCapabilities(
  role: Role | null,
  enabled: (toggle: FeatureToggle) => boolean = isFeatureEnabled,
): HealthAttestationCapabilities {
  const attestations = consultationOptions(role, searchAttestations);
  const ctpc = enabled('ctpc') ? consultationOptions(role, searchCtpc) : none;
  const oneDose = enabled('oneDoseRequired') ? consultationOptions(role, getOneDoseRequired) : none;
  const mayAttest = attestations.sources.length > 0;
  const granted = new Set(role?.permissions.map((permission) => permission.naam) ?? []);
  const modes: SearchMode[] = [
    ...(mayAttest ? (['insz'] as const) : []),
    ...(mayAttest && enabled('healthAttestationNameSearch') ? (['naam'] as const) : []),
    ...(ctpc.sources.length > 0 ? (['ctpc'] as const) : []),
  ];
  return {
    attestations,
    ctpc,
    oneDose,
    modes,
    mayRecreate: mayAttest && enabled('attestationRecreate'),
    mayReadMetadata: healthAttestationPermissions.metadata.some((name) => granted.has(name)),
  };
}
