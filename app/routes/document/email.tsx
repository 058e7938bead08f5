// Send an e-mail (documentendienst/email/verzenden; only with the e-mail toggle on): registered
// (the recipient acknowledges receipt) or regular, with PDF attachments. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { eboxPdfLimits } from '~/domains/document/send/form-fields';
import { EmailForm } from '~/domains/document/send/send-forms';
import { emailAction, newIdempotencyKey, senderOptions } from '~/domains/document/send/send.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'documentEmail');
  const t = await i18nServer.getFixedT(args.request, 'documentsend');
  return {
    title: t('email.title'),
    senders: await senderOptions(args),
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'documentEmail');
  return emailAction(args);
}

export const meta = screenMeta;

export default function SendEmailScreen() {
  const { t } = useTranslation('documentsend');
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-narrow">
      <h1>{t('email.title')}</h1>
      <p className="lead">{t('email.intro')}</p>
      <EmailForm
        action={href('documentEmail', {}, locale)}
        senders={loaded.senders}
        reply={reply}
        idempotencyKey={loaded.idempotencyKey}
        limits={eboxPdfLimits}
      />
    </div>
  );
}
