// Send an eBox message (documentendienst/ebox/verzenden): to a citizen by national number or an
// enterprise by enterprise number, each with its permission; 'Controleer eBox' shows whether the
// eBox is active (and whose it is) before the send button is offered. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { documentSendCapabilities } from '~/domains/document/send/capabilities';
import { eboxPdfLimits } from '~/domains/document/send/form-fields';
import { EboxForm } from '~/domains/document/send/send-forms';
import { eboxAction, newIdempotencyKey, senderOptions } from '~/domains/document/send/send.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'documentEbox');
  const t = await i18nServer.getFixedT(args.request, 'documentsend');
  const can = documentSendCapabilities(activeRole);
  const eboxTypes = [
    ...(can.eboxCitizen ? (['burger'] as const) : []),
    ...(can.eboxEnterprise ? (['onderneming'] as const) : []),
  ];
  return {
    title: t('ebox.title'),
    senders: await senderOptions(args),
    eboxTypes,
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'documentEbox');
  return eboxAction(args, documentSendCapabilities(activeRole));
}

export const meta = screenMeta;

export default function SendEboxScreen() {
  const { t } = useTranslation('documentsend');
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-narrow">
      <h1>{t('ebox.title')}</h1>
      <p className="lead">{t('ebox.intro')}</p>
      <EboxForm
        action={href('documentEbox', {}, locale)}
        senders={loaded.senders}
        reply={reply}
        idempotencyKey={loaded.idempotencyKey}
        eboxTypes={[...loaded.eboxTypes]}
        limits={eboxPdfLimits}
      />
    </div>
  );
}
