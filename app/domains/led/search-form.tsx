// The search for a person's proofs: the form kit's GET search form to the search screen, so the
// search lives in the URL; shown again on the person's proofs (prefilled), where a person without
// proofs answers with the no-result panel. 'Uw referentie' only where the role's rules demand it.
import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ConsultationOptions } from '@contracts/consultation';
import { formatInsz } from '~/lib/validation/insz';
import type { FormErrors } from '~/page-state/parse-form';
import { InszField } from '~/ui/form/insz-field';
import { ReferenceField } from '~/ui/form/reference-field';
import { SearchForm, useSearchForm } from '~/ui/form/search-form';
import { ledSearchSchema, searchFields } from './search-schema';

export function LedSearchForm({
  options,
  lastResult,
  action,
  clearHref,
  defaultInsz,
  defaultReference,
}: {
  options: ConsultationOptions;
  lastResult?: SubmissionResult<FormErrors> | null;
  /** The search screen's path. */
  action: string;
  clearHref: string;
  /** The number asked last, as typed or in its eleven digits. */
  defaultInsz?: string;
  defaultReference?: string;
}) {
  const { t } = useTranslation('led');
  const { t: tCommon } = useTranslation();
  const [form, fields] = useSearchForm({
    id: 'led-search-form',
    schema: ledSearchSchema(options),
    lastResult,
    defaultValue: {
      [searchFields.insz]:
        defaultInsz && /^\d{11}$/.test(defaultInsz) ? formatInsz(defaultInsz) : (defaultInsz ?? ''),
      [searchFields.reference]: defaultReference ?? '',
    },
  });
  return (
    <SearchForm
      form={form}
      action={action}
      clearHref={clearHref}
      fields={[
        { name: searchFields.insz, label: t('search.insz') },
        { name: searchFields.reference, label: tCommon('form.reference.label') },
      ]}
    >
      <InszField meta={fields.insz} label={t('search.insz')} hint={t('search.inszHint')} />
      <ReferenceField meta={fields.reference} required={options.referenceRequired} keptForSession />
    </SearchForm>
  );
}
