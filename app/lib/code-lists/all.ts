// Every domain's code lists together, for what looks across them (which Dutch labels an English
// screen must mark); a screen imports only its own domain's lists.
import type { CodeLabels } from '@contracts/person-codes';
import { documentCodeLists } from './document';
import { educationCodeLists } from './education';
import { enterpriseCodeLists } from './enterprise';
import { healthAttestationCodeLists } from './health-attestation';
import { landRegistryCodeLists } from './land-registry';
import { ledCodeLists } from './led';
import { personCodeLists } from './person';
import { socialSecurityCodeLists } from './social-security';
import { vehicleCodeLists } from './vehicle';

export const codeLists = {
  ...personCodeLists,
  ...enterpriseCodeLists,
  ...vehicleCodeLists,
  ...ledCodeLists,
  ...documentCodeLists,
  ...socialSecurityCodeLists,
  ...healthAttestationCodeLists,
  ...landRegistryCodeLists,
  ...educationCodeLists,
} as const;

/** Every Dutch label that differs from its English one: what an English screen must mark. */
export function dutchOnlyLabels(): Set<string> {
  const found = new Set<string>();
  for (const list of Object.values(codeLists)) {
    for (const labels of Object.values(list) as CodeLabels[]) {
      if (labels.nl !== labels.en) found.add(labels.nl);
    }
  }
  return found;
}
