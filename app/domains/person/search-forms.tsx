// The person search form of spec §2: its three modes as forms that post to the person search
// screen, the history fields, the source selector, 'Uw referentie', and the result panels.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { personMatchSchema } from '@contracts/person';
import { TownField } from '~/domains/address/town-field';
import { localeFromPath } from '~/i18n/locale';
import { formatDate } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import type { ValidationIssue } from '~/lib/validation/issue';
import { href } from '~/routing/href';
import { DatePartsField } from '~/ui/form/date-parts-field';
import { ErrorSummary } from '~/ui/form/error-summary';
import { LabelledField, describedByIds } from '~/ui/form/field-group';
import { parseForm, type FormErrors } from '~/ui/form/parse-form';
import { TextField } from '~/ui/form/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import { DatePickerField } from '~/ui/widgets/date-picker';
import type { HistoryAbility, PersonCapabilities, SearchMode } from './capabilities';
import type { PersonPreferences } from './preferences.server';
import { earliestHistoryDisplayDate, inszSearchSchema, nameSearchSchema } from './search-schema';

type Field = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;

/** The insz input: typed or pasted any way, shown in the mask 00.00.00-000.00 after leaving it. */
export function InszField({
  meta,
  label,
  hint,
  required = true,
}: {
  meta: Field;
  label: string;
  hint: string;
  required?: boolean;
}) {
  const props = getInputProps(meta, { type: 'text' });
  return (
    <LabelledField meta={meta} label={label} hint={hint} required={required}>
      <input
        {...props}
        key={props.key}
        aria-describedby={describedByIds(meta, true)}
        required={required}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className="input--insz"
        onBlur={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '');
          if (digits.length === 11) event.currentTarget.value = formatInsz(digits);
        }}
      />
    </LabelledField>
  );
}

