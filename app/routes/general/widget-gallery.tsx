// Widget gallery (not on live): every shared widget and form pattern, used by the end-to-end tests.
import { getFormProps, useForm } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requirePermission } from '~/auth/require-permission.server';
import { getEnv } from '~/config/env.server';
import { checkAddress, addressFromForm } from '~/domains/address/address-check.server';
import { AddressFields } from '~/domains/address/address-fields';
import { letterCountries } from '~/domains/address/code-lists.server';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { datePartsSchema } from '~/lib/validation/dates';
import { emailSchema } from '~/lib/validation/email';
import { BULK_FILE_MAX_SIZE, validateBulkFile } from '~/lib/validation/files';
import { inszSchema } from '~/lib/validation/insz';
import { issue } from '~/lib/validation/issue';
import { firstNameSchema, surnameSchema } from '~/lib/validation/names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { useFeedback } from '~/ui/feedback/feedback-context';
import { redirectWithToast } from '~/ui/feedback/flash.server';
import { DatePartsField } from '~/ui/form/date-parts-field';
import { ErrorSummary } from '~/ui/form/error-summary';
import { replyWithErrors, replyWithFormFailure } from '~/ui/form/form-reply.server';
import { parseForm } from '~/ui/form/parse-form';
import { TextField } from '~/ui/form/text-field';
import { readSingleFileForm } from '~/ui/form/uploaded-file.server';
import { useHydrated } from '~/ui/use-hydrated';
import { FileUploadField } from '~/ui/widgets/file-upload';
import {
  isWidgetShowcaseResult,
  WidgetShowcase,
  widgetShowcaseIntent,
  widgetShowcaseSchema,
} from './widget-gallery-widgets';

const gallerySchema = z.object({
  insz: inszSchema,
  lastName: surnameSchema,
  firstName: firstNameSchema,
  email: emailSchema.optional(),
  birthDate: datePartsSchema({ notInFuture: true }),
});

function notOnLive() {
  if (getEnv().ENVIRONMENT === 'live') throw data(null, { status: 404 });
}

export async function loader(args: LoaderFunctionArgs) {
  notOnLive();
  await requirePermission(args, 'widgetGallery');
  const [t, countries] = await Promise.all([
    i18nServer.getFixedT(args.request, 'gallery'),
    letterCountries(args),
  ]);
  return { title: t('title'), countries };
}

export async function action(args: ActionFunctionArgs) {
  notOnLive();
  await requirePermission(args, 'widgetGallery');
  // The upload form is the only multipart one: read it streaming, with its size limit.
  if (args.request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return checkUpload(args);
  }
  const formData = await args.request.formData();
  // Several forms post here; each names itself, and an unknown one is refused.
  if (formData.get('intent') === widgetShowcaseIntent) {
    const submission = parseForm(formData, widgetShowcaseSchema);
    if (submission.status !== 'success') return replyWithErrors(args.context, submission);
    const locale = requestLocale(args.request);
    const t = await i18nServer.getFixedT(locale, 'gallery');
    return redirectWithToast(href('widgetGallery', {}, locale), {
      kind: 'success',
      description: t('widgets.form.valid'),
    });
  }
  if (formData.get('intent') === 'address') {
    const address = addressFromForm(formData);
    const errors = await checkAddress(args, address);
    if (Object.keys(errors).length > 0) {
      return replyWithFormFailure(args.context, { address: { values: address, errors } });
    }
    const locale = requestLocale(args.request);
    const t = await i18nServer.getFixedT(locale, 'gallery');
    return redirectWithToast(href('widgetGallery', {}, locale), {
      kind: 'success',
      description: t('address.valid'),
    });
  }
  if (formData.get('intent') !== 'person') throw data(null, { status: 400 });
  const submission = parseForm(formData, gallerySchema);
  if (submission.status !== 'success') return replyWithErrors(args.context, submission);
  const locale = requestLocale(args.request);
  const t = await i18nServer.getFixedT(locale, 'gallery');
  return redirectWithToast(href('widgetGallery', {}, locale), {
    kind: 'success',
    description: t('form.valid'),
  });
}

async function checkUpload(args: ActionFunctionArgs) {
  const reading = await readSingleFileForm(args.request, {
    field: 'bulkFile',
    maxBytes: BULK_FILE_MAX_SIZE,
  });
  const problem = !reading.ok
    ? reading.issue
    : reading.file
      ? validateBulkFile(reading.file)
      : issue('required');
  if (problem) return replyWithFormFailure(args.context, { upload: { errors: [problem] } });
  const locale = requestLocale(args.request);
  const t = await i18nServer.getFixedT(locale, 'gallery');
  return redirectWithToast(href('widgetGallery', {}, locale), {
    kind: 'success',
    description: t('upload.valid', { name: reading.ok ? (reading.file?.name ?? '') : '' }),
  });
}

export const meta = screenMeta;

