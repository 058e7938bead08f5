// Send a letter (documentendienst/brief/verzenden): on paper, on paper and to the eBox, or routed
// by the service (the eBox when it is active, else paper). Sent: the shipment's detail with a
// banner. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { LetterForm } from '~/domains/document/send/send-forms';
import {
  countryOptions,
  letterAction,
  newIdempotencyKey,
  senderOptions,
} from '~/domains/document/send/send.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'documentLetter');
  const t = await i18nServer.getFixedT(args.request, 'documentsend');
  const [senders, countries] = await Promise.all([senderOptions(args), countryOptions(args)]);
  return { title: t('letter.title'), senders, countries, idempotencyKey: newIdempotencyKey() };
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'documentLetter');
  return letterAction(args);
}

export const meta = screenMeta;

export default function SendLetterScreen() {
  const { t } = useTranslation('documentsend');
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-narrow">
      <h1>{t('letter.title')}</h1>
      <p className="lead">{t('letter.intro')}</p>
      <LetterForm
        action={href('documentLetter', {}, locale)}
        senders={loaded.senders}
        countries={loaded.countries}
        reply={reply}
        idempotencyKey={loaded.idempotencyKey}
      />
    </div>
  );
}
