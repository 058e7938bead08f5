// The enterprise search forms: an enterprise by its number, an association by its vCode. Both are
// the form kit's GET search forms to the search screen, so the search lives in the URL; they are
// shown again on the detail screens (prefilled) and there answer with the no-result panel when
// nothing is found.
import { getInputProps, type SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ConsultationOptions } from '@contracts/consultation';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import type { FormErrors } from '~/page-state/parse-form';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import { ReferenceField } from '~/ui/form/reference-field';
import { SearchForm, useSearchForm } from '~/ui/form/search-form';
import { TextField } from '~/ui/form/text-field';
import { associationSearchSchema, enterpriseSearchSchema } from './search-schema';

interface FormProps {
  options: ConsultationOptions;
  lastResult?: SubmissionResult<FormErrors> | null;
  /** The search screen's path. */
  action: string;
  clearHref: string;
  defaultValue?: string;
  defaultReference?: string;
}

/** An enterprise by its number: typed with or without dots and spaces, shown as 0123.456.749. */
export function EnterpriseSearchForm({
  options,
  lastResult,
  action,
  clearHref,
  defaultValue,
  defaultReference,
}: FormProps) {
  const { t } = useTranslation('enterprise');
  const { t: tCommon } = useTranslation();
  const [form, fields] = useSearchForm({
    id: 'enterprise-search',
    schema: enterpriseSearchSchema(options),
    lastResult,
    defaultValue: {
      kbo: defaultValue ? formatEnterpriseNumber(defaultValue) : '',
      reference: defaultReference ?? '',
    },
  });
  const numberProps = getInputProps(fields.kbo, { type: 'text' });
  return (
    <SearchForm
      form={form}
      action={action}
      clearHref={clearHref}
      fields={[
        { name: 'kbo', label: t('search.number') },
        { name: 'reference', label: tCommon('form.reference.label') },
      ]}
    >
      <LabelledField
        meta={fields.kbo}
        label={t('search.number')}
        hint={t('search.numberHint')}
        required
      >
        <input
          {...numberProps}
          key={numberProps.key}
          aria-describedby={describedByIds(fields.kbo, true)}
          required
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          onBlur={(event) => {
            const digits = event.currentTarget.value.replace(/[.\s]/g, '');
            if (/^\d{10}$/.test(digits)) {
              event.currentTarget.value = formatEnterpriseNumber(digits);
            }
          }}
        />
      </LabelledField>
      <ReferenceField meta={fields.reference} required={options.referenceRequired} keptForSession />
    </SearchForm>
  );
}

/** An association by its vCode: a lower-case v and seven digits. */
export function AssociationSearchForm({
  options,
  lastResult,
  action,
  clearHref,
  defaultValue,
  defaultReference,
}: FormProps) {
  const { t } = useTranslation('enterprise');
  const { t: tCommon } = useTranslation();
  const [form, fields] = useSearchForm({
    id: 'association-search',
    schema: associationSearchSchema(options),
    lastResult,
    defaultValue: { vcode: defaultValue ?? '', reference: defaultReference ?? '' },
  });
  return (
    <SearchForm
      form={form}
      action={action}
      clearHref={clearHref}
      fields={[
        { name: 'vcode', label: t('search.vCode') },
        { name: 'reference', label: tCommon('form.reference.label') },
      ]}
    >
      <TextField
        meta={fields.vcode}
        label={t('search.vCode')}
        hint={t('search.vCodeHint')}
        required
        autoComplete="off"
        spellCheck={false}
      />
      <ReferenceField meta={fields.reference} required={options.referenceRequired} keptForSession />
    </SearchForm>
  );
}
