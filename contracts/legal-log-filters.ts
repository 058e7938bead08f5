// The filters of a legal-log consultation, as request headers (the search, the verification) and
// as JSON (an audit report's request), and the subjects they name. A filter names personal data
// (a national number, a plate), which must not travel in an address that proxies and access logs
// keep: the search's filters travel in headers instead, each value percent-encoded and a list's
// values joined with commas (`headerText` in contracts/http.ts). Every value is checked here, by
// the portal's forms and by the backend alike.
import { z } from 'zod';
import { isEnterpriseNumber } from './enterprise';
import { headerValues, maximumHeaderListValues, maximumPagedRows } from './http';
import { capakeyPattern } from './land-registry';
import {
  legalLogSortFields,
  legalLogSubjectKinds,
  type LegalLogSortField,
  type LegalLogSubjectKind,
} from './legal-log-codes';
import { hasInszCheckDigits } from './person';

export {
  legalLogDescriptionTypes,
  legalLogIdentifierKinds,
  legalLogOrganisationIdentifierKinds,
  legalLogRegistrars,
  legalLogSortFields,
  legalLogSubjectKinds,
  type LegalLogSortField,
  type LegalLogSubjectKind,
} from './legal-log-codes';

/** A page holds at most this many entries, 20 when the caller does not say. */
export const legalLogMaximumLimit = 100;
export const legalLogDefaultLimit = 20;

/** A subject as a filter names it: its kind and its value, normalised as the index takes it. */
export interface LegalLogSubject {
  type: LegalLogSubjectKind;
  waarde: string;
}

/** An organisation as a filter names it: by its code (OVO code) or by its name. */
export type LegalLogOrganisation =
  { soort: 'OvoCode'; waarde: string } | { soort: 'CommonName'; waarde: string };

/** The filters, checked and normalised; an absent filter lets every entry through. */
export interface LegalLogFilters {
  correlationId?: string;
  /** An entry's reference (its server id, or the number of an entry written without one). */
  tracingId?: string;
  /** The source consulted (RR, KSZ, KBO, DIV, …). */
  register?: string;
  /** Purposes: the 'Uw referentie' texts the entries hold. */
  finaliteiten?: string[];
  operaties?: string[];
  /** The users' subjects (the token's `sub`, such as demo-bart.claes). */
  gebruikers?: string[];
  startDatum?: string;
  eindDatum?: string;
  onderwerpen?: LegalLogSubject[];
  organisaties?: LegalLogOrganisation[];
}

