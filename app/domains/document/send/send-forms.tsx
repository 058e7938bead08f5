// The send forms: a letter (the recipient by national number with the register's address, by
// enterprise number with its seat, or a free address; sender profile, subject, attachments with a
// preview of the first page, options, an optional payment, 'Uw referentie', how it travels), an
// eBox message (the eBox checked before the send button is offered) and an e-mail. Each posts as
// multipart and works without JavaScript; with it, leaving a half-filled form asks first.
import { getFormProps, useForm, type FieldMetadata } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressFields,
  addressSummaryEntries,
  type AddressValues,
} from '~/domains/address/address-fields';
import { letterPdfLimits, type PdfLimits } from '~/lib/validation/files';
import type { ValidationIssue } from '~/lib/validation/issue';
import type { FormErrors } from '~/page-state/parse-form';
import { Alert } from '~/ui/feedback/alert';
import { ErrorSummary, type SummaryEntry } from '~/ui/form/error-summary';
import { FieldGroup } from '~/ui/form/field-group';
import { PdfFilesField } from '~/ui/form/pdf-files-field';
import { SelectField } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import { ConfirmLeaveModal, useConfirmLeave } from '~/ui/widgets/confirm-leave';
import { TextAreaField } from '~/ui/widgets/text-area-field';
import {
  addressPrefix,
  attachmentsField,
  idempotencyKeyField,
  letterDeliveries,
  recipientModes,
} from './form-fields';
import type { SendReply } from './send.server';

type Field = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
type Defaults = Record<string, string | undefined>;

interface CommonProps {
  action: string;
  senders: { value: string; label: string }[];
  reply: SendReply | undefined;
  idempotencyKey: string;
  defaults?: Defaults;
  /** A resend: the original's attachments, offered to send again. */
  originalAttachments?: string[];
}

function useSendForm(reply: SendReply | undefined, defaults: Defaults | undefined) {
  const [form, fields] = useForm<Record<string, unknown>, Record<string, unknown>, FormErrors>({
    lastResult: reply?.result,
    defaultValue: defaults,
    shouldValidate: 'onSubmit',
    shouldDirtyConsider: (name) => name !== 'intent' && name !== idempotencyKeyField,
  });
  const [sending, setSending] = useState(false);
  const leave = useConfirmLeave(form.dirty && !sending);
  return { form, fields: fields as unknown as Record<string, Field>, leave, setSending };
}

function Attachments({
  reply,
  originals,
  limits,
}: {
  reply: SendReply | undefined;
  originals: string[] | undefined;
  limits: PdfLimits;
}) {
  const { t } = useTranslation('documentsend');
  return (
    <fieldset className="form-section">
      <legend>{t('form.attachments')}</legend>
      {originals && originals.length > 0 ? (
        <FieldGroup
          meta={{ id: 'send-originals', descriptionId: 'send-originals-hint', errorId: 'x' }}
          legend={t('form.originalAttachments')}
          hint={t('form.originalAttachmentsHint')}
          className="checkbox-group"
        >
          {originals.map((name, index) => (
            <div key={name} className="checkbox-item">
              <input
                type="checkbox"
                id={`send-original-${index}`}
                name="bijlagenVanOrigineel"
                value={name}
                defaultChecked
              />
              <label htmlFor={`send-original-${index}`}>{name}</label>
            </div>
          ))}
        </FieldGroup>
      ) : null}
      <PdfFilesField
        meta={{
          id: 'send-attachments',
          name: attachmentsField,
          descriptionId: 'send-attachments-hint',
          errorId: 'send-attachments-error',
          ...(reply?.fileErrors && reply.fileErrors.length > 0 ? { errors: reply.fileErrors } : {}),
        }}
        label={t('form.files')}
        limits={limits}
      />
    </fieldset>
  );
}

/**
 * The error summary at the top of a send form, in the order the form shows its parts: the fields
 * before the letter's address, the address, the fields up to the attachments, the attachments
 * (their errors come from the upload reader or the service), and the fields after them.
 */
