// The name the education search sends its number under, without the search's rules: the form
// needs it on every page, the schema (search-schema.ts, with zod) only when the form is checked.

/** The query name of the national number asked. */
export const inszParameter = 'insz';
