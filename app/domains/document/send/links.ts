// Where a sent shipment is shown: its detail, or the pair view for a letter on paper and to the
// eBox. The paths are the detail screens' (documentShipment, documentShipmentPair).
import type { Locale } from '~/i18n/locale';

export function shipmentPath(ids: readonly string[], locale: Locale): string {
  const base = locale === 'en' ? '/en/documentservice/dispatch' : '/documentendienst/verzending';
  return `${base}/${ids.map(encodeURIComponent).join('/')}`;
}
