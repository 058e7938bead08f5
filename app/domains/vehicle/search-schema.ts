// The vehicle search forms as zod schemas shared by the browser and the server: a Belgian vehicle
// by its plate, a foreign one by its country and plate (a second plate only where the role may
// ask one), each with the date of the facts (optional: who held the plate that day) and
// 'Uw referentie'.
import { z } from 'zod';
import type { ConsultationOptions } from '@contracts/consultation';
import { vehicleCountryCodes } from '@contracts/vehicle';
import { displayDateToIso } from '~/lib/validation/dates';
import { issue, reportIssue } from '~/lib/validation/issue';
import { normalisePlate, validateForeignPlate } from '~/lib/validation/plate';
import { isBlank } from '~/lib/validation/required';
import {
  stringField,
  referenceFieldSchema,
  datePickerSchema,
  belgianPlateSchema,
  foreignPlateSchema,
} from '~/lib/validation/schemas';

/** The query parameters the two GET forms send to the search screen. */
export const searchFields = {
  plate: 'nummerplaat',
  country: 'land',
  plate1: 'nummerplaat1',
  plate2: 'nummerplaat2',
  date: 'datum',
} as const;

/** The date of the facts as typed (DD.MM.YYYY, not in the future), parsed to YYYY-MM-DD or ''. */
const factsDateSchema = datePickerSchema({ required: false, notInFuture: true }).transform(
  (value) => (isBlank(value) ? '' : (displayDateToIso(value.trim()) ?? '')),
);

export function isVehicleCountry(value: string): boolean {
  return (vehicleCountryCodes as readonly string[]).includes(value);
}

/** A country of the list, by its ISO code; the select sends nothing until one is chosen. */
export const vehicleCountrySchema = stringField((value) => {
  if (isBlank(value)) return issue('required');
  return isVehicleCountry(value.trim()) ? null : issue('invalid');
}).transform((value) => value.trim());

/** The second plate: optional, normalised when given. */
const optionalForeignPlateSchema = z
  .string()
  .default('')
  .transform((value, ctx) => {
    if (isBlank(value)) return undefined;
    const found = validateForeignPlate(value);
    if (found) {
      reportIssue(ctx, found);
      return z.NEVER;
    }
    return normalisePlate(value);
  });

export function belgianVehicleSearchSchema(options: ConsultationOptions) {
  return z.object({
    [searchFields.plate]: belgianPlateSchema,
    [searchFields.date]: factsDateSchema,
    reference: referenceFieldSchema(options.referenceRequired),
  });
}

export function foreignVehicleSearchSchema(
  options: ConsultationOptions,
  { secondPlate }: { secondPlate: boolean },
) {
  return z.object({
    [searchFields.country]: vehicleCountrySchema,
    [searchFields.plate1]: foreignPlateSchema,
    // Without its toggle the second plate is not asked, and a value sent anyway is dropped.
    [searchFields.plate2]: secondPlate
      ? optionalForeignPlateSchema
      : z
          .string()
          .optional()
          .transform((): string | undefined => undefined),
    [searchFields.date]: factsDateSchema,
    reference: referenceFieldSchema(options.referenceRequired),
  });
}
