// The education search: the form kit's GET search form to the education screen, so the number
// asked and its answer live in the URL (Back shows them again); it targets the results heading,
// also without JavaScript. The number, the source and 'Uw referentie' go under a consultation
// link's names.
import { useTranslation } from 'react-i18next';
import { formatInsz } from '~/lib/validation/insz';
import { InszField } from '~/ui/form/insz-field';
import { SearchForm, useSearchForm, type ConsultationFormProps } from '~/ui/form/search-form';
import { educationSearchSchema, inszParameter } from './search-schema';

/** The education search; `action` is the education screen's path. */
export function EducationSearchForm({
  options,
  defaultInsz,
  defaultReference,
  ...frame
}: ConsultationFormProps & {
  /** The number consulted last, shown again for the next search. */
  defaultInsz?: string;
}) {
  const { t } = useTranslation('education');
  const [form, fields] = useSearchForm(frame, {
    schema: educationSearchSchema(options),
    defaultValue: {
      [inszParameter]: defaultInsz ? formatInsz(defaultInsz) : '',
      bron: options.sources[0],
      referentie: defaultReference ?? '',
    },
    toResults: true,
  });
  return (
    <SearchForm
      form={form}
      fields={[{ name: inszParameter, label: t('search.insz') }]}
      source={{ meta: fields.bron, sources: options.sources }}
      reference={{ meta: fields.referentie, required: options.referenceRequired }}
    >
      <InszField meta={fields.insz} label={t('search.insz')} hint={t('search.inszHint')} />
    </SearchForm>
  );
}
