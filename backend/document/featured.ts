// The document service's demo data worth trying, listed in docs/demo-data.md: citizens and
// enterprises with and without an active eBox (people and enterprises featured by the population
// and the enterprise register, so the small population holds them too; their eBox is decided by
// ebox.ts), and Stad Rivierstad's featured shipments, with fixed ids.

/** Citizens and enterprises whose eBox is active (true) or not (false). */
export const featuredEboxRecipients = {
  citizenWithEbox: { insz: '60111842284', name: 'Rita Anne-Marie Wuyts' },
  citizenWithEbox2: { insz: '74031324072', name: 'Christine Marleen Casier' },
  citizenWithoutEbox: { insz: '59020539826', name: 'Brigitte Van Dyck' },
  citizenWithoutEbox2: { insz: '00012254691', name: 'Stien Mila Verheyen' },
  enterpriseWithEbox: { kbo: '0785196984', name: 'Vrancken & Van Mol' },
  enterpriseWithoutEbox: { kbo: '0414823864', name: 'Data Meridiaan' },
} as const;

/** Stad Rivierstad's featured shipments (sent by dirk.maes's service), by what they show. */
export const featuredShipmentIds = {
  /** A letter just sent: status 'created' at the seed moment. */
  created: '0d0c0001-5eed-4d0c-8000-000000000001',
  /** A letter printed, not yet handed over. */
  printed: '0d0c0001-5eed-4d0c-8000-000000000002',
  /** A letter handed over a few hours ago. */
  handedOver: '0d0c0001-5eed-4d0c-8000-000000000003',
  /** A letter handed over a day ago (delivered since): its track and trace is shown. */
  trackAndTraceVisible: '0d0c0001-5eed-4d0c-8000-000000000004',
  /** A letter handed over three days ago: its track and trace is gone. */
  trackAndTraceGone: '0d0c0001-5eed-4d0c-8000-000000000005',
  /** A letter that came back (returned), and its resend. */
  returned: '0d0c0001-5eed-4d0c-8000-000000000006',
  resend: '0d0c0001-5eed-4d0c-8000-000000000007',
  /** An eBox message delivered to an enterprise, not read. */
  eboxDelivered: '0d0c0001-5eed-4d0c-8000-000000000008',
  /** An eBox message a citizen read. */
  eboxRead: '0d0c0001-5eed-4d0c-8000-000000000009',
  /** E-mails: sent, delivered, bounced. */
  emailSent: '0d0c0001-5eed-4d0c-8000-00000000000a',
  emailDelivered: '0d0c0001-5eed-4d0c-8000-00000000000b',
  emailBounced: '0d0c0001-5eed-4d0c-8000-00000000000c',
  /** A paper + eBox pair: the letter and the eBox message. */
  pairPaper: '0d0c0001-5eed-4d0c-8000-00000000000d',
  pairEbox: '0d0c0001-5eed-4d0c-8000-00000000000e',
  /** A letter whose status the postal service cannot tell now. */
  statusUnavailable: '0d0c0001-5eed-4d0c-8000-00000000000f',
} as const;

export type FeaturedShipmentKey = keyof typeof featuredShipmentIds;
