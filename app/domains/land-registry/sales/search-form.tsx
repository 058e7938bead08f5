// The sale prices search form: a GET form to the search screen, so the search, its page and its
// order live in the URL, also without JavaScript. The list filters are checkbox groups that stop
// at their maximum (single selects while the multi-select toggle is off); the ranges, the period
// and the fiche 60 use the shared widgets and their rules.
import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { isFeatureEnabled } from '~/config/features';
import type { ValidationIssue } from '~/lib/validation/issue';
import {
  SearchForm,
  useSearchForm,
  type SearchField,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { SelectField } from '~/ui/form/select-field';
import { checkboxId, MultiSelectCheckboxes } from '~/ui/widgets/checkbox-group';
import { Fiche60Field } from '~/ui/widgets/fiche60-field';
import { MonthYearPicker } from '~/ui/widgets/month-year-picker';
import { RangeField } from '~/ui/widgets/range-field';
import type { SalesOptions } from './lookups.server';
import { salesFields as names, salesListLimits } from './search-fields';

type Values = Record<string, unknown>;

/** The values the form shows again, from the screen's URL: lists, and the parts of each group. */
export function salesFormValues(query: URLSearchParams): Values {
  const values: Values = {};
  for (const list of Object.keys(salesListLimits)) values[list] = query.getAll(list);
  const group = (name: string, parts: readonly string[]) =>
    Object.fromEntries(parts.map((part) => [part, query.get(`${name}.${part}`) ?? '']));
  for (const range of [names.price, names.surface, names.constructionYear]) {
    values[range] = group(range, ['min', 'max']);
  }
  for (const month of [names.from, names.to]) values[month] = group(month, ['month', 'year']);
  values[names.fiche60] = group(names.fiche60, [
    'jaar',
    'kantoorNummer',
    'volgNummer',
    'typeFiche',
    'goedNummer',
  ]);
  return values;
}

type ListName = keyof typeof salesListLimits;
/** A field's metadata as the widget taking it expects it (the schema's defaults make every group optional to conform's types only). */
function metaOf<Meta>(meta: unknown): Meta {
  return meta as Meta;
}
type ListMeta = FieldMetadata<string[], Record<string, unknown>, ValidationIssue[]>;

export function SalesSearchForm({
  options,
  values,
  ...frame
}: SearchFormFrame & { options: SalesOptions; values: Values }) {
  const { t } = useTranslation('landregistrysales');
  const multiple = isFeatureEnabled('landRegistryMultiselect');
  const [form, fields] = useSearchForm(frame, {
    id: 'sales-search',
    schema: () => import('./search-schema').then((rules) => rules.salesSearchSchema()),
    defaultValue: values,
    toResults: true,
  });
  const lists: { name: ListName; label: string; options: { value: string; label: string }[] }[] = [
    {
      name: names.municipalities,
      label: t('search.municipalities'),
      options: options.municipalities.map((place) => ({
        value: place.code,
        label: `${place.naam} (${place.code})`,
      })),
    },
    {
      name: names.divisions,
      label: t('search.divisions'),
      options: options.divisions.map((division) => ({
        value: division.code,
        label: `${division.naam} (${division.code})`,
      })),
    },
    ...(
      [
        [names.types, 'search.types', options.types],
        [names.natures, 'search.natures', options.natures],
        [names.buildings, 'search.buildings', options.buildings],
      ] as const
    ).map(([name, label, codes]) => ({
      name,
      label: t(label),
      options: codes.map((code) => ({
        value: code.code,
        label: `${code.omschrijving} (${code.code})`,
      })),
    })),
  ];
  const summary: SearchField<Exclude<(typeof names)[keyof typeof names], 'zoeken'>>[] = [
    ...lists.map(({ name, label, options: offered }) => ({
      name,
      label,
      target:
        multiple && offered[0] ? checkboxId(fields[name].id, offered[0].value) : fields[name].id,
    })),
    { name: names.price, label: t('search.price') },
    { name: names.surface, label: t('search.surface') },
    { name: names.constructionYear, label: t('search.constructionYear') },
    { name: names.from, label: t('search.from') },
    { name: names.to, label: t('search.to') },
    { name: names.fiche60, label: t('search.fiche60') },
  ];
  return (
    <SearchForm form={form} fields={summary} sent={{ [names.search]: '1' }}>
      <fieldset className="filter-group">
        <legend>{t('search.place')}</legend>
        {lists.slice(0, 2).map((list) => (
          <ListFilter
            key={list.name}
            {...list}
            meta={metaOf(fields[list.name])}
            multiple={multiple}
          />
        ))}
        <p className="form-hint">{t('search.divisionsHint')}</p>
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('search.kind')}</legend>
        {lists.slice(2).map((list) => (
          <ListFilter
            key={list.name}
            {...list}
            meta={metaOf(fields[list.name])}
            multiple={multiple}
          />
        ))}
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('search.ranges')}</legend>
        <RangeField
          meta={metaOf(fields[names.price])}
          legend={t('search.price')}
          hint={t('search.priceHint')}
        />
        <RangeField
          meta={metaOf(fields[names.surface])}
          legend={t('search.surface')}
          hint={t('search.surfaceHint')}
        />
        <RangeField
          meta={metaOf(fields[names.constructionYear])}
          legend={t('search.constructionYear')}
          hint={t('search.constructionYearHint')}
        />
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('search.period')}</legend>
        <MonthYearPicker meta={metaOf(fields[names.from])} legend={t('search.from')} />
        <MonthYearPicker meta={metaOf(fields[names.to])} legend={t('search.to')} />
      </fieldset>
      <Fiche60Field
        meta={metaOf(fields[names.fiche60])}
        legend={t('search.fiche60')}
        hint={t('search.fiche60Hint')}
      />
    </SearchForm>
  );
}

function ListFilter({
  name,
  label,
  options,
  meta,
  multiple,
}: {
  name: ListName;
  label: string;
  options: { value: string; label: string }[];
  meta: ListMeta;
  multiple: boolean;
}) {
  const { t } = useTranslation('landregistrysales');
  const maximum = salesListLimits[name];
  return multiple ? (
    <MultiSelectCheckboxes
      meta={meta}
      legend={label}
      hint={t('search.listHint', { count: maximum })}
      options={options}
      maximum={maximum}
    />
  ) : (
    <SelectField meta={metaOf(meta)} label={label} options={options} emptyLabel={t('search.all')} />
  );
}
