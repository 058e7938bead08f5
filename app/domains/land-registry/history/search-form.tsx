// The ownership history search: a capakey and, optionally, the day whose ownership state is shown
// first. The form kit's GET search form to the search screen, so a search lives in the URL and
// works without JavaScript; the history screen shows it again, prefilled, for a next parcel.
import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ConsultationOptions } from '@contracts/consultation';
import type { FormErrors } from '~/page-state/parse-form';
import { ReferenceField } from '~/ui/form/reference-field';
import { SearchForm, useSearchForm } from '~/ui/form/search-form';
import { TextField } from '~/ui/form/text-field';
import { DatePickerField } from '~/ui/widgets/date-picker';
import { historyFields as names, historySearchSchema } from './search-schema';

export function HistorySearchForm({
  options,
  lastResult,
  action,
  clearHref,
  defaults = {},
  defaultReference,
}: {
  options: ConsultationOptions;
  lastResult?: SubmissionResult<FormErrors> | null;
  /** The search screen's path. */
  action: string;
  clearHref: string;
  /** The values the history screen shows again: the capakey, the day as DD.MM.YYYY. */
  defaults?: Readonly<{ capakey?: string; datum?: string }>;
  defaultReference?: string;
}) {
  const { t } = useTranslation('landregistryhistory');
  const { t: tCommon } = useTranslation();
  const [form, fields] = useSearchForm({
    id: 'land-registry-history-search',
    schema: historySearchSchema(options),
    lastResult,
    defaultValue: {
      [names.capakey]: defaults.capakey ?? '',
      [names.date]: defaults.datum ?? '',
      [names.reference]: defaultReference ?? '',
    },
  });
  return (
    <SearchForm
      form={form}
      action={action}
      clearHref={clearHref}
      fields={[
        { name: names.capakey, label: t('search.capakey') },
        { name: names.date, label: t('search.date') },
        { name: names.reference, label: tCommon('form.reference.label') },
      ]}
    >
      <TextField
        meta={fields[names.capakey]}
        label={t('search.capakey')}
        hint={t('search.capakeyHint')}
        required
        autoComplete="off"
        spellCheck={false}
        className="input--code"
      />
      <DatePickerField
        meta={fields[names.date]}
        label={t('search.date')}
        hint={t('search.dateHint')}
        notInFuture
      />
      <ReferenceField
        meta={fields[names.reference]}
        required={options.referenceRequired}
        keptForSession
      />
    </SearchForm>
  );
}
