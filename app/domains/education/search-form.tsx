// The education search: the form kit's GET search form to the education screen, so the number
// asked and its answer live in the URL (Back shows them again); it targets the results heading,
// also without JavaScript. The number, the source and 'Uw referentie' go under a consultation
// link's names.
import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import type { ConsultationOptions } from '@contracts/consultation';
import { formatInsz } from '~/lib/validation/insz';
import type { FormErrors } from '~/page-state/parse-form';
import { resultsFragment } from '~/page-state/url-names';
import { InszField } from '~/ui/form/insz-field';
import { ReferenceField } from '~/ui/form/reference-field';
import { SearchForm, useSearchForm } from '~/ui/form/search-form';
import { SourceField } from '~/ui/form/source-field';
import { educationSearchSchema, inszParameter } from './search-schema';

export function EducationSearchForm({
  options,
  lastResult,
  action,
  clearHref,
  defaultInsz,
  defaultReference,
}: {
  options: ConsultationOptions;
  lastResult?: SubmissionResult<FormErrors> | null;
  /** The education screen's path. */
  action: string;
  clearHref: string;
  /** The number consulted last, shown again for the next search. */
  defaultInsz?: string;
  /** 'Uw referentie' of the session's last consultation. */
  defaultReference: string;
}) {
  const { t } = useTranslation('education');
  const { t: tCommon } = useTranslation();
  const [form, fields] = useSearchForm({
    schema: educationSearchSchema(options),
    lastResult,
    defaultValue: {
      [inszParameter]: defaultInsz ? formatInsz(defaultInsz) : '',
      bron: options.sources[0],
      referentie: defaultReference,
    },
  });
  return (
    <SearchForm
      form={form}
      action={`${action}${resultsFragment}`}
      clearHref={clearHref}
      fields={[
        { name: inszParameter, label: t('search.insz') },
        { name: 'referentie', label: tCommon('form.reference.label') },
      ]}
    >
      <InszField meta={fields.insz} label={t('search.insz')} hint={t('search.inszHint')} />
      <SourceField meta={fields.bron} sources={options.sources} labelOf={(source) => source} />
      <ReferenceField
        meta={fields.referentie}
        required={options.referenceRequired}
        keptForSession
      />
    </SearchForm>
  );
}
