// The page's global alerts, announced politely; new ones scroll into view (spec §4).
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { useFeedback } from './feedback-context';

export function AlertRegion() {
  const { t } = useTranslation();
  const { state, dispatch } = useFeedback();
  return (
    <section className="alert-region" aria-label={t('feedback.alerts')} aria-live="polite">
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
