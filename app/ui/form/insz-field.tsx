// The national number's input, shared by every form that asks one (person search, family
// composition, adding a person, education): typed or pasted any way, masked after leaving it.
import type { FieldMetadata } from '@conform-to/react';
import { formatInsz } from '~/lib/validation/insz';
import type { ValidationIssue } from '~/lib/validation/issue';
import { MaskedField } from './masked-field';

type Field = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

/**
 * A number shown again in the field: in the mask when it is eleven digits, else as it was typed
 * (a refused number is shown as the user wrote it).
 */
export function inszShown(value: string): string {
  return /^\d{11}$/.test(value) ? formatInsz(value) : value;
}

/** Eleven digits typed any way, in the mask; anything else is left as typed. */
function maskInsz(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 11 ? formatInsz(digits) : null;
}

/** The insz input: typed or pasted any way, shown in the mask 00.00.00-000.00 after leaving it. */
export function InszField({
  meta,
  label,
  hint,
  required = true,
}: {
  meta: Field;
  label: string;
  hint: string;
  required?: boolean;
}) {
  return (
    <MaskedField
      meta={meta}
      label={label}
      hint={hint}
      required={required}
      className="input--insz"
      mask={maskInsz}
    />
  );
}
