// One shipment (documentendienst/verzending/:messageId1): the shipment whole with its status
// history, downloads, track and trace, related shipments and the resend link the role may use;
// 'Status vernieuwen' asks the postal service for the latest status (a form post that works
// without JavaScript). An id that is not a UUID is not a page; a shipment the organisation does
// not have shows the no-result panel (404); a link from another site asks to confirm first.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { resendHref } from '~/domains/document/capabilities';
import { ConfirmShipmentLink } from '~/domains/document/confirm-link';
import { DocumentSections } from '~/domains/document/sections';
import { ShipmentView } from '~/domains/document/shipment-view';
import { isShipmentId, lookupShipment, statusAction } from '~/domains/document/shipment.server';
import { StatusRefreshAlert } from '~/domains/document/status-alert';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { NoResultPanel } from '~/ui/form/search-form';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'documentShipment');
  const id = args.params.messageId1;
  if (!isShipmentId(id)) throw data(null, { status: 404 });
  const [t, lookup] = await Promise.all([
    i18nServer.getFixedT(args.request, 'document'),
    lookupShipment(args, id),
  ]);
  const locale = requestLocale(args.request);
  return data(
    {
      title:
        lookup.state === 'found'
          ? `${lookup.shipment.onderwerp} – ${t('detail.title')}`
          : t('detail.title'),
      lookup,
      resend: lookup.state === 'found' ? resendHref(activeRole, lookup.shipment, locale) : null,
      activeRole,
      correlationId: args.context.correlationId,
    },
    {
      status:
        lookup.state === 'found' || lookup.state === 'confirm'
          ? 200
          : lookup.state === 'notFound'
            ? 404
            : 502,
    },
  );
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'documentShipment');
  const id = args.params.messageId1;
  if (!isShipmentId(id)) throw data(null, { status: 404 });
  const answer = await statusAction(args, [id]);
  return data(answer, { status: answer.refresh === 'unavailable' ? 503 : 200 });
}

export const meta = screenMeta;

export default function DocumentShipmentScreen() {
  const { t } = useTranslation('document');
  const { lookup, resend, activeRole, correlationId } = useLoaderData<typeof loader>();
  const refresh = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <>
      <h1>{t('detail.title')}</h1>
      <DocumentSections role={activeRole} current="documentShipment" />
      {refresh ? <StatusRefreshAlert refresh={refresh.refresh} /> : null}
      {lookup.state === 'found' ? (
        <ShipmentView shipment={lookup.shipment} links={{ resend }} />
      ) : lookup.state === 'confirm' ? (
        <ConfirmShipmentLink />
      ) : lookup.state === 'notFound' ? (
        <NoResultPanel text={t('detail.notFound')} />
      ) : (
        <LookupFailure source="DOCUMENTENDIENST" correlationId={correlationId} />
      )}
      <p className="link-row">
        <Link to={href('document', {}, locale)}>{t('detail.toSearch')}</Link>
      </p>
    </>
  );
}
