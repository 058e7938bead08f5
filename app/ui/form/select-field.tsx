// A labelled select: label, hint, required marker and error tied to the control by id, an empty
// first option ('Kies…' unless told otherwise) and the options in the order given.
import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, LabelledField } from './field-group';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  meta,
  label,
  hint,
  options,
  required = false,
  emptyLabel,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  label: string;
  hint?: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** The text of the empty first option; null for a select without one. */
  emptyLabel?: string | null;
}) {
  const { t } = useTranslation();
  const selectProps = getSelectProps(meta);
  return (
    <LabelledField meta={meta} label={label} hint={hint} required={required}>
      <select
        {...selectProps}
        key={selectProps.key}
        aria-describedby={describedByIds(meta, Boolean(hint))}
        required={required}
      >
        {emptyLabel === null ? null : <option value="">{emptyLabel ?? t('form.choose')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
