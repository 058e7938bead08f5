// What the active role may do on the vehicle screens: look up a Belgian vehicle and a foreign one
// (each with the sources and reference rule of its call), ask a second foreign plate (only with
// its build-time toggle), and open the person or enterprise detail of a holder. Read from the
// permission sets and the consultation rules, in one place.
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import { getEnterprise } from '@contracts/enterprise';
import { getPersonDetails } from '@contracts/person';
import type { Role } from '@contracts/session';
import { getBelgianVehicle, getForeignVehicle } from '@contracts/vehicle';
import { accessDecision } from '~/auth/access';
import { isFeatureEnabled } from '~/config/features';
import { getScreen } from '~/screens';

export interface VehicleCapabilities {
  /** The lookup by Belgian plate; no sources: the role may not ask it. */
  belgian: ConsultationOptions;
  /** The lookup by country and foreign plate. */
  foreign: ConsultationOptions;
  /** A foreign vehicle may be asked by a second plate too. */
  secondPlate: boolean;
  /**
   * A holder who is a person links to the person detail, asked from this source; null when the
   * role may not open that screen (shown without a link).
   */
  personLinkSource: string | null;
  /** A holder that is an enterprise links to its detail, asked from this source; null: no link. */
  enterpriseLinkSource: string | null;
}

export function vehicleCapabilities(role: Role | null): VehicleCapabilities {
  const linkSource = (screen: 'personDetail' | 'enterpriseDetail', sources: string[]) =>
    accessDecision(getScreen(screen), role) === 'allowed' ? (sources[0] ?? null) : null;
  const foreign = consultationOptions(role, getForeignVehicle);
  return {
    belgian: consultationOptions(role, getBelgianVehicle),
    foreign,
    secondPlate: foreign.sources.length > 0 && isFeatureEnabled('foreignVehicleSecondPlate'),
    personLinkSource: linkSource(
      'personDetail',
      consultationOptions(role, getPersonDetails).sources,
    ),
    enterpriseLinkSource: linkSource(
      'enterpriseDetail',
      consultationOptions(role, getEnterprise).sources,
    ),
  };
}
