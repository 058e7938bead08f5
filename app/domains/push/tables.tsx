// The push screens' tables: the notifications sent (when, what, to whom, in which languages, and
// what they reached), the members found (name linking to the member, national number, phone,
// devices per status) and the organisation's groups (name linking to the group's members,
// description, number of members, the way to send to the group). Sorting and paging are links:
// the list lives in the URL; the groups are few and in one list, by name.
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import {
  deviceStatuses,
  type Group,
  type MemberSummary,
  type NotificationSummary,
} from '@contracts/push-notification';
import type { PagedOutcome } from '~/consultation/paged-search.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { formatWhole } from '~/lib/format/number';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { SearchResultsTable, type Column } from '~/ui/data-table/data-table';
import { Table, type TableColumn } from '~/ui/data-table/table';
import { memberSearchFields } from './member-search';

type Found<Row> = Extract<PagedOutcome<Row>, { rows: Row[] }>;

/** Whom a notification went to, as a line of text. */
export function useAudienceText() {
  const { t } = useTranslation('push');
  return ({ doelgroep }: NotificationSummary) =>
    t(`audience.${doelgroep.soort}`, {
      name: doelgroep.lid?.naam ?? doelgroep.groep?.naam ?? doelgroep.omschrijving ?? '',
    });
}

export function NotificationsTable({ found }: { found: Found<NotificationSummary> }) {
  const { t } = useTranslation('push');
  const locale = localeFromPath(useLocation().pathname);
  const { i18n } = useTranslation();
  const audience = useAudienceText();
  const count = (value: number) => formatWhole(value, i18n.language);
  const columns: Column<NotificationSummary>[] = [
    {
      key: 'sent',
      header: t('notifications.sent'),
      sortField: 'verstuurd',
      cell: (row) => formatDateTime(row.verstuurd),
      className: 'nowrap',
    },
    {
      key: 'subject',
      header: t('notifications.subject'),
      cell: (row) => (
        <Link to={href('pushNotification', { notificatie: row.id }, locale)}>{row.titel}</Link>
      ),
    },
    { key: 'audience', header: t('notifications.audience'), cell: audience },
    {
      key: 'languages',
      header: t('notifications.languages'),
      cell: (row) => row.talen.map((language) => t(`languages.${language}`)).join(', '),
    },
    {
      key: 'devices',
      header: t('notifications.devices'),
      cell: (row) => count(row.toestellen),
      className: 'numeric',
    },
    {
      key: 'delivered',
      header: t('notifications.delivered'),
      cell: (row) => count(row.afgeleverd),
      className: 'numeric',
    },
    {
      key: 'failed',
      header: t('notifications.failed'),
      cell: (row) => count(row.mislukt),
      className: 'numeric',
    },
    {
      key: 'inactive',
      header: t('notifications.inactive'),
      cell: (row) => count(row.inactief),
      className: 'numeric',
    },
    {
      key: 'waiting',
      header: t('notifications.waiting'),
      cell: (row) => count(row.bezig),
      className: 'numeric',
    },
    { key: 'sentBy', header: t('notifications.sentBy'), cell: (row) => row.verstuurdDoor },
  ];
  return (
    <SearchResultsTable
      id="notifications"
      title={(total) => t('notifications.tableTitle', { count: total })}
      caption={t('notifications.caption')}
      columns={columns}
      found={found}
      rowKey={(row) => row.id}
    />
  );
}

export function MembersTable({ found }: { found: Found<MemberSummary> }) {
  const { t } = useTranslation('push');
  const locale = localeFromPath(useLocation().pathname);
  const columns: Column<MemberSummary>[] = [
    {
      key: 'name',
      header: t('members.name'),
      sortField: 'naam',
      cell: (row) => (
        <Link to={href('pushMember', { lid: row.id }, locale)}>
          {row.naam} {row.voornaam}
        </Link>
      ),
    },
    {
      key: 'insz',
      header: t('members.insz'),
      cell: (row) => formatInsz(row.insz),
      className: 'nowrap',
    },
    { key: 'phone', header: t('members.phone'), cell: (row) => row.telefoon ?? '–' },
    {
      key: 'devices',
      header: t('members.devices'),
      cell: (row) =>
        deviceStatuses
          .filter((status) => row.toestellen[status])
          .map((status) => `${t(`status.${status}`)}: ${row.toestellen[status]}`)
          .join(', ') || '–',
    },
    {
      key: 'registered',
      header: t('members.registered'),
      sortField: 'aangemaakt',
      cell: (row) => formatDateTime(row.aangemaakt),
      className: 'nowrap',
    },
  ];
  return (
    <SearchResultsTable
      id="members"
      title={(total) => t('members.tableTitle', { count: total })}
      caption={t('members.caption')}
      columns={columns}
      found={found}
      rowKey={(row) => row.id}
    />
  );
}

/**
 * The organisation's groups. `membersOpen`: the role may open the members screen, where each
 * group's name leads to its members; otherwise the names are plain text. `sendOpen`: the role may
 * send to a group, and each row leads to the send screen with its group chosen.
 */
export function GroupsTable({
  groups,
  membersOpen,
  sendOpen,
}: {
  groups: Group[];
  membersOpen: boolean;
  sendOpen: boolean;
}) {
  const { t, i18n } = useTranslation('push');
  const locale = localeFromPath(useLocation().pathname);
  const columns: TableColumn<Group>[] = [
    {
      key: 'name',
      header: t('groups.name'),
      cell: (row) =>
        membersOpen ? (
          <Link to={href('pushMembers', {}, locale, { [memberSearchFields.group]: row.id })}>
            {row.naam}
          </Link>
        ) : (
          row.naam
        ),
    },
    { key: 'description', header: t('groups.description'), cell: (row) => row.beschrijving },
    {
      key: 'members',
      header: t('groups.members'),
      cell: (row) => formatWhole(row.leden, i18n.language),
      className: 'numeric',
    },
    ...(sendOpen
      ? [
          {
            key: 'send',
            header: t('groups.actions'),
            cell: (row: Group) => (
              // The send screen's group field (send-schema.ts) chooses the group.
              <Link
                to={href('pushGroupSend', {}, locale, { groep: row.id })}
                aria-label={t('groups.sendTo', { name: row.naam })}
              >
                {t('groups.send')}
              </Link>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table
      name={{
        id: 'groups-caption',
        caption: (
          <>
            {t('groups.caption')}{' '}
            <span className="form-hint">{t('groups.count', { count: groups.length })}</span>
          </>
        ),
      }}
      columns={columns}
      rows={groups}
      rowKey={(row) => row.id}
    />
  );
}
