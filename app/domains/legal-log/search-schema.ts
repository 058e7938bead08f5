// The legal-log search as a zod schema shared by the browser and the server, under the names of
// the screen's URL: a period (a day and an optional time at each end, Belgian time; its end not
// before its start), lists of users, organisations, purposes and operations (checkbox groups, at
// most as many values as a filter header takes), one register, a subject by its kind and value
// (each kind checked by its own rule: a national number's check digits, a capakey, a Belgian
// plate, an enterprise number's check digits), a request's correlation id and an entry's
// reference. Every value is also checked by the contract's own rule of its filter, so that the
// form refuses exactly what the backend would. This module holds the schema only (no widgets), so
// that a form may be given the schema or a loader of it.
import { z } from 'zod';
import {
  checkSubject,
  legalLogFilterRules,
  legalLogSubjectKinds,
  type LegalLogSubjectKind,
} from '@contracts/legal-log-filters';
import { validateCapakey } from '~/lib/validation/capakey';
import { parseDisplayDate, type CalendarDate } from '~/lib/validation/dates';
import { validateEnterpriseNumber } from '~/lib/validation/enterprise-number';
import { validateInsz } from '~/lib/validation/insz';
import { issue, reportIssue, type ValidationIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import { validateBelgianPlate } from '~/lib/validation/plate';
import { isBlank } from '~/lib/validation/required';
import { datePickerSchema, multiSelectSchema } from '~/lib/validation/schemas';
import { belgianTimeToIso } from './belgian-time';
import { legalLogFields, legalLogListMaximum, legalLogSubjectMaxLength } from './search-fields';

/**
 * A single value or several (a checkbox group), none when left empty; a value that comes twice
 * (a link written by hand) counts once.
 */
const toList = (value: unknown): unknown => [
  ...new Set(
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
      (item) => item !== '',
    ),
  ),
];

type ContractCheck = (text: string) => { ok: boolean };

/** A list filter: at most the header's maximum, each value one the contract's rule takes. */
function listSchema(check: ContractCheck) {
  return z.preprocess(
    toList,
    multiSelectSchema(legalLogListMaximum).superRefine((values, ctx) => {
      if (values.some((value) => !check(value).ok)) reportIssue(ctx, issue('invalid'));
    }),
  );
}

/** A text field that may stay empty, checked by the contract's rule when filled. */
function optionalText(check: ContractCheck, message: ValidationIssue) {
  return z
    .string()
    .trim()
    .default('')
    .superRefine((value, ctx) => {
      if (value !== '' && !check(value).ok) reportIssue(ctx, message);
    });
}

/** A time of day on the 24-hour clock, HH:mm (a single-digit hour is taken too: 8:05). */
const timePattern = /^(?<hour>[01]?\d|2[0-3]):(?<minute>[0-5]\d)$/;

/** The time typed, as HH:mm; null when it is not a time. */
export function parseTime(value: string): string | null {
  const match = timePattern.exec(value.trim());
  if (!match?.groups) return null;
  return `${(match.groups.hour ?? '').padStart(2, '0')}:${match.groups.minute ?? ''}`;
}

const timeSchema = z
  .string()
  .trim()
  .default('')
  .superRefine((value, ctx) => {
    if (value !== '' && parseTime(value) === null) reportIssue(ctx, issue('legalLog.timeInvalid'));
  });

/** The rule of a subject's value by its kind: the shared validators where the portal has one. */
function subjectIssue(kind: LegalLogSubjectKind, value: string): ValidationIssue | null {
  const own =
    kind === 'Insz'
      ? validateInsz(value)
      : kind === 'KboNummer'
        ? validateEnterpriseNumber(value)
        : kind === 'CapaKey'
          ? validateCapakey(value)
          : kind === 'Nrplaat'
            ? validateBelgianPlate(value)
            : validateMaxLength(value, legalLogSubjectMaxLength);
  if (own) return own;
  // What the shared rules let through but the log's index refuses: a national number whose check
  // digits match but that holds no possible birth date (a month 13), a text with control
  // characters. The contract's rule is the backend's: the form refuses what it would.
  if (!checkSubject(`${kind}:${value}`).ok) {
    return kind === 'Insz' ? issue('legalLog.inszBirthDate') : issue('invalid');
  }
  return null;
}

/** The day and time of one end of the period, in Belgian time; the start of the day by default. */
function instantOf(day: string, time: string, end: boolean): string | null {
  const date: CalendarDate | null = parseDisplayDate(day.trim());
  if (!date) return null;
  const typed = parseTime(time);
  // An end takes in the whole of its last minute (the last of its day without a time): 'to 17:30'
  // includes what was logged at 17:30:40.
  return end
    ? belgianTimeToIso(date, `${typed ?? '23:59'}:59.999`)
    : belgianTimeToIso(date, `${typed ?? '00:00'}:00`);
}

