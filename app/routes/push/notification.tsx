// One notification (notificatie/melding/:notificatie): when and by whom it was sent, to whom, what
// it reached so far (delivered, failed, unreachable, in progress), its content per language as a
// phone shows it, and per device the outcome, paged and filtered on an outcome in the URL, so it
// works without JavaScript. A send still running shows its progress at every visit.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { deliveryOutcomes, type Delivery } from '@contracts/push-notification';
import { requirePermission } from '~/auth/require-permission.server';
import type { PagedOutcome } from '~/consultation/paged-search.server';
import { NotificationContentView } from '~/domains/push/notification-content';
import { outcomeParameter } from '~/domains/push/notification-fields';
import { deliveryPage, lookupNotification, outcomeOf } from '~/domains/push/notification.server';
import { useAudienceText } from '~/domains/push/tables';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { formatWhole } from '~/lib/format/number';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { SearchResultsTable } from '~/ui/data-table/data-table';
import { NoResultPanel } from '~/ui/form/search-form';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushNotification');
  const id = args.params.notificatie ?? '';
  const [t, lookup] = await Promise.all([
    i18nServer.getFixedT(args.request, 'push'),
    lookupNotification(args, id),
  ]);
  const deliveries = lookup.state === 'found' ? await deliveryPage(args, id) : null;
  return data(
    {
      title: lookup.state === 'found' ? lookup.notification.titel : t('notification.notFoundTitle'),
      lookup,
      deliveries,
      outcome: outcomeOf(new URL(args.request.url)) ?? null,
      correlationId: args.context.correlationId,
    },
    { status: lookup.state === 'found' ? 200 : lookup.state === 'notFound' ? 404 : 502 },
  );
}

export const meta = screenMeta;

function DeliveriesTable({
  found,
}: {
  found: Extract<PagedOutcome<Delivery>, { rows: Delivery[] }>;
}) {
  const { t } = useTranslation('push');
  const locale = localeFromPath(useLocation().pathname);
  return (
    <SearchResultsTable
      id="deliveries"
      title={(count) => t('notification.deliveriesTitle', { count })}
      caption={t('notification.deliveriesCaption')}
      columns={[
        {
          key: 'member',
          header: t('notification.member'),
          cell: (row) => (
            <Link to={href('pushMember', { lid: row.lid.id }, locale)}>{row.lid.naam}</Link>
          ),
        },
        {
          key: 'platform',
          header: t('member.platform'),
          cell: (row) => t(`platform.${row.toestel.platform}`),
        },
        {
          key: 'outcome',
          header: t('notification.outcome'),
          cell: (row) => t(`notification.outcomes.${row.uitkomst}`),
        },
        {
          key: 'device',
          header: t('member.deviceStatus'),
          cell: (row) => t(`status.${row.toestel.status}`),
        },
        {
          key: 'at',
          header: t('notification.at'),
          sortField: 'tijdstip',
          cell: (row) => formatDateTime(row.tijdstip),
          className: 'nowrap',
        },
      ]}
      found={found}
      rowKey={(row) => row.toestel.id}
    />
  );
}

export default function PushNotificationScreen() {
  const { t, i18n } = useTranslation('push');
  const { lookup, deliveries, outcome, correlationId } = useLoaderData<typeof loader>();
  const audience = useAudienceText();
  const locale = localeFromPath(useLocation().pathname);
  const listHref = href('pushNotifications', {}, locale);
  if (lookup.state !== 'found') {
    return (
      <>
        <p className="back-link no-print">
          <Link to={listHref}>{t('notification.back')}</Link>
        </p>
        <h1>{t('notification.notFoundTitle')}</h1>
        {lookup.state === 'notFound' ? (
          <p className="lead">{t('notification.notFound')}</p>
        ) : (
          <LookupFailure source="PUSH" correlationId={correlationId} />
        )}
      </>
    );
  }
  const { notification } = lookup;
  const selfHref = href('pushNotification', { notificatie: notification.id }, locale);
  const count = (value: number) => formatWhole(value, i18n.language);
  return (
    <article>
      <p className="back-link no-print">
        <Link to={listHref}>{t('notification.back')}</Link>
      </p>
      <h1>{notification.titel}</h1>
      <h2>{t('notification.summary')}</h2>
      <dl className="facts">
        <dt>{t('notifications.sent')}</dt>
        <dd>{formatDateTime(notification.verstuurd)}</dd>
        <dt>{t('notifications.sentBy')}</dt>
        <dd>{notification.verstuurdDoor}</dd>
        <dt>{t('notifications.audience')}</dt>
        <dd>{audience(notification)}</dd>
        <dt>{t('notifications.devices')}</dt>
        <dd>{count(notification.toestellen)}</dd>
        <dt>{t('notifications.delivered')}</dt>
        <dd>{count(notification.afgeleverd)}</dd>
        <dt>{t('notifications.failed')}</dt>
        <dd>{count(notification.mislukt)}</dd>
        <dt>{t('notifications.inactive')}</dt>
        <dd>{count(notification.inactief)}</dd>
        <dt>{t('notifications.waiting')}</dt>
        <dd>{count(notification.bezig)}</dd>
      </dl>
      <h2>{t('notification.contentHeading')}</h2>
      {notification.inhoudPerRegel ? <p>{t('notification.variesPerLine')}</p> : null}
      <NotificationContentView content={notification.inhoud} />
      <h2>{t('notification.deliveriesHeading')}</h2>
      <nav aria-label={t('notification.filter')} className="link-row no-print">
        <span>{t('notification.filter')}:</span>{' '}
        {[null, ...deliveryOutcomes].map((each) => (
          <Link
            key={each ?? 'all'}
            to={each ? `${selfHref}?${outcomeParameter}=${each}` : selfHref}
            aria-current={each === outcome ? 'page' : undefined}
          >
            {each ? t(`notification.outcomes.${each}`) : t('notification.allOutcomes')}
          </Link>
        ))}
      </nav>
      {deliveries && 'rows' in deliveries ? (
        deliveries.page.total === 0 ? (
          <NoResultPanel text={t('notification.noDeliveries')} />
        ) : (
          <DeliveriesTable found={deliveries} />
        )
      ) : (
        <LookupFailure source="PUSH" correlationId={correlationId} />
      )}
    </article>
  );
}
