// The person search form as zod schemas shared by the browser and the server: one per
// mode (insz, name and birth date, address), built from what the active role may do.
import { z } from 'zod';
import { personSources, type PersonSource } from '@contracts/person';
import { validateDatePicker } from '~/lib/validation/date-time';
import { displayDateToIso } from '~/lib/validation/dates';
import { historyDateChoices, validateHistoryDate } from '~/lib/validation/history-date';
import { validateHouseNumber } from '~/lib/validation/house-number';
import { issue, reportIssue } from '~/lib/validation/issue';
import { isBlank } from '~/lib/validation/required';
import {
  stringField,
  inszSchema,
  referenceFieldSchema,
  datePartsSchema,
  firstNameSchema,
  surnameSchema,
} from '~/lib/validation/schemas';
import type { HistoryAbility, LookupOptions } from './capabilities';

export const tolerances = ['0', '1', '2'] as const;

/** The history fields: the switch, 'vanaf'/'op' and the date (DD.MM.YYYY), checked together. */
function historyFields(history: HistoryAbility) {
  return {
    history: history.forced
      ? z.literal('on').default('on').catch('on')
      : z.literal('on').optional(),
    dateChoice: z.enum(historyDateChoices).default('vanaf'),
    historyDate: z.string().default(''),
  };
}

/** The date is mandatory and checked only with history on; 'op' may not be in the future. */
function checkHistory(
  value: { history?: 'on'; dateChoice: 'vanaf' | 'op'; historyDate: string },
  ctx: z.RefinementCtx,
) {
  if (value.history !== 'on') return;
  const typed = validateDatePicker(value.historyDate, { notInFuture: true });
  const issue =
    typed ?? validateHistoryDate(displayDateToIso(value.historyDate.trim()) ?? '', true);
  if (issue) reportIssue(ctx, issue, ['historyDate']);
}

/** The source asked: one the role may ask for this lookup, else its first. */
function sourceField(options: LookupOptions) {
  const allowed = personSources.filter((source) => options.sources.includes(source));
  const [first = 'RR'] = allowed;
  return z
    .enum(allowed.length > 0 ? (allowed as [PersonSource, ...PersonSource[]]) : ['RR'])
    .default(first)
    .catch(first);
}

export function inszSearchSchema(options: LookupOptions, history: HistoryAbility) {
  return z
    .object({
      insz: inszSchema,
      bron: sourceField(options),
      reference: referenceFieldSchema(options.referenceRequired),
      ...historyFields(history),
    })
    .superRefine(checkHistory);
}

export function nameSearchSchema(options: LookupOptions) {
  return z.object({
    lastName: surnameSchema,
    firstName: firstNameSchema.optional(),
    // A birth date may be known in part, but the year is required.
    birthDate: datePartsSchema({ allowPartial: true, notInFuture: true }),
    sex: z.enum(['1', '2']).optional(),
    /** The municipality the person lives in, as typed; the server looks up its NIS code. */
    residence: z.string().trim().max(128).optional(),
    /** The NIS code of a town chosen in the autocomplete. */
    residenceNis: z
      .string()
      .regex(/^\d{5}$/)
      .optional()
      .catch(undefined),
    tolerance: z.enum(tolerances).default('0'),
    bron: sourceField(options),
    reference: referenceFieldSchema(options.referenceRequired),
  });
}

/** The address fields as the address form posts them; the server resolves the municipality. */
export function addressSearchSchema(options: LookupOptions) {
  return z.object({
    postcode: z.string().default(''),
    gemeente: z.string().default(''),
    gemeenteNis: z.string().default(''),
    postcode_gemeente: z.string().optional(),
    straat: stringField((value) =>
      isBlank(value) ? issue('required') : /\p{L}/u.test(value) ? null : issue('invalid'),
    ),
    nummer: stringField((value) =>
      isBlank(value) ? { key: 'required' } : validateHouseNumber(value),
    ),
    bus: z.string().optional(),
    bron: sourceField(options),
    reference: referenceFieldSchema(options.referenceRequired),
  });
}

/** A searched birth date as the backend takes it: YYYY, YYYY-MM or YYYY-MM-DD. */
export function birthDateParam(parts: { day: string; month: string; year: string }): string {
  const year = parts.year.trim();
  const month = parts.month.trim().padStart(2, '0');
  const day = parts.day.trim().padStart(2, '0');
  if (isBlank(parts.month)) return year;
  if (isBlank(parts.day)) return `${year}-${month}`;
  return `${year}-${month}-${day}`;
}
