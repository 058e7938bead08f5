// The names the member screens post, without their rules: the forms need them on every page, the
// rules (member-schema.ts, with zod) only when a form is checked.

export const memberFields = {
  insz: 'insz',
  familyName: 'naam',
  givenName: 'voornaam',
  phone: 'telefoon',
  email: 'email',
  groups: 'groepen',
} as const;

/** What a member's screen posts: a change, the deletion, or a device's removal. */
export const memberIntents = {
  change: 'wijzigen',
  delete: 'verwijderen',
  removeDevice: 'toestelVerwijderen',
} as const;
