// The start screen's search forms: a parcel by capakey, a parcel by place through the picker
// chain (municipality, cadastral division, section, plot number: each list is filled from the
// choice before it, sent with the search, so the chain works without JavaScript), and an owner
// by national number or enterprise number. Each is the form kit's GET search form to the start
// screen, so a search lives in the URL.
import { useTranslation } from 'react-i18next';
import { InszField } from '~/ui/form/insz-field';
import {
  SearchForm,
  useSearchForm,
  type SearchField,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { SelectField, type SelectOption } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import type { LandRegistryCapabilities } from './capabilities';
import { searchFields as names } from './search-fields';
import type { PickerLists } from './search-schema';

/** The values a form shows again: of the search it answered, or of the refused link. */
export type FormValues = Readonly<Record<string, string | undefined>>;

export function formValuesOf(query: URLSearchParams, reference: string): FormValues {
  const values: Record<string, string> = {};
  for (const name of new Set(query.keys())) values[name] = query.get(name) ?? '';
  if (!query.has(names.reference)) values[names.reference] = reference;
  return values;
}

const text = (value: string | undefined) => value ?? '';

interface FormProps extends SearchFormFrame {
  capabilities: LandRegistryCapabilities;
  values: FormValues;
}

export function CapakeySearchForm({ capabilities, values, ...frame }: FormProps) {
  const { t } = useTranslation('landregistry');
  const { referenceRequired } = capabilities;
  const [form, fields] = useSearchForm(frame, {
    id: 'land-registry-capakey',
    schema: () =>
      import('./search-schema').then((rules) => rules.capakeySearchSchema({ referenceRequired })),
    toResults: true,
    defaultValue: {
      [names.mode]: 'capakey',
      [names.capakey]: text(values[names.capakey]),
      [names.reference]: text(values[names.reference]),
    },
  });
  return (
    <SearchForm
      form={form}
      fields={[{ name: names.capakey, label: t('search.capakey') }]}
      reference={{ meta: fields[names.reference], required: referenceRequired }}
      sent={{ [names.mode]: 'capakey' }}
    >
      <TextField
        meta={fields[names.capakey]}
        label={t('search.capakey')}
        hint={t('search.capakeyHint')}
        required
        autoComplete="off"
      />
    </SearchForm>
  );
}

export function PlaceSearchForm({
  capabilities,
  values,
  lists,
  ...frame
}: FormProps & { lists: PickerLists }) {
  const { t } = useTranslation('landregistry');
  const { referenceRequired } = capabilities;
  const [form, fields] = useSearchForm(frame, {
    id: 'land-registry-place',
    schema: () =>
      import('./search-schema').then((rules) =>
        rules.placeSearchSchema({ referenceRequired, chain: rules.chainOf(lists) }),
      ),
    toResults: true,
    defaultValue: {
      [names.mode]: 'plaats',
      [names.municipality]: text(values[names.municipality]),
      [names.division]: text(values[names.division]),
      [names.section]: text(values[names.section]),
      [names.plot]: text(values[names.plot]),
      [names.reference]: text(values[names.reference]),
    },
  });
  type Name = (typeof names)['municipality' | 'division' | 'section' | 'plot'];
  const summary: SearchField<Name>[] = [
    { name: names.municipality, label: t('search.municipality') },
    { name: names.division, label: t('search.division') },
    { name: names.section, label: t('search.section') },
    { name: names.plot, label: t('search.plot') },
  ];
  // A list not filled yet says which choice it waits for; a chosen value outside it stays
  // selectable, so that its error shows on the field that holds it.
  const options = (list: SelectOption[] | null, chosen: string | undefined) =>
    list ?? (chosen ? [{ value: chosen, label: chosen }] : []);
  return (
    <SearchForm
      form={form}
      fields={summary}
      reference={{ meta: fields[names.reference], required: referenceRequired }}
      sent={{ [names.mode]: 'plaats' }}
    >
      <p className="form-hint">{t('search.pickerHint')}</p>
      <SelectField
        meta={fields[names.municipality]}
        label={t('search.municipality')}
        options={lists.municipalities}
        emptyLabel={t('search.chooseOne')}
        required
      />
      <SelectField
        meta={fields[names.division]}
        label={t('search.division')}
        hint={lists.divisions ? undefined : t('search.chooseMunicipalityFirst')}
        options={options(lists.divisions, values[names.division])}
        emptyLabel={t('search.anyValue')}
      />
      <SelectField
        meta={fields[names.section]}
        label={t('search.section')}
        hint={lists.sections ? undefined : t('search.chooseDivisionFirst')}
        options={options(lists.sections, values[names.section])}
        emptyLabel={t('search.anyValue')}
      />
      <SelectField
        meta={fields[names.plot]}
        label={t('search.plot')}
        hint={lists.plots ? undefined : t('search.chooseSectionFirst')}
        options={options(lists.plots, values[names.plot])}
        emptyLabel={t('search.anyValue')}
      />
    </SearchForm>
  );
}

export function OwnerSearchForm({ capabilities, values, ...frame }: FormProps) {
  const { t } = useTranslation('landregistry');
  const { referenceRequired } = capabilities.owners;
  const [form, fields] = useSearchForm(frame, {
    id: 'land-registry-owner',
    schema: () =>
      import('./search-schema').then((rules) => rules.ownerSearchSchema({ referenceRequired })),
    toResults: true,
    defaultValue: {
      [names.mode]: 'eigenaar',
      [names.insz]: text(values[names.insz]),
      [names.enterprise]: text(values[names.enterprise]),
      [names.reference]: text(values[names.reference]),
    },
  });
  const summary: SearchField<(typeof names)['insz' | 'enterprise']>[] = [
    { name: names.insz, label: t('search.insz') },
    { name: names.enterprise, label: t('search.enterprise') },
  ];
  return (
    <SearchForm
      form={form}
      fields={summary}
      reference={{ meta: fields[names.reference], required: referenceRequired }}
      sent={{ [names.mode]: 'eigenaar' }}
    >
      <InszField
        meta={fields[names.insz]}
        label={t('search.insz')}
        hint={t('search.inszHint')}
        required={false}
      />
      <TextField
        meta={fields[names.enterprise]}
        label={t('search.enterprise')}
        hint={t('search.enterpriseHint')}
        autoComplete="off"
      />
    </SearchForm>
  );
}