export function legalLogSearchSchema() {
  const f = legalLogFields;
  return z
    .object({
      [f.from]: datePickerSchema({ required: false }),
      [f.fromTime]: timeSchema,
      [f.to]: datePickerSchema({ required: false }),
      [f.toTime]: timeSchema,
      [f.users]: listSchema(legalLogFilterRules.gebruikers.check),
      [f.organisations]: listSchema(legalLogFilterRules.organisaties.check),
      [f.purposes]: listSchema(legalLogFilterRules.finaliteiten.check),
      [f.operations]: listSchema(legalLogFilterRules.operaties.check),
      [f.register]: optionalText(legalLogFilterRules.register.check, issue('invalid')),
      [f.subjectKind]: z.union([z.literal(''), z.enum(legalLogSubjectKinds)]).default(''),
      [f.subject]: z.string().trim().default(''),
      [f.correlationId]: optionalText(
        legalLogFilterRules.correlationId.check,
        issue('legalLog.correlationIdInvalid'),
      ),
      [f.reference]: optionalText(
        legalLogFilterRules.tracingId.check,
        issue('legalLog.referenceInvalid'),
      ),
      [f.search]: z.string().optional(),
    })
    .superRefine((search, ctx) => {
      // A time belongs to its day: a time alone says nothing of which day it is.
      for (const [day, time] of [
        [f.from, f.fromTime],
        [f.to, f.toTime],
      ] as const) {
        if (isBlank(search[day]) && search[time] !== '') {
          reportIssue(ctx, issue('legalLog.timeWithoutDate'), [time]);
        }
      }
      const start = instantOf(search[f.from], search[f.fromTime], false);
      const end = instantOf(search[f.to], search[f.toTime], true);
      if (start && end && Date.parse(end) < Date.parse(start)) {
        reportIssue(ctx, issue('legalLog.endBeforeStart'), [f.to]);
      }
      // A subject is its kind and its value together: either alone cannot be searched.
      const kind = search[f.subjectKind];
      const value = search[f.subject];
      if (kind === '' && value !== '') {
        reportIssue(ctx, issue('legalLog.subjectKindRequired'), [f.subjectKind]);
      } else if (kind !== '' && value === '') {
        reportIssue(ctx, issue('legalLog.subjectValueRequired'), [f.subject]);
      } else if (kind !== '') {
        reportIssue(ctx, subjectIssue(kind, value), [f.subject]);
      }
    });
}

export type LegalLogSearch = z.output<ReturnType<typeof legalLogSearchSchema>>;

/**
 * The search's filters by the filters' own names (contracts/legal-log-filters.ts), each as the
 * text the contract checks: lists as arrays, a subject as `Kind:value`, the period as ISO moments
 * with their offset. An empty filter is left out. The same filters travel as the search's
 * headers and as an audit report's JSON.
 */
export interface LegalLogFilterTexts {
  startDatum?: string;
  eindDatum?: string;
  gebruikers?: string[];
  organisaties?: string[];
  finaliteiten?: string[];
  operaties?: string[];
  register?: string;
  onderwerpen?: string[];
  correlationId?: string;
  tracingId?: string;
}

export function legalLogFiltersOf(search: LegalLogSearch): LegalLogFilterTexts {
  const f = legalLogFields;
  const filters: LegalLogFilterTexts = {};
  const start = instantOf(search[f.from], search[f.fromTime], false);
  const end = instantOf(search[f.to], search[f.toTime], true);
  if (start) filters.startDatum = start;
  if (end) filters.eindDatum = end;
  const lists = [
    ['gebruikers', f.users],
    ['organisaties', f.organisations],
    ['finaliteiten', f.purposes],
    ['operaties', f.operations],
  ] as const;
  for (const [filter, field] of lists) {
    const values = search[field];
    if (values.length > 0) filters[filter] = values;
  }
  if (search[f.register]) filters.register = search[f.register];
  const kind = search[f.subjectKind];
  if (kind !== '' && search[f.subject] !== '') {
    filters.onderwerpen = [`${kind}:${search[f.subject]}`];
  }
  if (search[f.correlationId]) filters.correlationId = search[f.correlationId];
  if (search[f.reference]) filters.tracingId = search[f.reference].toLowerCase();
  return filters;
}

/**
 * The filters as the search's and the verification's request headers, by the headers' names
 * (`legalLogFilterRules`); the backend client encodes each value and joins a list's.
 */
export function legalLogFilterHeadersOf(
  filters: LegalLogFilterTexts,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(filters) as [string, string | string[]][]) {
    const rule = legalLogFilterRules[name as keyof typeof legalLogFilterRules];
    headers[rule.header] = value;
  }
  return headers;
}
