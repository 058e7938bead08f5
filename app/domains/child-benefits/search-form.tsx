// The child-benefits search: the form kit's GET search form to the child-benefits screen, so the
// question and its answer live in the URL (Back shows them again), also without JavaScript. The
// number, the source and 'Uw referentie' go under a consultation link's names.
import { useTranslation } from 'react-i18next';
import type { ConsultationOptions } from '@contracts/consultation';
import { formatInsz } from '~/lib/validation/insz';
import { InszField } from '~/ui/form/insz-field';
import { SearchForm, useSearchForm, type SearchFormFrame } from '~/ui/form/search-form';
import { SelectField } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import { childBenefitsFields as names } from './search-fields';

export interface FamilyFormValues {
  insz?: string;
  fundKey?: string;
  from?: string;
  until?: string;
  reference: string;
}

/** The child-benefits search; `action` is the child-benefits screen's path. */
export function FamilySearchForm({
  options,
  values,
  ...frame
}: SearchFormFrame & { options: ConsultationOptions; values: FamilyFormValues }) {
  const { t } = useTranslation('childbenefits');
  const [form, fields] = useSearchForm(frame, {
    id: 'child-benefits-search',
    schema: () =>
      import('./search-schema').then((rules) => rules.childBenefitsSearchSchema(options)),
    toResults: true,
    defaultValue: {
      [names.insz]: values.insz ? formatInsz(values.insz) : '',
      [names.fundKey]: values.fundKey === 'Code' ? 'Code' : 'Ondernemingsnummer',
      [names.from]: values.from ?? '',
      [names.until]: values.until ?? '',
      [names.source]: options.sources[0],
      [names.reference]: values.reference,
    },
  });
  return (
    <SearchForm
      form={form}
      fields={[
        { name: names.insz, label: t('search.insz') },
        { name: names.fundKey, label: t('search.fundKey') },
        { name: names.from, label: t('search.from') },
        { name: names.until, label: t('search.until') },
      ]}
      source={{ meta: fields.bron, sources: options.sources }}
      reference={{ meta: fields.referentie, required: options.referenceRequired }}
    >
      <InszField meta={fields.insz} label={t('search.insz')} hint={t('search.inszHint')} />
      <SelectField
        meta={fields.zoeksleutel}
        label={t('search.fundKey')}
        hint={t('search.fundKeyHint')}
        emptyLabel={null}
        options={[
          { value: 'Ondernemingsnummer', label: t('search.fundKeys.Ondernemingsnummer') },
          { value: 'Code', label: t('search.fundKeys.Code') },
        ]}
      />
      <TextField
        meta={fields.vanaf}
        label={t('search.from')}
        hint={t('search.monthHint')}
        inputMode="numeric"
        className="input--date"
      />
      <TextField
        meta={fields.tot}
        label={t('search.until')}
        hint={t('search.monthHint')}
        inputMode="numeric"
        className="input--date"
      />
    </SearchForm>
  );
}
