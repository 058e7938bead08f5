// The person search form: its three modes as forms to the person search screen (by number a post
// that opens the detail; by name and by address GET forms, so the search and its results live in
// the URL), the history fields, the source selector, 'Uw referentie', and the result panels. The
// name search is the form kit's search form; the number search posts and the address search is
// checked on the server only, so they keep their own frame around the kit's search buttons.
import {
  getFormProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { Form, Link, useLocation } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PersonSource, personMatchSchema } from '@contracts/person';
import { AddressFields } from '~/domains/address/address-fields';
import { TownField } from '~/domains/address/town-field';
import { localeFromPath } from '~/i18n/locale';
import { useAddressLine } from '~/lib/format/address';
import { formatDate } from '~/lib/format/date-time';
import { formatPersonName } from '~/lib/format/person-name';
import { formatInsz } from '~/lib/validation/insz';
import type { ValidationIssue } from '~/lib/validation/issue';
import type { FormErrors } from '~/page-state/parse-form';
import { tablePageHref, type TableState } from '~/page-state/table-state';
import { resultsFragment, searchModeParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { DataTable, type Column } from '~/ui/data-table/data-table';
import { DatePartsField } from '~/ui/form/date-parts-field';
import { ErrorSummary } from '~/ui/form/error-summary';
import { LabelledField, describedByIds } from '~/ui/form/field-group';
import { FieldNames } from '~/ui/form/field-names';
import { InszField } from '~/ui/form/insz-field';
import { useLazyValidation } from '~/ui/form/lazy-validation';
import { ReferenceField } from '~/ui/form/reference-field';
import {
  NoResultPanel as SearchNoResultPanel,
  SearchButtons,
  SearchForm,
  useSearchForm,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { SourceField } from '~/ui/form/source-field';
import { TextField } from '~/ui/form/text-field';
import { ModeLinks as SharedModeLinks } from '~/ui/mode-links';
import { useHydrated } from '~/ui/use-hydrated';
import { DatePickerField } from '~/ui/widgets/date-picker';
import type { AddressSearchState } from './address-search.server';
import type { HistoryAbility, LookupOptions, SearchMode } from './capabilities';
import type { SearchOutcome } from './lookups.server';
import type { PersonPreferences } from './preferences.server';
import { earliestHistoryDisplayDate } from './search-fields';

type Field = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

/** The person sources by their names, for the shared source selector. */
function usePersonSourceLabel() {
  const { t } = useTranslation('person');
  return (source: string) => t(`sources.${source as PersonSource}`);
}

/**
 * The history switch, then 'vanaf'/'op' and the date while it is on. Without JavaScript every
 * field is shown and the server ignores the date while history is off.
 */
function HistoryFields({
  history,
  fields,
  choiceName,
}: {
  history: HistoryAbility;
  fields: { history: Field; dateChoice: Field; historyDate: Field };
  /** 'dateChoice', or 'familyHistoryDateChoice' on the family composition form. */
  choiceName: string;
}) {
  const { t } = useTranslation('person');
  const hydrated = useHydrated();
  const [on, setOn] = useState(history.forced || fields.history.initialValue === 'on');
  const [choice, setChoice] = useState(fields.dateChoice.initialValue ?? 'vanaf');
  const [date, setDate] = useState(fields.historyDate.initialValue ?? earliestHistoryDisplayDate);
  if (!history.available) return null;
  return (
    <fieldset className="history-fields">
      <legend>{t('search.historyLegend')}</legend>
      <div className="checkbox-item">
        <input
          type="checkbox"
          id={fields.history.id}
          name={fields.history.name}
          value="on"
          checked={on}
          disabled={history.forced}
          onChange={(event) => setOn(event.target.checked)}
        />
        <label htmlFor={fields.history.id}>{t('search.history')}</label>
      </div>
      {/* A disabled checkbox is not posted: the forced switch still says 'on'. */}
      {history.forced ? <input type="hidden" name={fields.history.name} value="on" /> : null}
      {/* Without JavaScript the date fields stay visible: the server ignores them while off. */}
      <div className="history-fields__date" hidden={hydrated && !on}>
        <fieldset className="radio-group">
          <legend>{t('search.dateChoice')}</legend>
          {(['vanaf', 'op'] as const).map((value) => (
            <div key={value} className="radio-item">
              <input
                type="radio"
                id={`${fields.dateChoice.id}-${value}`}
                name={choiceName}
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  // 'vanaf' starts at 01.01.1901; switching to 'op' clears the date.
                  const input = document.getElementById(fields.historyDate.id);
                  const next = value === 'op' ? '' : date || earliestHistoryDisplayDate;
                  if (input instanceof HTMLInputElement) {
                    input.value = next;
                    input.dispatchEvent(new Event('input', { bubbles: true }));
                  }
                  setDate(next);
                }}
              />
              <label htmlFor={`${fields.dateChoice.id}-${value}`}>
                {t(`search.choice.${value}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <DatePickerField
          meta={fields.historyDate}
          label={t('search.historyDate')}
          hint={t('search.historyDateHint')}
          required={on}
          min={earliestHistoryDisplayDate}
          notInFuture
        />
      </div>
    </fieldset>
  );
}

export function InszSearchForm({
  options,
  history,
  preferences,
  lastResult,
  action,
  clearHref,
  choiceName = 'dateChoice',
  defaultInsz,
  defaultReference,
  defaultSource,
}: {
  /** The sources and reference rule of the lookup the form leads to. */
  options: LookupOptions;
  history: HistoryAbility;
  preferences: { history: boolean; dateChoice: 'vanaf' | 'op'; date: string };
  lastResult?: SubmissionResult<FormErrors> | null;
  action: string;
  clearHref: string;
  choiceName?: string;
  defaultInsz?: string;
  defaultReference?: string;
  defaultSource?: string;
}) {
  const { t } = useTranslation('person');
  const { t: tCommon } = useTranslation();
  const { validate, load, shouldRevalidate } = useLazyValidation(
    () => import('./search-schema').then((rules) => rules.inszSearchSchema(options, history)),
    (formData) => {
      // The family form names its date choice differently; the schema reads one name.
      if (choiceName !== 'dateChoice')
        formData.set('dateChoice', String(formData.get(choiceName) ?? 'vanaf'));
    },
  );
  const sourceLabel = usePersonSourceLabel();
  const [attempt, setAttempt] = useState(0);
  const [form, fields] = useForm({
    lastResult,
    defaultValue: {
      insz: defaultInsz ? formatInsz(defaultInsz) : '',
      bron: defaultSource ?? options.sources[0],
      reference: defaultReference ?? '',
      history: preferences.history || history.forced ? 'on' : undefined,
      dateChoice: preferences.dateChoice,
      historyDate: preferences.dateChoice === 'op' && !preferences.date ? '' : preferences.date,
    },
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  const formProps = getFormProps(form);
  return (
    <FieldNames
      names={{
        insz: { label: t('search.insz') },
        historyDate: { label: t('search.historyDate') },
        reference: { label: t('search.reference') },
      }}
    >
      <ErrorSummary
        attempt={attempt || lastResult}
        entries={[
          { targetId: fields.insz.id, errors: fields.insz.errors, field: 'insz' },
          {
            targetId: fields.historyDate.id,
            errors: fields.historyDate.errors,
            field: 'historyDate',
          },
          { targetId: fields.reference.id, errors: fields.reference.errors, field: 'reference' },
        ]}
      />
      <Form
        method="post"
        action={action}
        {...formProps}
        noValidate
        onFocus={load}
        onSubmit={(event) => {
          setAttempt((count) => count + 1);
          formProps.onSubmit(event);
        }}
      >
        <input type="hidden" name="mode" value="insz" />
        <p className="form-hint">{tCommon('form.requiredLegend')}</p>
        <InszField meta={fields.insz} label={t('search.insz')} hint={t('search.inszHint')} />
        <SourceField meta={fields.bron} sources={options.sources} labelOf={sourceLabel} />
        <HistoryFields
          history={history}
          fields={{
            history: fields.history,
            dateChoice: fields.dateChoice,
            historyDate: fields.historyDate,
          }}
          choiceName={choiceName}
        />
        <ReferenceField
          meta={fields.reference}
          required={options.referenceRequired}
          keptForSession
        />
        <SearchButtons action={action} clearHref={clearHref} sent={{ mode: 'insz' }} />
      </Form>
    </FieldNames>
  );
}

/**
 * The search by name and birth date: a GET form, so the search and its results live in the URL
 * (Back shows them again); it targets the results heading, also without JavaScript.
 */
export function NameSearchForm({
  options,
  defaultReference,
  ...frame
}: SearchFormFrame & {
  options: LookupOptions;
  /** 'Uw referentie' of the session's last consultation. */
  defaultReference: string;
}) {
  const { t } = useTranslation('person');
  const sourceLabel = usePersonSourceLabel();
  const [form, fields] = useSearchForm(frame, {
    schema: () => import('./search-schema').then((rules) => rules.nameSearchSchema(options)),
    defaultValue: { bron: options.sources[0], tolerance: '0', reference: defaultReference },
    toResults: true,
  });
  return (
    <SearchForm
      form={form}
      fields={[
        { name: 'lastName', label: t('search.lastName') },
        { name: 'firstName', label: t('search.firstName') },
        {
          name: 'birthDate',
          label: t('search.birthDate'),
          target: DatePartsField.targetId(fields.birthDate),
        },
        { name: 'residence', label: t('search.residence') },
      ]}
      source={{ meta: fields.bron, sources: options.sources, labelOf: sourceLabel }}
      reference={{ meta: fields.reference, required: options.referenceRequired }}
      sent={{ [searchModeParameter]: 'naam' }}
    >
      <TextField meta={fields.lastName} label={t('search.lastName')} required autoComplete="off" />
      <TextField
        meta={fields.firstName}
        label={t('search.firstName')}
        hint={t('search.optional')}
        autoComplete="off"
      />
      <DatePartsField
        meta={fields.birthDate}
        legend={t('search.birthDate')}
        hint={t('search.birthDateHint')}
        required
      />
      <LabelledField meta={fields.sex} label={t('search.sex')} hint={t('search.optional')}>
        <select {...getSelectProps(fields.sex)} aria-describedby={describedByIds(fields.sex, true)}>
          <option value="">{t('search.sexAny')}</option>
          <option value="1">{t('sex.1')}</option>
          <option value="2">{t('sex.2')}</option>
        </select>
      </LabelledField>
      <TownField
        id={fields.residence.id}
        name={fields.residence.name}
        nisName={fields.residenceNis.name}
        label={t('search.residence')}
        hint={t('search.residenceHint')}
        initialText={fields.residence.initialValue ?? ''}
        errors={fields.residence.errors}
      />
      <LabelledField
        meta={fields.tolerance}
        label={t('search.tolerance')}
        hint={t('search.toleranceHint')}
      >
        <select
          {...getSelectProps(fields.tolerance)}
          aria-describedby={describedByIds(fields.tolerance, true)}
        >
          {(['0', '1', '2'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`search.toleranceOptions.${value}`)}
            </option>
          ))}
        </select>
      </LabelledField>
    </SearchForm>
  );
}

/** The search modes the role has, as links: each mode is its own page state (works without JS). */
export function ModeLinks({
  modes,
  current,
  hrefFor,
}: {
  modes: SearchMode[];
  current: SearchMode;
  hrefFor: (mode: SearchMode) => string;
}) {
  const { t } = useTranslation('person');
  return (
    <SharedModeLinks
      label={t('search.modesLabel')}
      current={current}
      links={modes.map((mode) => ({
        mode,
        label: t(`search.modes.${mode}`),
        href: hrefFor(mode),
      }))}
    />
  );
}

/**
 * No match shows this panel ('Geen resultaat gevonden'). As a search's answer its heading takes
 * focus; an exact name search offers the same search with tolerance 1.
 */
export function NoResultPanel({
  announce = false,
  tolerantHref,
}: {
  announce?: boolean;
  /** The same search with tolerance 1, when the search was exact. */
  tolerantHref?: string;
}) {
  const { t } = useTranslation('person');
  return (
    <SearchNoResultPanel announce={announce} text={t('search.noResultText')}>
      {tolerantHref ? (
        <p>
          <Link to={tolerantHref}>{t('search.tryTolerant')}</Link>
        </p>
      ) : null}
    </SearchNoResultPanel>
  );
}

type Match = z.infer<typeof personMatchSchema>;
type Found = Extract<SearchOutcome, { matches: unknown }>;

/** The matches of a name or address search: a paged, sortable table, each name opening the detail. */
export function MatchesTable({
  found,
  linkable,
}: {
  found: Found;
  /** The role may open a person's detail: names link to it. */
  linkable: boolean;
}): ReactNode {
  const { t } = useTranslation('person');
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const addressLine = useAddressLine();
  // The detail offers the way back to exactly these results (their page and order).
  const detail = { ...found.detail, results: `${pathname}${search}${resultsFragment}` };
  const pageHref = (state: TableState) => tablePageHref(pathname, found.query, state);
  const columns: Column<Match>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      sortField: 'ACHTERNAAM',
      cell: (match) => (
        <>
          {linkable ? (
            <Link to={href('personDetail', { insz: match.insz }, locale, detail)}>
              {formatPersonName(match.naam)}
            </Link>
          ) : (
            formatPersonName(match.naam)
          )}
          {match.overleden ? <span className="tag">{t('fields.deceased')}</span> : null}
        </>
      ),
    },
    {
      key: 'insz',
      header: t('fields.insz'),
      cell: (match) => formatInsz(match.insz),
      className: 'nowrap',
    },
    {
      key: 'birthDate',
      header: t('fields.birthDate'),
      sortField: 'GEBOORTEDATUM',
      cell: (match) => formatDate(match.geboortedatum),
      className: 'nowrap',
    },
    { key: 'address', header: t('fields.address'), cell: (match) => addressLine(match.adres) },
  ];
  if (found.showScore) {
    columns.push({
      key: 'score',
      header: t('fields.score'),
      sortField: 'OVEREENKOMST',
      cell: (match) => `${match.overeenkomst} %`,
    });
  }
  return (
    <DataTable
      id="matches"
      title={(count) => t('search.matchesTitle', { count })}
      caption={t('search.matchesCaption')}
      columns={columns}
      rows={found.matches}
      rowKey={(match) => match.insz}
      page={found.page}
      // Sorting and paging are links: the search, its order and its page live in the URL.
      control={{ kind: 'links', href: pageHref }}
      announce
    />
  );
}

/** The address search: the shared address form, the source and 'Uw referentie'. */
export function AddressSearchForm({
  options,
  address,
  action,
  clearHref,
  defaultReference,
}: {
  options: LookupOptions;
  address: AddressSearchState | undefined;
  /** The search screen's path: a GET form, as the name search. */
  action: string;
  clearHref: string;
  defaultReference: string;
}) {
  const { t } = useTranslation('person');
  const { t: tCommon } = useTranslation();
  const errors = address?.errors ?? {};
  return (
    <section aria-labelledby="search-adres" className="search-panel">
      <h2 id="search-adres" tabIndex={-1}>
        {t('search.modes.adres')}
      </h2>
      <FieldNames
        names={{
          gemeente: { label: tCommon('address.municipality') },
          straat: { label: tCommon('address.street') },
          nummer: { label: tCommon('address.number') },
          reference: { label: t('search.reference') },
        }}
      >
        <ErrorSummary
          attempt={Object.keys(errors).length > 0 ? address : undefined}
          entries={[
            { targetId: 'person-address-gemeente', errors: errors.gemeente, field: 'gemeente' },
            { targetId: 'person-address-straat', errors: errors.straat, field: 'straat' },
            { targetId: 'person-address-nummer', errors: errors.nummer, field: 'nummer' },
            { targetId: 'person-address-reference', errors: errors.reference, field: 'reference' },
          ]}
        />
        <Form method="get" action={`${action}${resultsFragment}`} noValidate>
          <input type="hidden" name={searchModeParameter} value="adres" />
          <p className="form-hint">{tCommon('form.requiredLegend')}</p>
          <AddressFields
            idPrefix="person-address"
            countries={[{ isoCode: 'BE', land: t('search.belgium') }]}
            initial={address?.values}
            errors={errors}
          />
          {options.sources.length > 1 ? (
            <div className="form-field">
              <label htmlFor="person-address-bron">{t('search.source')}</label>
              <select id="person-address-bron" name="bron" defaultValue={options.sources[0]}>
                {options.sources.map((source) => (
                  <option key={source} value={source}>
                    {t(`sources.${source as PersonSource}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <input type="hidden" name="bron" value={options.sources[0]} />
          )}
          {options.referenceRequired ? (
            <ReferenceInput
              errors={errors.reference}
              defaultValue={address?.reference ?? defaultReference}
            />
          ) : null}
          <SearchButtons
            action={action}
            clearHref={clearHref}
            sent={{ [searchModeParameter]: 'adres' }}
          />
        </Form>
      </FieldNames>
    </section>
  );
}

function ReferenceInput({
  errors,
  defaultValue,
}: {
  errors: ValidationIssue[] | undefined;
  defaultValue: string | undefined;
}) {
  const { t } = useTranslation('person');
  const { t: tCommon } = useTranslation();
  const meta = {
    name: 'reference',
    id: 'person-address-reference',
    descriptionId: 'person-address-reference-hint',
    errorId: 'person-address-reference-error',
    errors,
  };
  return (
    <LabelledField
      meta={meta}
      label={t('search.reference')}
      hint={`${t('search.referenceHint')} ${tCommon('form.reference.kept')}`}
      required
    >
      <input
        id={meta.id}
        name="reference"
        type="text"
        maxLength={100}
        required
        defaultValue={defaultValue}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedByIds(meta, true)}
      />
    </LabelledField>
  );
}

export type { PersonPreferences };
