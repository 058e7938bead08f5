// The vehicle search forms: a Belgian vehicle by its plate, a foreign one by its country and plate
// (a second plate only where the role may ask one), each with the optional date of the facts. Both
// are the form kit's GET search forms to the search screen, so the search lives in the URL; they
// are shown again on the vehicle screens (prefilled) and there answer with the no-result panel
// when nothing is found.
import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { IsoCountry } from '@contracts/code-lists';
import type { ConsultationOptions } from '@contracts/consultation';
import type { FormErrors } from '~/page-state/parse-form';
import { ReferenceField } from '~/ui/form/reference-field';
import { SearchForm, useSearchForm } from '~/ui/form/search-form';
import { SelectField } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import { DatePickerField } from '~/ui/widgets/date-picker';
import { belgianVehicleSearchSchema, foreignVehicleSearchSchema } from './search-schema';

interface FormProps {
  options: ConsultationOptions;
  lastResult?: SubmissionResult<FormErrors> | null;
  /** The search screen's path. */
  action: string;
  clearHref: string;
  /** The values a vehicle screen shows again: the plate as typed, the date as DD.MM.YYYY. */
  defaults?: Readonly<Record<string, string | undefined>>;
  defaultReference?: string;
}

/** A Belgian vehicle by its plate, typed with or without dashes and spaces. */
export function BelgianVehicleSearchForm({
  options,
  lastResult,
  action,
  clearHref,
  defaults = {},
  defaultReference,
}: FormProps) {
  const { t } = useTranslation('vehicle');
  const { t: tCommon } = useTranslation();
  const [form, fields] = useSearchForm({
    id: 'belgian-vehicle-search',
    schema: belgianVehicleSearchSchema(options),
    lastResult,
    defaultValue: {
      nummerplaat: defaults.nummerplaat ?? '',
      datum: defaults.datum ?? '',
      reference: defaultReference ?? '',
    },
  });
  return (
    <SearchForm
      form={form}
      action={action}
      clearHref={clearHref}
      fields={[
        { name: 'nummerplaat', label: t('search.plate') },
        { name: 'datum', label: t('search.date') },
        { name: 'reference', label: tCommon('form.reference.label') },
      ]}
    >
      <TextField
        meta={fields.nummerplaat}
        label={t('search.plate')}
        hint={t('search.plateHint')}
        required
        autoComplete="off"
        spellCheck={false}
      />
      <DatePickerField
        meta={fields.datum}
        label={t('search.date')}
        hint={t('search.dateHint')}
        notInFuture
      />
      <ReferenceField meta={fields.reference} required={options.referenceRequired} keptForSession />
    </SearchForm>
  );
}

/** A foreign vehicle by its country (the vehicle-countries list) and plate. */
export function ForeignVehicleSearchForm({
  options,
  countries,
  secondPlate,
  lastResult,
  action,
  clearHref,
  defaults = {},
  defaultReference,
}: FormProps & { countries: readonly IsoCountry[]; secondPlate: boolean }) {
  const { t } = useTranslation('vehicle');
  const { t: tCommon } = useTranslation();
  const [form, fields] = useSearchForm({
    id: 'foreign-vehicle-search',
    schema: foreignVehicleSearchSchema(options, { secondPlate }),
    lastResult,
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
      action={action}
      clearHref={clearHref}
      fields={[
        { name: 'land', label: t('search.country') },
        { name: 'nummerplaat1', label: t('search.plate1') },
        ...(secondPlate ? [{ name: 'nummerplaat2' as const, label: t('search.plate2') }] : []),
        { name: 'datum', label: t('search.date') },
        { name: 'reference', label: tCommon('form.reference.label') },
      ]}
    >
      <SelectField
        meta={fields.land}
        label={t('search.country')}
        options={countries.map((country) => ({ value: country.isoCode, label: country.land }))}
        emptyLabel={t('search.countryChoose')}
        required
      />
      <TextField
        meta={fields.nummerplaat1}
        label={t('search.plate1')}
        hint={t('search.plate1Hint')}
        required
        autoComplete="off"
        spellCheck={false}
      />
      {secondPlate ? (
        <TextField
          meta={fields.nummerplaat2}
          label={t('search.plate2')}
          hint={t('search.plate2Hint')}
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
      <DatePickerField
        meta={fields.datum}
        label={t('search.date')}
        hint={t('search.dateHint')}
        notInFuture
      />
      <ReferenceField meta={fields.reference} required={options.referenceRequired} keptForSession />
    </SearchForm>
  );
}