export default function WidgetGalleryScreen() {
  const { t } = useTranslation('gallery');
  const { t: tCommon } = useTranslation();
  const { countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Each form reads only its own reply.
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  const personResult = isWidgetShowcaseResult(result) ? undefined : result;
  const address = actionData && 'address' in actionData ? actionData.address : undefined;
  const upload = actionData && 'upload' in actionData ? actionData.upload : undefined;
  const [form, fields] = useForm({
    lastResult: personResult,
    onValidate: ({ formData }) => parseForm(formData, gallerySchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const birthDate = fields.birthDate.getFieldset();
  const [attempt, setAttempt] = useState(0);
  const formProps = getFormProps(form);

  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>

      <section aria-labelledby="gallery-form">
        <h2 id="gallery-form">{t('form.title')}</h2>
        <p>{t('form.intro')}</p>
        <ErrorSummary
          attempt={attempt || personResult}
          entries={[
            { targetId: fields.insz.id, errors: fields.insz.errors },
            { targetId: fields.lastName.id, errors: fields.lastName.errors },
            { targetId: fields.firstName.id, errors: fields.firstName.errors },
            { targetId: fields.email.id, errors: fields.email.errors },
            { targetId: birthDate.day.id, errors: fields.birthDate.errors },
          ]}
        />
        <p className="form-hint">{tCommon('form.requiredLegend')}</p>
        <Form
          method="post"
          {...formProps}
          noValidate
          onSubmit={(event) => {
            setAttempt((count) => count + 1);
            formProps.onSubmit(event);
          }}
        >
          <TextField
            meta={fields.insz}
            label={t('form.insz')}
            hint={t('form.inszHint')}
            required
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            meta={fields.lastName}
            label={t('form.lastName')}
            required
            autoComplete="family-name"
          />
          <TextField
            meta={fields.firstName}
            label={t('form.firstName')}
            required
            autoComplete="given-name"
          />
          <TextField
            meta={fields.email}
            label={t('form.email')}
            hint={t('form.emailHint')}
            type="email"
            autoComplete="email"
          />
          <DatePartsField
            meta={fields.birthDate}
            legend={t('form.birthDate')}
            hint={t('form.birthDateHint')}
            required
          />
          <button type="submit" name="intent" value="person" className="button">
            {t('form.submit')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="gallery-address">
        <h2 id="gallery-address">{t('address.title')}</h2>
        <p>{t('address.intro')}</p>
        <ErrorSummary
          attempt={address}
          entries={[
            { targetId: 'gallery-address-gemeente', errors: address?.errors.gemeente },
            { targetId: 'gallery-address-straat', errors: address?.errors.straat },
            { targetId: 'gallery-address-nummer', errors: address?.errors.nummer },
          ]}
        />
        <Form method="post" noValidate>
          <AddressFields
            idPrefix="gallery-address"
            countries={countries}
            initial={address?.values}
            errors={address?.errors}
          />
          <button type="submit" name="intent" value="address" className="button">
            {t('address.check')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="gallery-upload">
        <h2 id="gallery-upload">{t('upload.title')}</h2>
        <p>{t('upload.intro')}</p>
        <ErrorSummary
          attempt={upload}
          entries={[{ targetId: 'gallery-upload-file', errors: upload?.errors }]}
        />
        <Form method="post" encType="multipart/form-data" noValidate>
          <FileUploadField
            id="gallery-upload-file"
            name="bulkFile"
            label={t('upload.label')}
            hint={t('upload.hint')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            check={validateBulkFile}
            serverErrors={upload?.errors}
          />
          <button type="submit" className="button">
            {t('upload.submit')}
          </button>
        </Form>
      </section>

      <AlertsDemo />

      <WidgetShowcase lastResult={result} />

      <section aria-labelledby="gallery-accordion">
        <h2 id="gallery-accordion">{t('accordion.title')}</h2>
        <details className="accordion">
          <summary>{t('accordion.summary')}</summary>
          <p>{t('accordion.content')}</p>
        </details>
      </section>
    </>
  );
}

function AlertsDemo() {
  const { t } = useTranslation('gallery');
  const { state, dispatch } = useFeedback();
  // These buttons only act through JavaScript: without it they are not offered.
  const hydrated = useHydrated();
  const show = (kind: 'info' | 'success' | 'warning' | 'error') => {
    const number = state.nextAlertId;
    const text = {
      info: 'alerts.infoText',
      success: 'alerts.successText',
      warning: 'alerts.warningText',
      error: 'alerts.errorText',
    } as const;
    dispatch({ type: 'showAlert', alert: { kind, message: t(text[kind], { number }) } });
  };
  return (
    <section aria-labelledby="gallery-alerts">
      <h2 id="gallery-alerts">{t('alerts.title')}</h2>
      <p>{t('alerts.intro')}</p>
      {hydrated ? (
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => show('info')}>
            {t('alerts.showInfo')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => show('success')}
          >
            {t('alerts.showSuccess')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => show('warning')}
          >
            {t('alerts.showWarning')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => show('error')}>
            {t('alerts.showError')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
