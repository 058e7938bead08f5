// The start screen's search forms: attestations by national number or by name and birth date,
// narrowed by issue and change dates, types, states and 'active only'; and CTPC attestations by
// code, phone number, or name and birth date. Each is the form kit's GET search form to the start
// screen, so a search, its page and its order live in the URL, also without JavaScript.
import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { attestationStates, attestationTypes } from '@contracts/health-attestation-codes';
import { codeLabel } from '~/lib/code-lists/code-lists';
import { healthAttestationCodeLists } from '~/lib/code-lists/health-attestation';
import type { ValidationIssue } from '~/lib/validation/issue';
import { DatePartsField } from '~/ui/form/date-parts-field';
import { InszField } from '~/ui/form/insz-field';
import {
  SearchForm,
  useSearchForm,
  type SearchField,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { CodeField, TextField } from '~/ui/form/text-field';
import { CheckboxGroup, checkboxId } from '~/ui/widgets/checkbox-group';
import { DatePickerField } from '~/ui/widgets/date-picker';
import type { HealthAttestationCapabilities } from './capabilities';
import {
  activeOnlyValue,
  attestationFields as names,
  ctpcFields,
  EARLIEST_FILTER_DISPLAY_DATE,
} from './search-fields';

type Parts = { day: string; month: string; year: string };

/**
 * A birth date's parts as the date group takes them: the schema gives the group a default (a
 * search by number sends none), which makes it optional to conform's types only.
 */
function partsMeta(meta: unknown) {
  return meta as FieldMetadata<Parts, Record<string, unknown>, ValidationIssue[]>;
}

/** The values a form shows again: of the search it answered, or of the refused link. */
export type FormValues = Readonly<Record<string, string | readonly string[] | Parts | undefined>>;

export const text = (value: FormValues[string]) => (typeof value === 'string' ? value : '');
const list = (value: FormValues[string]) =>
  Array.isArray(value) ? [...(value as string[])] : typeof value === 'string' ? [value] : [];
const parts = (value: FormValues[string]): Parts =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Parts)
    : { day: '', month: '', year: '' };

/**
 * The values the search forms show again, from the screen's URL: each field's value, a birth
 * date's parts as its group, the ticked boxes of each group; the session's reference when the URL
 * names none.
 */
export function formValuesOf(query: URLSearchParams, reference: string): FormValues {
  const values: Record<string, string | string[] | Parts> = {};
  for (const name of new Set(query.keys())) values[name] = query.get(name) ?? '';
  const birthDate = names.birthDate;
  values[birthDate] = {
    day: query.get(`${birthDate}.day`) ?? '',
    month: query.get(`${birthDate}.month`) ?? '',
    year: query.get(`${birthDate}.year`) ?? '',
  };
  for (const group of [names.types, names.states, names.activeOnly]) {
    values[group] = query.getAll(group);
  }
  if (!query.has(names.reference)) values[names.reference] = reference;
  return values;
}

interface FormProps extends SearchFormFrame {
  capabilities: HealthAttestationCapabilities;
  values: FormValues;
}

