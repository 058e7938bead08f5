// The vehicle registers' code lists as the portal shows them, shared with the reference backend
// (contracts/vehicle-codes.ts). Sources: README.md.
import {
  bodyworkCodes,
  colourCodes,
  fuelCodes,
  plateTypeCodes,
  registrationStatusCodes,
  transactionCodes,
  vehicleCategoryCodes,
} from '@contracts/vehicle-codes';

export const vehicleCodeLists = {
  plateType: plateTypeCodes,
  registrationStatus: registrationStatusCodes,
  vehicleCategory: vehicleCategoryCodes,
  fuel: fuelCodes,
  bodywork: bodyworkCodes,
  colour: colourCodes,
  vehicleTransaction: transactionCodes,
} as const;
