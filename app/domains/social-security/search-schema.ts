// The social security search as a zod schema shared by the browser and the server: the national
// number, the statutes asked (at most the source's maximum per question), one reference date
// (today when left empty) or a period, the living wage when the screen offers it, the source and
// 'Uw referentie', under the names of the screen's URL, so the GET form's URL is the
// consultation's link itself.
import { z } from 'zod';
import { MAX_SOCIAL_STATUSES_PER_REQUEST, socialSecuritySource } from '@contracts/social-security';
import { socialStatusNames } from '@contracts/social-security-codes';
import { validateDate, type CalendarDate } from '~/lib/validation/dates';
import { issue, reportIssue, type ValidationIssue } from '~/lib/validation/issue';
import { isBlank } from '~/lib/validation/required';
import { inszSchema, referenceFieldSchema } from '~/lib/validation/schemas';
import { dateChoices, livingWageAsked, socialSecurityFields } from './search-fields';

/** The earliest date the source has records of. */
export const EARLIEST_SOCIAL_SECURITY_DATE: CalendarDate = { year: 1900, month: 1, day: 1 };
const earliest = '01.01.1900';

export interface SocialSecuritySearchOptions {
  mayAskStatuses: boolean;
  mayAskLivingWage: boolean;
  referenceRequired: boolean;
  /** The moment that counts as now (tests fix it). */
  today?: Date;
}

/** The reference date: empty is today; otherwise a date from 1900 on, not in the future. */
export function validateReferenceDate(value: string, today?: Date): ValidationIssue | null {
  if (isBlank(value)) return null;
  return validateDate(value, { min: earliest, notInFuture: true, today });
}

/**
 * A period: both dates, from 1900 on; its first not in the future, its last not before its
 * first. Gives each date's issue.
 */
export function validatePeriod(
  from: string,
  until: string,
  today?: Date,
): { from: ValidationIssue | null; until: ValidationIssue | null } {
  const fromIssue = validateDate(from, { min: earliest, notInFuture: true, today });
  const untilIssue = validateDate(until, { min: earliest, today });
  if (fromIssue || untilIssue) return { from: fromIssue, until: untilIssue };
  return { from: null, until: validateDate(until, { min: from, today }) };
}

export function socialSecuritySearchSchema({
  mayAskStatuses,
  mayAskLivingWage,
  referenceRequired,
  today,
}: SocialSecuritySearchOptions) {
  const f = socialSecurityFields;
  return z
    .object({
      [f.insz]: inszSchema,
      // A statute the source does not know, or one the role may not ask, is not a choice.
      [f.statutes]: z
        .array(mayAskStatuses ? z.enum(socialStatusNames) : z.never())
        .default([])
        .catch([]),
      [f.dateChoice]: z.enum(dateChoices).default('datum').catch('datum'),
      [f.date]: z.string().trim().default(''),
      [f.from]: z.string().trim().default(''),
      [f.until]: z.string().trim().default(''),
      // A group of one checkbox; not a question while the screen does not offer it.
      [f.livingWage]: z
        .array(z.literal(livingWageAsked))
        .default([])
        .catch([])
        .transform((ticked) => (mayAskLivingWage ? ticked : [])),
      [f.source]: z
        .literal(socialSecuritySource)
        .default(socialSecuritySource)
        .catch(socialSecuritySource),
      [f.reference]: referenceFieldSchema(referenceRequired),
    })
    .superRefine((search, ctx) => {
      const statutes = search[f.statutes];
      if (statutes.length === 0 && search[f.livingWage].length === 0) {
        const nothing = mayAskLivingWage
          ? 'socialSecurity.nothingAsked'
          : 'socialSecurity.noStatute';
        reportIssue(ctx, issue(nothing), [f.statutes]);
      }
      if (statutes.length > MAX_SOCIAL_STATUSES_PER_REQUEST) {
        reportIssue(
          ctx,
          issue('multiSelect.maximumReached', { amount: MAX_SOCIAL_STATUSES_PER_REQUEST }),
          [f.statutes],
        );
      }
      if (new Set(statutes).size !== statutes.length) {
        reportIssue(ctx, issue('invalid'), [f.statutes]);
      }
      if (search[f.dateChoice] === 'datum') {
        reportIssue(ctx, validateReferenceDate(search[f.date], today), [f.date]);
      } else {
        const period = validatePeriod(search[f.from], search[f.until], today);
        reportIssue(ctx, period.from, [f.from]);
        reportIssue(ctx, period.until, [f.until]);
      }
    });
}

export type SocialSecuritySearch = z.output<ReturnType<typeof socialSecuritySearchSchema>>;
