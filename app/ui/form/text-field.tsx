// A labelled text input: label, hint, required marker and error tied together by id (GOV.UK style).
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import type { ValidationIssue } from '~/lib/validation/issue';
import { FieldError } from './field-error';
import { describedByIds } from './field-group';
import { RequiredMarker } from './required-marker';

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
    <div className={meta.errors ? 'form-field form-field--error' : 'form-field'}>
      <label htmlFor={meta.id}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? (
        <p id={meta.descriptionId} className="form-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
      <input
        {...inputProps}
        key={inputProps.key}
        aria-describedby={describedBy}
        required={required}
        {...rest}
      />
    </div>
  );
}
