// The education source's code lists as the portal shows them, shared with the reference backend
// (contracts/education-codes.ts). Sources: README.md.
import {
  adultResultCodes,
  adultStatusCodes,
  contractCodes,
  educationTypeCodes,
  enrolmentSourceCodes,
  higherStatusCodes,
  institutionKindCodes,
  leavingReasonCodes,
  levelCodes,
  programmeKindCodes,
  programmeTypeCodes,
  trackCodes,
} from '@contracts/education-codes';

export const educationCodeLists = {
  enrolmentSource: enrolmentSourceCodes,
  institutionKind: institutionKindCodes,
  programmeType: programmeTypeCodes,
  schoolLevel: levelCodes,
  educationType: educationTypeCodes,
  leavingReason: leavingReasonCodes,
  adultStatus: adultStatusCodes,
  adultTrack: trackCodes,
  adultResult: adultResultCodes,
  higherStatus: higherStatusCodes,
  programmeKind: programmeKindCodes,
  studyContract: contractCodes,
} as const;
