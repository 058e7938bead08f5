// The send screens' two steps. The form: whom to (one member chosen from the suggestions or typed,
// or everyone; on the group screen a group), the content in four languages with its live preview,
// and a test to phone numbers with what each reached. The confirmation: the audience's size and
// the notification as the server read it, per language as a phone shows it (an uploaded image
// shown itself), with "Send" and "Change". Both are plain post forms that work without
// JavaScript; the form is multipart for its image files, the confirmation carries their addresses.
import { useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushLimits, type Group } from '@contracts/push-notification';
import { endpointHref } from '~/endpoints';
import type { Locale } from '~/i18n/locale';
import { formatWhole } from '~/lib/format/number';
import type { FormErrors } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { Alert } from '~/ui/feedback/alert';
import { ErrorSummary } from '~/ui/form/error-summary';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import { FieldNames } from '~/ui/form/field-names';
import { useSingleSubmit } from '~/ui/form/form-pending';
import { useLazyValidation } from '~/ui/form/lazy-validation';
import { PostForm } from '~/ui/form/post-form';
import { RadioGroupField } from '~/ui/form/radio-group';
import { SelectField } from '~/ui/form/select-field';
import { SubmitButton } from '~/ui/form/submit-button';
import { SummaryRow } from '~/ui/summary-list';
import { Autocomplete, type AutocompleteOption } from '~/ui/widgets/autocomplete';
import {
  ContentFields,
  ContentHiddenFields,
  contentErrorEntries,
  useContentFieldLabels,
  type ContentFormInput,
} from './content-fields';
import { NotificationContentView } from './notification-content';
import {
  sendFields as names,
  sendIntents,
  type SendForm,
  type SendScreenKind,
} from './send-schema';
import type { AudienceSize, SendReply, TestOutcome } from './send.server';

type SendFormInput = ContentFormInput & {
  intent: string;
  doelgroep: string;
  lid: string;
  lidId: string;
  groep: string;
  telefoonnummers: string;
};

interface MemberOption extends AutocompleteOption {
  id: string;
}

/** The members whose name or national number matches, from the send screen's endpoint. */
async function loadMembers(text: string, signal: AbortSignal): Promise<MemberOption[]> {
  const response = await fetch(endpointHref('pushMemberSuggestions', { q: text }), {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return [];
  const found = (await response.json()) as { id: string; naam: string; insz: string }[];
  return found.map((member) => ({
    key: member.id,
    id: member.id,
    label: `${member.naam} (${member.insz.replace(/^(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})$/, '$1.$2.$3-$4.$5')})`,
  }));
}

function MemberField({
  meta,
  idMeta,
}: {
  meta: {
    id: string;
    name: string;
    descriptionId: string;
    errorId: string;
    errors?: FormErrors;
    initialValue?: string;
  };
  idMeta: { name: string; initialValue?: string };
}) {
  const { t } = useTranslation('push');
  const [text, setText] = useState(meta.initialValue ?? '');
  const [memberId, setMemberId] = useState(idMeta.initialValue ?? '');
  return (
    <LabelledField meta={meta} label={t('send.member')} hint={t('send.memberHint')}>
      <Autocomplete
        id={meta.id}
        name={meta.name}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={describedByIds(meta, true)}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setMemberId('');
        }}
        load={loadMembers}
        onSelect={(member) => {
          setText(member.label);
          setMemberId(member.id);
        }}
      />
      <input type="hidden" name={idMeta.name} value={memberId} />
    </LabelledField>
  );
}

function TestOutcomePanel({ test, locale }: { test: TestOutcome; locale: Locale }) {
  const { t } = useTranslation('push');
  return (
    <Alert kind="success" title={t('send.testDoneTitle')} scrollIntoView>
      <ul>
        {test.numbers.map((each) => (
          <li key={each.number}>
            {each.devices === 0
              ? t('send.testNoDevice', { number: each.number })
              : t('send.testNumber', {
                  number: each.number,
                  delivered: each.delivered,
                  devices: each.devices,
                })}
          </li>
        ))}
      </ul>
      <p>
        <Link to={href('pushNotification', { notificatie: test.notification }, locale)}>
          {t('send.testDetail')}
        </Link>
      </p>
    </Alert>
  );
}

