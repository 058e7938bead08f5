// The legal-log search's names and the way its values travel in the screen's URL, without the
// schema (search-schema.ts): the form and the screen use them on the page, the schema is loaded
// when the form is first used.
import { maximumHeaderListValues } from '@contracts/http-limits';

/** The query names of the search form, as the screen's URL carries them. */
export const legalLogFields = {
  from: 'van',
  fromTime: 'vanUur',
  to: 'tot',
  toTime: 'totUur',
  users: 'gebruiker',
  organisations: 'organisatie',
  purposes: 'finaliteit',
  operations: 'operatie',
  register: 'register',
  subjectKind: 'onderwerpSoort',
  subject: 'onderwerp',
  correlationId: 'correlatieId',
  reference: 'referte',
  /** Sent with every search, so that a search without any filter is a search too. */
  search: 'zoeken',
} as const;

/** The list filters: each takes at most as many values as a filter header carries. */
export const legalLogListFields = [
  legalLogFields.users,
  legalLogFields.organisations,
  legalLogFields.purposes,
  legalLogFields.operations,
] as const;
export type LegalLogListField = (typeof legalLogListFields)[number];
export const legalLogListMaximum = maximumHeaderListValues;

/** The longest value a subject's field takes (the contract's longest subject). */
export const legalLogSubjectMaxLength = 200;

/**
 * The values the form shows again, from the screen's URL: the checkbox groups' lists as lists,
 * texts as texts (the purpose, a list the form asks as one text, its first).
 */
export function legalLogFormValues(query: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of Object.values(legalLogFields)) {
    if (name === legalLogFields.search) continue;
    values[name] =
      (legalLogListFields as readonly string[]).includes(name) && name !== legalLogFields.purposes
        ? query.getAll(name)
        : (query.get(name) ?? '');
  }
  return values;
}

/** The URL of a search for these values (the way the form would send them): one list's values repeated. */
export function legalLogSearchQuery(
  values: Partial<Record<string, string | readonly string[]>>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of Object.values(legalLogFields)) {
    if (name === legalLogFields.search) continue;
    const value = values[name];
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) {
      if (item !== '') query.append(name, item);
    }
  }
  query.set(legalLogFields.search, '1');
  return query;
}
