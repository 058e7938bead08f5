// The learning and experience proofs' code lists as the portal shows them, shared with the
// reference backend (contracts/led-codes.ts). Sources: README.md.
import {
  authenticityCodes,
  awardingBodyCodes,
  categoryCodes,
  proofStageCodes,
  proofStatusCodes,
  proofTypeCodes,
  qualificationLevelCodes,
} from '@contracts/led-codes';

export const ledCodeLists = {
  proofStatus: proofStatusCodes,
  proofAuthenticity: authenticityCodes,
  proofCategory: categoryCodes,
  proofType: proofTypeCodes,
  proofStage: proofStageCodes,
  awardingBody: awardingBodyCodes,
  qualificationLevel: qualificationLevelCodes,
} as const;
