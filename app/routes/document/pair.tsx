// A paper + eBox shipment (documentendienst/verzending/:messageId1/:messageId2): the letter and the
// eBox message side by side, each with its status, downloads and status button. Either id that is
// not a UUID is not a page; a pair the organisation does not have shows the no-result panel.
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

function idsOf(params: Record<string, string | undefined>): [string, string] {
  const first = params.messageId1;
  const second = params.messageId2;
  if (!isShipmentId(first) || !isShipmentId(second)) throw data(null, { status: 404 });
  return [first, second];
}

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'documentShipmentPair');
  const [first, second] = idsOf(args.params);
  const [t, one, other] = await Promise.all([
    i18nServer.getFixedT(args.request, 'document'),
    lookupShipment(args, first),
    lookupShipment(args, second),
  ]);
  const locale = requestLocale(args.request);
  const pair =
    one.state === 'found' && other.state === 'found' && one.shipment.gekoppeldId === second
      ? [one.shipment, other.shipment]
      : null;
  const failed = one.state === 'failed' || other.state === 'failed';
  const confirm = one.state === 'confirm';
  return data(
    {
      title: t('pair.title'),
      pair: pair?.map((shipment) => ({
        shipment,
        resend: resendHref(activeRole, shipment, locale),
      })),
      failed,
      confirm,
      activeRole,
      correlationId: args.context.correlationId,
    },
    { status: pair || confirm ? 200 : failed ? 502 : 404 },
  );
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'documentShipmentPair');
  const answer = await statusAction(args, idsOf(args.params));
  return data(answer, { status: answer.refresh === 'unavailable' ? 503 : 200 });
}

export const meta = screenMeta;

export default function DocumentShipmentPairScreen() {
  const { t } = useTranslation('document');
  const { pair, failed, confirm, activeRole, correlationId } = useLoaderData<typeof loader>();
  const refresh = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <>
      <h1>{t('pair.title')}</h1>
      <DocumentSections role={activeRole} current="documentShipmentPair" />
      {refresh ? <StatusRefreshAlert refresh={refresh.refresh} /> : null}
      {pair ? (
        <div className="side-by-side">
          {pair.map(({ shipment, resend }) => (
            <ShipmentView key={shipment.id} shipment={shipment} links={{ resend }} />
          ))}
        </div>
      ) : confirm ? (
        <ConfirmShipmentLink />
      ) : failed ? (
        <LookupFailure source="DOCUMENTENDIENST" correlationId={correlationId} />
      ) : (
        <NoResultPanel text={t('detail.notFound')} />
      )}
      <p className="link-row">
        <Link to={href('document', {}, locale)}>{t('detail.toSearch')}</Link>
      </p>
    </>
  );
}
