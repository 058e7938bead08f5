// A progress bar and a spoken status while a navigation or a form submission is pending.
import { useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export function LoadingIndicator() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="loading-indicator" data-busy={busy ? 'true' : 'false'}>
      <div className="loading-indicator__bar" aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {busy ? t('feedback.loading') : ''}
      </p>
    </div>
  );
}
