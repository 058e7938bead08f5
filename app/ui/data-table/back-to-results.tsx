// 'Terug naar de resultaten': on a screen opened from a list of results, the link back to exactly
// that list (its page and order), which shows it again without consulting the source again.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export function BackToResults({ href }: { href: string | null }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <p className="back-link no-print">
      <Link to={href}>{t('table.backToResults')}</Link>
    </p>
  );
}