export function SendNotificationForm({
  kind,
  action,
  locale,
  groups,
  start,
  lastResult,
  test,
}: {
  kind: SendScreenKind;
  action: string;
  locale: Locale;
  groups: readonly Group[];
  /** The values the form starts from (a member or group named in the URL). */
  start: Record<string, string>;
  lastResult: SubmissionResult<FormErrors> | null;
  test: TestOutcome | null;
}) {
  const { t } = useTranslation('push');
  const submit = useSingleSubmit(action);
  const [attempt, setAttempt] = useState(0);
  const schema = useCallback(
    () => import('./send-schema').then((rules) => rules.sendSchema(kind)),
    [kind],
  );
  const { validate, load, shouldRevalidate } = useLazyValidation(schema);
  const [form, fields] = useForm<SendFormInput, SendForm, FormErrors>({
    id: `push-send-${kind}`,
    lastResult,
    defaultValue: start,
    onValidate: validate && (({ formData }) => validate(formData)),
    shouldValidate: 'onSubmit',
    shouldRevalidate,
  });
  const content = { nl: fields.nl, fr: fields.fr, de: fields.de, en: fields.en };
  const contentLabels = useContentFieldLabels();
  const labels: Record<string, { label: string }> = {
    ...contentLabels,
    [names.audience]: { label: t('send.audience') },
    [names.memberText]: { label: t('send.member') },
    [names.group]: { label: t('send.group') },
    [names.numbers]: { label: t('send.numbers') },
  };
  const audienceEntries =
    kind === 'group'
      ? [{ targetId: fields.groep.id, errors: fields.groep.errors, field: names.group }]
      : [
          {
            targetId: `${fields.doelgroep.id}-lid`,
            errors: fields.doelgroep.errors,
            field: names.audience,
          },
          { targetId: fields.lid.id, errors: fields.lid.errors, field: names.memberText },
        ];
  return (
    <FieldNames names={labels}>
      <ErrorSummary
        attempt={attempt || (lastResult?.status ? lastResult : 0)}
        entries={[
          ...audienceEntries,
          ...contentErrorEntries(content),
          {
            targetId: fields.telefoonnummers.id,
            errors: fields.telefoonnummers.errors,
            field: names.numbers,
          },
        ]}
      />
      {test ? <TestOutcomePanel test={test} locale={locale} /> : null}
      <PostForm
        form={form}
        action={action}
        encType="multipart/form-data"
        submit={submit}
        onFocus={load}
        beforeSubmit={() => setAttempt((count) => count + 1)}
      >
        {kind === 'group' ? (
          <SelectField
            meta={fields.groep}
            label={t('send.group')}
            options={groups.map((group) => ({
              value: group.id,
              label: t('send.groupOption', { name: group.naam, count: group.leden }),
            }))}
            emptyLabel={t('send.chooseGroup')}
            required
          />
        ) : (
          <div className="push-send__audience">
            <RadioGroupField
              meta={fields.doelgroep}
              legend={t('send.audience')}
              options={[
                { value: 'lid', label: t('send.audienceMember') },
                { value: 'allen', label: t('send.audienceAll') },
              ]}
              checked={fields.doelgroep.initialValue}
              required
              inline
            />
            <MemberField meta={fields.lid} idMeta={fields.lidId} />
          </div>
        )}

        <ContentFields fields={content} />

        <section className="push-test" aria-labelledby="push-test-heading">
          <h2 id="push-test-heading">{t('send.testHeading')}</h2>
          <p>{t('send.testIntro')}</p>
          <LabelledField
            meta={fields.telefoonnummers}
            label={t('send.numbers')}
            hint={t('send.numbersHint', { max: pushLimits.testPhoneNumbers })}
          >
            <textarea
              id={fields.telefoonnummers.id}
              name={fields.telefoonnummers.name}
              key={fields.telefoonnummers.key}
              rows={2}
              defaultValue={fields.telefoonnummers.initialValue ?? ''}
              autoComplete="off"
              aria-invalid={fields.telefoonnummers.errors ? true : undefined}
              aria-describedby={describedByIds(fields.telefoonnummers, true)}
            />
          </LabelledField>
          <SubmitButton
            className="button button--secondary"
            name={names.intent}
            value={sendIntents.test}
          >
            {t('send.testSubmit')}
          </SubmitButton>
        </section>

        <div className="button-row">
          <SubmitButton name={names.intent} value={sendIntents.review}>
            {t('send.review')}
          </SubmitButton>
          <Link className="button button--secondary" to={href('pushNotifications', {}, locale)}>
            {t('member.cancel')}
          </Link>
        </div>
      </PostForm>
    </FieldNames>
  );
}

function AudienceName({ audience }: { audience: AudienceSize }) {
  const { t } = useTranslation('push');
  if (audience.kind === 'allen') return t('send.audienceAllName');
  if (audience.kind === 'groep') return t('send.audienceGroupName', { name: audience.name ?? '' });
  return audience.name ?? '';
}

export function SendConfirmation({
  action,
  reply,
}: {
  action: string;
  reply: Extract<SendReply, { step: 'confirm' }>;
}) {
  const { t, i18n } = useTranslation('push');
  const submit = useSingleSubmit(action);
  const { audience } = reply;
  return (
    <>
      <p className="lead">{t('send.confirmIntro')}</p>
      <dl className="summary-list push-audience">
        <SummaryRow label={t('send.confirmAudience')}>
          <AudienceName audience={audience} />
        </SummaryRow>
        {audience.kind === 'lid' ? null : (
          <SummaryRow label={t('send.confirmMembers')}>
            {formatWhole(audience.members, i18n.language)}
          </SummaryRow>
        )}
        <SummaryRow label={t('send.confirmDevices')}>
          {formatWhole(audience.devices, i18n.language)}
        </SummaryRow>
      </dl>
      <h2>{t('notification.contentHeading')}</h2>
      <NotificationContentView content={reply.content} images={reply.images} />
      <Form method="post" action={action} onSubmit={submit.guard(() => undefined)}>
        {Object.entries(reply.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ContentHiddenFields values={reply.content} images={reply.images} />
        <p>
          <strong>{t('send.confirmQuestion', { count: audience.devices })}</strong>
        </p>
        <div className="button-row">
          <SubmitButton name={names.intent} value={sendIntents.send}>
            {t('send.submit')}
          </SubmitButton>
          <button
            type="submit"
            name={names.intent}
            value={sendIntents.edit}
            className="button button--secondary"
          >
            {t('send.edit')}
          </button>
        </div>
      </Form>
    </>
  );
}
