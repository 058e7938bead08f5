// Send a notification (notificatie/versturen): to one member (chosen from the suggestions, or by
// name or national number; `?lid=<id>` from a member's screen) or to all members. Write it in up
// to four languages, see the preview, test it on phone numbers, confirm with the audience's size,
// send: then the notification's screen shows whom it reached. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { requirePermission } from '~/auth/require-permission.server';
import { SendScreen } from '~/domains/push/send-screen';
import { sendAction, sendStart } from '~/domains/push/send.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushSend');
  const [t, start] = await Promise.all([
    i18nServer.getFixedT(args.request, 'push'),
    sendStart(args, 'memberOrAll'),
  ]);
  return { title: t('send.title'), start };
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'pushSend');
  return sendAction(args, 'memberOrAll');
}

export const meta = screenMeta;

export default function PushSendScreen() {
  const { start } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-wide">
      <SendScreen
        kind="memberOrAll"
        action={href('pushSend', {}, locale)}
        locale={locale}
        groups={[]}
        start={start}
        reply={reply}
      />
    </div>
  );
}
