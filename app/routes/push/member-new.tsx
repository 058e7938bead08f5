// A new member (notificatie/lid/nieuw): a citizen registered by national number, with names, an
// optional phone number and e-mail address, and groups. The form's rules run in the browser and
// again on the server, and it works without JavaScript. Registered: the member's screen with a
// banner; a number registered already is said on its field.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '~/auth/require-permission.server';
import { MemberForm } from '~/domains/push/member-form';
import { memberGroups, registerMember } from '~/domains/push/member.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { LookupFailure } from '~/ui/lookup-outcome';

export async function loader(args: LoaderFunctionArgs) {
  await requirePermission(args, 'pushMemberNew');
  const [t, groups] = await Promise.all([
    i18nServer.getFixedT(args.request, 'push'),
    memberGroups(args),
  ]);
  return { title: t('memberForm.newTitle'), groups };
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'pushMemberNew');
  return registerMember(args);
}

export const meta = screenMeta;

export default function PushMemberNewScreen() {
  const { t } = useTranslation('push');
  const { groups } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="layout-narrow">
      <h1>{t('memberForm.newTitle')}</h1>
      <p className="lead">{t('memberForm.newIntro')}</p>
      {actionData?.failure ? (
        <LookupFailure source="PUSH" correlationId={actionData.failure.correlationId} />
      ) : null}
      <MemberForm
        mode="new"
        action={href('pushMemberNew', {}, locale)}
        groups={groups}
        lastResult={actionData?.result ?? null}
        cancel={
          <Link className="button button--secondary" to={href('pushMembers', {}, locale)}>
            {t('member.cancel')}
          </Link>
        }
      />
    </div>
  );
}
