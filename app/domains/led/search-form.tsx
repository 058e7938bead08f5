// The search for a person's proofs: the form kit's GET search form to the search screen, so the
// search lives in the URL; shown again on the person's proofs (prefilled), where a person without
// proofs answers with the no-result panel. 'Uw referentie' only where the role's rules demand it.
import { useTranslation } from 'react-i18next';
import { InszField, inszShown } from '~/ui/form/insz-field';
import { SearchForm, useSearchForm, type ConsultationFormProps } from '~/ui/form/search-form';
import { ledSearchSchema, searchFields } from './search-schema';

export function LedSearchForm({
  options,
  defaultInsz,
  defaultReference,
  ...frame
}: ConsultationFormProps & {
  /** The number asked last, as typed or in its eleven digits. */
  defaultInsz?: string;
}) {
  const { t } = useTranslation('led');
  const [form, fields] = useSearchForm(frame, {
    id: 'led-search-form',
    schema: ledSearchSchema(options),
    defaultValue: {
      [searchFields.insz]: inszShown(defaultInsz ?? ''),
      [searchFields.reference]: defaultReference ?? '',
    },
  });
  return (
    <SearchForm
      form={form}
      fields={[{ name: searchFields.insz, label: t('search.insz') }]}
      reference={{ meta: fields.reference, required: options.referenceRequired }}
    >
      <InszField meta={fields.insz} label={t('search.insz')} hint={t('search.inszHint')} />
    </SearchForm>
  );
}
