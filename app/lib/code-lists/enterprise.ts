// The enterprise register's code lists as the portal shows them: the small lists shared with the
// reference backend (contracts/enterprise-codes.ts), the legal forms it uses, and the NACE-BEL
// 2025 activities of the register (nace.json, cut down from the Statbel list). Sources: README.md.
import {
  cessationCodes,
  employmentClassCodes,
  enterpriseKindCodes,
  enterpriseStatusCodes,
  functionCodes,
  jointCommitteeCodes,
  legalFormCodes,
  representativeRoleCodes,
} from '@contracts/enterprise-codes';
import type { CodeLabels } from '@contracts/person-codes';
import naceLabels from './nace.json' with { type: 'json' };

const legalForm: Record<string, CodeLabels> = Object.fromEntries(
  Object.entries(legalFormCodes).map(([code, { nl, en }]) => [code, en ? { nl, en } : { nl }]),
);

/** NACE-BEL 2025 subclasses by their five digits. */
const nace: Record<string, CodeLabels> = Object.fromEntries(
  Object.entries(naceLabels as Record<string, string[]>).map(([code, [nl = code, en]]) => [
    code,
    en ? { nl, en } : { nl },
  ]),
);

export const enterpriseCodeLists = {
  enterpriseStatus: enterpriseStatusCodes,
  enterpriseKind: enterpriseKindCodes,
  enterpriseFunction: functionCodes,
  cessation: cessationCodes,
  jointCommittee: jointCommitteeCodes,
  employmentClass: employmentClassCodes,
  representativeRole: representativeRoleCodes,
  legalForm,
  nace,
} as const;
