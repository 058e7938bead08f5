// A person search by name as the search form sends it, for tests that need a search with results.

/**
 * The query of a name search for 'Peters', born 2001, with tolerance 1: one letter off, so it finds
 * several people, Jules Peeters among them (docs/demo-data.md). `fields` replace or add fields.
 */
export function nameSearchQuery(fields: Record<string, string> = {}): string {
  return new URLSearchParams({
    zoekwijze: 'naam',
    lastName: 'Peters',
    firstName: '',
    'birthDate.day': '',
    'birthDate.month': '',
    'birthDate.year': '2001',
    sex: '',
    residence: '',
    residenceNis: '',
    tolerance: '1',
    bron: 'RR',
    ...fields,
  }).toString();
}
