// A shipment screen opened from a link on another site: nothing was asked yet. The user opens it
// from here, the portal's own page, so the consultation is one they chose.
import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CrossSiteConfirmation } from '~/ui/lookup-outcome';

export function ConfirmShipmentLink() {
  const { t } = useTranslation('document');
  const { pathname } = useLocation();
  return (
    <>
      <CrossSiteConfirmation confirmWith="open" />
      <Form method="get" action={pathname} className="no-print">
        <button type="submit" className="button">
          {t('detail.open')}
        </button>
      </Form>
    </>
  );
}
