// The add form of a learning or experience proof: the person, the proof, its institution, the
// issue date and one to five validity periods, and 'Uw referentie' where the role's rules demand
// one. It works without JavaScript: 'add a validity period' and 'remove' are submit buttons the
// server answers with the form again (conform's list intents), and a hidden first submit button
// makes Enter in any field send the form rather than add a period. Every message names its field.
import { useForm, type FieldName, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel, type CodeList } from '~/lib/code-lists/code-lists';
import { ledCodeLists } from '~/lib/code-lists/led';
import type { FormErrors } from '~/page-state/parse-form';
import { DatePartsField } from '~/ui/form/date-parts-field';
import { ErrorSummary, type SummaryEntry } from '~/ui/form/error-summary';
import { FieldError } from '~/ui/form/field-error';
import { FieldNames, type FieldNameMap } from '~/ui/form/field-names';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { InszField } from '~/ui/form/insz-field';
import { useLazyValidation } from '~/ui/form/lazy-validation';
import { PostForm } from '~/ui/form/post-form';
import { ReferenceField } from '~/ui/form/reference-field';
import { SelectField } from '~/ui/form/select-field';
import { SubmitButton } from '~/ui/form/submit-button';
import { TextField } from '~/ui/form/text-field';
import {
  idempotencyKeyField,
  MAX_VALIDITY_PERIODS,
  periodFieldName,
  proofCodeLists,
  type ProofCodeField,
} from './proof-fields';
import { type ProofFormInput, type ProofFormValues } from './proof-schema';

/** The code list each select shows its labels from. */
const labelList: Record<ProofCodeField, CodeList> = {
  categorie: ledCodeLists.proofCategory,
  bewijstype: ledCodeLists.proofType,
  bewijsstaat: ledCodeLists.proofStage,
  instantie: ledCodeLists.awardingBody,
  niveau: ledCodeLists.qualificationLevel,
};

function useCodeOptions() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'nl';
  return (field: ProofCodeField) =>
    Object.keys(proofCodeLists[field]).map((code) => ({
      value: code,
      label: `${codeLabel(labelList[field], code, language).text} (${code})`,
    }));
}

/** What the form's messages call its fields, the periods' dates by their number. */
function useProofFieldNames(): FieldNameMap {
  const { t } = useTranslation('led');
  const { t: tCommon } = useTranslation();
  const names: Record<string, FieldNameMap[string]> = {
    insz: { label: t('search.insz') },
    categorie: { label: t('fields.category') },
    bewijstype: { label: t('fields.type') },
    bewijsstaat: { label: t('fields.stage') },
    titel: { label: t('fields.title') },
    studierichting: { label: t('fields.fieldOfStudy') },
    'instelling.naam': { label: t('fields.institutionName') },
    'instelling.nummer': { label: t('fields.institutionNumber') },
    instantie: { label: t('fields.awardingBody') },
    niveau: { label: t('fields.level') },
    uitreikingsdatum: {
      label: t('fields.issueDate'),
      messages: { 'proofIssueDate.outsideValidity': t('add.outsideValidity') },
    },
    geldigheidsperiodes: { label: t('add.periods') },
    reference: { label: tCommon('form.reference.label') },
  };
  for (let index = 0; index < MAX_VALIDITY_PERIODS; index += 1) {
    names[periodFieldName(index, 'begin')] = { label: t('add.beginName', { number: index + 1 }) };
    names[periodFieldName(index, 'einde')] = { label: t('add.endName', { number: index + 1 }) };
  }
  return names;
}

type Periods = ProofFormInput['geldigheidsperiodes'];

/** What the form's submit buttons send: a submission, not a change of the periods. */
const submitField = { name: 'actie', value: 'toevoegen' } as const;

/** conform's name of a list-intent button: a click on one changes the periods, never sends. */
const intentName = '__intent__';

