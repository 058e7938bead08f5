// What the add-person form needs on the page, without its rules (new-person.ts, with zod, loaded
// when the form is first used): Belgium's code, the idempotency key's field, the prefixes of the
// two address forms and the form's fields in their order.
import type { AddPersonInput } from './new-person';

export const BELGIUM_NIS = '150';
/** The hidden field with the form's idempotency key (not part of the schema: never shown). */
export const idempotencyKeyField = 'idempotencyKey';
/** Prefixes of the two address forms' field names. */
export const residencePrefix = 'verblijf_';
export const contactPrefix = 'contact_';

/**
 * The form's fields in the order it shows them, which is the schema's (new-person.test.ts checks
 * that they are the same): the error summary's order.
 */
export const addPersonFieldOrder = [
  'lastName',
  'firstName1',
  'firstName2',
  'firstName3',
  'sex',
  'birthDate',
  'birthCountry',
  'birthPlace',
  'nationality1',
  'nationality1From',
  'nationality2',
  'nationality2From',
  'civilStatus',
  'civilStatusFrom',
  'partnerInsz',
  'residenceFrom',
  'contactType',
  'contactFrom',
  'contactUntil',
  'deathDate',
  'deathCountry',
  'deathPlace',
  'reference',
] as const satisfies readonly (keyof AddPersonInput)[];
