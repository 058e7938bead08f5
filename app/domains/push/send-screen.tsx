// What the two send screens share: the heading and intro of their kind, the form or, after
// "Continue", the confirmation; a failed send's alert.
import { useTranslation } from 'react-i18next';
import type { Group } from '@contracts/push-notification';
import type { Locale } from '~/i18n/locale';
import { LookupFailure } from '~/ui/lookup-outcome';
import { SendConfirmation, SendNotificationForm } from './send-form';
import type { SendScreenKind } from './send-schema';
import type { SendReply } from './send.server';

export function SendScreen({
  kind,
  action,
  locale,
  groups,
  start,
  reply,
}: {
  kind: SendScreenKind;
  action: string;
  locale: Locale;
  groups: readonly Group[];
  start: Record<string, string>;
  reply: SendReply | undefined;
}) {
  const { t } = useTranslation('push');
  if (reply?.step === 'confirm') {
    return (
      <>
        <h1>{t('send.confirmTitle')}</h1>
        <SendConfirmation action={action} reply={reply} />
      </>
    );
  }
  return (
    <>
      <h1>{kind === 'group' ? t('send.groupTitle') : t('send.title')}</h1>
      <p className="lead">{kind === 'group' ? t('send.groupIntro') : t('send.intro')}</p>
      {reply?.failure ? (
        <LookupFailure source="PUSH" correlationId={reply.failure.correlationId} />
      ) : null}
      <SendNotificationForm
        kind={kind}
        action={action}
        locale={locale}
        groups={groups}
        start={start}
        lastResult={reply?.result ?? null}
        test={reply?.test ?? null}
      />
    </>
  );
}