function SendErrorSummary({
  reply,
  fields,
  beforeAddress = [],
  address = false,
  beforeFiles,
  afterFiles,
}: {
  reply: SendReply | undefined;
  fields: Record<string, Field>;
  beforeAddress?: readonly string[];
  address?: boolean;
  beforeFiles: readonly string[];
  afterFiles: readonly string[];
}) {
  const entriesOf = (names: readonly string[]): SummaryEntry[] =>
    names.flatMap((name) => {
      const field = fields[name];
      return field ? [{ targetId: field.id, errors: field.errors, field: name }] : [];
    });
  const entries: SummaryEntry[] = [
    ...entriesOf(beforeAddress),
    ...(address
      ? addressSummaryEntries('letter-address', reply?.addressErrors, addressPrefix)
      : []),
    ...entriesOf(beforeFiles),
    { targetId: 'send-attachments', errors: reply?.fileErrors },
    ...entriesOf(afterFiles),
  ];
  return <ErrorSummary attempt={reply} entries={entries} />;
}

const paymentOrder = ['rekeningnummer', 'gestructureerdeMededeling', 'uwReferentie'] as const;

function SenderAndSubject({
  fields,
  senders,
}: {
  fields: Record<string, Field>;
  senders: CommonProps['senders'];
}) {
  const { t } = useTranslation('documentsend');
  return (
    <>
      <SelectField
        meta={fields.afzender!}
        label={t('form.sender')}
        options={senders}
        required
        emptyLabel={null}
      />
      <TextField meta={fields.onderwerp!} label={t('form.subject')} required autoComplete="off" />
    </>
  );
}

function PaymentAndReference({ fields }: { fields: Record<string, Field> }) {
  const { t } = useTranslation('documentsend');
  return (
    <fieldset className="form-section">
      <legend>{t('form.payment')}</legend>
      <p className="form-hint">{t('form.paymentHint')}</p>
      <TextField
        meta={fields.rekeningnummer!}
        label={t('form.accountNumber')}
        hint={t('form.accountNumberHint')}
        autoComplete="off"
      />
      <TextField
        meta={fields.gestructureerdeMededeling!}
        label={t('form.paymentReference')}
        hint={t('form.paymentReferenceHint')}
        autoComplete="off"
      />
      <TextField
        meta={fields.uwReferentie!}
        label={t('form.reference')}
        hint={t('form.referenceHint')}
        autoComplete="off"
      />
    </fieldset>
  );
}

function Radios({
  meta,
  legend,
  options,
  onChange,
}: {
  meta: Field;
  legend: string;
  options: { value: string; label: string }[];
  onChange?: (value: string) => void;
}) {
  return (
    <FieldGroup meta={meta} legend={legend} required className="radio-group">
      {options.map((option) => (
        <div key={option.value} className="radio-item">
          <input
            type="radio"
            id={FieldGroup.optionId(meta, option.value)}
            name={meta.name}
            value={option.value}
            defaultChecked={(meta.initialValue ?? options[0]?.value) === option.value}
            onChange={() => onChange?.(option.value)}
          />
          <label htmlFor={FieldGroup.optionId(meta, option.value)}>{option.label}</label>
        </div>
      ))}
    </FieldGroup>
  );
}

function Checkbox({ meta, label }: { meta: Field; label: string }) {
  return (
    <div className="checkbox-item">
      <input
        type="checkbox"
        id={meta.id}
        name={meta.name}
        defaultChecked={meta.initialValue === 'on'}
        aria-invalid={meta.errors ? true : undefined}
      />
      <label htmlFor={meta.id}>{label}</label>
    </div>
  );
}

function Errors({ meta, name }: { meta: Field; name: 'ontvangstbewijs' | 'verzendwijze' }) {
  const { t } = useTranslation('documentsend');
  return meta.errors ? (
    <p className="form-error" id={`${meta.id}-error`}>
      {t(`errors.${name}`)}
    </p>
  ) : null;
}

