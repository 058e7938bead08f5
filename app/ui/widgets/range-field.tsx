// Min/max range inputs in one fieldset, checked by the range rules.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { describedByIds, FieldGroup } from '~/ui/form/field-group';

type RangeMeta = FieldMetadata<
  { min?: string; max?: string },
  Record<string, unknown>,
  ValidationIssue[]
>;

export function RangeField({
  meta,
  legend,
  hint,
  minLabel,
  maxLabel,
  required = false,
}: {
  meta: RangeMeta;
  legend: string;
  hint?: string;
  minLabel?: string;
  maxLabel?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const bounds = meta.getFieldset();
  const describedBy = describedByIds(meta, Boolean(hint));

  const input = (bound: 'min' | 'max', label: string) => {
    const field = bounds[bound];
    const { key, ...props } = getInputProps(field, { type: 'text' });
    return (
      <div className="field-group__item field-group__item--number">
        <label htmlFor={field.id}>{label}</label>
        <input
          {...props}
          key={key}
          // Text with a numeric keyboard: type="number" would hide what was typed from the rules.
          inputMode="numeric"
          autoComplete="off"
          required={required}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    );
  };

  return (
    <FieldGroup meta={meta} legend={legend} hint={hint} required={required} className="field-group">
      <div className="field-group__inputs">
        {input('min', minLabel ?? t('widgets.range.min'))}
        {input('max', maxLabel ?? t('widgets.range.max'))}
      </div>
    </FieldGroup>
  );
}
