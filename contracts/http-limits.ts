// The limits of a call's lists, without a schema library: screens show them, the schemas in
// http.ts enforce them.

/** The most values a list travels with in one header. */
export const maximumHeaderListValues = 20;

/** No list is paged past this many rows: a search that needs more must be refined. */
export const maximumPagedRows = 1000;
