// The document service's permission sets, in a module of their own: the route table (and so every
// page's first script) reads them without the calls' schemas.
import type { Permission } from './permissions';

/** The document service's permission sets, declared once (the domain pattern). */
export const documentPermissions = {
  /** Search shipments and open one: its status, attachments and proof of posting. */
  search: ['document.zoekVerzending'],
  /** Send a letter on paper (and a letter on paper and to the eBox, with an eBox permission). */
  letter: ['document.verstuurBrief'],
  /** Send a message to a citizen's eBox, found by national number. */
  eboxCitizen: ['document.verstuurEboxBurger'],
  /** Send a message to an enterprise's eBox, found by enterprise number. */
  eboxEnterprise: ['document.verstuurEboxOnderneming'],
  /** Send to an eBox of either kind: the eBox screen opens with one of them. */
  ebox: ['document.verstuurEboxBurger', 'document.verstuurEboxOnderneming'],
  /** Send an e-mail, registered or regular (only with the e-mail toggle on). */
  email: ['document.verstuurEmail'],
  /** Any way of sending: the sender profiles and the eBox check serve them all. */
  send: [
    'document.verstuurBrief',
    'document.verstuurEboxBurger',
    'document.verstuurEboxOnderneming',
    'document.verstuurEmail',
  ],
  /** Anything in the document service: its start screen opens with any of these. */
  any: [
    'document.zoekVerzending',
    'document.verstuurBrief',
    'document.verstuurEboxBurger',
    'document.verstuurEboxOnderneming',
    'document.verstuurEmail',
    'document.metadata',
  ],
} as const satisfies Record<string, readonly Permission[]>;
