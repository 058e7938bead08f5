// The legal-log search form: a GET form to the search screen, so the search, its page and its
// order live in the URL, also without JavaScript. The period is a day (the date picker) and an
// optional time at each end; the users, organisations and operations are checkbox groups of the
// values the log holds; the purpose ('Uw referentie') is typed; the register a single choice (the
// search takes one); the subject its kind and value; then the request's correlation id and the
// entry's reference.
import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { legalLogSubjectKinds } from '@contracts/legal-log-codes';
import type { ValidationIssue } from '~/lib/validation/issue';
import {
  SearchForm,
  useSearchForm,
  type SearchField,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { SelectField } from '~/ui/form/select-field';
import { CodeField, TextField } from '~/ui/form/text-field';
import { checkboxId, MultiSelectCheckboxes } from '~/ui/widgets/checkbox-group';
import { DatePickerField } from '~/ui/widgets/date-picker';
import {
  legalLogListMaximum,
  legalLogFields as names,
  type LegalLogListField,
} from './search-fields';
import type { LegalLogOptions } from './search.server';

type ListMeta = FieldMetadata<string[], Record<string, unknown>, ValidationIssue[]>;

/** A list field's metadata as the checkbox group takes it (conform types a preprocessed field loosely). */
function listMeta(meta: unknown): ListMeta {
  return meta as ListMeta;
}

type TextMeta = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

/**
 * The purpose's field as a text input: the filter takes a list ('Uw referentie' texts, several in
 * a link), the form asks one, as typed; the log holds too many purposes to offer them as boxes.
 */
function textMeta(meta: unknown): TextMeta {
  return meta as TextMeta;
}

type FieldNameOf = Exclude<(typeof names)[keyof typeof names], 'zoeken'>;

export function LegalLogSearchForm({
  options,
  values,
  ...frame
}: SearchFormFrame & {
  options: Omit<LegalLogOptions, 'incomplete'>;
  values: Record<string, string | string[]>;
}) {
  const { t } = useTranslation('logging');
  const [form, fields] = useSearchForm(frame, {
    id: 'legal-log-search',
    schema: () => import('./search-schema').then((rules) => rules.legalLogSearchSchema()),
    defaultValue: values,
    toResults: true,
  });
  const lists: {
    name: Exclude<LegalLogListField, typeof names.purposes>;
    label: string;
    options: LegalLogOptions['users'];
  }[] = [
    { name: names.users, label: t('search.users'), options: options.users },
    { name: names.organisations, label: t('search.organisations'), options: options.organisations },
    { name: names.operations, label: t('search.operations'), options: options.operations },
  ];
  const summary: SearchField<FieldNameOf>[] = [
    { name: names.from, label: t('search.fromDay') },
    { name: names.fromTime, label: t('search.fromTime') },
    { name: names.to, label: t('search.toDay') },
    { name: names.toTime, label: t('search.toTime') },
    ...lists.map(({ name, label, options: offered }) => ({
      name,
      label,
      target: offered[0] ? checkboxId(fields[name].id, offered[0].value) : fields[name].id,
    })),
    { name: names.purposes, label: t('search.purpose') },
    { name: names.register, label: t('search.register') },
    { name: names.subjectKind, label: t('search.subjectKind') },
    { name: names.subject, label: t('search.subject') },
    { name: names.correlationId, label: t('search.correlationId') },
    { name: names.reference, label: t('search.reference') },
  ];
  return (
    <SearchForm form={form} fields={summary} sent={{ [names.search]: '1' }}>
      <p className="form-hint">{t('search.allOptional')}</p>
      <fieldset className="filter-group">
        <legend>{t('search.period')}</legend>
        <DatePickerField meta={fields[names.from]} label={t('search.fromDay')} />
        <TextField
          meta={fields[names.fromTime]}
          label={t('search.fromTime')}
          hint={t('search.fromTimeHint')}
          autoComplete="off"
          maxLength={5}
        />
        <DatePickerField meta={fields[names.to]} label={t('search.toDay')} />
        <TextField
          meta={fields[names.toTime]}
          label={t('search.toTime')}
          hint={t('search.toTimeHint')}
          autoComplete="off"
          maxLength={5}
        />
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('search.who')}</legend>
        {lists.map((list) =>
          list.options.length > 0 ? (
            <MultiSelectCheckboxes
              key={list.name}
              meta={listMeta(fields[list.name])}
              legend={list.label}
              hint={t('search.listHint', { count: legalLogListMaximum })}
              options={list.options}
              maximum={legalLogListMaximum}
            />
          ) : (
            <p key={list.name} className="form-hint">
              {t('search.listEmpty', { list: list.label })}
            </p>
          ),
        )}
        <TextField
          meta={textMeta(fields[names.purposes])}
          label={t('search.purpose')}
          hint={t('search.purposeHint')}
          autoComplete="off"
          maxLength={100}
        />
        <SelectField
          meta={fields[names.register]}
          label={t('search.register')}
          emptyLabel={t('search.all')}
          options={options.registers}
        />
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('search.subjectGroup')}</legend>
        <SelectField
          meta={fields[names.subjectKind]}
          label={t('search.subjectKind')}
          emptyLabel={t('search.anyKind')}
          options={legalLogSubjectKinds.map((kind) => ({
            value: kind,
            label: t(`subjectKinds.${kind}`),
          }))}
        />
        <CodeField
          meta={fields[names.subject]}
          label={t('search.subject')}
          hint={t('search.subjectHint')}
        />
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('search.trace')}</legend>
        <TextField
          meta={fields[names.correlationId]}
          label={t('search.correlationId')}
          hint={t('search.correlationIdHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
        <TextField
          meta={fields[names.reference]}
          label={t('search.reference')}
          hint={t('search.referenceHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={36}
        />
      </fieldset>
    </SearchForm>
  );
}
