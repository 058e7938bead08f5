// The education search: the form kit's national-number search to the education screen, so the
// number asked and its answer live in the URL (Back shows them again); it targets the results
// heading, also without JavaScript. The number, the source and 'Uw referentie' go under a
// consultation link's names.
import { useTranslation } from 'react-i18next';
import { consultationNames } from '~/routing/href';
import { NationalNumberSearchForm } from '~/ui/form/national-number-search-form';
import type { ConsultationFormProps } from '~/ui/form/search-form';
import { inszParameter } from './search-fields';

const names = {
  insz: inszParameter,
  source: consultationNames.source,
  reference: consultationNames.reference,
};

/** The education search; `action` is the education screen's path. */
export function EducationSearchForm({
  options,
  ...rest
}: ConsultationFormProps & {
  /** The number consulted last, shown again for the next search. */
  defaultInsz?: string;
}) {
  const { t } = useTranslation('education');
  return (
    <NationalNumberSearchForm
      {...rest}
      schema={() => import('./search-schema').then((rules) => rules.educationSearchSchema(options))}
      names={names}
      label={t('search.insz')}
      hint={t('search.inszHint')}
      referenceRequired={options.referenceRequired}
      sources={options.sources}
      toResults
    />
  );
}
