// What the active role may do with a shipment on its screen: send it again (a letter or an eBox
// message, by the resend rule, on the sending helper's resend screens while they are in the build),
// and where its related shipments open.
import type { Shipment } from '@contracts/document';
import { mayResend } from '@contracts/document-resend';
import type { Role } from '@contracts/session';
import { mayOpenScreen } from '~/auth/access';
import { features } from '~/config/features';
import type { Locale } from '~/i18n/locale';
import { hrefForScreen } from '~/routing/href';

/** The resend screen of a shipment's channel (a letter or an eBox message); none for e-mail. */
export function resendScreenOf(
  shipment: Pick<Shipment, 'kanaal'>,
): 'documentLetterResend' | 'documentEboxResend' | null {
  if (shipment.kanaal === 'paper') return 'documentLetterResend';
  if (shipment.kanaal === 'ebox') return 'documentEboxResend';
  return null;
}

/** The link that sends the shipment again, or null when the role may not (or the screen is not built). */
export function resendHref(
  role: Role | null,
  shipment: Pick<Shipment, 'id' | 'kanaal' | 'eboxType'>,
  locale: Locale,
): string | null {
  const screen = resendScreenOf(shipment);
  if (!screen || !role) return null;
  if (!mayResend(role.permissions, shipment, features.resendByRoleRule)) return null;
  if (!mayOpenScreen(screen, role)) return null;
  return hrefForScreen(screen, { messageId: shipment.id }, locale);
}

/** Whether the role may search the organisation's shipments: it may open what the search finds. */
export function mayFindShipments(role: Role | null): boolean {
  return mayOpenScreen('documentShipment', role);
}
