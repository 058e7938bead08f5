// The member search form: a GET form to the members screen, so the search, its page and its order
// live in the URL, also without JavaScript: part of a name or a national number, and a status of
// the members' devices.
import { useTranslation } from 'react-i18next';
import { deviceStatuses } from '@contracts/push-notification-codes';
import {
  SearchForm,
  useSearchForm,
  type SearchField,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { SelectField } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import { memberSearchFields as names } from './member-search';

/** The values the form shows again, from the screen's URL. */
export function memberFormValues(query: URLSearchParams): Record<string, string> {
  return {
    [names.search]: query.get(names.search) ?? '',
    [names.status]: query.get(names.status) ?? '',
  };
}

export function MemberSearchForm({
  values,
  ...frame
}: SearchFormFrame & { values: Record<string, string> }) {
  const { t } = useTranslation('push');
  const [form, fields] = useSearchForm(frame, {
    id: 'member-search',
    schema: () => import('./member-search').then((rules) => rules.memberSearchSchema()),
    defaultValue: values,
    toResults: true,
  });
  const summary: SearchField<typeof names.search | typeof names.status>[] = [
    { name: names.search, label: t('members.search') },
    { name: names.status, label: t('members.status') },
  ];
  return (
    <SearchForm form={form} fields={summary} sent={{ [names.asked]: '1' }}>
      <TextField
        meta={fields[names.search]}
        label={t('members.search')}
        hint={t('members.searchHint')}
        maxLength={100}
      />
      <SelectField
        meta={fields[names.status]}
        label={t('members.status')}
        emptyLabel={t('members.allStatuses')}
        options={deviceStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
    </SearchForm>
  );
}
