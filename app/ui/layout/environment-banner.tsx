// Warns that this is not the live service (dev, test, test automation, beta, staging).
import { useTranslation } from 'react-i18next';
import type { Environment } from '~/config/environment';

export function EnvironmentBanner({ environment }: { environment: Environment }) {
  const { t } = useTranslation();
  return (
    <div
      className={`environment-banner environment-banner--${environment}`}
      data-environment={environment}
    >
      <p>{t('environment.banner', { name: t(`environment.names.${environment}`) })}</p>
    </div>
  );
}