export function AttestationSearchForm({
  mode,
  capabilities,
  values,
  ...frame
}: FormProps & { mode: 'insz' | 'naam' }) {
  const { t, i18n } = useTranslation('healthattestation');
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  const referenceRequired = capabilities.attestations.referenceRequired;
  const [form, fields] = useSearchForm(frame, {
    id: `attestation-search-${mode}`,
    schema: () =>
      import('./search-schema').then((rules) =>
        rules.attestationSearchSchema({ modes: capabilities.modes, referenceRequired }),
      ),
    toResults: true,
    defaultValue: {
      [names.mode]: mode,
      [names.insz]: text(values[names.insz]),
      [names.lastName]: text(values[names.lastName]),
      [names.firstName]: text(values[names.firstName]),
      [names.birthDate]: parts(values[names.birthDate]),
      [names.issuedAfter]: text(values[names.issuedAfter]),
      [names.issuedBefore]: text(values[names.issuedBefore]),
      [names.changedAfter]: text(values[names.changedAfter]),
      [names.types]: list(values[names.types]),
      [names.states]: list(values[names.states]),
      [names.activeOnly]: list(values[names.activeOnly]),
      [names.reference]: text(values[names.reference]),
    },
  });
  const birthDate = partsMeta(fields[names.birthDate]);
  const summary: SearchField<(typeof names)[keyof typeof names]>[] = [
    ...(mode === 'insz'
      ? [{ name: names.insz, label: t('search.insz') }]
      : [
          { name: names.lastName, label: t('search.lastName') },
          { name: names.firstName, label: t('search.firstName') },
          {
            name: names.birthDate,
            label: t('search.birthDate'),
            target: DatePartsField.targetId(birthDate),
          },
        ]),
    { name: names.issuedAfter, label: t('search.issuedAfter') },
    { name: names.issuedBefore, label: t('search.issuedBefore') },
    { name: names.changedAfter, label: t('search.changedAfter') },
    {
      name: names.types,
      label: t('search.types'),
      target: checkboxId(fields[names.types].id, attestationTypes[0]),
    },
    {
      name: names.states,
      label: t('search.states'),
      target: checkboxId(fields[names.states].id, attestationStates[0]),
    },
  ];
  return (
    <SearchForm
      form={form}
      fields={summary}
      reference={{ meta: fields[names.reference], required: referenceRequired }}
      sent={{ [names.mode]: mode }}
    >
      {mode === 'insz' ? (
        <InszField meta={fields[names.insz]} label={t('search.insz')} hint={t('search.inszHint')} />
      ) : (
        <>
          <TextField
            meta={fields[names.lastName]}
            label={t('search.lastName')}
            required
            autoComplete="off"
          />
          <TextField
            meta={fields[names.firstName]}
            label={t('search.firstName')}
            required
            autoComplete="off"
          />
          <DatePartsField
            meta={birthDate}
            legend={t('search.birthDate')}
            hint={t('search.birthDateHint')}
            required
          />
        </>
      )}
      <fieldset className="filter-group">
        <legend>{t('search.filters')}</legend>
        <DatePickerField
          meta={fields[names.issuedAfter]}
          label={t('search.issuedAfter')}
          hint={t('search.dateHint')}
          min={EARLIEST_FILTER_DISPLAY_DATE}
        />
        <DatePickerField
          meta={fields[names.issuedBefore]}
          label={t('search.issuedBefore')}
          hint={t('search.dateHint')}
          min={EARLIEST_FILTER_DISPLAY_DATE}
        />
        <DatePickerField
          meta={fields[names.changedAfter]}
          label={t('search.changedAfter')}
          hint={t('search.dateHint')}
          min={EARLIEST_FILTER_DISPLAY_DATE}
        />
        <CheckboxGroup
          meta={fields[names.types]}
          legend={t('search.types')}
          hint={t('search.allWhenNone')}
          options={attestationTypes.map((type) => ({
            value: type,
            label: `${codeLabel(healthAttestationCodeLists.attestationType, type, locale).text} (${type})`,
          }))}
        />
        <CheckboxGroup
          meta={fields[names.states]}
          legend={t('search.states')}
          hint={t('search.allWhenNone')}
          options={attestationStates.map((state) => ({
            value: state,
            label: codeLabel(healthAttestationCodeLists.attestationState, state, locale).text,
          }))}
        />
        <CheckboxGroup
          meta={fields[names.activeOnly]}
          legend={t('search.activeOnly')}
          options={[{ value: activeOnlyValue, label: t('search.activeOnlyOption') }]}
        />
      </fieldset>
    </SearchForm>
  );
}

export function CtpcSearchForm({ capabilities, values, ...frame }: FormProps) {
  const { t } = useTranslation('healthattestation');
  const referenceRequired = capabilities.ctpc.referenceRequired;
  const [form, fields] = useSearchForm(frame, {
    id: 'ctpc-search',
    schema: () =>
      import('./ctpc-search-schema').then((rules) => rules.ctpcSearchSchema({ referenceRequired })),
    toResults: true,
    defaultValue: {
      [ctpcFields.mode]: 'ctpc',
      [ctpcFields.code]: text(values[ctpcFields.code]),
      [ctpcFields.phone]: text(values[ctpcFields.phone]),
      [ctpcFields.lastName]: text(values[ctpcFields.lastName]),
      [ctpcFields.firstName]: text(values[ctpcFields.firstName]),
      [ctpcFields.birthDate]: parts(values[ctpcFields.birthDate]),
      [ctpcFields.reference]: text(values[ctpcFields.reference]),
    },
  });
  const birthDate = partsMeta(fields[ctpcFields.birthDate]);
  const summary: SearchField<(typeof ctpcFields)[keyof typeof ctpcFields]>[] = [
    { name: ctpcFields.code, label: t('ctpcSearch.code') },
    { name: ctpcFields.phone, label: t('ctpcSearch.phone') },
    { name: ctpcFields.lastName, label: t('search.lastName') },
    { name: ctpcFields.firstName, label: t('search.firstName') },
    {
      name: ctpcFields.birthDate,
      label: t('search.birthDate'),
      target: DatePartsField.targetId(birthDate),
    },
  ];
  return (
    <SearchForm
      form={form}
      fields={summary}
      reference={{ meta: fields[ctpcFields.reference], required: referenceRequired }}
      sent={{ [ctpcFields.mode]: 'ctpc' }}
    >
      <p>{t('ctpcSearch.intro')}</p>
      <CodeField
        meta={fields[ctpcFields.code]}
        label={t('ctpcSearch.code')}
        hint={t('ctpcSearch.codeHint')}
        className="input--code"
      />
      <TextField
        meta={fields[ctpcFields.phone]}
        label={t('ctpcSearch.phone')}
        hint={t('ctpcSearch.phoneHint')}
        type="tel"
        autoComplete="off"
      />
      <fieldset className="filter-group">
        <legend>{t('ctpcSearch.byName')}</legend>
        <TextField meta={fields[ctpcFields.lastName]} label={t('search.lastName')} />
        <TextField meta={fields[ctpcFields.firstName]} label={t('search.firstName')} />
        <DatePartsField meta={birthDate} legend={t('search.birthDate')} />
      </fieldset>
    </SearchForm>
  );
}
