// The health attestation source's code lists as the portal shows them, shared with the reference
// backend (contracts/health-attestation-codes.ts): the EU digital covid certificate's value sets
// for vaccines, their makers, tests and results. Sources: README.md.
import {
  attestationEventCodes,
  attestationStateCodes,
  attestationTypeCodes,
  ctpcPrescriberCodes,
  sendingChannelCodes,
  testResultCodes,
  testTypeCodes,
  vaccineManufacturerCodes,
  vaccineProductCodes,
} from '@contracts/health-attestation-codes';
import type { CodeLabels } from '@contracts/person-codes';

export const healthAttestationCodeLists: Record<
  | 'attestationType'
  | 'attestationState'
  | 'attestationEvent'
  | 'vaccineProduct'
  | 'vaccineManufacturer'
  | 'testType'
  | 'testResult'
  | 'sendingChannel'
  | 'ctpcPrescriber',
  Readonly<Record<string, CodeLabels>>
> = {
  attestationType: attestationTypeCodes,
  attestationState: attestationStateCodes,
  attestationEvent: attestationEventCodes,
  vaccineProduct: vaccineProductCodes,
  vaccineManufacturer: vaccineManufacturerCodes,
  testType: testTypeCodes,
  testResult: testResultCodes,
  sendingChannel: sendingChannelCodes,
  ctpcPrescriber: ctpcPrescriberCodes,
};
