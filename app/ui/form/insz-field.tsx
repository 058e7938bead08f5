// The national number's input, shared by every form that asks one (person search, family
// composition, adding a person, education): typed or pasted any way, masked after leaving it.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { formatInsz } from '~/lib/validation/insz';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from './field-group';

type Field = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

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
  const props = getInputProps(meta, { type: 'text' });
  return (
    <LabelledField meta={meta} label={label} hint={hint} required={required}>
      <input
        {...props}
        key={props.key}
        aria-describedby={describedByIds(meta, true)}
        required={required}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className="input--insz"
        onBlur={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '');
          if (digits.length === 11) event.currentTarget.value = formatInsz(digits);
        }}
      />
    </LabelledField>
  );
}
