// Who may send a shipment again. With the resend rule on (the product's default), a role resends
// only what it could send itself: a letter with the letter permission, a citizen's eBox message
// with the citizen eBox permission, an enterprise's with the enterprise one. With the rule off,
// any permission to send will do. Either way only the organisation's own shipments are found.
// The portal shows the resend action by this rule and the backend refuses a resend it breaks.
import type { Channel, EboxType } from './document-codes';
import { documentPermissions } from './document-permissions';
import type { Permission } from './permissions';

/** Shipments that can be sent again: letters and eBox messages (an e-mail is not resent). */
export function isResendable(shipment: { kanaal: Channel }): boolean {
  return shipment.kanaal === 'paper' || shipment.kanaal === 'ebox';
}

/** The permission that sends a shipment of this kind. */
export function sendPermissionOf(shipment: {
  kanaal: Channel;
  eboxType: EboxType | null;
}): Permission {
  if (shipment.kanaal === 'paper') return 'document.verstuurBrief';
  if (shipment.kanaal === 'email') return 'document.verstuurEmail';
  return shipment.eboxType === 'onderneming'
    ? 'document.verstuurEboxOnderneming'
    : 'document.verstuurEboxBurger';
}

export function mayResend(
  granted: readonly { naam: string }[],
  shipment: { kanaal: Channel; eboxType: EboxType | null },
  resendByRoleRule: boolean,
): boolean {
  if (!isResendable(shipment)) return false;
  const names = new Set(granted.map((permission) => permission.naam));
  if (resendByRoleRule) return names.has(sendPermissionOf(shipment));
  return documentPermissions.send.some((permission) => names.has(permission));
}
