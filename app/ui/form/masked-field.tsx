// An identifier's input (a national number, an enterprise number): typed or pasted any way, with
// the numeric keyboard and no autocomplete or spelling check, and shown in its mask once the user
// leaves it when what was typed is a whole identifier.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from './field-group';

type Field = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

export function MaskedField({
  meta,
  label,
  hint,
  required = true,
  className,
  mask,
}: {
  meta: Field;
  label: string;
  hint: string;
  required?: boolean;
  className?: string;
  /** The typed value in its mask, or null while it is no whole identifier (left as typed). */
  mask: (typed: string) => string | null;
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
        className={className}
        onBlur={(event) => {
          const masked = mask(event.currentTarget.value);
          if (masked !== null) event.currentTarget.value = masked;
        }}
      />
    </LabelledField>
  );
}