export function ProofForm({
  action,
  lastResult,
  referenceRequired,
  idempotencyKey,
  defaultInsz,
}: {
  action: string;
  lastResult: SubmissionResult<FormErrors> | null | undefined;
  referenceRequired: boolean;
  idempotencyKey: string;
  /** The number of the person whose proofs the user came from. */
  defaultInsz: string;
}) {
  const { t } = useTranslation('led');
  const { t: tCommon } = useTranslation();
  const options = useCodeOptions();
  const names = useProofFieldNames();
  const submit = useSingleSubmit(action);
  const [attempt, setAttempt] = useState(0);
  const { validate, load, shouldRevalidate } = useLazyValidation(() =>
    import('./proof-schema').then((rules) => rules.proofFormSchema(referenceRequired)),
  );
  const [form, fields] = useForm<ProofFormInput, ProofFormValues, FormErrors>({
    id: 'led-add',
    lastResult,
    defaultValue: { insz: defaultInsz, geldigheidsperiodes: [{}] },
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  const instelling = fields.instelling.getFieldset();
  const periods = fields.geldigheidsperiodes.getFieldList();
  // conform types a list intent's name without the form's own error type: the same name.
  const listName = fields.geldigheidsperiodes.name as unknown as FieldName<Periods>;

  // A period added with JavaScript: its first box takes focus, where the user goes on typing.
  const shownPeriods = useRef(periods.length);
  const lastPeriod = periods.at(-1);
  const lastBeginDay = lastPeriod ? DatePartsField.targetId(lastPeriod.getFieldset().begin) : '';
  useEffect(() => {
    if (periods.length > shownPeriods.current) document.getElementById(lastBeginDay)?.focus();
    shownPeriods.current = periods.length;
  }, [periods.length, lastBeginDay]);

  const entries: SummaryEntry[] = [
    ...(
      [
        ['insz', fields.insz],
        ['categorie', fields.categorie],
        ['bewijstype', fields.bewijstype],
        ['bewijsstaat', fields.bewijsstaat],
        ['titel', fields.titel],
        ['studierichting', fields.studierichting],
        ['niveau', fields.niveau],
        ['instelling.naam', instelling.naam],
        ['instelling.nummer', instelling.nummer],
        ['instantie', fields.instantie],
      ] as const
    ).map(([field, meta]) => ({ targetId: meta.id, errors: meta.errors, field })),
    {
      targetId: DatePartsField.targetId(fields.uitreikingsdatum),
      errors: fields.uitreikingsdatum.errors,
      field: 'uitreikingsdatum',
    },
    {
      targetId: periods[0]
        ? DatePartsField.targetId(periods[0].getFieldset().begin)
        : fields.geldigheidsperiodes.id,
      errors: fields.geldigheidsperiodes.errors,
      field: 'geldigheidsperiodes',
    },
    ...periods.flatMap((period, index) => {
      const { begin, einde } = period.getFieldset();
      return [
        {
          targetId: DatePartsField.targetId(begin),
          errors: begin.errors,
          field: periodFieldName(index, 'begin'),
        },
        {
          targetId: DatePartsField.targetId(einde),
          errors: einde.errors,
          field: periodFieldName(index, 'einde'),
        },
      ];
    }),
    { targetId: fields.reference.id, errors: fields.reference.errors, field: 'reference' },
  ];

  return (
    <FieldNames names={names}>
      <ErrorSummary attempt={attempt || (lastResult?.status ? lastResult : 0)} entries={entries} />
      <PostForm
        form={form}
        action={action}
        submit={submit}
        onFocus={load}
        beforeSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (submitter?.getAttribute('name') !== intentName) setAttempt((count) => count + 1);
        }}
      >
        {/* Enter in a field clicks the form's first submit button: this one, which sends it. */}
        <button
          type="submit"
          name={submitField.name}
          value={submitField.value}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t('add.submit')}
        </button>
        <input type="hidden" name={idempotencyKeyField} value={idempotencyKey} />
        <p className="form-hint">{tCommon('form.requiredLegend')}</p>

        <fieldset className="form-section">
          <legend>{t('add.sections.person')}</legend>
          <InszField meta={fields.insz} label={t('search.insz')} hint={t('add.inszHint')} />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('add.sections.proof')}</legend>
          <SelectField
            meta={fields.categorie}
            label={t('fields.category')}
            options={options('categorie')}
            required
          />
          <SelectField
            meta={fields.bewijstype}
            label={t('fields.type')}
            options={options('bewijstype')}
            required
          />
          <SelectField
            meta={fields.bewijsstaat}
            label={t('fields.stage')}
            options={options('bewijsstaat')}
            required
          />
          <TextField
            meta={fields.titel}
            label={t('fields.title')}
            required
            maxLength={200}
            autoComplete="off"
          />
          <TextField
            meta={fields.studierichting}
            label={t('fields.fieldOfStudy')}
            hint={t('add.optional')}
            maxLength={200}
            autoComplete="off"
          />
          <SelectField
            meta={fields.niveau}
            label={t('fields.level')}
            options={options('niveau')}
            required
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('add.sections.institution')}</legend>
          <TextField
            meta={instelling.naam}
            label={t('fields.institutionName')}
            required
            maxLength={200}
            autoComplete="off"
          />
          <TextField
            meta={instelling.nummer}
            label={t('fields.institutionNumber')}
            hint={t('add.institutionNumberHint')}
            inputMode="numeric"
            autoComplete="off"
          />
          <SelectField
            meta={fields.instantie}
            label={t('fields.awardingBody')}
            options={options('instantie')}
            required
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('add.sections.issue')}</legend>
          <DatePartsField
            meta={fields.uitreikingsdatum}
            legend={t('fields.issueDate')}
            hint={t('add.issueDateHint')}
            required
          />
        </fieldset>

        <fieldset
          className="form-section"
          id={fields.geldigheidsperiodes.id}
          aria-describedby={`${fields.geldigheidsperiodes.descriptionId}${
            fields.geldigheidsperiodes.errors ? ` ${fields.geldigheidsperiodes.errorId}` : ''
          }`}
        >
          <legend>{t('add.sections.validity')}</legend>
          <p id={fields.geldigheidsperiodes.descriptionId} className="form-hint">
            {t('add.validityHint', { amount: MAX_VALIDITY_PERIODS })}
          </p>
          <FieldError
            id={fields.geldigheidsperiodes.errorId}
            errors={fields.geldigheidsperiodes.errors}
            field="geldigheidsperiodes"
          />
          {periods.map((period, index) => {
            const { begin, einde } = period.getFieldset();
            return (
              <fieldset key={period.key} className="validity-period">
                <legend>{t('add.period', { number: index + 1 })}</legend>
                <DatePartsField meta={begin} legend={t('add.begin')} required />
                <DatePartsField meta={einde} legend={t('add.end')} hint={t('add.endHint')} />
                {index > 0 ? (
                  <button
                    {...form.remove.getButtonProps({ name: listName, index })}
                    className="button button--link"
                  >
                    {t('add.removePeriod', { number: index + 1 })}
                  </button>
                ) : null}
              </fieldset>
            );
          })}
          {periods.length < MAX_VALIDITY_PERIODS ? (
            <button
              {...form.insert.getButtonProps({ name: listName, defaultValue: {} })}
              className="button button--secondary"
            >
              {t('add.addPeriod')}
            </button>
          ) : null}
        </fieldset>

        <ReferenceField
          meta={fields.reference}
          required={referenceRequired}
          hint={t('add.referenceHint')}
        />
        <div className="button-row">
          <SubmitButton
            name={submitField.name}
            value={submitField.value}
            pending={submit.pending}
            busyLabel={t('add.submitting')}
          >
            {t('add.submit')}
          </SubmitButton>
        </div>
      </PostForm>
    </FieldNames>
  );
}
