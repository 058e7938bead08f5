// The names the ownership history search and its screen use, without the search's rules: the form
// and the history screen need them on every page, the schema (search-schema.ts, with zod) only
// when the form is checked.

/** The query names of the search form, and of the detail screen's own choices. */
export const historyFields = {
  capakey: 'capakey',
  date: 'datum',
  reference: 'reference',
  /** The detail screen's chosen partition (P0001) and ownership state (its id). */
  partition: 'partitie',
  state: 'toestand',
} as const;
