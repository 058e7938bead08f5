// What the active role may do on the enterprise screens: look up an enterprise and an association
// (with the sources and reference rule of those calls), see the joint committee and the
// participations (each with its permission and its build-time toggle), and open the person detail
// of a director. Read from the permission sets and the consultation rules, in one place.
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import { geefDeelnemingen, geefPCenTW, getAssociation, getEnterprise } from '@contracts/enterprise';
import { getPersonDetails } from '@contracts/person';
import type { Role } from '@contracts/session';
import { accessDecision } from '~/auth/access';
import { isFeatureEnabled } from '~/config/features';
import { getScreen } from '~/screens';

export interface EnterpriseCapabilities {
  /** The lookup by enterprise number (the detail screen). */
  lookup: ConsultationOptions;
  /** The lookup by vCode (the association screen). */
  association: ConsultationOptions;
  /** Joint committee and employment class ('PC en TW'). */
  jointCommittee: boolean;
  /** Participations, both ways. */
  participations: boolean;
  /**
   * A director or representative who is a person links to the person detail, asked from this
   * source; null when the role may not open that screen (shown without a link).
   */
  personLinkSource: string | null;
}

export function enterpriseCapabilities(role: Role | null): EnterpriseCapabilities {
  const allowed = (call: Parameters<typeof consultationOptions>[1]) =>
    consultationOptions(role, call).sources.length > 0;
  const personSources = consultationOptions(role, getPersonDetails).sources;
  const personDetail = accessDecision(getScreen('personDetail'), role) === 'allowed';
  return {
    lookup: consultationOptions(role, getEnterprise),
    association: consultationOptions(role, getAssociation),
    jointCommittee: isFeatureEnabled('enterpriseLookups') && allowed(geefPCenTW),
    participations: isFeatureEnabled('enterpriseParticipations') && allowed(geefDeelnemingen),
    personLinkSource: personDetail ? (personSources[0] ?? null) : null,
  };
}
