// Where a sent shipment is shown: its detail, or the pair view for a letter on paper and to the
// eBox.
import type { Locale } from '~/i18n/locale';
import { href } from '~/routing/href';

export function shipmentPath(ids: readonly string[], locale: Locale): string {
  const [first = '', second] = ids;
  return second
    ? href('documentShipmentPair', { messageId1: first, messageId2: second }, locale)
    : href('documentShipment', { messageId1: first }, locale);
}
