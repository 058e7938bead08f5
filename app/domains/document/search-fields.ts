// The names the shipment search sends, without its rules: the form and the start screen need them
// on every page, the schema (search-schema.ts, with zod) only when the form is checked.

/** The query names of the search form, as the screen's URL carries them. */
export const shipmentFields = {
  reference: 'referentie',
  recipient: 'ontvanger',
  from: 'van',
  to: 'tot',
  channel: 'kanaal',
  status: 'status',
  /** Sent with every search, so that a search without any filter is a search too. */
  search: 'zoeken',
} as const;
