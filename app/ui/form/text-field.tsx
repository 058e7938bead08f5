// A labelled text input: label, hint, required marker and error tied together by id (GOV.UK style).
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { FieldError } from './field-error';

type PassThrough = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'spellCheck' | 'className'
>;

export function RequiredMarker() {
  const { t } = useTranslation();
  return (
    <span className="form-required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('form.required')})</span>
    </span>
  );
}

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
  const describedBy = [hint ? meta.descriptionId : null, meta.errors ? meta.errorId : null]
    .filter(Boolean)
    .join(' ');
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
        aria-describedby={describedBy || undefined}
        required={required}
        {...rest}
      />
    </div>
  );
}
