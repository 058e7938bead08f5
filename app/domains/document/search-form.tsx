// The shipment search form: a GET form to the start screen, so the search, its page and its order
// live in the URL, also without JavaScript: 'Uw referentie', the recipient, the period of creation
// (the date kit), the channel and the status.
import { useTranslation } from 'react-i18next';
import { channels, shipmentStatuses } from '@contracts/document-codes';
import { codeLabel } from '~/lib/code-lists/code-lists';
import { documentCodeLists } from '~/lib/code-lists/document';
import {
  SearchForm,
  useSearchForm,
  type SearchField,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { SelectField } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import { DatePickerField } from '~/ui/widgets/date-picker';
import { shipmentFields as names } from './search-fields';

/** The values the form shows again, from the screen's URL. */
export function shipmentFormValues(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.values(names)
      .filter((name) => name !== names.search)
      .map((name) => [name, query.get(name) ?? '']),
  );
}

export function ShipmentSearchForm({
  values,
  ...frame
}: SearchFormFrame & { values: Record<string, string> }) {
  const { t, i18n } = useTranslation('document');
  const language = i18n.language === 'en' ? 'en' : 'nl';
  const [form, fields] = useSearchForm(frame, {
    id: 'shipment-search',
    schema: () => import('./search-schema').then((rules) => rules.shipmentSearchSchema()),
    defaultValue: values,
    toResults: true,
  });
  const summary: SearchField<Exclude<(typeof names)[keyof typeof names], 'zoeken'>>[] = [
    { name: names.reference, label: t('search.reference') },
    { name: names.recipient, label: t('search.recipient') },
    { name: names.from, label: t('search.from') },
    { name: names.to, label: t('search.to') },
    { name: names.channel, label: t('search.channel') },
    { name: names.status, label: t('search.status') },
  ];
  return (
    <SearchForm form={form} fields={summary} sent={{ [names.search]: '1' }}>
      <TextField meta={fields[names.reference]} label={t('search.reference')} maxLength={100} />
      <TextField
        meta={fields[names.recipient]}
        label={t('search.recipient')}
        hint={t('search.recipientHint')}
        maxLength={128}
      />
      <fieldset className="filter-group">
        <legend>{t('search.period')}</legend>
        <DatePickerField meta={fields[names.from]} label={t('search.from')} />
        <DatePickerField meta={fields[names.to]} label={t('search.to')} />
      </fieldset>
      <SelectField
        meta={fields[names.channel]}
        label={t('search.channel')}
        emptyLabel={t('search.all')}
        options={channels.map((code) => ({
          value: code,
          label: codeLabel(documentCodeLists.shipmentChannel, code, language).text,
        }))}
      />
      <SelectField
        meta={fields[names.status]}
        label={t('search.status')}
        emptyLabel={t('search.all')}
        options={shipmentStatuses.map((code) => ({
          value: code,
          label: codeLabel(documentCodeLists.shipmentStatus, code, language).text,
        }))}
      />
    </SearchForm>
  );
}
