// Resend a letter (documentendienst/brief/herverzenden/:messageId): the form filled from the
// original (recipient, address, subject, options, payment, reference, sender profile; its
// attachments offered to send again). Refused (403) for a role the resend rule does not allow.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { documentSendCapabilities } from '~/domains/document/send/capabilities';
import { LetterForm } from '~/domains/document/send/send-forms';
import {
  countryOptions,
  letterAction,
  newIdempotencyKey,
  resendOriginal,
  senderOptions,
} from '~/domains/document/send/send.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'documentLetterResend');
  const can = documentSendCapabilities(activeRole);
  const resend = await resendOriginal(args, can.mayResend, 'paper');
  const t = await i18nServer.getFixedT(args.request, 'documentsend');
  const [senders, countries] = await Promise.all([senderOptions(args), countryOptions(args)]);
  return {
    title: t('letterResend.title'),
    senders,
    countries,
    idempotencyKey: newIdempotencyKey(),
    messageId: resend.original.id,
    subject: resend.original.onderwerp,
    defaults: resend.defaults,
    address: resend.address,
    attachments: resend.attachments,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'documentLetterResend');
  const can = documentSendCapabilities(activeRole);
  const resend = await resendOriginal(args, can.mayResend, 'paper');
  return letterAction(args, resend.original);
}

export const meta = screenMeta;

export default function ResendLetterScreen() {
  const { t } = useTranslation('documentsend');
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-narrow">
      <h1>{t('letterResend.title')}</h1>
      <p className="lead">{t('letterResend.intro', { subject: loaded.subject })}</p>
      <LetterForm
        action={href('documentLetterResend', { messageId: loaded.messageId }, locale)}
        senders={loaded.senders}
        countries={loaded.countries}
        reply={reply}
        idempotencyKey={loaded.idempotencyKey}
        defaults={loaded.defaults}
        {...(loaded.address ? { defaultAddress: loaded.address } : {})}
        originalAttachments={loaded.attachments}
      />
    </div>
  );
}
