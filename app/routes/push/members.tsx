// The members (notificatie/lid): the citizens registered in the organisation's app, searched by
// part of a name or a national number, by a status of their devices and by group. The search is a
// GET form, so its results, page and order live in the URL and work without JavaScript; a link
// naming a group (`?groep=<id>`, from the groups screen) shows that group's members at once. Every
// member opens its screen. A role that may register members finds the way to a new one here.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { organisationGroups } from '~/domains/push/groups.server';
import { MemberSearchForm, memberFormValues } from '~/domains/push/member-search-form';
import { memberSearchFromUrl } from '~/domains/push/members.server';
import { PushSections } from '~/domains/push/sections';
import { MembersTable } from '~/domains/push/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { clearedFormParameter } from '~/page-state/url-names';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { SearchFailure } from '~/ui/lookup-outcome';
import { SearchPanel } from '~/ui/search-panel';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'pushMembers');
  // The groups first: the search refuses a group that is not one of them.
  const groupsOutcome = await organisationGroups(args);
  const groups = 'groups' in groupsOutcome ? groupsOutcome.groups : null;
  const [t, search] = await Promise.all([
    i18nServer.getFixedT(args.request, 'push'),
    memberSearchFromUrl(args, groups?.map((group) => group.id) ?? null),
  ]);
  const outcome = search && 'outcome' in search ? search.outcome : null;
  const title =
    outcome && 'rows' in outcome
      ? `${t('members.tableTitle', { count: outcome.page.total })} – ${t('members.title')}`
      : t('members.title');
  return data(
    {
      title,
      search,
      groups: groups?.map(({ id, naam }) => ({ id, naam })) ?? null,
      activeRole,
      correlationId: args.context.correlationId,
    },
    { status: search?.status ?? 200 },
  );
}

export const meta = screenMeta;

export default function PushMembersScreen() {
  const { t } = useTranslation('push');
  const { search, groups, activeRole, correlationId } = useLoaderData<typeof loader>();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const outcome = search && 'outcome' in search ? search.outcome : null;
  return (
    <>
      <h1>{t('members.title')}</h1>
      <PushSections role={activeRole} current="pushMembers" />
      <p className="lead">{t('members.intro')}</p>
      <p className="link-row">
        <Link className="button" to={href('pushMemberNew', {}, locale)}>
          {t('members.new')}
        </Link>
      </p>
      <SearchFailure outcome={outcome} source="PUSH" correlationId={correlationId} />
      <SearchPanel id="search-members" heading={t('members.searchHeading')}>
        <MemberSearchForm
          lastResult={search?.result ?? null}
          action={href('pushMembers', {}, locale)}
          clearHref={href('pushMembers', {}, locale, { [clearedFormParameter]: '1' })}
          values={memberFormValues(new URLSearchParams(location.search))}
          groups={groups}
        />
      </SearchPanel>
      {outcome && 'rows' in outcome ? (
        outcome.page.total === 0 ? (
          <NoResultPanel announce text={t('members.noResult')} />
        ) : (
          <MembersTable found={outcome} />
        )
      ) : null}
    </>
  );
}
