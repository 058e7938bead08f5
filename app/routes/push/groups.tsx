// The groups (notificatie/groep), a screen that exists only while its build-time toggle is on: the
// organisation's groups by name, each with its description and number of members; a role that may
// open the members screen finds each group's members behind its name, and a role that may send to
// a group the way to send to each. Any profile may open the screen; the backend gives the groups
// only to a profile with a push permission, and the others get the refusal of a push screen they
// may not open.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { mayOpenScreen } from '~/auth/access';
import { requirePermission } from '~/auth/require-permission.server';
import { statusOf } from '~/consultation/url-search.server';
import { organisationGroups } from '~/domains/push/groups.server';
import { PushSections } from '~/domains/push/sections';
import { GroupsTable } from '~/domains/push/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'pushGroups');
  const [t, outcome] = await Promise.all([
    i18nServer.getFixedT(args.request, 'push'),
    organisationGroups(args),
  ]);
  return data(
    {
      title: t('groups.title'),
      outcome,
      membersOpen: mayOpenScreen('pushMembers', activeRole),
      sendOpen: mayOpenScreen('pushGroupSend', activeRole),
      activeRole,
      correlationId: args.context.correlationId,
    },
    { status: statusOf(outcome) },
  );
}

export const meta = screenMeta;

export default function PushGroupsScreen() {
  const { t } = useTranslation('push');
  const { outcome, membersOpen, sendOpen, activeRole, correlationId } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t('groups.title')}</h1>
      <PushSections role={activeRole} current="pushGroups" />
      <p className="lead">{t('groups.intro')}</p>
      {'groups' in outcome ? (
        outcome.groups.length === 0 ? (
          <NoResultPanel text={t('groups.none')} />
        ) : (
          <GroupsTable groups={outcome.groups} membersOpen={membersOpen} sendOpen={sendOpen} />
        )
      ) : (
        <LookupFailure source="PUSH" correlationId={correlationId} timedOut={outcome.timedOut} />
      )}
    </>
  );
}
