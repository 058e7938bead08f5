// The vehicle search forms: a Belgian vehicle by its plate, a foreign one by its country and plate
// (a second plate only where the role may ask one), each with the optional date of the facts. Both
// are the form kit's GET search forms to the search screen, so the search lives in the URL; they
// are shown again on the vehicle screens (prefilled) and there answer with the no-result panel
// when nothing is found.
import { useTranslation } from 'react-i18next';
import type { IsoCountry } from '@contracts/code-lists';
import { SearchForm, useSearchForm, type ConsultationFormProps } from '~/ui/form/search-form';
import { SelectField } from '~/ui/form/select-field';
import { CodeField } from '~/ui/form/text-field';
import { DatePickerField } from '~/ui/widgets/date-picker';

interface FormProps extends ConsultationFormProps {
  /** The values a vehicle screen shows again: the plate as typed, the date as DD.MM.YYYY. */
  defaults?: Readonly<Record<string, string | undefined>>;
}

/** A Belgian vehicle by its plate, typed with or without dashes and spaces. */
export function BelgianVehicleSearchForm({
  options,
  defaults = {},
  defaultReference,
  ...frame
}: FormProps) {
  const { t } = useTranslation('vehicle');
  const [form, fields] = useSearchForm(frame, {
    id: 'belgian-vehicle-search',
    schema: () =>
      import('./search-schema').then((rules) => rules.belgianVehicleSearchSchema(options)),
    defaultValue: {
      nummerplaat: defaults.nummerplaat ?? '',
      datum: defaults.datum ?? '',
      reference: defaultReference ?? '',
    },
  });
  return (
    <SearchForm
      form={form}
      fields={[
        { name: 'nummerplaat', label: t('search.plate') },
        { name: 'datum', label: t('search.date') },
      ]}
      reference={{ meta: fields.reference, required: options.referenceRequired }}
    >
      <CodeField
        meta={fields.nummerplaat}
        label={t('search.plate')}
        hint={t('search.plateHint')}
        required
      />
      <DatePickerField
        meta={fields.datum}
        label={t('search.date')}
        hint={t('search.dateHint')}
        notInFuture
      />
    </SearchForm>
  );
}

/** A foreign vehicle by its country (the vehicle-countries list) and plate. */
export function ForeignVehicleSearchForm({
  options,
  countries,
  secondPlate,
  defaults = {},
  defaultReference,
  ...frame
}: FormProps & { countries: readonly IsoCountry[]; secondPlate: boolean }) {
  const { t } = useTranslation('vehicle');
  const [form, fields] = useSearchForm(frame, {
    id: 'foreign-vehicle-search',
    schema: () =>
      import('./search-schema').then((rules) =>
        rules.foreignVehicleSearchSchema(options, { secondPlate }),
      ),
    defaultValue: {
      land: defaults.land ?? '',
      nummerplaat1: defaults.nummerplaat1 ?? '',
      nummerplaat2: defaults.nummerplaat2 ?? '',
      datum: defaults.datum ?? '',
      reference: defaultReference ?? '',
    },
  });
  return (
    <SearchForm
      form={form}
      fields={[
        { name: 'land', label: t('search.country') },
        { name: 'nummerplaat1', label: t('search.plate1') },
        ...(secondPlate ? [{ name: 'nummerplaat2' as const, label: t('search.plate2') }] : []),
        { name: 'datum', label: t('search.date') },
      ]}
      reference={{ meta: fields.reference, required: options.referenceRequired }}
    >
      <SelectField
        meta={fields.land}
        label={t('search.country')}
        options={countries.map((country) => ({ value: country.isoCode, label: country.land }))}
        emptyLabel={t('search.countryChoose')}
        required
      />
      <CodeField
        meta={fields.nummerplaat1}
        label={t('search.plate1')}
        hint={t('search.plate1Hint')}
        required
      />
      {secondPlate ? (
        <CodeField
          meta={fields.nummerplaat2}
          label={t('search.plate2')}
          hint={t('search.plate2Hint')}
        />
      ) : null}
      <DatePickerField
        meta={fields.datum}
        label={t('search.date')}
        hint={t('search.dateHint')}
        notInFuture
      />
    </SearchForm>
  );
}