export interface LegalLogSort {
  veld: LegalLogSortField;
  richting: 'Asc' | 'Desc';
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = (message: string): Checked<never> => ({ ok: false, message });

/** Letters of a text that a database and a log line cannot hold, or that hide what it says. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controlCharacters = /[\u0000-\u001f\u007f]/;

// ---------------------------------------------------------------------------------------------
// Subjects: each kind's value checked and normalised, the way the blind index takes it.

/**
 * A subject's value as the blind index takes it, whatever its kind: the digits of a national or
 * enterprise number, a capakey in upper case with its slash, a plate in upper case without its
 * separators, any other text trimmed, its blanks single and in lower case. Entries and filters
 * go through this one function, so that a value written with dots finds the same entries.
 */
export function normaliseSubject(kind: string, value: string): string {
  switch (kind) {
    case 'Insz':
    case 'KboNummer':
      return value.replace(/\D/g, '');
    case 'CapaKey':
      return value
        .trim()
        .toUpperCase()
        .replace(/^(\d{5}[A-Z]\d{4})-/, '$1/');
    case 'Nrplaat':
      return value.replace(/[\s.\-·_]/g, '').toUpperCase();
    default:
      return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  }
}

/** A national number's month: 1–12, or raised by 20 or 40 in a BIS number (0: month unknown). */
function possibleBirthDate(digits: string): boolean {
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  const bare = month >= 40 ? month - 40 : month >= 20 ? month - 20 : month;
  const bis = month >= 20;
  if (bare > 12 || day > 31) return false;
  // Only a BIS number may leave the month or the day unknown (00).
  return bis || (bare >= 1 && day >= 1);
}

/** One subject of a filter, `Kind:value`, checked by its kind. */
export function checkSubject(text: string): Checked<LegalLogSubject> {
  const colon = text.indexOf(':');
  const kind = colon < 0 ? '' : text.slice(0, colon);
  const value = colon < 0 ? '' : text.slice(colon + 1);
  if (!(legalLogSubjectKinds as readonly string[]).includes(kind)) {
    return refused(`must be Kind:value, the kind one of ${legalLogSubjectKinds.join(', ')}`);
  }
  const type = kind as LegalLogSubjectKind;
  const waarde = normaliseSubject(type, value);
  switch (type) {
    case 'Insz':
      if (!/^[\d.\-\s]+$/.test(value) || waarde.length !== 11)
        return refused('Insz must be 11 digits');
      if (!hasInszCheckDigits(waarde)) return refused('Insz check digits do not match');
      if (!possibleBirthDate(waarde)) return refused('Insz holds no possible birth date');
      break;
    case 'KboNummer':
      if (!/^[\d.\s]+$/.test(value) || !/^[01]\d{9}$/.test(waarde))
        return refused('KboNummer must be 10 digits, the first 0 or 1');
      if (!isEnterpriseNumber(waarde)) return refused('KboNummer check digits do not match');
      break;
    case 'CapaKey':
      if (!capakeyPattern.test(waarde))
        return refused('CapaKey must be a capakey such as 12345A0678/00B000');
      break;
    case 'Nrplaat':
      if (!/^[A-Z0-9]{2,8}$/.test(waarde) || !/\d/.test(waarde))
        return refused('Nrplaat must be a Belgian plate: 2 to 8 letters and digits, one a digit');
      break;
    case 'PersoonsIdentificatie':
      if (waarde.length === 0 || waarde.length > 200 || controlCharacters.test(waarde))
        return refused('PersoonsIdentificatie must be 1 to 200 characters');
      break;
  }
  return ok({ type, waarde });
}

// ---------------------------------------------------------------------------------------------
// The other values of a filter.

/**
 * A user, by the subject the log records (`GebruikersIdentificatie:<subject>`, or the subject
 * alone). The log does not record a user's national number, so a user cannot be found by it.
 */
export function checkUser(text: string): Checked<string> {
  if (text.startsWith('Insz:')) {
    return refused(
      'a user cannot be found by national number: the log names users by their subject (GebruikersIdentificatie:<subject>)',
    );
  }
  const subject = text.startsWith('GebruikersIdentificatie:')
    ? text.slice('GebruikersIdentificatie:'.length)
    : text;
  if (subject.length === 0 || subject.length > 200 || controlCharacters.test(subject))
    return refused('must be a user subject of 1 to 200 characters');
  return ok(subject);
}

/** An organisation code as the catalogue gives them (OVO and six digits). */
const organisationCodePattern = /^OVO\d{6}$/;

/**
 * An organisation: its code (`OvoCode:OVO100001`, or the code alone) or its name
 * (`CommonName:Gemeente Zonnedorp`). The organisations table holds no enterprise numbers, so
 * `KboNummer:` cannot be matched and is refused rather than matching nothing.
 */
export function checkOrganisation(text: string): Checked<LegalLogOrganisation> {
  if (text.startsWith('KboNummer:')) {
    return refused(
      'an organisation cannot be found by enterprise number: name it by OvoCode or CommonName',
    );
  }
  if (text.startsWith('CommonName:')) {
    const name = text.slice('CommonName:'.length).trim();
    if (name.length === 0 || name.length > 200 || controlCharacters.test(name))
      return refused('CommonName must be 1 to 200 characters');
    return ok({ soort: 'CommonName', waarde: name });
  }
  const code = (text.startsWith('OvoCode:') ? text.slice('OvoCode:'.length) : text).trim();
  if (!organisationCodePattern.test(code))
    return refused('must be an organisation code (OVO and six digits), OvoCode:… or CommonName:…');
  return ok({ soort: 'OvoCode', waarde: code });
}

/** A text of 1 to `max` characters without control characters ('Uw referentie', an operation). */
function checkText(max: number) {
  return (text: string): Checked<string> =>
    text.trim().length === 0 || text.length > max || controlCharacters.test(text)
      ? refused(`must be 1 to ${max} characters`)
      : ok(text.trim());
}

/** A correlation id: 1 to 200 visible characters. */
function checkCorrelationId(text: string): Checked<string> {
  return /^[\x21-\x7e]{1,200}$/.test(text)
    ? ok(text)
    : refused('must be 1 to 200 visible characters');
}

/** An entry's reference: a server id, or the number of an entry written before server ids. */
export const legalLogReferencePattern =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[1-9]\d{0,17})$/;

function checkReference(text: string): Checked<string> {
  const reference = text.toLowerCase();
  return legalLogReferencePattern.test(reference)
    ? ok(reference)
    : refused('must be an entry reference: a UUID, or the number of an entry without one');
}

/** A source code as the log holds them: RR, KSZ, KBO, DIV, LegalLog. */
function checkRegister(text: string): Checked<string> {
  return /^[A-Za-z0-9_-]{1,20}$/.test(text)
    ? ok(text)
    : refused('must be a source code of 1 to 20 letters and digits');
}

