// The search for a person's proofs: the form kit's national-number search to the search screen,
// so the search lives in the URL; shown again on the person's proofs (prefilled), where a person
// without proofs answers with the no-result panel. 'Uw referentie' only where the role's rules
// demand it.
import { useTranslation } from 'react-i18next';
import { NationalNumberSearchForm } from '~/ui/form/national-number-search-form';
import type { ConsultationFormProps } from '~/ui/form/search-form';
import { searchFields } from './search-fields';

export function LedSearchForm({
  options,
  ...rest
}: ConsultationFormProps & {
  /** The number asked last, as typed or in its eleven digits. */
  defaultInsz?: string;
}) {
  const { t } = useTranslation('led');
  return (
    <NationalNumberSearchForm
      {...rest}
      id="led-search-form"
      schema={() => import('./search-schema').then((rules) => rules.ledSearchSchema(options))}
      names={searchFields}
      label={t('search.insz')}
      hint={t('search.inszHint')}
      referenceRequired={options.referenceRequired}
    />
  );
}
