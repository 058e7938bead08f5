// The enterprise search forms: an enterprise by its number, an association by its vCode. Both are
// the form kit's GET search forms to the search screen, so the search lives in the URL; they are
// shown again on the detail screens (prefilled) and there answer with the no-result panel when
// nothing is found.
import { useTranslation } from 'react-i18next';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import { MaskedField } from '~/ui/form/masked-field';
import { SearchForm, useSearchForm, type ConsultationFormProps } from '~/ui/form/search-form';
import { CodeField } from '~/ui/form/text-field';

interface FormProps extends ConsultationFormProps {
  defaultValue?: string;
}

/** Ten digits typed with or without dots and spaces, as 0123.456.749; anything else as typed. */
function maskEnterpriseNumber(typed: string): string | null {
  const digits = typed.replace(/[.\s]/g, '');
  return /^\d{10}$/.test(digits) ? formatEnterpriseNumber(digits) : null;
}

/** An enterprise by its number: typed with or without dots and spaces, shown as 0123.456.749. */
export function EnterpriseSearchForm({
  options,
  defaultValue,
  defaultReference,
  ...frame
}: FormProps) {
  const { t } = useTranslation('enterprise');
  const [form, fields] = useSearchForm(frame, {
    id: 'enterprise-search',
    schema: () => import('./search-schema').then((rules) => rules.enterpriseSearchSchema(options)),
    defaultValue: {
      kbo: defaultValue ? formatEnterpriseNumber(defaultValue) : '',
      reference: defaultReference ?? '',
    },
  });
  return (
    <SearchForm
      form={form}
      fields={[{ name: 'kbo', label: t('search.number') }]}
      reference={{ meta: fields.reference, required: options.referenceRequired }}
    >
      <MaskedField
        meta={fields.kbo}
        label={t('search.number')}
        hint={t('search.numberHint')}
        mask={maskEnterpriseNumber}
      />
    </SearchForm>
  );
}

/** An association by its vCode: a lower-case v and seven digits. */
export function AssociationSearchForm({
  options,
  defaultValue,
  defaultReference,
  ...frame
}: FormProps) {
  const { t } = useTranslation('enterprise');
  const [form, fields] = useSearchForm(frame, {
    id: 'association-search',
    schema: () => import('./search-schema').then((rules) => rules.associationSearchSchema(options)),
    defaultValue: { vcode: defaultValue ?? '', reference: defaultReference ?? '' },
  });
  return (
    <SearchForm
      form={form}
      fields={[{ name: 'vcode', label: t('search.vCode') }]}
      reference={{ meta: fields.reference, required: options.referenceRequired }}
    >
      <CodeField
        meta={fields.vcode}
        label={t('search.vCode')}
        hint={t('search.vCodeHint')}
        required
      />
    </SearchForm>
  );
}
