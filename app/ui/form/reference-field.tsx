// 'Uw referentie': the case number or reason the legal log keeps with a consultation. Shown only
// when the role's rules make it mandatory; at most 100 characters.
import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '~/lib/validation/issue';
import { REFERENCE_MAX_LENGTH } from '~/lib/validation/reference';
import { TextField } from './text-field';

export function ReferenceField({
  meta,
  required,
  label,
  hint,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
  /** The role's rules demand a reference; without that the field is not shown. */
  required: boolean;
  /** 'Uw referentie' and its hint by default. */
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  if (!required) return null;
  return (
    <TextField
      meta={meta}
      label={label ?? t('form.reference.label')}
      hint={hint ?? t('form.reference.hint')}
      required
      maxLength={REFERENCE_MAX_LENGTH}
      autoComplete="off"
    />
  );
}
