// The ownership history search: a capakey and, optionally, the day whose ownership state is shown
// first. The form kit's GET search form to the search screen, so a search lives in the URL and
// works without JavaScript; the history screen shows it again, prefilled, for a next parcel.
import { useTranslation } from 'react-i18next';
import { SearchForm, useSearchForm, type ConsultationFormProps } from '~/ui/form/search-form';
import { CodeField } from '~/ui/form/text-field';
import { DatePickerField } from '~/ui/widgets/date-picker';
import { historyFields as names } from './search-fields';

export function HistorySearchForm({
  options,
  defaults = {},
  defaultReference,
  ...frame
}: ConsultationFormProps & {
  /** The values the history screen shows again: the capakey, the day as DD.MM.YYYY. */
  defaults?: Readonly<{ capakey?: string; datum?: string }>;
}) {
  const { t } = useTranslation('landregistryhistory');
  const [form, fields] = useSearchForm(frame, {
    id: 'land-registry-history-search',
    schema: () => import('./search-schema').then((rules) => rules.historySearchSchema(options)),
    defaultValue: {
      [names.capakey]: defaults.capakey ?? '',
      [names.date]: defaults.datum ?? '',
      [names.reference]: defaultReference ?? '',
    },
  });
  return (
    <SearchForm
      form={form}
      fields={[
        { name: names.capakey, label: t('search.capakey') },
        { name: names.date, label: t('search.date') },
      ]}
      reference={{ meta: fields[names.reference], required: options.referenceRequired }}
    >
      <CodeField
        meta={fields[names.capakey]}
        label={t('search.capakey')}
        hint={t('search.capakeyHint')}
        required
        className="input--code"
      />
      <DatePickerField
        meta={fields[names.date]}
        label={t('search.date')}
        hint={t('search.dateHint')}
        notInFuture
      />
    </SearchForm>
  );
}
