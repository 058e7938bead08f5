// The member form, for a new member and for a change: with a new member its national number; the
// names, an optional phone number and e-mail address, and the groups as checkboxes. A plain post
// form checked with the same rules in the browser and on the server; it works without JavaScript.
import { useForm, type SubmissionResult } from '@conform-to/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@contracts/push-notification';
import type { FormErrors } from '~/page-state/parse-form';
import { ErrorSummary } from '~/ui/form/error-summary';
import { FieldNames } from '~/ui/form/field-names';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { InszField } from '~/ui/form/insz-field';
import { useLazyValidation } from '~/ui/form/lazy-validation';
import { PostForm } from '~/ui/form/post-form';
import { SubmitButton } from '~/ui/form/submit-button';
import { TextField } from '~/ui/form/text-field';
import { CheckboxGroup } from '~/ui/widgets/checkbox-group';
import { memberFields as names } from './member-fields';
import type { MemberChange, NewMember } from './member-schema';

/** The form's fields as conform sees them (the national number only on a new member's). */
type MemberFormInput = {
  insz: string;
  naam: string;
  voornaam: string;
  telefoon: string;
  email: string;
  groepen: string[];
};
type MemberFormOutput = NewMember | MemberChange;

export interface MemberFormValues {
  naam: string;
  voornaam: string;
  telefoon: string;
  email: string;
  groepen: string[];
}

export function MemberForm({
  mode,
  action,
  groups,
  values,
  lastResult,
  cancel,
  intent,
}: {
  mode: 'new' | 'change';
  /** Sent with the form, for a screen that takes several posts. */
  intent?: string;
  action: string;
  groups: readonly Group[];
  values?: MemberFormValues;
  lastResult: SubmissionResult<FormErrors> | null;
  cancel?: ReactNode;
}) {
  const { t } = useTranslation('push');
  const submit = useSingleSubmit(action);
  const [attempt, setAttempt] = useState(0);
  const { validate, load, shouldRevalidate } = useLazyValidation(() =>
    import('./member-schema').then((rules) =>
      mode === 'new' ? rules.newMemberSchema() : rules.memberChangeSchema(),
    ),
  );
  const [form, fields] = useForm<MemberFormInput, MemberFormOutput, FormErrors>({
    id: mode === 'new' ? 'new-member' : 'change-member',
    lastResult,
    defaultValue: values,
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  const labels = {
    [names.insz]: t('memberForm.insz'),
    [names.familyName]: t('memberForm.familyName'),
    [names.givenName]: t('memberForm.givenName'),
    [names.phone]: t('memberForm.phone'),
    [names.email]: t('memberForm.email'),
    [names.groups]: t('memberForm.groups'),
  };
  const order = [
    ...(mode === 'new' ? [names.insz] : []),
    names.familyName,
    names.givenName,
    names.phone,
    names.email,
    names.groups,
  ] as const;
  return (
    <FieldNames
      names={Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, { label }]))}
    >
      <ErrorSummary
        attempt={attempt || (lastResult?.status ? lastResult : 0)}
        entries={order.map((name) => ({
          targetId: fields[name].id,
          errors: fields[name].errors,
          field: name,
        }))}
      />
      <PostForm
        form={form}
        action={action}
        submit={submit}
        onFocus={load}
        beforeSubmit={() => setAttempt((count) => count + 1)}
      >
        {mode === 'new' ? (
          <InszField
            meta={fields[names.insz]}
            label={labels[names.insz]}
            hint={t('memberForm.inszHint')}
          />
        ) : null}
        <TextField
          meta={fields[names.familyName]}
          label={t('memberForm.familyName')}
          required
          autoComplete="off"
          maxLength={128}
        />
        <TextField
          meta={fields[names.givenName]}
          label={t('memberForm.givenName')}
          required
          autoComplete="off"
          maxLength={48}
        />
        <TextField
          meta={fields[names.phone]}
          label={t('memberForm.phone')}
          hint={t('memberForm.phoneHint')}
          type="tel"
          autoComplete="off"
          maxLength={30}
        />
        <TextField
          meta={fields[names.email]}
          label={t('memberForm.email')}
          type="email"
          autoComplete="off"
          maxLength={254}
        />
        {groups.length > 0 ? (
          <CheckboxGroup
            meta={fields[names.groups]}
            legend={t('memberForm.groups')}
            options={groups.map((group) => ({ value: group.id, label: group.naam }))}
          />
        ) : null}
        <div className="button-row">
          <SubmitButton
            pending={submit.pending}
            name={intent ? 'intent' : undefined}
            value={intent}
          >
            {mode === 'new' ? t('memberForm.create') : t('memberForm.save')}
          </SubmitButton>
          {cancel}
        </div>
      </PostForm>
    </FieldNames>
  );
}
