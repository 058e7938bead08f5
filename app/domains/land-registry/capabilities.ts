// What the active role may do on the land registry's start and partition screens: search parcels
// (by capakey or by place), search an owner's ownership states, open a partition's ownership
// state, and download its owners (while that toggle is on); each consultation with the sources
// and reference rule of its call (contracts/consultation.ts).
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import {
  downloadOwnershipStates,
  getOwnershipStateDetail,
  landRegistryPermissions,
  searchOwnershipStates,
} from '@contracts/land-registry';
import type { Role } from '@contracts/session';
import { isFeatureEnabled, type FeatureToggle } from '~/config/features';
import type { SearchMode } from './search-fields';

export interface LandRegistryCapabilities {
  /** Parcels by capakey or by place (no personal data: not a consultation). */
  mayFindParcels: boolean;
  /** A partition's parcel data and ownership state. */
  partition: ConsultationOptions;
  /** An owner's ownership states; no sources: not offered. */
  owners: ConsultationOptions;
  /** The owners of a partition as a workbook; no sources: not offered. */
  ownersDownload: ConsultationOptions;
  /** The start screen's search modes, in the order its tabs show them. */
  modes: SearchMode[];
  /** 'Uw referentie' is asked on the forms whose search leads to a consultation. */
  referenceRequired: boolean;
}

const none: ConsultationOptions = { sources: [], referenceRequired: false };

export function landRegistryCapabilities(
  role: Role | null,
  enabled: (toggle: FeatureToggle) => boolean = isFeatureEnabled,
): LandRegistryCapabilities {
  const granted = new Set(role?.permissions.map((permission) => permission.naam) ?? []);
  const mayFindParcels = landRegistryPermissions.parcels.some((name) => granted.has(name));
  const partition = consultationOptions(role, getOwnershipStateDetail);
  const owners = consultationOptions(role, searchOwnershipStates);
  const ownersDownload = enabled('landRegistryDownloadOwners')
    ? consultationOptions(role, downloadOwnershipStates)
    : none;
  const modes: SearchMode[] = [
    ...(mayFindParcels ? (['capakey', 'plaats'] as const) : []),
    ...(owners.sources.length > 0 ? (['eigenaar'] as const) : []),
  ];
  return {
    mayFindParcels,
    partition,
    owners,
    ownersDownload,
    modes,
    referenceRequired: partition.referenceRequired || owners.referenceRequired,
  };
}
