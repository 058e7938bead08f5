// The push screens' backend calls: the organisation's notifications (a page of them), its members
// (the search in the URL, one page, of a group when it names one), one member, and the changes a
// member screen makes. Members change under the user's hands (registered, changed, deleted), so
// their pages are asked anew every time, never answered from the session's memory.
import { maximumPagedRows } from '@contracts/http';
import {
  memberOrderFields,
  notificationOrderFields,
  searchMembers,
  searchNotifications,
  type MemberSummary,
  type NotificationSummary,
} from '@contracts/push-notification';
import { callBackend } from '~/backend/client.server';
import { pagedSearch, type PagedOutcome } from '~/consultation/paged-search.server';
import { schemaForm, urlSearch, type SearchAnswer } from '~/consultation/url-search.server';
import type { RequestArgs } from '~/load-context';
import { asksMemberSearch, memberSearchFields, memberSearchSchema } from './member-search';

export const memberPageSize = 20;
export const notificationPageSize = 20;

/**
 * The members search in the URL: one page of the organisation's members. `groups`: the ids of the
 * organisation's groups, null when they could not be read (memberSearchSchema).
 */
export function memberSearchFromUrl(
  args: RequestArgs,
  groups: readonly string[] | null,
): Promise<SearchAnswer<PagedOutcome<MemberSummary>> | null> {
  const { request, context } = args;
  return urlSearch(args, {
    asks: asksMemberSearch,
    form: schemaForm(memberSearchSchema(groups)),
    // The organisation's own registrations, not a source consulted about someone.
    consultation: false,
    search: (search, params) =>
      pagedSearch(context, params, {
        fields: memberOrderFields,
        defaults: { orderBy: 'naam', order: 'Asc' },
        pageSize: memberPageSize,
        maximumRows: maximumPagedRows,
        reference: undefined,
        remember: false,
        call: (state) => {
          const query = {
            zoek: search[memberSearchFields.search],
            status: search[memberSearchFields.status] || 'all',
            groep: search[memberSearchFields.group] || undefined,
            ...state,
            take: memberPageSize,
          };
          return {
            key: [searchMembers.id, query],
            consult: () => callBackend(searchMembers, { request, context, query }),
          };
        },
      }),
  });
}

/** One page of the organisation's notifications, newest first. */
export function notificationPage(args: RequestArgs): Promise<PagedOutcome<NotificationSummary>> {
  const { request, context } = args;
  return pagedSearch(context, new URL(request.url).searchParams, {
    fields: notificationOrderFields,
    defaults: { orderBy: 'verstuurd', order: 'Desc' },
    pageSize: notificationPageSize,
    maximumRows: maximumPagedRows,
    reference: undefined,
    remember: false,
    call: (state) => {
      const query = { ...state, take: notificationPageSize };
      return {
        key: [searchNotifications.id, query],
        consult: () => callBackend(searchNotifications, { request, context, query }),
      };
    },
  });
}
