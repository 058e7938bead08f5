// Resend an eBox message (documentendienst/ebox/herverzenden/:messageId): the form filled from the
// original (recipient, subject, message, payment, reference, sender profile; its attachments
// offered to send again). Refused (403) for a role the resend rule does not allow.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { documentSendCapabilities } from '~/domains/document/send/capabilities';
import { eboxPdfLimits } from '~/domains/document/send/form-fields';
import { EboxForm } from '~/domains/document/send/send-forms';
import {
  eboxAction,
  newIdempotencyKey,
  resendOriginal,
  senderOptions,
} from '~/domains/document/send/send.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'documentEboxResend');
  const can = documentSendCapabilities(activeRole);
  const resend = await resendOriginal(args, can.mayResend, 'ebox');
  const t = await i18nServer.getFixedT(args.request, 'documentsend');
  return {
    title: t('eboxResend.title'),
    senders: await senderOptions(args),
    idempotencyKey: newIdempotencyKey(),
    messageId: resend.original.id,
    subject: resend.original.onderwerp,
    eboxType: resend.original.eboxType ?? 'burger',
    defaults: resend.defaults,
    attachments: resend.attachments,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'documentEboxResend');
  const can = documentSendCapabilities(activeRole);
  const resend = await resendOriginal(args, can.mayResend, 'ebox');
  return eboxAction(args, can, resend.original);
}

export const meta = screenMeta;

export default function ResendEboxScreen() {
  const { t } = useTranslation('documentsend');
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-narrow">
      <h1>{t('eboxResend.title')}</h1>
      <p className="lead">{t('eboxResend.intro', { subject: loaded.subject })}</p>
      <EboxForm
        action={href('documentEboxResend', { messageId: loaded.messageId }, locale)}
        senders={loaded.senders}
        reply={reply}
        idempotencyKey={loaded.idempotencyKey}
        defaults={loaded.defaults}
        originalAttachments={loaded.attachments}
        eboxTypes={[loaded.eboxType]}
        limits={eboxPdfLimits}
      />
    </div>
  );
}
