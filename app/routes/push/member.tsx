// One member (notificatie/lid/:lid): the details, groups and notifications received, and the
// devices with their status. A device is removed (it becomes cancelled) and the member is deleted
// after a confirmation page of their own (`?toestel=<id>`, `?verwijderen=1`); the details are
// changed in the form of `?wijzigen=1`. Everything is a plain link or post form: it works without
// JavaScript. A refusal (a device that cannot be removed, a member notifications reached) comes
// back as a banner that says why.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Device, Member } from '@contracts/push-notification';
import { mayOpenScreen } from '~/auth/access';
import { requirePermission } from '~/auth/require-permission.server';
import { memberIntents } from '~/domains/push/member-fields';
import { MemberForm } from '~/domains/push/member-form';
import { changeMember, lookupMember, memberGroups } from '~/domains/push/member.server';
import { i18nServer } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { formatDateTime } from '~/lib/format/date-time';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { screenMeta } from '~/routing/screen-meta';
import { Table } from '~/ui/data-table/table';
import { LookupFailure } from '~/ui/lookup-outcome';

type Mode =
  | { kind: 'view' }
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'removeDevice'; device: Device };

function modeOf(url: URL, member: Member | null): Mode {
  if (!member) return { kind: 'view' };
  if (url.searchParams.has('wijzigen')) return { kind: 'edit' };
  if (url.searchParams.has('verwijderen')) return { kind: 'delete' };
  const device = member.apparaten.find((each) => each.id === url.searchParams.get('toestel'));
  return device ? { kind: 'removeDevice', device } : { kind: 'view' };
}

export async function loader(args: LoaderFunctionArgs) {
  const { activeRole } = await requirePermission(args, 'pushMember');
  const [t, lookup] = await Promise.all([
    i18nServer.getFixedT(args.request, 'push'),
    lookupMember(args, args.params.lid ?? ''),
  ]);
  const member = lookup.state === 'found' ? lookup.member : null;
  const mode = modeOf(new URL(args.request.url), member);
  const groups = mode.kind === 'edit' ? await memberGroups(args) : [];
  const title = member
    ? mode.kind === 'edit'
      ? t('member.editTitle')
      : mode.kind === 'delete'
        ? t('member.deleteTitle')
        : mode.kind === 'removeDevice'
          ? t('member.removeDeviceTitle')
          : `${member.voornaam} ${member.naam}`
    : t('member.notFoundTitle');
  return data(
    {
      title,
      lookup,
      mode,
      groups,
      maySend: mayOpenScreen('pushSend', activeRole),
      correlationId: args.context.correlationId,
    },
    { status: lookup.state === 'found' ? 200 : lookup.state === 'notFound' ? 404 : 502 },
  );
}

export async function action(args: ActionFunctionArgs) {
  await requirePermission(args, 'pushMember');
  return changeMember(args, args.params.lid ?? '');
}

export const meta = screenMeta;

function DeviceTable({ member, memberHref }: { member: Member; memberHref: string }) {
  const { t } = useTranslation('push');
  const name = `${member.voornaam} ${member.naam}`;
  return (
    <Table
      name={{ caption: t('member.devicesCaption', { name }), id: 'devices-caption' }}
      columns={[
        {
          key: 'platform',
          header: t('member.platform'),
          cell: (row) => t(`platform.${row.platform}`),
        },
        { key: 'version', header: t('member.appVersion'), cell: (row) => row.appVersie },
        {
          key: 'status',
          header: t('member.deviceStatus'),
          cell: (row) => t(`status.${row.status}`),
        },
        {
          key: 'registered',
          header: t('members.registered'),
          cell: (row) => formatDateTime(row.geregistreerd),
        },
        {
          key: 'lastSeen',
          header: t('member.lastSeen'),
          cell: (row) => (row.laatstGezien ? formatDateTime(row.laatstGezien) : t('member.never')),
        },
        { key: 'failures', header: t('member.failures'), cell: (row) => String(row.mislukt) },
        {
          key: 'remove',
          header: t('member.actions'),
          cell: (row) =>
            row.status === 'cancelled' ? null : (
              <Link
                to={`${memberHref}?toestel=${row.id}`}
                aria-label={t('member.removeDeviceLabel', {
                  platform: t(`platform.${row.platform}`),
                  registered: formatDateTime(row.geregistreerd),
                })}
              >
                {t('member.removeDevice')}
              </Link>
            ),
        },
      ]}
      rows={member.apparaten}
      rowKey={(row) => row.id}
    />
  );
}

