// The synthetic shipments: for each organisation with a sender profile, a realistic set over the
// last three months (letters, eBox messages to citizens and enterprises, e-mails, paper + eBox
// pairs and a resend) drawn deterministically from the population and the enterprise register
// (recipients with their register addresses), each carrying one of a handful of small PDFs; and
// Stad Rivierstad's featured shipments (featured.ts). The shipments are stored as sent and then
// advanced by the status machine to the seed moment, so their histories follow the realistic
// schedule; from then on the machine moves them on.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Channel, LetterAddressValue } from '@contracts/document';
import type { Database, ShipmentFate } from '../db/schema';
import { foldName } from '../population/fold';
import { featuredEboxRecipients, featuredShipmentIds } from './featured';
import { renderSimplePdf } from './proof';
import type { PostalClock } from './schedule';
import { senderProfiles } from './sender-profiles';
import { advanceWithin } from './status';
import { insertShipment, noOptions, type NewAttachment, type NewShipment } from './store';

const hour = 3_600_000;
const day = 24 * hour;

interface Recipient {
  name: string;
  insz: string | null;
  kbo: string | null;
  address: LetterAddressValue;
  ebox: boolean;
}

/** A number in [0, 1) drawn from a label: the same label, the same number. */
function draw(label: string): number {
  return createHash('sha256').update(`shipment:${label}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** A UUID (version 4 form) drawn from a label. */
export function uuidOf(label: string): string {
  const hex = createHash('sha256').update(`shipment-id:${label}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const letters = [
  {
    subject: 'Aanslagbiljet belasting op tweede verblijven',
    file: 'aanslagbiljet.pdf',
    text: 'U ontvangt hierbij het aanslagbiljet van de gemeentelijke belasting op tweede verblijven.',
  },
  {
    subject: 'Uitnodiging inspraakavond mobiliteitsplan',
    file: 'uitnodiging.pdf',
    text: 'Wij nodigen u uit op de inspraakavond over het nieuwe mobiliteitsplan van de stad.',
  },
  {
    subject: 'Beslissing over uw aanvraag omgevingsvergunning',
    file: 'beslissing.pdf',
    text: 'Het college heeft uw aanvraag onderzocht. U vindt de beslissing en de motivering hieronder.',
  },
  {
    subject: 'Herinnering: vervallen identiteitskaart',
    file: 'herinnering.pdf',
    text: 'Uw identiteitskaart is vervallen. Maak een afspraak bij de dienst Burgerzaken.',
  },
] as const;

let files: Promise<NewAttachment[]> | undefined;

/** The handful of PDFs the synthetic shipments carry (rendered once per process). */
export function syntheticFiles(): Promise<NewAttachment[]> {
  files ??= Promise.all(
    letters.map(async (letter) => ({
      name: letter.file,
      pages: 1,
      bytes: await renderSimplePdf({
        title: letter.subject,
        author: 'Documentendienst',
        paragraphs: ['Geachte,', letter.text, 'Met vriendelijke groeten,', 'De Documentendienst'],
        createdAt: new Date(Date.UTC(2026, 0, 1)),
      }),
    })),
  );
  return files;
}

function emailOf(name: string): string {
  const parts = foldName(name)
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean);
  return `${parts[0] ?? 'ontvanger'}.${parts.at(-1) ?? 'ontvanger'}@example.be`;
}

async function recipients(trx: Transaction<Database>) {
  const [persons, enterprises, eboxes] = await Promise.all([
    trx
      .selectFrom('persons')
      .innerJoin('person_addresses', 'person_addresses.insz', 'persons.insz')
      .select([
        'persons.insz',
        'persons.first_names',
        'persons.last_name',
        'person_addresses.street',
        'person_addresses.house_number',
        'person_addresses.box',
        'person_addresses.postcode',
        'person_addresses.municipality',
      ])
      .where('person_addresses.kind', '=', 'hoofdverblijfplaats')
      .where('person_addresses.valid_to', 'is', null)
      .where('person_addresses.street', 'is not', null)
      .where('persons.death_date', 'is', null)
      .where('persons.birth_date', '<', '2008-01-01')
      .orderBy('persons.insz')
      .execute(),
    trx
      .selectFrom('enterprises')
      .select([
        'enterprise_number',
        'official_name',
        'street',
        'house_number',
        'box',
        'postcode',
        'municipality',
      ])
      .where('status', '=', 'AC')
      .orderBy('enterprise_number')
      .execute(),
    trx.selectFrom('ebox_activations').select(['ebox_type', 'number']).execute(),
  ]);
  const active = new Set(eboxes.map((row) => `${row.ebox_type}:${row.number}`));
  const byInsz = new Map<string, Recipient>();
  for (const person of persons) {
    if (byInsz.has(person.insz)) continue;
    const firstNames = person.first_names as string[];
    byInsz.set(person.insz, {
      name: [...firstNames, person.last_name].join(' '),
      insz: person.insz,
      kbo: null,
      ebox: active.has(`burger:${person.insz}`),
      address: {
        organisatie: '',
        aanspreking: '',
        voornaam: firstNames[0] ?? '',
        naam: person.last_name,
        land: 'BE',
        postcode: person.postcode ?? '',
        gemeente: person.municipality ?? '',
        straat: person.street ?? '',
        nummer: person.house_number ?? '',
        bus: person.box ?? '',
        lijn2: '',
        regio: '',
      },
    });
  }
  const byKbo = new Map<string, Recipient>();
  for (const enterprise of enterprises) {
    byKbo.set(enterprise.enterprise_number, {
      name: enterprise.official_name,
      insz: null,
      kbo: enterprise.enterprise_number,
      ebox: active.has(`onderneming:${enterprise.enterprise_number}`),
      address: {
        organisatie: enterprise.official_name,
        aanspreking: '',
        voornaam: '',
        naam: '',
        land: 'BE',
        postcode: enterprise.postcode,
        gemeente: enterprise.municipality,
        straat: enterprise.street,
        nummer: enterprise.house_number,
        bus: enterprise.box ?? '',
        lijn2: '',
        regio: '',
      },
    });
  }
  return { byInsz, byKbo, citizens: [...byInsz.values()], companies: [...byKbo.values()] };
}

interface Draft {
  id: string;
  profile: (typeof senderProfiles)[number];
  channel: Channel;
  requested: NewShipment['requestedDelivery'];
  recipient: Recipient;
  letter: (typeof letters)[number];
  fate: ShipmentFate;
  createdAt: Date;
  pairId?: string;
  resentFrom?: string;
  reference: string;
  statusUnavailable?: boolean;
  emailType?: 'registered' | 'regular';
  registered?: boolean;
  sentBy?: string;
}

function shipmentOf(draft: Draft, attachments: readonly NewAttachment[]): NewShipment {
  const isEbox = draft.channel === 'ebox';
  const isEmail = draft.channel === 'email';
  const attachment = attachments.find((file) => file.name === draft.letter.file);
  return {
    id: draft.id,
    organisationCode: draft.profile.organisationCode,
    senderProfileId: draft.profile.id,
    sentBy: draft.sentBy ?? 'Documentendienst',
    sentByRole: 'Documentendienst',
    channel: draft.channel,
    requestedDelivery: draft.requested,
    pairId: draft.pairId ?? null,
    resentFrom: draft.resentFrom ?? null,
    subject: draft.letter.subject,
    message: isEbox || isEmail ? draft.letter.text : null,
    reference: draft.reference,
    recipient: {
      name: draft.recipient.name,
      insz: isEmail ? null : draft.recipient.insz,
      kbo: isEmail ? null : draft.recipient.kbo,
      email: isEmail ? emailOf(draft.recipient.name) : null,
      address: draft.channel === 'paper' ? draft.recipient.address : null,
    },
    eboxType: isEbox ? (draft.recipient.kbo ? 'onderneming' : 'burger') : null,
    emailType: isEmail ? (draft.emailType ?? 'regular') : null,
    options:
      draft.channel === 'paper'
        ? {
            ...noOptions,
            aangetekend: draft.registered ?? false,
            ontvangstbewijs: draft.registered ?? false,
            rectoVerso: true,
          }
        : noOptions,
    payment: null,
    fate: draft.fate,
    statusUnavailable: draft.statusUnavailable ?? false,
    createdAt: draft.createdAt,
    idempotencyKey: null,
    attachments: attachment ? [attachment] : [],
  };
}

function pick<T>(items: readonly T[], label: string): T {
  const item = items[Math.floor(draw(label) * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** An organisation's everyday shipments: about forty over the last ninety days. */
function everyday(
  profile: (typeof senderProfiles)[number],
  pool: { citizens: Recipient[]; companies: Recipient[] },
  now: Date,
): Draft[] {
  const drafts: Draft[] = [];
  const withEbox = {
    citizens: pool.citizens.filter((recipient) => recipient.ebox),
    companies: pool.companies.filter((recipient) => recipient.ebox),
  };
  for (let index = 0; index < 40; index += 1) {
    const label = `${profile.id}:${index}`;
    // Skewed towards the last days, so that every status is on the way somewhere.
    const createdAt = new Date(now.getTime() - Math.floor(draw(`${label}:age`) ** 3 * 90 * day));
    const kind = draw(`${label}:kind`);
    const fateDraw = draw(`${label}:fate`);
    const letter = pick(letters, `${label}:letter`);
    const reference = `${profile.id.slice(0, 3).toUpperCase()}-${String(1000 + index)}`;
    const id = uuidOf(label);
    if (kind < 0.4) {
      drafts.push({
        id,
        profile,
        channel: 'paper',
        requested: 'paper',
        recipient: pick(
          draw(`${label}:who`) < 0.75 ? pool.citizens : pool.companies,
          `${label}:recipient`,
        ),
        letter,
        fate: fateDraw < 0.1 ? 'returned' : 'delivered',
        createdAt,
        reference,
        registered: draw(`${label}:registered`) < 0.3,
      });
    } else if (kind < 0.7) {
      const companies = draw(`${label}:who`) < 0.4;
      drafts.push({
        id,
        profile,
        channel: 'ebox',
        requested: 'ebox',
        recipient: pick(companies ? withEbox.companies : withEbox.citizens, `${label}:recipient`),
        letter,
        fate: fateDraw < 0.6 ? 'read' : 'unread',
        createdAt,
        reference,
      });
    } else if (kind < 0.85) {
      drafts.push({
        id,
        profile,
        channel: 'email',
        requested: 'email',
        recipient: pick(pool.citizens, `${label}:recipient`),
        letter,
        fate: fateDraw < 0.15 ? 'bounced' : 'delivered',
        createdAt,
        reference,
        emailType: draw(`${label}:registered`) < 0.5 ? 'registered' : 'regular',
      });
    } else {
      const recipient = pick(withEbox.citizens, `${label}:recipient`);
      const pairId = uuidOf(`${label}:pair`);
      drafts.push(
        {
          id,
          profile,
          channel: 'paper',
          requested: 'paperAndEbox',
          recipient,
          letter,
          fate: 'delivered',
          createdAt,
          reference,
          pairId,
        },
        {
          id: pairId,
          profile,
          channel: 'ebox',
          requested: 'paperAndEbox',
          recipient,
          letter,
          fate: fateDraw < 0.5 ? 'read' : 'unread',
          createdAt,
          reference,
          pairId: id,
        },
      );
    }
  }
  // A letter that came back, sent again ten days later.
  const returned = uuidOf(`${profile.id}:returned`);
  const recipient = pick(pool.citizens, `${profile.id}:returned`);
  drafts.push(
    {
      id: returned,
      profile,
      channel: 'paper',
      requested: 'paper',
      recipient,
      letter: letters[0],
      fate: 'returned',
      createdAt: new Date(now.getTime() - 30 * day),
      reference: `${profile.id.slice(0, 3).toUpperCase()}-0999`,
    },
    {
      id: uuidOf(`${profile.id}:resend`),
      profile,
      channel: 'paper',
      requested: 'paper',
      recipient,
      letter: letters[0],
      fate: 'delivered',
      createdAt: new Date(now.getTime() - 20 * day),
      reference: `${profile.id.slice(0, 3).toUpperCase()}-0999`,
      resentFrom: returned,
    },
  );
  return drafts;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the featured ${what} is not in the population`);
  return value;
}

/** Stad Rivierstad's featured shipments, aged so that each shows its status at the seed moment. */
function featured(
  profile: (typeof senderProfiles)[number],
  pool: { byInsz: Map<string, Recipient>; byKbo: Map<string, Recipient> },
  now: Date,
): Draft[] {
  const ids = featuredShipmentIds;
  const who = featuredEboxRecipients;
  const withEbox = need(pool.byInsz.get(who.citizenWithEbox.insz), 'citizen with an eBox');
  const withEbox2 = need(pool.byInsz.get(who.citizenWithEbox2.insz), 'citizen with an eBox');
  const without = need(pool.byInsz.get(who.citizenWithoutEbox.insz), 'citizen without an eBox');
  const without2 = need(pool.byInsz.get(who.citizenWithoutEbox2.insz), 'citizen without an eBox');
  const company = need(pool.byKbo.get(who.enterpriseWithEbox.kbo), 'enterprise with an eBox');
  const companyWithout = need(
    pool.byKbo.get(who.enterpriseWithoutEbox.kbo),
    'enterprise without an eBox',
  );
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
  const base = { profile, sentBy: 'Dirk Maes' };
  const [tax, invitation, decision, reminder] = letters;
  return [
    // Printed after 2 h, handed over 4 h later, delivered a day after that.
    {
      ...base,
      id: ids.printed,
      channel: 'paper',
      requested: 'paper',
      recipient: without,
      letter: decision,
      fate: 'delivered',
      createdAt: ago(3 * hour),
      reference: 'RIV-DEMO-PRINTED',
    },
    {
      ...base,
      id: ids.handedOver,
      channel: 'paper',
      requested: 'paper',
      recipient: companyWithout,
      letter: tax,
      fate: 'delivered',
      createdAt: ago(8 * hour),
      reference: 'RIV-DEMO-HANDED',
      registered: true,
    },
    {
      ...base,
      id: ids.trackAndTraceVisible,
      channel: 'paper',
      requested: 'paper',
      recipient: without2,
      letter: reminder,
      fate: 'delivered',
      createdAt: ago(day + 6 * hour),
      reference: 'RIV-DEMO-TT-1',
    },
    {
      ...base,
      id: ids.trackAndTraceGone,
      channel: 'paper',
      requested: 'paper',
      recipient: without,
      letter: tax,
      fate: 'delivered',
      createdAt: ago(3 * day + 6 * hour),
      reference: 'RIV-DEMO-TT-3',
    },
    {
      ...base,
      id: ids.returned,
      channel: 'paper',
      requested: 'paper',
      recipient: without2,
      letter: decision,
      fate: 'returned',
      createdAt: ago(6 * day),
      reference: 'RIV-DEMO-RETURNED',
      registered: true,
    },
    {
      ...base,
      id: ids.resend,
      channel: 'paper',
      requested: 'paper',
      recipient: without2,
      letter: decision,
      fate: 'delivered',
      createdAt: ago(2 * day),
      reference: 'RIV-DEMO-RETURNED',
      resentFrom: ids.returned,
      registered: true,
    },
    {
      ...base,
      id: ids.eboxDelivered,
      channel: 'ebox',
      requested: 'ebox',
      recipient: company,
      letter: tax,
      fate: 'unread',
      createdAt: ago(2 * day),
      reference: 'RIV-DEMO-EBOX',
    },
    {
      ...base,
      id: ids.eboxRead,
      channel: 'ebox',
      requested: 'automatic',
      recipient: withEbox2,
      letter: invitation,
      fate: 'read',
      createdAt: ago(4 * day),
      reference: 'RIV-DEMO-EBOX-READ',
    },
    // Sent a minute after creation, delivered a minute later: still 'sent' at the seed moment.
    {
      ...base,
      id: ids.emailSent,
      channel: 'email',
      requested: 'email',
      recipient: without,
      letter: invitation,
      fate: 'delivered',
      createdAt: ago(90_000),
      reference: 'RIV-DEMO-MAIL-SENT',
      emailType: 'registered',
    },
    {
      ...base,
      id: ids.emailDelivered,
      channel: 'email',
      requested: 'email',
      recipient: withEbox,
      letter: invitation,
      fate: 'delivered',
      createdAt: ago(day),
      reference: 'RIV-DEMO-MAIL',
      emailType: 'regular',
    },
    {
      ...base,
      id: ids.emailBounced,
      channel: 'email',
      requested: 'email',
      recipient: without2,
      letter: reminder,
      fate: 'bounced',
      createdAt: ago(day),
      reference: 'RIV-DEMO-MAIL-BOUNCED',
      emailType: 'regular',
    },
    {
      ...base,
      id: ids.pairPaper,
      channel: 'paper',
      requested: 'paperAndEbox',
      recipient: withEbox,
      letter: decision,
      fate: 'delivered',
      createdAt: ago(5 * day),
      reference: 'RIV-DEMO-PAIR',
      pairId: ids.pairEbox,
    },
    {
      ...base,
      id: ids.pairEbox,
      channel: 'ebox',
      requested: 'paperAndEbox',
      recipient: withEbox,
      letter: decision,
      fate: 'read',
      createdAt: ago(5 * day),
      reference: 'RIV-DEMO-PAIR',
      pairId: ids.pairPaper,
    },
    {
      ...base,
      id: ids.statusUnavailable,
      channel: 'paper',
      requested: 'paper',
      recipient: without,
      letter: reminder,
      fate: 'delivered',
      createdAt: ago(10 * hour),
      reference: 'RIV-DEMO-UNAVAILABLE',
      statusUnavailable: true,
    },
  ];
}

/**
 * Stores every organisation's shipments and advances them to the seed moment on the realistic
 * schedule; the featured letter just sent is stored last, on the running schedule, so that it
 * moves on the way a letter sent now would.
 */
export async function seedShipments(
  trx: Transaction<Database>,
  clock: PostalClock,
): Promise<number> {
  const now = clock.now();
  const attachments = await syntheticFiles();
  const pool = await recipients(trx);
  const drafts: Draft[] = [];
  for (const profile of senderProfiles) {
    // Each organisation's main profile sends the everyday shipments.
    if (
      senderProfiles.find((other) => other.organisationCode === profile.organisationCode) !==
      profile
    )
      continue;
    drafts.push(...everyday(profile, pool, now));
    if (profile.id === 'rivierstad-documenten') drafts.push(...featured(profile, pool, now));
  }
  for (const draft of drafts)
    await insertShipment(trx, shipmentOf(draft, attachments), 'realistic');
  await advanceWithin(trx, { now: () => now, schedule: 'realistic' });
  const rivierstad = senderProfiles.find((profile) => profile.id === 'rivierstad-documenten');
  if (!rivierstad) throw new Error('Stad Rivierstad has no sender profile');
  const created = need(
    pool.byKbo.get(featuredEboxRecipients.enterpriseWithoutEbox.kbo),
    'enterprise without an eBox',
  );
  await insertShipment(
    trx,
    shipmentOf(
      {
        id: featuredShipmentIds.created,
        profile: rivierstad,
        sentBy: 'Dirk Maes',
        channel: 'paper',
        requested: 'automatic',
        recipient: created,
        letter: letters[1],
        fate: 'delivered',
        createdAt: now,
        reference: 'RIV-DEMO-CREATED',
      },
      attachments,
    ),
    clock.schedule,
  );
  return drafts.length + 1;
}
