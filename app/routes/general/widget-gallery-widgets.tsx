// The widget gallery's showcase of the shared widgets (app/ui/widgets), with a form of the fields.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useLocation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { localeFromPath } from '~/i18n/locale';
import { datePickerSchema, multiSelectSchema } from '~/lib/validation/schemas';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { ErrorSummary } from '~/ui/form/error-summary';
import { useHydrated } from '~/ui/use-hydrated';
import { checkboxId, CheckboxGroup, MultiSelectCheckboxes } from '~/ui/widgets/checkbox-group';
import { ConfirmLeaveModal, useConfirmLeave } from '~/ui/widgets/confirm-leave';
import { DatePickerField } from '~/ui/widgets/date-picker';
import { Dropdown } from '~/ui/widgets/dropdown';
import { Fiche60Field } from '~/ui/widgets/fiche60-field';
import {
  fiche60FieldSchema,
  monthYearFieldSchema,
  rangeFieldSchema,
  textAreaSchema,
} from '~/ui/widgets/field-schemas';
import { Modal } from '~/ui/widgets/modal';
import { MonthYearPicker } from '~/ui/widgets/month-year-picker';
import { RangeField } from '~/ui/widgets/range-field';
import { TextAreaField } from '~/ui/widgets/text-area-field';

/** The value of the hidden `intent` field that tells the gallery's action this form was sent. */
export const widgetShowcaseIntent = 'widgetShowcase';

const channels = ['email', 'letter', 'ebox'] as const;
const municipalities = ['gent', 'antwerpen', 'brugge', 'leuven'] as const;
const remarkMaximum = 20;
const municipalityMaximum = 2;
const attestDateBounds = { min: '01.01.2021' } as const;
const validUntilBounds = { min: '01.01.2021', max: '31.12.2030' } as const;

export const widgetShowcaseSchema = z.object({
  remark: textAreaSchema(remarkMaximum),
  channels: z.array(z.enum(channels)).min(1, 'required'),
  municipalities: multiSelectSchema(municipalityMaximum),
  period: monthYearFieldSchema(),
  buildYears: rangeFieldSchema({ years: true }),
  fiche60: fiche60FieldSchema(),
  attestDate: datePickerSchema({ ...attestDateBounds, notInFuture: true, required: false }),
  validUntil: datePickerSchema({ ...validUntilBounds, withTime: true, required: false }),
});

/**
 * The gallery page has two forms and one action: the server's answer belongs to this form when
 * it carries this form's intent (conform sends the posted values back in `initialValue`).
 */
export function isWidgetShowcaseResult(
  result: SubmissionResult<FormErrors> | null | undefined,
): result is SubmissionResult<FormErrors> {
  return result?.initialValue?.intent === widgetShowcaseIntent;
}

export function WidgetShowcase({
  lastResult,
}: {
  /** The gallery action's latest form result; the showcase ignores the other form's. */
  lastResult?: SubmissionResult<FormErrors> | null;
}) {
  return (
    <>
      <ModalDemo />
      <DropdownDemo />
      <FieldsDemo lastResult={isWidgetShowcaseResult(lastResult) ? lastResult : undefined} />
    </>
  );
}

function ModalDemo() {
  const { t } = useTranslation('gallery');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="gallery-widgets-modal">
      <h2 id="gallery-widgets-modal">{t('widgets.modal.title')}</h2>
      <p>{t('widgets.modal.intro')}</p>
      {/* A dialog only opens through JavaScript: without it the button is not offered. */}
      {hydrated ? (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {t('widgets.modal.open')}
        </button>
      ) : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('widgets.modal.dialogTitle')}
        description={t('widgets.modal.dialogText')}
      >
        <div className="button-row">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('widgets.modal.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            {t('widgets.modal.cancel')}
          </button>
        </div>
      </Modal>
    </section>
  );
}

function DropdownDemo() {
  const { t } = useTranslation('gallery');
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<string | null>(null);
  const items = [
    { id: 'export', label: t('widgets.dropdown.export') },
    { id: 'print', label: t('widgets.dropdown.print') },
  ].map((item) => ({ ...item, onSelect: () => setChosen(item.label) }));
  return (
    <section aria-labelledby="gallery-widgets-dropdown">
      <h2 id="gallery-widgets-dropdown">{t('widgets.dropdown.title')}</h2>
      <p>{t('widgets.dropdown.intro')}</p>
      <Dropdown
        label={t('widgets.dropdown.label')}
        items={[
          ...items,
          {
            id: 'privacy',
            label: t('widgets.dropdown.privacy'),
            to: href('privacy', {}, localeFromPath(pathname)),
          },
        ]}
      />
      <p role="status">{chosen ? t('widgets.dropdown.chosen', { action: chosen }) : null}</p>
    </section>
  );
}

