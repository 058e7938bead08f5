// Widget gallery (not on live): every shared widget and form pattern, used by the end-to-end tests.
import { getFormProps, useForm } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requirePermission } from '~/auth/require-permission.server';
import { getEnv } from '~/config/env.server';
import { checkAddress, addressFromForm } from '~/domains/address/address-check.server';
import { AddressFields } from '~/domains/address/address-fields';
import { letterCountries } from '~/domains/address/code-lists.server';
import { endpointHref } from '~/endpoints';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { readRichText, sanitizeRichText } from '~/lib/rich-text/sanitize.server';
import { readBulkWorkbook } from '~/lib/spreadsheet/bulk-workbook.server';
import { readSingleFileForm } from '~/lib/uploads/uploaded-file.server';
import { BULK_FILE_MAX_SIZE, validateBulkFile } from '~/lib/validation/files';
import { issue } from '~/lib/validation/issue';
import {
  inszSchema,
  datePartsSchema,
  emailSchema,
  firstNameSchema,
  surnameSchema,
} from '~/lib/validation/schemas';
import { replyWithErrors, replyWithFormFailure } from '~/page-state/form-reply.server';
import { parseForm } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { useFeedback } from '~/ui/feedback/feedback-context';
import { redirectWithToast } from '~/ui/feedback/flash.server';
import { DatePartsField } from '~/ui/form/date-parts-field';
import { ErrorSummary } from '~/ui/form/error-summary';
import { TextField } from '~/ui/form/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import { Accordion } from '~/ui/widgets/accordion';
import { BulkJobPanel } from '~/ui/widgets/bulk-job-panel';
import { FileUploadField } from '~/ui/widgets/file-upload';
import { RichTextEditor, richTextFormatField } from '~/ui/widgets/rich-text-editor';
import { demoBulkJob, demoJobQuery } from './gallery-bulk-job.server';
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