/** An ISO 8601 date-time with its offset (or Z): a moment, whatever the time zone it is read in. */
const dateTimeWithOffset = z.iso.datetime({ offset: true });

function checkDateTime(text: string): Checked<string> {
  return dateTimeWithOffset.safeParse(text).success && !Number.isNaN(Date.parse(text))
    ? ok(new Date(text).toISOString())
    : refused('must be an ISO date-time with its offset, such as 2025-03-01T08:00:00+01:00');
}

function checkWhole(min: number, max: number) {
  return (text: string): Checked<number> => {
    const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    return value >= min && value <= max
      ? ok(value)
      : refused(`must be a whole number from ${min} to ${max}`);
  };
}

export function checkSort(text: string): Checked<LegalLogSort> {
  const [veld, richting] = text.split(':');
  if (
    (legalLogSortFields as readonly string[]).includes(veld ?? '') &&
    (richting === 'Asc' || richting === 'Desc')
  ) {
    return ok({ veld: veld as LegalLogSortField, richting });
  }
  return refused(`must be ${legalLogSortFields.join(', ')}, then :Asc or :Desc`);
}

// ---------------------------------------------------------------------------------------------
// The filters as headers and as JSON.

interface FieldRule<T> {
  /** The header's name (lower case); the JSON field's name is the filter's own. */
  header: string;
  list: boolean;
  check: (text: string) => Checked<T>;
}

const rule = <T>(
  header: string,
  list: boolean,
  check: (text: string) => Checked<T>,
): FieldRule<T> => ({
  header,
  list,
  check,
});

/** Every filter: its header, whether it takes a list, and the check of one value. */
export const legalLogFilterRules = {
  correlationId: rule('correlationid', false, checkCorrelationId),
  tracingId: rule('tracingid', false, checkReference),
  register: rule('register', false, checkRegister),
  finaliteiten: rule('finaliteiten', true, checkText(100)),
  operaties: rule('operaties', true, checkText(100)),
  gebruikers: rule('gebruikers', true, checkUser),
  startDatum: rule('startdatum', false, checkDateTime),
  eindDatum: rule('einddatum', false, checkDateTime),
  onderwerpen: rule('onderwerpen', true, checkSubject),
  organisaties: rule('organisaties', true, checkOrganisation),
} as const;

type FilterName = keyof typeof legalLogFilterRules;

/** The paging headers of the search, beside the filters. */
export const legalLogPagingRules = {
  limit: rule('limit', false, checkWhole(1, legalLogMaximumLimit)),
  offset: rule('offset', false, checkWhole(0, maximumPagedRows - 1)),
  sortering: rule('sortering', false, checkSort),
} as const;

/** The header a filter or paging field travels in. */
export const legalLogHeaderNames = Object.fromEntries(
  Object.entries({ ...legalLogFilterRules, ...legalLogPagingRules }).map(([name, field]) => [
    name,
    field.header,
  ]),
) as { [Name in FilterName | keyof typeof legalLogPagingRules]: string };

/** The values of one header's text, decoded and each checked; a failure becomes its issue. */
function headerValuesChecked<T>(
  field: FieldRule<T>,
  text: string,
  context: z.RefinementCtx,
): T[] | typeof z.NEVER {
  const values = headerValues(text);
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (values === null) return fail('must be percent-encoded text (encodeURIComponent)');
  if (!field.list && values.length > 1) return fail('must be one value');
  if (values.length > maximumHeaderListValues)
    return fail(`must hold at most ${maximumHeaderListValues} values`);
  const checked: T[] = [];
  for (const value of values) {
    if (value.length === 0) return fail('must not hold an empty value');
    const result = field.check(value);
    if (!result.ok) return fail(result.message);
    checked.push(result.value);
  }
  return checked;
}

/** A header of one value, checked. */
function headerOne<T>(field: FieldRule<T>) {
  return z
    .string()
    .transform((text, context): T => headerValuesChecked(field, text, context)[0] as T)
    .optional();
}

/** A header of a list of values (comma-separated), each checked. */
function headerList<T>(field: FieldRule<T>) {
  return z
    .string()
    .transform((text, context): T[] => headerValuesChecked(field, text, context))
    .optional();
}

/** One JSON text, checked. */
function checkedJson<T>(field: FieldRule<T>, value: string, context: z.RefinementCtx): T {
  const result = field.check(value);
  if (result.ok) return result.value;
  context.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
}

function jsonOne<T>(field: FieldRule<T>) {
  return z
    .string()
    .max(400)
    .transform((value, context) => checkedJson(field, value, context))
    .optional();
}

function jsonList<T>(field: FieldRule<T>) {
  return z
    .array(z.string().max(400))
    .max(maximumHeaderListValues, {
      error: `must hold at most ${maximumHeaderListValues} values`,
    })
    .transform((values, context) => values.map((value) => checkedJson(field, value, context)))
    .optional();
}