function FieldsDemo({ lastResult }: { lastResult: SubmissionResult<FormErrors> | undefined }) {
  const { t } = useTranslation('gallery');
  const { t: tCommon } = useTranslation();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // A submission the browser accepted is on its way: its values no longer count as unsaved.
  const [sent, setSent] = useState(false);
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, widgetShowcaseSchema),
    onSubmit: (_event, { submission }) => setSent(submission?.status === 'success'),
    // Errors first appear on submit: an error inserted on blur shifts the fields below it while
    // the user is clicking one of them (checkboxes especially).
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // The hidden intent is not something the user changed.
    shouldDirtyConsider: (name) => name !== 'intent',
  });
  const leave = useConfirmLeave(form.dirty && !sent);
  const period = fields.period.getFieldset();
  const buildYears = fields.buildYears.getFieldset();
  const fiche60 = fields.fiche60.getFieldset();
  const formProps = getFormProps(form);
  const channelOptions = channels.map((value) => ({
    value,
    label: t(`widgets.form.channelOptions.${value}`),
  }));
  const municipalityOptions = municipalities.map((value) => ({
    value,
    label: t(`widgets.form.municipalityOptions.${value}`),
  }));

  return (
    <section aria-labelledby="gallery-widgets-form">
      <h2 id="gallery-widgets-form">{t('widgets.form.title')}</h2>
      <p>{t('widgets.form.intro')}</p>
      <ErrorSummary
        attempt={attempt || lastResult}
        entries={[
          { targetId: fields.remark.id, errors: fields.remark.errors },
          {
            targetId: checkboxId(fields.channels.id, channels[0]),
            errors: fields.channels.errors,
          },
          {
            targetId: checkboxId(fields.municipalities.id, municipalities[0]),
            errors: fields.municipalities.errors,
          },
          { targetId: period.month.id, errors: fields.period.errors },
          { targetId: buildYears.min.id, errors: fields.buildYears.errors },
          { targetId: fiche60.jaar.id, errors: fields.fiche60.errors },
          { targetId: fields.attestDate.id, errors: fields.attestDate.errors },
          { targetId: fields.validUntil.id, errors: fields.validUntil.errors },
        ]}
      />
      <p className="form-hint">{tCommon('form.requiredLegend')}</p>
      <Form
        method="post"
        {...formProps}
        noValidate
        // Only a real change: a no-op state update can re-render this form without its fields,
        // and conform would then lose track of the values those fields read.
        onInput={() => {
          if (sent) setSent(false);
        }}
        onSubmit={(event) => {
          setAttempt((count) => count + 1);
          formProps.onSubmit(event);
        }}
      >
        <input type="hidden" name="intent" value={widgetShowcaseIntent} />
        <TextAreaField
          meta={fields.remark}
          label={t('widgets.form.remark')}
          hint={t('widgets.form.remarkHint')}
          maximum={remarkMaximum}
        />
        <CheckboxGroup
          meta={fields.channels}
          legend={t('widgets.form.channels')}
          hint={t('widgets.form.channelsHint')}
          options={channelOptions}
          required
        />
        <MultiSelectCheckboxes
          meta={fields.municipalities}
          legend={t('widgets.form.municipalities')}
          hint={t('widgets.form.municipalitiesHint')}
          options={municipalityOptions}
          maximum={municipalityMaximum}
        />
        <MonthYearPicker
          meta={fields.period}
          legend={t('widgets.form.period')}
          hint={t('widgets.form.periodHint')}
          monthLabel={t('widgets.form.periodMonth')}
          yearLabel={t('widgets.form.periodYear')}
        />
        <RangeField
          meta={fields.buildYears}
          legend={t('widgets.form.buildYears')}
          hint={t('widgets.form.buildYearsHint')}
        />
        <Fiche60Field
          meta={fields.fiche60}
          legend={t('widgets.form.fiche60')}
          hint={t('widgets.form.fiche60Hint')}
        />
        <DatePickerField
          meta={fields.attestDate}
          label={t('widgets.form.attestDate')}
          hint={t('widgets.form.attestDateHint')}
          {...attestDateBounds}
          notInFuture
        />
        <DatePickerField
          meta={fields.validUntil}
          label={t('widgets.form.validUntil')}
          hint={t('widgets.form.validUntilHint')}
          {...validUntilBounds}
          withTime
        />
        <div className="button-row">
          <button type="submit" className="button">
            {t('widgets.form.submit')}
          </button>
          <Link to={href('privacy', {}, localeFromPath(pathname))} className="button button--link">
            {t('widgets.form.leaveLink')}
          </Link>
        </div>
      </Form>
      <ConfirmLeaveModal guard={leave} />
    </section>
  );
}
