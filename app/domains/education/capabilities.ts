// What the active role may do on the education screen: the sources and the reference rule of
// the enrolment-history lookup, read from the role's grants for the call (contracts/consultation.ts).
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import { getEnrolmentHistory } from '@contracts/education';
import type { Role } from '@contracts/session';

export interface EducationCapabilities {
  lookup: ConsultationOptions;
}

export function educationCapabilities(role: Role | null): EducationCapabilities {
  return { lookup: consultationOptions(role, getEnrolmentHistory) };
}