function SourceField({ meta, sources }: { meta: Field; sources: PersonCapabilities['sources'] }) {
  const { t } = useTranslation('person');
  // A selector only when the permission lists several sources (spec §2).
  if (sources.length < 2)
    return <input type="hidden" name={meta.name} value={sources[0] ?? 'RR'} />;
  return (
    <LabelledField meta={meta} label={t('search.source')} hint={t('search.sourceHint')}>
      <select {...getSelectProps(meta)} aria-describedby={describedByIds(meta, true)}>
        {sources.map((source) => (
          <option key={source} value={source}>
            {t(`sources.${source}`)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

function ReferenceField({ meta, required }: { meta: Field; required: boolean }) {
  const { t } = useTranslation('person');
  // Shown only when the legal log demands a reference for this profile (spec §2, §5).
  if (!required) return null;
  return (
    <TextField
      meta={meta}
      label={t('search.reference')}
      hint={t('search.referenceHint')}
      required
      maxLength={100}
      autoComplete="off"
    />
  );
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
  /** 'dateChoice', or 'familyHistoryDateChoice' on the family composition form (spec §2). */
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
                  // 'vanaf' starts at 01.01.1901; switching to 'op' clears the date (spec §4).
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

function SubmitButtons({ clearHref }: { clearHref: string }) {
  const { t } = useTranslation('person');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <div className="button-row">
      <button
        type="submit"
        className="button"
        aria-disabled={busy || undefined}
        data-busy={busy || undefined}
      >
        {busy ? t('search.searching') : t('search.submit')}
      </button>
      {/* Clearing is a fresh page: the same without JavaScript. */}
      <Link to={clearHref} className="button button--secondary" reloadDocument>
        {t('search.clear')}
      </Link>
    </div>
  );
}

export function InszSearchForm({
  capabilities,
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
  capabilities: PersonCapabilities;
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
  const schema = inszSearchSchema(capabilities, history);
  const [attempt, setAttempt] = useState(0);
  const [form, fields] = useForm({
    lastResult,
    defaultValue: {
      insz: defaultInsz ? formatInsz(defaultInsz) : '',
      bron: defaultSource ?? capabilities.sources[0],
      reference: defaultReference ?? '',
      history: preferences.history || history.forced ? 'on' : undefined,
      dateChoice: preferences.dateChoice,
      historyDate: preferences.dateChoice === 'op' && !preferences.date ? '' : preferences.date,
    },
    onValidate: ({ formData }) => {
      // The family form names its date choice differently (spec §2); the schema reads one name.
      if (choiceName !== 'dateChoice')
        formData.set('dateChoice', String(formData.get(choiceName) ?? 'vanaf'));
      return parseForm(formData, schema);
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const formProps = getFormProps(form);
  return (
    <>
      <ErrorSummary
        attempt={attempt || lastResult}
        entries={[
          { targetId: fields.insz.id, errors: fields.insz.errors },
          { targetId: fields.historyDate.id, errors: fields.historyDate.errors },
          { targetId: fields.reference.id, errors: fields.reference.errors },
        ]}
      />
      <Form
        method="post"
        action={action}
        {...formProps}
        noValidate
        onSubmit={(event) => {
          setAttempt((count) => count + 1);
          formProps.onSubmit(event);
        }}
      >
        <input type="hidden" name="mode" value="insz" />
        <p className="form-hint">{tCommon('form.requiredLegend')}</p>
        <InszField meta={fields.insz} label={t('search.insz')} hint={t('search.inszHint')} />
        <SourceField meta={fields.bron} sources={capabilities.sources} />
        <HistoryFields
          history={history}
          fields={{
            history: fields.history,
            dateChoice: fields.dateChoice,
            historyDate: fields.historyDate,
          }}
          choiceName={choiceName}
        />
        <ReferenceField meta={fields.reference} required={capabilities.referenceRequired} />
        <SubmitButtons clearHref={clearHref} />
      </Form>
    </>
  );
}

export function NameSearchForm({
  capabilities,
  lastResult,
  clearHref,
}: {
  capabilities: PersonCapabilities;
  lastResult?: SubmissionResult<FormErrors> | null;
  clearHref: string;
}) {
  const { t } = useTranslation('person');
  const { t: tCommon } = useTranslation();
  const schema = nameSearchSchema(capabilities);
  const [attempt, setAttempt] = useState(0);
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { bron: capabilities.sources[0], tolerance: '0' },
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const formProps = getFormProps(form);
  const birthDate = fields.birthDate.getFieldset();
  return (
    <>
      <ErrorSummary
        attempt={attempt || lastResult}
        entries={[
          { targetId: fields.lastName.id, errors: fields.lastName.errors },
          { targetId: fields.firstName.id, errors: fields.firstName.errors },
          { targetId: birthDate.day.id, errors: fields.birthDate.errors },
          { targetId: fields.residence.id, errors: fields.residence.errors },
          { targetId: fields.reference.id, errors: fields.reference.errors },
        ]}
      />
      <Form
        method="post"
        {...formProps}
        noValidate
        onSubmit={(event) => {
          setAttempt((count) => count + 1);
          formProps.onSubmit(event);
        }}
      >
        <input type="hidden" name="mode" value="naam" />
        <p className="form-hint">{tCommon('form.requiredLegend')}</p>
        <TextField
          meta={fields.lastName}
          label={t('search.lastName')}
          required
          autoComplete="off"
        />
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
          <select
            {...getSelectProps(fields.sex)}
            aria-describedby={describedByIds(fields.sex, true)}
          >
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
        <SourceField meta={fields.bron} sources={capabilities.sources} />
        <ReferenceField meta={fields.reference} required={capabilities.referenceRequired} />
        <SubmitButtons clearHref={clearHref} />
      </Form>
    </>
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
  if (modes.length < 2) return null;
  return (
    <nav className="mode-links" aria-label={t('search.modesLabel')}>
      <ul>
        {modes.map((mode) => (
          <li key={mode}>
            <Link to={hrefFor(mode)} aria-current={mode === current ? 'page' : undefined}>
              {t(`search.modes.${mode}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec §2: no match shows this panel, without a button. */
export function NoResultPanel() {
  const { t } = useTranslation('person');
  return (
    <section className="panel panel--empty" aria-labelledby="no-result-title">
      <h2 id="no-result-title">{t('search.noResultTitle')}</h2>
      <p>{t('search.noResultText')}</p>
    </section>
  );
}

type Match = z.infer<typeof personMatchSchema>;

export function addressLine(address: Match['adres']): string {
  if (!address) return '';
  if (address.soort === 'buitenland') return [...address.lijnen, address.land.naam].join(', ');
  const street = [
    address.straat,
    address.huisnummer,
    address.busnummer ? `bus ${address.busnummer}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return [street, [address.postcode, address.gemeente?.naam].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** The matches of a name or address search, each linking to the person's detail. */
export function MatchesTable({
  matches,
  truncated,
  detailQuery,
  showScore,
  linkable,
}: {
  matches: Match[];
  truncated: boolean;
  detailQuery: Record<string, string>;
  showScore: boolean;
  /** The role may open a person's detail: names link to it. */
  linkable: boolean;
}): ReactNode {
  const { t } = useTranslation('person');
  const locale = localeFromPath(useLocation().pathname);
  return (
    <section aria-labelledby="matches-title">
      <h2 id="matches-title">{t('search.matchesTitle', { count: matches.length })}</h2>
      {truncated ? (
        <p className="form-hint">{t('search.truncated', { count: matches.length })}</p>
      ) : null}
      <div className="table-wrapper">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('fields.name')}</th>
              <th scope="col">{t('fields.insz')}</th>
              <th scope="col">{t('fields.birthDate')}</th>
              <th scope="col">{t('fields.address')}</th>
              {showScore ? <th scope="col">{t('fields.score')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {matches.map((match) => (
              <tr key={match.insz}>
                <td>
                  {linkable ? (
                    <Link to={href('personDetail', { insz: match.insz }, locale, detailQuery)}>
                      {match.naam.voornamen.join(' ')} {match.naam.achternaam}
                    </Link>
                  ) : (
                    `${match.naam.voornamen.join(' ')} ${match.naam.achternaam}`
                  )}
                  {match.overleden ? <span className="tag">{t('fields.deceased')}</span> : null}
                </td>
                <td className="nowrap">{formatInsz(match.insz)}</td>
                <td className="nowrap">{formatDate(match.geboortedatum)}</td>
                <td>{addressLine(match.adres)}</td>
                {showScore ? <td>{match.overeenkomst} %</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export type { PersonPreferences };
