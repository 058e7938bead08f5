// The report selection form: a GET form to the selection screen, which opens the chosen report
// (so the choice works without JavaScript and a refused one shows its errors again): the report,
// the period with the shared month/year pickers, the organisation where the role's scope holds
// several, and the threshold of the unusual-use report.
import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { reportIds } from '@contracts/reporting-codes';
import type { ValidationIssue } from '~/lib/validation/issue';
import { SearchForm, useSearchForm, type SearchFormFrame } from '~/ui/form/search-form';
import { SelectField } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import { MonthYearPicker } from '~/ui/widgets/month-year-picker';
import { selectionFields as names } from './selection-fields';

type TextMeta = FieldMetadata<string, Record<string, unknown>, ValidationIssue[]>;
/** A field's metadata as the widget taking it expects it (the schema's defaults make every group optional to conform's types only). */
function metaOf<Meta>(meta: unknown): Meta {
  return meta as Meta;
}

export function ReportSelectionForm({
  organisations,
  values,
  ...frame
}: SearchFormFrame & {
  organisations: { code: string; naam: string }[];
  values: Record<string, unknown>;
}) {
  const { t } = useTranslation('reporting');
  const codes = organisations.map((organisation) => organisation.code);
  const [form, fields] = useSearchForm(frame, {
    id: 'report-selection',
    schema: () =>
      import('./selection-schema').then((rules) =>
        rules.reportSelectionSchema({ organisations: codes }),
      ),
    defaultValue: values,
  });
  return (
    <SearchForm
      form={form}
      fields={[
        { name: names.report, label: t('selection.report') },
        { name: names.from, label: t('selection.from') },
        { name: names.to, label: t('selection.to') },
        ...(organisations.length > 1
          ? [{ name: names.organisation, label: t('selection.organisation') }]
          : []),
        { name: names.threshold, label: t('selection.threshold') },
      ]}
      sent={{ [names.submit]: '1' }}
      submitLabel={t('selection.submit')}
    >
      <SelectField
        meta={metaOf<TextMeta>(fields[names.report])}
        label={t('selection.report')}
        options={reportIds.map((id) => ({ value: id, label: t(`reports.${id}.title`) }))}
        required
      />
      <fieldset className="filter-group">
        <legend>{t('report.period')}</legend>
        <MonthYearPicker meta={metaOf(fields[names.from])} legend={t('selection.from')} required />
        <MonthYearPicker meta={metaOf(fields[names.to])} legend={t('selection.to')} required />
      </fieldset>
      {organisations.length > 1 ? (
        <SelectField
          meta={metaOf<TextMeta>(fields[names.organisation])}
          label={t('selection.organisation')}
          options={organisations.map((organisation) => ({
            value: organisation.code,
            label: organisation.naam,
          }))}
          emptyLabel={t('selection.allOrganisations', { count: organisations.length })}
        />
      ) : null}
      <TextField
        meta={metaOf<TextMeta>(fields[names.threshold])}
        label={t('selection.threshold')}
        hint={t('selection.thresholdHint')}
        inputMode="numeric"
      />
    </SearchForm>
  );
}
