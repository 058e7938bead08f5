// A labelled text input: label, hint, required marker and error tied together by id (GOV.UK style);
// and the input of a code typed as it is written (a plate, a vCode, a capakey).
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from './field-group';

type PassThrough = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'spellCheck' | 'className'
>;

export function TextField({
  meta,
  label,
  hint,
  required = false,
  type = 'text',
  ...rest
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'search';
} & PassThrough) {
  const describedBy = describedByIds(meta, Boolean(hint));
  const inputProps = getInputProps(meta, { type });
  return (
    <LabelledField meta={meta} label={label} hint={hint} required={required}>
      <input
        {...inputProps}
        key={inputProps.key}
        aria-describedby={describedBy}
        required={required}
        {...rest}
      />
    </LabelledField>
  );
}

/** A code typed as it is written (a plate, a vCode, a capakey): no autocomplete, no spelling check. */
export function CodeField({
  meta,
  label,
  hint,
  required = false,
  className,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  label: string;
  hint: string;
  required?: boolean;
  className?: string;
}) {
  return (
    <TextField
      meta={meta}
      label={label}
      hint={hint}
      required={required}
      autoComplete="off"
      spellCheck={false}
      className={className}
    />
  );
}
