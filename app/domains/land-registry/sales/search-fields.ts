// The names the sale prices search sends and the most values its lists take, without its rules:
// the form needs them on every page, the schema (search-schema.ts, with zod) only when the form is
// checked.
import { salesFilterLimits } from '@contracts/land-registry-codes';

/** The query names of the search form, as the screen's URL carries them. */
export const salesFields = {
  municipalities: 'gemeente',
  divisions: 'afdeling',
  types: 'verkoopType',
  natures: 'aard',
  buildings: 'gebouw',
  price: 'prijs',
  surface: 'oppervlakte',
  constructionYear: 'bouwjaar',
  from: 'van',
  to: 'tot',
  fiche60: 'fiche60',
  /** Sent with every search, so that a search without any filter is a search too. */
  search: 'zoeken',
} as const;

/** The list filters and the most values each takes. */
export const salesListLimits = {
  [salesFields.municipalities]: salesFilterLimits.gemeenten,
  [salesFields.divisions]: salesFilterLimits.afdelingen,
  [salesFields.types]: salesFilterLimits.verkoopTypes,
  [salesFields.natures]: salesFilterLimits.kadastraleAarden,
  [salesFields.buildings]: salesFilterLimits.gebouwIndicaties,
} as const;
