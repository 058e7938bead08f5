// The cell rules row schemas are built from: a cell's text in, its value out, each broken rule an
// issue with a message key (of the validation texts, or 'bulk:…' for the rules only a sheet has).
// A domain composes them per column, keyed by the column's id.
import { z } from 'zod';
import type { CodeLabels } from '@contracts/person-codes';
import type { BulkCells } from '~/lib/bulk/columns';
import {
  calendarDateInBelgium,
  compareDates,
  parseDisplayDate,
  toIsoDate,
  validateDate,
  type CalendarDate,
  type DateRules,
} from '~/lib/validation/dates';
import { normaliseInsz, validateInsz } from '~/lib/validation/insz';
import type { ValidationIssue } from '~/lib/validation/issue';
import { validateMaxLength } from '~/lib/validation/max-length';
import { parseMonth, validateMonth, type Month } from '~/lib/validation/month';

type Context = z.core.$RefinementCtx;

/** Reports a rule's message on the cell (the row schema puts the column's id in front). */
export function reportCell(ctx: Context, key: string, values?: Record<string, string | number>) {
  ctx.addIssue({ code: 'custom', message: key, ...(values ? { params: values } : {}) });
}

function reportIssue(ctx: Context, found: ValidationIssue) {
  reportCell(ctx, found.key, found.values);
}

interface Presence {
  /** An empty cell is refused ('required'); otherwise it reads as undefined. */
  required: boolean;
}

/**
 * A cell read by `read` (which reports what is wrong and answers undefined then): an empty cell
 * is refused when required, and reads as undefined otherwise.
 */
function cell<Out>({ required }: Presence, read: (value: string, ctx: Context) => Out | undefined) {
  return z.string().transform((text, ctx): Out | undefined => {
    const value = text.trim();
    if (value === '') {
      if (required) reportCell(ctx, 'required');
      return undefined;
    }
    const result = read(value, ctx);
    return result === undefined ? z.NEVER : result;
  });
}

/** A mandatory cell: its value is always there once the rule passed. */
type Required<Out> = z.ZodType<Out, string>;
type Optional<Out> = z.ZodType<Out | undefined, string>;

export function textCell(options: { required: true; max: number }): Required<string>;
export function textCell(options: { required: false; max: number }): Optional<string>;
/** Free text, trimmed, of at most `max` characters. */
export function textCell({ required, max }: Presence & { max: number }): Optional<string> {
  return cell({ required }, (value, ctx) => {
    const tooLong = validateMaxLength(value, max);
    if (tooLong) return void reportIssue(ctx, tooLong);
    return value;
  });
}

export function digitsCell(options: { required: true; max: number }): Required<string>;
export function digitsCell(options: { required: false; max: number }): Optional<string>;
/** A number written as digits only (an institution's number), at most `max` of them. */
export function digitsCell({ required, max }: Presence & { max: number }): Optional<string> {
  return cell({ required }, (value, ctx) => {
    if (!/^\d+$/.test(value)) return void reportCell(ctx, 'range.notANumber');
    const tooLong = validateMaxLength(value, max);
    if (tooLong) return void reportIssue(ctx, tooLong);
    return value;
  });
}

/** A national number (insz or BIS), with or without its separators: its 11 digits. */
export function inszCell(): Required<string> {
  return cell({ required: true }, (value, ctx) => {
    const found = validateInsz(value);
    if (found) return void reportIssue(ctx, found);
    return normaliseInsz(value);
  }) as Required<string>;
}

/** Today in Belgium, worked out at most once a minute: a thousand date cells ask for it. */
let today: { at: number; date: CalendarDate } | null = null;
function todayInBelgium(): CalendarDate {
  const now = Date.now();
  if (!today || now - today.at > 60_000)
    today = { at: now, date: calendarDateInBelgium(new Date(now)) };
  return today.date;
}

export function dateCell(options: { required: true } & DateRules): Required<string>;
export function dateCell(options: { required: false } & DateRules): Optional<string>;
/**
 * A date as DD.MM.YYYY (a date cell of the spreadsheet reads so too), with the date rules (not in
 * the future, …): its ISO form, YYYY-MM-DD.
 */
export function dateCell({
  required,
  notInFuture = false,
  ...rules
}: Presence & DateRules): Optional<string> {
  const comparesWithOthers = Object.values(rules).some((rule) => rule !== undefined);
  const fixedToday = rules.today ? calendarDateInBelgium(rules.today) : null;
  return cell({ required }, (value, ctx) => {
    const date = parseDisplayDate(value);
    if (!date) return void reportCell(ctx, 'date.invalid');
    if (notInFuture && compareDates(date, fixedToday ?? todayInBelgium()) > 0) {
      return void reportCell(ctx, 'date.future');
    }
    const found = comparesWithOthers ? validateDate(value, rules) : null;
    if (found) return void reportIssue(ctx, found);
    return toIsoDate(date);
  });
}

/** Text as compared with a code or label: case, accents kept, runs of spaces as one. */
function comparable(text: string): string {
  return text.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
}

export function codeCell(
  list: Readonly<Record<string, CodeLabels>>,
  options: { required: true },
): Required<string>;
export function codeCell(
  list: Readonly<Record<string, CodeLabels>>,
  options: { required: false },
): Optional<string>;
/**
 * A value of a code list, given as its code or as its label in either language ('HO', 'Hoger
 * onderwijs', 'Higher education'), case and spaces aside: its code. Anything else names the codes.
 */
export function codeCell(
  list: Readonly<Record<string, CodeLabels>>,
  { required }: Presence,
): Optional<string> {
  const byText = new Map<string, string>();
  // Codes first: a label that reads as another code does not take that code's place.
  for (const [code, labels] of Object.entries(list)) {
    for (const label of [labels.nl, labels.en]) {
      if (label && !byText.has(comparable(label))) byText.set(comparable(label), code);
    }
  }
  for (const code of Object.keys(list)) byText.set(comparable(code), code);
  const codes = Object.keys(list).join(', ');
  return cell({ required }, (value, ctx) => {
    const code = byText.get(comparable(value));
    if (code === undefined) return void reportCell(ctx, 'bulk:cell.unknownCode', { codes });
    return code;
  });
}

export function monthCell(options: { required: false }): Optional<Month>;
/**
 * A month as MM/JJJJ, JJJJ-MM or a whole date (what Excel may save a month cell as), from the
 * first month the child-benefits source has: the month.
 */
export function monthCell({ required }: Presence): Optional<Month> {
  return cell({ required }, (value, ctx) => {
    const found = validateMonth(value);
    if (found) return void reportIssue(ctx, found);
    return parseMonth(value) ?? undefined;
  });
}

/** A line's cells by column id, as the sheet reader hands them to a row schema. */
export function bulkCells<Id extends string>() {
  return z.custom<BulkCells<Id>>((value: unknown) => typeof value === 'object' && value !== null);
}

/** Each rule a line's cells broke, reported on its own column (with its values, if any). */
export function reportCellIssues(ctx: Context, issues: readonly z.core.$ZodIssue[]) {
  for (const found of issues) {
    const params = found.code === 'custom' ? found.params : undefined;
    ctx.addIssue({
      code: 'custom',
      message: found.message,
      path: found.path,
      ...(params ? { params } : {}),
    });
  }
}
