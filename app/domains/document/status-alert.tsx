// What the 'Status vernieuwen' button's answer says: the status was asked again, or the postal
// service cannot tell it now ('shipment details not found or status unavailable').
import { useTranslation } from 'react-i18next';
import { Alert } from '~/ui/feedback/alert';

export function StatusRefreshAlert({
  refresh,
}: {
  refresh: 'refreshed' | 'unavailable' | 'notFound' | 'failed';
}) {
  const { t } = useTranslation('document');
  if (refresh === 'refreshed')
    return (
      <Alert kind="success" title={t('detail.refreshedTitle')}>
        <p>{t('detail.refreshedText')}</p>
      </Alert>
    );
  return (
    <Alert kind="error" title={t('detail.unavailableTitle')} scrollIntoView>
      <p>{t('detail.unavailableText')}</p>
    </Alert>
  );
}