export function LetterForm({
  action,
  senders,
  countries,
  reply,
  idempotencyKey,
  defaults,
  defaultAddress,
  originalAttachments,
}: CommonProps & {
  countries: { isoCode: string; land: string }[];
  defaultAddress?: AddressValues;
}) {
  const { t } = useTranslation('documentsend');
  const hydrated = useHydrated();
  const { form, fields, leave, setSending } = useSendForm(reply, defaults);
  const [mode, setMode] = useState(String(fields.ontvangerWijze?.initialValue ?? 'insz'));
  const address = reply?.address ?? defaultAddress;
  const show = (of: string) => !hydrated || mode === of;
  return (
    <>
      {reply?.recipient ? (
        <Alert kind="info" title={t('form.recipientFound')}>
          <p>{reply.recipient.naam}</p>
        </Alert>
      ) : null}
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        onSubmit={() => setSending(true)}
      >
        <input type="hidden" name={idempotencyKeyField} value={idempotencyKey} />
        <SendErrorSummary
          reply={reply}
          fields={fields}
          beforeAddress={['ontvangerWijze', 'insz', 'kbo', 'organisatie', 'voornaam', 'naam']}
          address
          beforeFiles={['afzender', 'onderwerp']}
          afterFiles={[
            'aangetekend',
            'ontvangstbewijs',
            'rectoVerso',
            'prioritair',
            'verzendwijze',
            ...paymentOrder,
          ]}
        />
        <fieldset className="form-section">
          <legend>{t('form.recipient')}</legend>
          <Radios
            meta={fields.ontvangerWijze!}
            legend={t('form.recipientMode')}
            options={recipientModes.map((value) => ({ value, label: t(`modes.${value}`) }))}
            onChange={setMode}
          />
          {show('insz') ? (
            <TextField
              meta={fields.insz!}
              label={t('form.insz')}
              hint={hydrated ? undefined : t('form.inszHint')}
              autoComplete="off"
              inputMode="numeric"
            />
          ) : null}
          {show('kbo') ? (
            <TextField
              meta={fields.kbo!}
              label={t('form.kbo')}
              hint={hydrated ? undefined : t('form.kboHint')}
              autoComplete="off"
              inputMode="numeric"
            />
          ) : null}
          {mode !== 'adres' || !hydrated ? (
            <button
              type="submit"
              name="intent"
              value="adresOphalen"
              className="button button--secondary"
            >
              {t('form.fetchAddress')}
            </button>
          ) : null}
          <p className="form-hint">{t('form.addressHint')}</p>
          <TextField meta={fields.organisatie!} label={t('form.organisation')} autoComplete="off" />
          <TextField meta={fields.voornaam!} label={t('form.firstName')} autoComplete="off" />
          <TextField meta={fields.naam!} label={t('form.lastName')} autoComplete="off" />
          <AddressFields
            key={JSON.stringify(address ?? null)}
            idPrefix="letter-address"
            namePrefix={addressPrefix}
            countries={countries}
            {...(address ? { initial: address } : {})}
            {...(reply?.addressErrors ? { errors: reply.addressErrors } : {})}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('form.letter')}</legend>
          <SenderAndSubject fields={fields} senders={senders} />
        </fieldset>
        <Attachments reply={reply} originals={originalAttachments} limits={letterPdfLimits} />
        <button type="submit" name="intent" value="voorbeeld" className="button button--secondary">
          {t('form.preview')}
        </button>
        {reply?.preview ? (
          <figure className="document-preview">
            <img src={reply.preview} alt={t('form.previewAlt')} width={300} />
            <figcaption>{t('form.previewCaption')}</figcaption>
          </figure>
        ) : null}
        <fieldset className="form-section">
          <legend>{t('form.options')}</legend>
          <Checkbox meta={fields.aangetekend!} label={t('options.aangetekend')} />
          <Checkbox meta={fields.ontvangstbewijs!} label={t('options.ontvangstbewijs')} />
          <Errors meta={fields.ontvangstbewijs!} name="ontvangstbewijs" />
          <Checkbox meta={fields.rectoVerso!} label={t('options.rectoVerso')} />
          <Checkbox meta={fields.prioritair!} label={t('options.prioritair')} />
        </fieldset>
        <PaymentAndReference fields={fields} />
        <Radios
          meta={fields.verzendwijze!}
          legend={t('form.delivery')}
          options={letterDeliveries.map((value) => ({ value, label: t(`deliveries.${value}`) }))}
        />
        <Errors meta={fields.verzendwijze!} name="verzendwijze" />
        <button type="submit" name="intent" value="verzenden" className="button button--primary">
          {t('form.send')}
        </button>
      </Form>
      <ConfirmLeaveModal guard={leave} />
    </>
  );
}

