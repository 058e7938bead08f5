// Send a notification to a group (notificatie/groep/versturen, behind "sending to groups"): the
// group (`?groep=<id>` from the groups), the content in up to four languages with its preview, a
// test on phone numbers, the confirmation with the group's reachable members and devices, the
// send. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { requirePermission } from '~/auth/require-permission.server';
import { SendScreen } from '~/domains/push/send-screen';
import { sendAction, sendGroups, sendStart } from '~/domains/push/send.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushGroupSend');
  const [t, start, groups] = await Promise.all([
    i18nServer.getFixedT(args.request, 'push'),
    sendStart(args, 'group'),
    sendGroups(args),
  ]);
  return { title: t('send.groupTitle'), start, groups };
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'pushGroupSend');
  return sendAction(args, 'group');
}

export const meta = screenMeta;

export default function PushGroupSendScreen() {
  const { start, groups } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-wide">
      <SendScreen
        kind="group"
        action={href('pushGroupSend', {}, locale)}
        locale={locale}
        groups={groups}
        start={start}
        reply={reply}
      />
    </div>
  );
}