const messageField = 'message';

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
  return { title: t('title'), countries, bulkJob: exampleBulkJob(args.request) };
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
  if (formData.get('intent') === 'notification') return checkNotification(args, formData);
  if (formData.get('intent') === 'bulkJob') {
    const query = { bulkJob: String(Date.now()), step: '0' };
    return redirect(
      `${href('widgetGallery', {}, requestLocale(args.request), query)}#${bulkJobAnchor}`,
    );
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

const bulkJobAnchor = 'gallery-bulk-job';

/** The example job named in the URL, with the links its panel needs; null without one. */
function exampleBulkJob(request: Request) {
  const url = new URL(request.url);
  if (!url.searchParams.has('bulkJob')) return null;
  const query = demoJobQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return null;
  const locale = requestLocale(request);
  const at = (step: number) => ({ bulkJob: String(query.data.bulkJob), step: String(step) });
  return {
    job: demoBulkJob(query.data),
    query: at(query.data.step),
    refreshHref: `${href('widgetGallery', {}, locale, at(query.data.step + 1))}#${bulkJobAnchor}`,
    resultHref: endpointHref('galleryBulkJob', { ...at(query.data.step), download: '1' }),
    closeHref: href('widgetGallery', {}, locale),
  };
}

/** The editor's value, sanitised on the server; the reply shows the clean result as a preview. */
function checkNotification(args: ActionFunctionArgs, formData: FormData) {
  const value = String(formData.get(messageField) ?? '');
  const format = formData.get(richTextFormatField(messageField)) === 'html' ? 'html' : 'text';
  const reading = readRichText(value, format);
  if (!reading.ok) {
    // Content with media is cleared, as the editor does; anything else comes back clean.
    const kept =
      reading.issue.key === 'richText.mediaNotAllowed'
        ? ''
        : format === 'html'
          ? sanitizeRichText(value)
          : value;
    return replyWithFormFailure(args.context, {
      notification: { errors: [reading.issue], value: kept, format, preview: null },
    });
  }
  return {
    notification: {
      errors: undefined,
      value: reading.html,
      format: 'html' as const,
      preview: reading.html,
    },
  };
}

async function checkUpload(args: ActionFunctionArgs) {
  const reading = await readSingleFileForm(args.request, {
    field: 'bulkFile',
    maxBytes: BULK_FILE_MAX_SIZE,
  });
  const file = reading.ok ? reading.file : null;
  const problem = !reading.ok ? reading.issue : file ? validateBulkFile(file) : issue('required');
  if (problem || !file) {
    return replyWithFormFailure(args.context, {
      upload: { errors: [problem ?? issue('required')] },
    });
  }
  // Type and size are right: now the content, with its line limit.
  const workbook = await readBulkWorkbook(file.bytes);
  if (!workbook.ok) {
    return replyWithFormFailure(args.context, { upload: { errors: [workbook.issue] } });
  }
  const locale = requestLocale(args.request);
  const t = await i18nServer.getFixedT(locale, 'gallery');
  return redirectWithToast(href('widgetGallery', {}, locale), {
    kind: 'success',
    description: t('upload.valid', { name: file.name, count: workbook.workbook.lines.length }),
  });
}

export const meta = screenMeta;

export default function WidgetGalleryScreen() {
  const { t } = useTranslation('gallery');
  const { t: tCommon } = useTranslation();
  const { countries, bulkJob } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Each form reads only its own reply.
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  const personResult = isWidgetShowcaseResult(result) ? undefined : result;
  const address = actionData && 'address' in actionData ? actionData.address : undefined;
  const upload = actionData && 'upload' in actionData ? actionData.upload : undefined;
  const notification =
    actionData && 'notification' in actionData ? actionData.notification : undefined;
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

      <section aria-labelledby="gallery-editor">
        <h2 id="gallery-editor">{t('editor.title')}</h2>
        <p>{t('editor.intro')}</p>
        <ErrorSummary
          attempt={notification?.errors ? notification : undefined}
          entries={[{ targetId: 'gallery-message', errors: notification?.errors }]}
        />
        <Form method="post" noValidate>
          <RichTextEditor
            field={{
              id: 'gallery-message',
              name: messageField,
              descriptionId: 'gallery-message-hint',
              errorId: 'gallery-message-error',
              errors: notification?.errors,
            }}
            label={t('editor.label')}
            hint={t('editor.hint')}
            required
            defaultValue={notification?.value}
            defaultFormat={notification?.format}
          />
          <button type="submit" name="intent" value="notification" className="button">
            {t('editor.submit')}
          </button>
        </Form>
        {notification?.preview ? (
          <section aria-labelledby="gallery-editor-preview">
            <h3 id="gallery-editor-preview">{t('editor.preview')}</h3>
            {/* Sanitised by the server's allow-list (readRichText) just before this reply. */}
            <div
              className="rich-text-preview"

              dangerouslySetInnerHTML={{ __html: notification.preview }}
            />
          </section>
        ) : null}
      </section>

      <BulkJobDemo bulkJob={bulkJob} />

      <AlertsDemo />

      <WidgetShowcase lastResult={result} />

      <section aria-labelledby="gallery-accordion">
        <h2 id="gallery-accordion">{t('accordion.title')}</h2>
        <Accordion summary={t('accordion.summary')}>
          <p>{t('accordion.content')}</p>
        </Accordion>
      </section>
    </>
  );
}

function BulkJobDemo({ bulkJob }: { bulkJob: ReturnType<typeof exampleBulkJob> }) {
  const { t } = useTranslation('gallery');
  const { dispatch } = useFeedback();
  return (
    <section aria-labelledby={bulkJobAnchor}>
      <h2 id={bulkJobAnchor}>{t('bulkJob.title')}</h2>
      <p>{t('bulkJob.intro')}</p>
      {bulkJob ? (
        <BulkJobPanel
          job={bulkJob.job}
          pollHref={(poll) =>
            endpointHref('galleryBulkJob', {
              ...bulkJob.query,
              step: String(Number(bulkJob.query.step) + poll),
            })
          }
          refreshHref={bulkJob.refreshHref}
          resultHref={bulkJob.resultHref}
          closeHref={bulkJob.closeHref}
          onFinished={() =>
            dispatch({
              type: 'showAlert',
              alert: { kind: 'success', message: t('bulkJob.finished') },
            })
          }
        />
      ) : null}
      <Form method="post" className="button-row">
        <button type="submit" name="intent" value="bulkJob" className="button button--secondary">
          {t('bulkJob.start')}
        </button>
      </Form>
    </section>
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
