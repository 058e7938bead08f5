// The social security and child-benefits sources' code lists as the portal shows them, shared
// with the reference backend (contracts/social-security-codes.ts, contracts/child-benefits-codes.ts).
// Sources: README.md.
import {
  bonusCategoryCodes,
  childBenefitFunds,
  paymentCategoryCodes,
  socialTypeCodes,
} from '@contracts/child-benefits-codes';
import type { CodeLabels } from '@contracts/person-codes';
import {
  answerStatusLabels,
  livingWageKindCodes,
  socialStatusResultCodes,
  socialStatusTypes,
} from '@contracts/social-security-codes';

/** The funds by their short code, labelled with their name (the same in both languages). */
const childBenefitFund: Record<string, CodeLabels> = Object.fromEntries(
  childBenefitFunds.map((fund) => [fund.code, { nl: fund.name, en: fund.name }]),
);

export const socialSecurityCodeLists: Record<
  | 'socialStatus'
  | 'socialStatusResult'
  | 'sourceStatus'
  | 'livingWageKind'
  | 'paymentCategory'
  | 'socialType'
  | 'bonusCategory'
  | 'childBenefitFund',
  Readonly<Record<string, CodeLabels>>
> = {
  socialStatus: socialStatusTypes,
  socialStatusResult: socialStatusResultCodes,
  sourceStatus: answerStatusLabels,
  livingWageKind: livingWageKindCodes,
  paymentCategory: paymentCategoryCodes,
  socialType: socialTypeCodes,
  bonusCategory: bonusCategoryCodes,
  childBenefitFund,
};