export default function PushMemberScreen() {
  const { t } = useTranslation('push');
  const { lookup, mode, groups, maySend, correlationId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const locale = localeFromPath(useLocation().pathname);
  const membersHref = href('pushMembers', {}, locale);
  if (lookup.state !== 'found') {
    return (
      <>
        <p className="back-link no-print">
          <Link to={membersHref}>{t('member.back')}</Link>
        </p>
        <h1>{t('member.notFoundTitle')}</h1>
        {lookup.state === 'notFound' ? (
          <p className="lead">{t('member.notFound')}</p>
        ) : (
          <LookupFailure source="PUSH" correlationId={correlationId} />
        )}
      </>
    );
  }
  const { member } = lookup;
  const name = `${member.voornaam} ${member.naam}`;
  const memberHref = href('pushMember', { lid: member.id }, locale);
  const cancel = (
    <Link className="button button--secondary" to={memberHref}>
      {t('member.cancel')}
    </Link>
  );

  if (mode.kind === 'edit') {
    return (
      <div className="layout-narrow">
        <p className="back-link no-print">
          <Link to={memberHref}>{name}</Link>
        </p>
        <h1>{t('member.editTitle')}</h1>
        {actionData && 'failure' in actionData && actionData.failure ? (
          <LookupFailure source="PUSH" correlationId={actionData.failure.correlationId} />
        ) : null}
        <MemberForm
          mode="change"
          action={`${memberHref}?wijzigen=1`}
          groups={groups}
          intent={memberIntents.change}
          values={{
            naam: member.naam,
            voornaam: member.voornaam,
            telefoon: member.telefoon ?? '',
            email: member.email ?? '',
            groepen: member.groepen.map((group) => group.id),
          }}
          lastResult={actionData && 'result' in actionData ? actionData.result : null}
          cancel={cancel}
        />
      </div>
    );
  }

  if (mode.kind === 'delete' || mode.kind === 'removeDevice') {
    const removing = mode.kind === 'removeDevice';
    return (
      <div className="layout-narrow">
        <p className="back-link no-print">
          <Link to={memberHref}>{name}</Link>
        </p>
        <h1>{removing ? t('member.removeDeviceTitle') : t('member.deleteTitle')}</h1>
        <p className="lead">
          {removing
            ? t('member.removeDeviceQuestion', {
                platform: t(`platform.${mode.device.platform}`),
                registered: formatDateTime(mode.device.geregistreerd),
                name,
              })
            : t('member.deleteQuestion', { name })}
        </p>
        <Form method="post" action={memberHref}>
          {removing ? <input type="hidden" name="toestel" value={mode.device.id} /> : null}
          <div className="button-row">
            <button
              type="submit"
              name="intent"
              value={removing ? memberIntents.removeDevice : memberIntents.delete}
              className="button"
            >
              {removing ? t('member.removeDeviceConfirm') : t('member.deleteConfirm')}
            </button>
            {cancel}
          </div>
        </Form>
      </div>
    );
  }

  return (
    <article>
      <p className="back-link no-print">
        <Link to={membersHref}>{t('member.back')}</Link>
      </p>
      <h1>{name}</h1>
      <h2>{t('member.details')}</h2>
      <dl className="facts">
        <dt>{t('members.insz')}</dt>
        <dd>{formatInsz(member.insz)}</dd>
        <dt>{t('members.phone')}</dt>
        <dd>{member.telefoon ?? '–'}</dd>
        <dt>{t('member.email')}</dt>
        <dd>{member.email ?? '–'}</dd>
        <dt>{t('member.groups')}</dt>
        <dd>
          {member.groepen.length > 0
            ? member.groepen.map((group) => group.naam).join(', ')
            : t('member.noGroups')}
        </dd>
        <dt>{t('member.notifications')}</dt>
        <dd>{member.meldingen}</dd>
        <dt>{t('members.registered')}</dt>
        <dd>{formatDateTime(member.aangemaakt)}</dd>
        <dt>{t('member.changed')}</dt>
        <dd>{formatDateTime(member.gewijzigd)}</dd>
      </dl>
      <p className="link-row no-print">
        <Link className="button" to={`${memberHref}?wijzigen=1`}>
          {t('member.edit')}
        </Link>
        <Link className="button button--secondary" to={`${memberHref}?verwijderen=1`}>
          {t('member.delete')}
        </Link>
        {maySend ? (
          <Link
            className="button button--secondary"
            to={href('pushSend', {}, locale, { lid: member.id })}
          >
            {t('actions.sendToMember')}
          </Link>
        ) : null}
      </p>
      <h2>{t('member.devicesHeading')}</h2>
      <DeviceTable member={member} memberHref={memberHref} />
    </article>
  );
}
