// The names the proofs search sends, without its rules: the form and the screens need them on
// every page, the schema (search-schema.ts, with zod) only when the form is checked.

/** The query parameters the search form sends. */
export const searchFields = { insz: 'insz', reference: 'reference' } as const;
