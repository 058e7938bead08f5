// The columns a Belgian address is stored in, in every register that keeps one (a person's
// addresses, an enterprise's seat and establishment units): read together wherever one is shown.
export const addressColumns = [
  'street',
  'street_code',
  'house_number',
  'box',
  'postcode',
  'municipality_nis',
  'municipality',
] as const;
