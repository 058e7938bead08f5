// The push notifications' start page (notificatie): the notifications the organisation sent, the
// newest first, with whom each was for, its languages and what it reached so far (delivered,
// failed, unreachable, still in progress), paged in the URL; and the way to the members and, while
// their toggle is on, the groups (the section navigation).
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { notificationPage } from '~/domains/push/members.server';
import { PushSections, PushSendActions } from '~/domains/push/sections';
import { NotificationsTable } from '~/domains/push/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'pushNotifications');
  const [t, page] = await Promise.all([
    i18nServer.getFixedT(args.request, 'push'),
    notificationPage(args),
  ]);
  return data(
    { title: t('title'), page, activeRole, correlationId: args.context.correlationId },
    { status: 'rows' in page ? 200 : 502 },
  );
}

export const meta = screenMeta;

export default function PushNotificationsScreen() {
  const { t } = useTranslation('push');
  const { page, activeRole, correlationId } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t('title')}</h1>
      <PushSections role={activeRole} current="pushNotifications" />
      <p className="lead">{t('intro')}</p>
      <PushSendActions role={activeRole} />
      {'rows' in page ? (
        page.page.total === 0 ? (
          <NoResultPanel text={t('notifications.none')} />
        ) : (
          <NotificationsTable found={page} />
        )
      ) : (
        <LookupFailure source="PUSH" correlationId={correlationId} />
      )}
    </>
  );
}