export function EboxForm({
  action,
  senders,
  reply,
  idempotencyKey,
  defaults,
  originalAttachments,
  eboxTypes,
  limits,
}: CommonProps & { eboxTypes: ('burger' | 'onderneming')[]; limits: PdfLimits }) {
  const { t } = useTranslation('documentsend');
  const hydrated = useHydrated();
  const { form, fields, leave, setSending } = useSendForm(reply, defaults);
  const [type, setType] = useState(String(fields.eboxType?.initialValue ?? eboxTypes[0]));
  const checked = reply?.recipient;
  const show = (of: string) => !hydrated || type === of;
  return (
    <>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        onSubmit={() => setSending(true)}
      >
        <input type="hidden" name={idempotencyKeyField} value={idempotencyKey} />
        <SendErrorSummary
          reply={reply}
          fields={fields}
          beforeFiles={['eboxType', 'insz', 'kbo', 'afzender', 'onderwerp', 'bericht']}
          afterFiles={paymentOrder}
        />
        <fieldset className="form-section">
          <legend>{t('form.recipient')}</legend>
          <Radios
            meta={fields.eboxType!}
            legend={t('form.eboxType')}
            options={eboxTypes.map((value) => ({ value, label: t(`eboxTypes.${value}`) }))}
            onChange={setType}
          />
          {eboxTypes.includes('burger') && show('burger') ? (
            <TextField
              meta={fields.insz!}
              label={t('form.insz')}
              autoComplete="off"
              inputMode="numeric"
            />
          ) : null}
          {eboxTypes.includes('onderneming') && show('onderneming') ? (
            <TextField
              meta={fields.kbo!}
              label={t('form.kbo')}
              autoComplete="off"
              inputMode="numeric"
            />
          ) : null}
          <button
            type="submit"
            name="intent"
            value="controleer"
            className="button button--secondary"
          >
            {t('form.checkEbox')}
          </button>
          {checked ? (
            <Alert
              kind={checked.actief ? 'success' : 'warning'}
              title={checked.actief ? t('form.eboxActive') : t('form.eboxInactive')}
            >
              <p>{checked.naam}</p>
            </Alert>
          ) : null}
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('form.message')}</legend>
          <SenderAndSubject fields={fields} senders={senders} />
          <TextAreaField
            meta={fields.bericht!}
            label={t('form.messageText')}
            maximum={993}
            required
          />
        </fieldset>
        <Attachments reply={reply} originals={originalAttachments} limits={limits} />
        <PaymentAndReference fields={fields} />
        {checked?.actief ? (
          <button type="submit" name="intent" value="verzenden" className="button button--primary">
            {t('form.send')}
          </button>
        ) : (
          <p className="form-hint">{t('form.checkFirst')}</p>
        )}
      </Form>
      <ConfirmLeaveModal guard={leave} />
    </>
  );
}

export function EmailForm({
  action,
  senders,
  reply,
  idempotencyKey,
  limits,
}: CommonProps & { limits: PdfLimits }) {
  const { t } = useTranslation('documentsend');
  const { form, fields, leave, setSending } = useSendForm(reply, undefined);
  return (
    <>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        onSubmit={() => setSending(true)}
      >
        <input type="hidden" name={idempotencyKeyField} value={idempotencyKey} />
        <SendErrorSummary
          reply={reply}
          fields={fields}
          beforeFiles={['emailType', 'email', 'ontvangerNaam', 'afzender', 'onderwerp', 'bericht']}
          afterFiles={paymentOrder}
        />
        <fieldset className="form-section">
          <legend>{t('form.recipient')}</legend>
          <Radios
            meta={fields.emailType!}
            legend={t('form.emailType')}
            options={(['regular', 'registered'] as const).map((value) => ({
              value,
              label: t(`emailTypes.${value}`),
            }))}
          />
          <TextField
            meta={fields.email!}
            label={t('form.email')}
            type="email"
            required
            autoComplete="off"
          />
          <TextField
            meta={fields.ontvangerNaam!}
            label={t('form.recipientName')}
            autoComplete="off"
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('form.message')}</legend>
          <SenderAndSubject fields={fields} senders={senders} />
          <TextAreaField
            meta={fields.bericht!}
            label={t('form.messageText')}
            maximum={993}
            required
          />
        </fieldset>
        <Attachments reply={reply} originals={undefined} limits={limits} />
        <PaymentAndReference fields={fields} />
        <button type="submit" name="intent" value="verzenden" className="button button--primary">
          {t('form.send')}
        </button>
      </Form>
      <ConfirmLeaveModal guard={leave} />
    </>
  );
}
