// What the active role may do on the child-benefits screen: look up what the Groeipakket pays, for
// one person or for the lines of a csv file, with the sources and the reference rule of the call
// (contracts/consultation.ts): every line of a file is a consultation under the file's reference.
import { getChildBenefits } from '@contracts/child-benefits';
import { consultationOptions, type ConsultationOptions } from '@contracts/consultation';
import type { Role } from '@contracts/session';

export interface ChildBenefitsCapabilities {
  lookup: ConsultationOptions;
}

export function childBenefitsCapabilities(role: Role | null): ChildBenefitsCapabilities {
  return { lookup: consultationOptions(role, getChildBenefits) };
}
