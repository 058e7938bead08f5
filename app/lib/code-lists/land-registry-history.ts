// The land registry's code lists an ownership history shows (a partition's nature, how a state
// was registered, the rights, the kinds of holder list and of sale), shared with the reference backend
// (contracts/land-registry-codes.ts).
import {
  cadastralNatures,
  holderListTypes,
  registrationTypes,
  rightTypes,
  salesTypes,
} from '@contracts/land-registry-codes';

export const landRegistryHistoryCodeLists = {
  landCadastralNature: cadastralNatures,
  landRegistrationType: registrationTypes,
  landRightType: rightTypes,
  landHolderListType: holderListTypes,
  landSalesType: salesTypes,
} as const;
