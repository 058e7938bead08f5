// What the active role may do on the social security screen: ask a person's social statutes, and
// their living wage while the living-wage toggle is on, each with the sources and the reference
// rule of its call (contracts/consultation.ts).
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import type { Role } from '@contracts/session';
import { getLivingWages, getSocialStatuses } from '@contracts/social-security';
import { isFeatureEnabled } from '~/config/features';

export interface SocialSecurityCapabilities {
  /** A person's social statutes; no sources: the role may not ask them. */
  statuses: ConsultationOptions;
  /** A person's living wage; no sources: not offered (the role may not, or the toggle is off). */
  livingWage: ConsultationOptions;
  mayAskStatuses: boolean;
  mayAskLivingWage: boolean;
  /** 'Uw referentie' is mandatory when either question the screen may ask demands it. */
  referenceRequired: boolean;
}

const none: ConsultationOptions = { sources: [], referenceRequired: false };

export function socialSecurityCapabilities(
  role: Role | null,
  livingWageOn: boolean = isFeatureEnabled('livingWage'),
): SocialSecurityCapabilities {
  const statuses = consultationOptions(role, getSocialStatuses);
  const livingWage = livingWageOn ? consultationOptions(role, getLivingWages) : none;
  const mayAskStatuses = statuses.sources.length > 0;
  const mayAskLivingWage = livingWage.sources.length > 0;
  return {
    statuses,
    livingWage,
    mayAskStatuses,
    mayAskLivingWage,
    referenceRequired:
      (mayAskStatuses && statuses.referenceRequired) ||
      (mayAskLivingWage && livingWage.referenceRequired),
  };
}
