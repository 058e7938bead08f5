// The member form's rules, in the browser and on the server: the national number (a new member
// only; it cannot change afterwards), the family and first name, an optional phone number (the
// project's phone rule, sent in international form) and e-mail address, and the groups.
import { z } from 'zod';
import { pushLimits } from '@contracts/push-notification-codes';
import { validateEmail } from '~/lib/validation/email';
import { validateFirstName, validateSurname } from '~/lib/validation/names';
import { normalisePhoneNumber, validatePhone } from '~/lib/validation/phone';
import { optional } from '~/lib/validation/required';
import { inszSchema, stringField } from '~/lib/validation/schemas';
import { memberFields } from './member-fields';

/** Nothing typed is nothing sent. */
const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());

const groups = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  // Anything else than the groups offered is no value of the form (the generic message).
  .pipe(z.array(z.uuid()).max(pushLimits.memberGroups));

function fieldsSchema() {
  const f = memberFields;
  return {
    [f.familyName]: stringField(validateSurname).transform((value) => value.trim()),
    [f.givenName]: stringField(validateFirstName).transform((value) => value.trim()),
    [f.phone]: stringField(optional((value) => validatePhone(value)))
      .optional()
      .transform((value) => (value ? normalisePhoneNumber(value) : null)),
    [f.email]: stringField(optional(validateEmail))
      .optional()
      .transform((value) => blankAsNull(value ?? '')),
    [f.groups]: groups,
  };
}

/** A new member: the national number and the rest. */
export function newMemberSchema() {
  return z.object({ [memberFields.insz]: inszSchema, ...fieldsSchema() });
}

/** A member changed: everything but the national number. */
export function memberChangeSchema() {
  return z.object(fieldsSchema());
}

export type MemberChange = z.output<ReturnType<typeof memberChangeSchema>>;
export type NewMember = z.output<ReturnType<typeof newMemberSchema>>;
