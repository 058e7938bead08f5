// The member search form: a GET form to the members screen, so the search, its page and its order
// live in the URL, also without JavaScript: part of a name or a national number, a status of the
// members' devices, and one of the organisation's groups.
import { useTranslation } from 'react-i18next';
import type { Group } from '@contracts/push-notification';
import { deviceStatuses } from '@contracts/push-notification-codes';
import {
  SearchForm,
  useSearchForm,
  type SearchField,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { SelectField, type SelectOption } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import { memberSearchFields as names } from './member-search';

/** The values the form shows again, from the screen's URL. */
export function memberFormValues(query: URLSearchParams): Record<string, string> {
  return {
    [names.search]: query.get(names.search) ?? '',
    [names.status]: query.get(names.status) ?? '',
    [names.group]: query.get(names.group) ?? '',
  };
}

/**
 * The group choices: the organisation's groups by name, and the group the URL names when it is
 * none of them, as `unknownLabel` (its field says why it is refused, unless the groups could not
 * be read), so the form shows what was asked.
 */
export function groupOptions(
  groups: readonly Pick<Group, 'id' | 'naam'>[],
  chosen: string,
  unknownLabel: string,
): SelectOption[] {
  const options = groups.map((group) => ({ value: group.id, label: group.naam }));
  return chosen === '' || groups.some((group) => group.id === chosen)
    ? options
    : [...options, { value: chosen, label: unknownLabel }];
}

export function MemberSearchForm({
  values,
  groups,
  ...frame
}: SearchFormFrame & {
  values: Record<string, string>;
  /** The organisation's groups; null when they could not be read. */
  groups: readonly Pick<Group, 'id' | 'naam'>[] | null;
}) {
  const { t } = useTranslation('push');
  const groupIds = groups?.map((group) => group.id) ?? null;
  const [form, fields] = useSearchForm(frame, {
    id: 'member-search',
    schema: () => import('./member-search').then((rules) => rules.memberSearchSchema(groupIds)),
    defaultValue: values,
    toResults: true,
  });
  const summary: SearchField<typeof names.search | typeof names.status | typeof names.group>[] = [
    { name: names.search, label: t('members.search') },
    { name: names.status, label: t('members.status') },
    { name: names.group, label: t('members.group') },
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
      <SelectField
        meta={fields[names.group]}
        label={t('members.group')}
        emptyLabel={t('members.allGroups')}
        options={groupOptions(groups ?? [], values[names.group] ?? '', t('members.unknownGroup'))}
      />
    </SearchForm>
  );
}
