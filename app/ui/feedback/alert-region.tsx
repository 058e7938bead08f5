// The page's global alerts, announced politely; new ones scroll into view.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { ConfirmationBanner } from './banner';
import type { Banner, FlashAlert } from './feedback';
import { useFeedback } from './feedback-context';

/** Translation keys of the alerts a redirect can carry. */
const flashAlertText = {
  insufficientPermission: 'general.error.authentication.insufficientPermission',
  roleSelectionFailed: 'flash.roleSelectionFailed',
  downloadTooLarge: 'flash.downloadTooLarge',
  downloadFailed: 'flash.downloadFailed',
} as const satisfies Record<FlashAlert['messageKey'], string>;

export function AlertRegion({
  serverAlert,
  serverBanner = null,
}: {
  serverAlert: FlashAlert | null;
  serverBanner?: Banner | null;
}) {
  const { t } = useTranslation();
  const { state, dispatch } = useFeedback();
  const [dismissed, setDismissed] = useState<FlashAlert | null>(null);
  return (
    <section className="alert-region" aria-label={t('feedback.alerts')} aria-live="polite">
      {serverAlert && serverAlert !== dismissed ? (
        <Alert
          kind={serverAlert.kind}
          onClose={serverAlert.closable ? () => setDismissed(serverAlert) : undefined}
        >
          <p>{t(flashAlertText[serverAlert.messageKey])}</p>
        </Alert>
      ) : null}
      {serverBanner ? <ConfirmationBanner banner={serverBanner} /> : null}
      {state.alerts.map((alert) => (
        <Alert
          key={alert.id}
          kind={alert.kind}
          title={alert.title}
          scrollIntoView
          onClose={
            alert.closable ? () => dispatch({ type: 'dismissAlert', id: alert.id }) : undefined
          }
        >
          <p>{alert.message}</p>
        </Alert>
      ))}
    </section>
  );
}