/** The end of the period must not be before its start. */
function endNotBeforeStart(
  start: string | undefined,
  end: string | undefined,
  context: z.RefinementCtx,
  path: string,
  startName: string,
) {
  if (start !== undefined && end !== undefined && Date.parse(end) < Date.parse(start)) {
    context.addIssue({ code: 'custom', message: `must not be before ${startName}`, path: [path] });
  }
}

const filterHeaderShape = {
  correlationid: headerOne(legalLogFilterRules.correlationId),
  tracingid: headerOne(legalLogFilterRules.tracingId),
  register: headerOne(legalLogFilterRules.register),
  finaliteiten: headerList(legalLogFilterRules.finaliteiten),
  operaties: headerList(legalLogFilterRules.operaties),
  gebruikers: headerList(legalLogFilterRules.gebruikers),
  startdatum: headerOne(legalLogFilterRules.startDatum),
  einddatum: headerOne(legalLogFilterRules.eindDatum),
  onderwerpen: headerList(legalLogFilterRules.onderwerpen),
  organisaties: headerList(legalLogFilterRules.organisaties),
};

/** The filters as the verification takes them: headers, each optional. */
export const legalLogFilterHeaders = z
  .object(filterHeaderShape)
  .superRefine((headers, context) =>
    endNotBeforeStart(headers.startdatum, headers.einddatum, context, 'einddatum', 'startdatum'),
  );

/** The filters and the page as the search takes them: headers, each optional. */
export const legalLogSearchHeaders = z
  .object({
    ...filterHeaderShape,
    limit: headerOne(legalLogPagingRules.limit),
    offset: headerOne(legalLogPagingRules.offset),
    sortering: headerOne(legalLogPagingRules.sortering),
  })
  .superRefine((headers, context) =>
    endNotBeforeStart(headers.startdatum, headers.einddatum, context, 'einddatum', 'startdatum'),
  );

type ParsedFilterHeaders = z.output<typeof legalLogFilterHeaders>;
type ParsedSearchHeaders = z.output<typeof legalLogSearchHeaders>;

/** The filters of parsed headers, by the filters' own names. */
export function filtersOfHeaders(headers: ParsedFilterHeaders): LegalLogFilters {
  const filters: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(legalLogFilterRules)) {
    const value = (headers as Record<string, unknown>)[field.header];
    if (value !== undefined) filters[name] = value;
  }
  return filters as LegalLogFilters;
}

/** The page a search's parsed headers ask: 20 entries from the first, newest first, by default. */
export function pageOfHeaders(headers: ParsedSearchHeaders): {
  limit: number;
  offset: number;
  sortering: LegalLogSort;
} {
  return {
    limit: headers.limit ?? legalLogDefaultLimit,
    offset: headers.offset ?? 0,
    sortering: headers.sortering ?? {
      veld: 'tijdstip',
      richting: 'Desc',
    },
  };
}

/** The filters as JSON (an audit report's request): lists as arrays, by the filters' names. */
export const legalLogFiltersJson = z
  .object({
    correlationId: jsonOne(legalLogFilterRules.correlationId),
    tracingId: jsonOne(legalLogFilterRules.tracingId),
    register: jsonOne(legalLogFilterRules.register),
    finaliteiten: jsonList(legalLogFilterRules.finaliteiten),
    operaties: jsonList(legalLogFilterRules.operaties),
    gebruikers: jsonList(legalLogFilterRules.gebruikers),
    startDatum: jsonOne(legalLogFilterRules.startDatum),
    eindDatum: jsonOne(legalLogFilterRules.eindDatum),
    onderwerpen: jsonList(legalLogFilterRules.onderwerpen),
    organisaties: jsonList(legalLogFilterRules.organisaties),
  })
  .strict()
  .superRefine((filters, context) =>
    endNotBeforeStart(filters.startDatum, filters.eindDatum, context, 'eindDatum', 'startDatum'),
  );

/**
 * The filters as JSON again (the form a report keeps them in): a subject as `Kind:value`, an
 * organisation as `OvoCode:…` or `CommonName:…`, lists as arrays. Parsing it gives them back.
 */
export function filtersAsJson(filters: LegalLogFilters): z.input<typeof legalLogFiltersJson> {
  const { onderwerpen, organisaties, ...rest } = filters;
  return {
    ...rest,
    ...(onderwerpen ? { onderwerpen: onderwerpen.map((s) => `${s.type}:${s.waarde}`) } : {}),
    ...(organisaties ? { organisaties: organisaties.map((o) => `${o.soort}:${o.waarde}`) } : {}),
  };
}
