// The document service's codes as the portal shows them (contracts/document-codes.ts): the
// statuses a shipment passes, the channels it travels by, the delivery types a sender asks for,
// the kinds of e-mail and a letter's options, in Dutch and English.
import type {
  Channel,
  DeliveryType,
  EmailType,
  LetterOption,
  ShipmentStatus,
} from '@contracts/document';
import type { CodeLabels } from '@contracts/person-codes';

const shipmentStatus: Record<string, CodeLabels> = {
  created: { nl: 'Aangemaakt', en: 'Created' },
  printed: { nl: 'Afgedrukt', en: 'Printed' },
  handedOver: { nl: 'Afgegeven aan de postdienst', en: 'Handed to the postal service' },
  sent: { nl: 'Verzonden', en: 'Sent' },
  delivered: { nl: 'Afgeleverd', en: 'Delivered' },
  read: { nl: 'Gelezen', en: 'Read' },
  returned: { nl: 'Teruggestuurd', en: 'Returned' },
  bounced: { nl: 'Niet afgeleverd (bounce)', en: 'Not delivered (bounced)' },
} satisfies Record<ShipmentStatus, CodeLabels>;

const shipmentChannel: Record<string, CodeLabels> = {
  paper: { nl: 'Brief op papier', en: 'Paper letter' },
  ebox: { nl: 'eBox', en: 'eBox' },
  email: { nl: 'E-mail', en: 'E-mail' },
} satisfies Record<Channel, CodeLabels>;

const deliveryType: Record<string, CodeLabels> = {
  paper: { nl: 'Papier', en: 'Paper' },
  ebox: { nl: 'eBox', en: 'eBox' },
  paperAndEbox: { nl: 'Papier en eBox', en: 'Paper and eBox' },
  automatic: {
    nl: 'Automatisch (eBox indien actief, anders papier)',
    en: 'Automatic (eBox when active, else paper)',
  },
  email: { nl: 'E-mail', en: 'E-mail' },
} satisfies Record<DeliveryType, CodeLabels>;

const emailType: Record<string, CodeLabels> = {
  registered: { nl: 'Aangetekende e-mail', en: 'Registered e-mail' },
  regular: { nl: 'Gewone e-mail', en: 'Regular e-mail' },
} satisfies Record<EmailType, CodeLabels>;

const letterOption: Record<string, CodeLabels> = {
  aangetekend: { nl: 'Aangetekend', en: 'Registered' },
  ontvangstbewijs: { nl: 'Met ontvangstbewijs', en: 'With acknowledgement of receipt' },
  rectoVerso: { nl: 'Recto verso', en: 'Double-sided' },
  prioritair: { nl: 'Prioritair', en: 'Priority' },
} satisfies Record<LetterOption, CodeLabels>;

export const documentCodeLists = {
  shipmentStatus,
  shipmentChannel,
  deliveryType,
  emailType,
  letterOption,
} as const;
