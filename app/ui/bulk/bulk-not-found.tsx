// The warning of a bulk screen whose URL names a stored file or a job that is not the user's (or
// does not exist).
import { useTranslation } from 'react-i18next';
import { Alert } from '~/ui/feedback/alert';

/** The warning that the file or job the URL names is not the user's (or does not exist). */
export function BulkNotFound({ what }: { what: 'file' | 'job' }) {
  const { t } = useTranslation('bulk');
  return (
    <Alert kind="warning" title={t(`${what}.notFoundTitle`)}>
      <p>{t(`${what}.notFound`)}</p>
    </Alert>
  );
}
