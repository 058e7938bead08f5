// What a bulk job's result screen adds around its progress panel: the success alert when the job
// finishes while the panel polls, and the way back to the upload screen.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/ui/feedback/feedback-context';

/** The panel's `onFinished`: a success alert with the screen's message. */
export function useFinishedAlert(message: string): () => void {
  const { dispatch } = useFeedback();
  return () => dispatch({ type: 'showAlert', alert: { kind: 'success', message } });
}

/** The way back to the upload screen (and the user's other jobs). */
export function BulkBackLink({ href }: { href: string }) {
  const { t } = useTranslation('bulk');
  return (
    <p>
      <Link to={href}>{t('job.back')}</Link>
    </p>
  );
}
