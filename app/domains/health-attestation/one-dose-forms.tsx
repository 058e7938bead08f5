// The one-dose screen's forms: the GET form that asks a person's rule by national number (the
// question is the consultation's link), and the post form that sets it: one dose completes the
// person's vaccination (after a recovery), or the vaccine's own number of doses does.
import { useForm, type SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { OneDoseRequired } from '@contracts/health-attestation';
import { formatDateTime } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import type { FormErrors } from '~/page-state/parse-form';
import { ErrorSummary } from '~/ui/form/error-summary';
import { FieldNames } from '~/ui/form/field-names';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { useLazyValidation } from '~/ui/form/lazy-validation';
import { NationalNumberSearchForm } from '~/ui/form/national-number-search-form';
import { PostForm } from '~/ui/form/post-form';
import { RadioGroupField } from '~/ui/form/radio-group';
import { ActionReferenceField } from '~/ui/form/reference-field';
import type { SearchFormFrame } from '~/ui/form/search-form';
import { SubmitButton } from '~/ui/form/submit-button';
import { SummaryRow } from '~/ui/summary-list';
import { oneDoseFields as names, oneDoseValues } from './search-fields';

export function OneDoseLookupForm({
  insz,
  reference,
  ...rest
}: SearchFormFrame & { referenceRequired: boolean; insz: string; reference: string }) {
  const { t } = useTranslation('healthattestation');
  return (
    <NationalNumberSearchForm
      {...rest}
      id="one-dose-lookup"
      schema={() => import('./search-schema').then((rules) => rules.oneDoseLookupSchema(rest))}
      names={names}
      label={t('search.insz')}
      hint={t('search.inszHint')}
      defaultInsz={insz}
      defaultReference={reference}
    />
  );
}

export function OneDoseStatus({ answer }: { answer: OneDoseRequired }) {
  const { t } = useTranslation('healthattestation');
  return (
    <section aria-labelledby="one-dose-status" className="record-section">
      <h2 id="one-dose-status" tabIndex={-1}>
        {t('oneDose.statusHeading', { name: `${answer.firstName} ${answer.lastName}` })}
      </h2>
      <dl className="summary-list">
        <SummaryRow label={t('fields.insz')}>{formatInsz(answer.insz)}</SummaryRow>
        <SummaryRow label={t('fields.oneDoseRequired')}>
          <strong>{answer.isRequired ? t('yes') : t('no')}</strong>
        </SummaryRow>
        <SummaryRow label={t('oneDose.lastChange')}>
          {answer.changedAt
            ? t('oneDose.changedBy', {
                time: formatDateTime(answer.changedAt),
                organisation: answer.changedBy ?? '–',
              })
            : t('oneDose.neverChanged')}
        </SummaryRow>
      </dl>
    </section>
  );
}

export function OneDoseChangeForm({
  answer,
  referenceRequired,
  reference,
  action,
  lastResult,
}: {
  answer: OneDoseRequired;
  referenceRequired: boolean;
  reference: string;
  action: string;
  lastResult?: SubmissionResult<FormErrors> | null;
}) {
  const { t } = useTranslation('healthattestation');
  const { t: tCommon } = useTranslation();
  const submit = useSingleSubmit(action);
  const { validate, load, shouldRevalidate } = useLazyValidation(() =>
    import('./search-schema').then((rules) => rules.oneDoseChangeSchema({ referenceRequired })),
  );
  const [form, fields] = useForm({
    id: 'one-dose-change',
    lastResult,
    defaultValue: {
      [names.insz]: answer.insz,
      [names.required]: answer.isRequired ? 'ja' : 'nee',
      [names.reference]: reference,
    },
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  const choice = fields[names.required];
  return (
    <section aria-labelledby="one-dose-change" className="record-section no-print">
      <h2 id="one-dose-change">{t('oneDose.changeHeading')}</h2>
      <FieldNames
        names={{
          [names.required]: { label: t('oneDose.legend') },
          [names.reference]: { label: tCommon('form.reference.label') },
        }}
      >
        <ErrorSummary
          attempt={lastResult}
          fields={fields}
          order={[names.required, names.reference]}
        />
        <PostForm form={form} action={action} submit={submit} onFocus={load}>
          <input type="hidden" name={names.insz} value={answer.insz} />
          <RadioGroupField
            meta={choice}
            legend={t('oneDose.legend')}
            required
            options={oneDoseValues.map((value) => ({
              value,
              label: t(value === 'ja' ? 'oneDose.optionYes' : 'oneDose.optionNo'),
            }))}
            checked={answer.isRequired ? 'ja' : 'nee'}
          />
          <ActionReferenceField
            meta={fields[names.reference]}
            asked={referenceRequired && !reference}
            carried={reference}
          />
          <SubmitButton pending={submit.pending} busyLabel={t('oneDose.saving')}>
            {t('oneDose.save')}
          </SubmitButton>
        </PostForm>
      </FieldNames>
    </section>
  );
}
