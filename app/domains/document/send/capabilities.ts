// What the active role may send: a letter, a message to a citizen's or an enterprise's eBox, an
// e-mail (with its toggle on), and which shipments it may send again (the resend rule).
import type { Channel, EboxType } from '@contracts/document';
import { mayResend } from '@contracts/document-resend';
import type { Role } from '@contracts/session';
import { features } from '~/config/features';

export function documentSendCapabilities(role: Role | null) {
  const names = new Set(role?.permissions.map((permission) => permission.naam) ?? []);
  return {
    letter: names.has('document.verstuurBrief'),
    eboxCitizen: names.has('document.verstuurEboxBurger'),
    eboxEnterprise: names.has('document.verstuurEboxOnderneming'),
    email: features.emailSending && names.has('document.verstuurEmail'),
    mayResend: (shipment: { kanaal: Channel; eboxType: EboxType | null }) =>
      mayResend(role?.permissions ?? [], shipment, features.resendByRoleRule),
  };
}
export type DocumentSendCapabilities = ReturnType<typeof documentSendCapabilities>;
