// The synthetic push notification source, seeded once after the population: Stad Rivierstad's
// members (citizens of the population, about 2,000 in the demo, 300 in the small one) with one to
// three devices each in every status, its six groups, and a history of 40 notifications over the
// last 90 days with their deliveries (the simulated push service's outcomes for the devices
// reachable then); and a few members and two groups of the agency (OVO100004) whose documents
// service the demo profile runs. The featured members (featured.ts) have fixed ids, so the demo
// data lists them.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  reachableStatuses,
  type DeviceStatus,
  type NotificationContent,
} from '@contracts/push-notification';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded, type SourceRows } from '../db/seed-once';
import { Random } from '../population/random';
import type { PopulationSize } from '../population/size';
import { featuredMembers, pushOrganisations } from './featured';
import { memberSearchName } from './members';
import { draw, simulatedOutcome } from './push-service';

/** A stable UUID (version 4 bits) for a label: the same seed gives the same ids. */
export function stableUuid(label: string): string {
  const hex = createHash('sha256').update(`push:${label}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const day = 86_400_000;
const appVersions = ['3.4.2', '3.5.0', '3.5.1', '4.0.0', '4.0.1'];

/** The statuses of the ordinary members' devices, by share. */
const statusShares: readonly [DeviceStatus, number][] = [
  ['active', 0.62],
  ['inactive', 0.12],
  ['onboarding', 0.1],
  ['suspended', 0.06],
  ['cancelled', 0.1],
];

function drawStatus(random: Random): DeviceStatus {
  let value = random.next();
  for (const [status, share] of statusShares) {
    if (value < share) return status;
    value -= share;
  }
  return 'active';
}

/** A Belgian mobile number in international form (+32 4xx xx xx xx). */
function mobileNumber(random: Random): string {
  return `+324${random.int(70, 99)}${String(random.int(0, 999_999)).padStart(6, '0')}`;
}

interface Person {
  insz: string;
  last_name: string;
  first_names: string[];
}

/** What the history's notifications say, in Dutch and (some) in French and English. */
const historyTexts: readonly {
  nl: [string, string];
  fr?: [string, string];
  en?: [string, string];
}[] = [
  {
    nl: [
      'Afvalophaling verschoven',
      'Door de feestdag wordt het restafval een dag later opgehaald.',
    ],
    fr: [
      'Collecte des déchets reportée',
      'En raison du jour férié, la collecte a lieu un jour plus tard.',
    ],
    en: [
      'Waste collection moved',
      'Because of the public holiday, waste is collected a day later.',
    ],
  },
  {
    nl: ['Uw paspoort is klaar', 'U kunt uw paspoort afhalen aan het loket Burgerzaken.'],
    en: ['Your passport is ready', 'You can collect your passport at the civil affairs desk.'],
  },
  {
    nl: [
      'Wegenwerken Stationsstraat',
      'Vanaf maandag is de Stationsstraat afgesloten voor alle verkeer.',
    ],
    fr: [
      'Travaux rue de la Gare',
      'À partir de lundi, la rue de la Gare est fermée à la circulation.',
    ],
  },
  {
    nl: ['Zomerfeest op de Markt', 'Zaterdag vanaf 14 uur: muziek, kinderanimatie en foodtrucks.'],
    en: [
      'Summer party on the Market square',
      'Saturday from 2 pm: music, children’s activities and food trucks.',
    ],
  },
  {
    nl: ['Bibliotheek gesloten', 'Door een technisch probleem is de bibliotheek vandaag gesloten.'],
  },
  {
    nl: [
      'Inschrijvingen sportkampen',
      'De inschrijvingen voor de sportkampen in de zomer zijn geopend.',
    ],
    fr: [
      'Inscriptions aux stages sportifs',
      'Les inscriptions aux stages sportifs d’été sont ouvertes.',
    ],
    en: ['Sports camp registration', 'Registration for the summer sports camps is open.'],
  },
  {
    nl: [
      'Loketten gesloten op maandag',
      'Op maandag zijn alle loketten gesloten. Maak online een afspraak.',
    ],
  },
  {
    nl: [
      'Snoeihout ophalen',
      'Het snoeihout wordt opgehaald op afspraak. Meld u aan voor vrijdag.',
    ],
  },
];

function contentOf(index: number): NotificationContent {
  const texts = historyTexts[index % historyTexts.length] ?? historyTexts[0];
  const text = ([title, message]: [string, string]) => ({
    titel: title,
    subtitel: '',
    bericht: `<p>${message}</p>`,
    url: index % 3 === 0 ? 'https://www.rivierstad.be/nieuws' : null,
    afbeelding: null,
  });
  return {
    nl: text(texts?.nl ?? ['Bericht', 'Bericht van de stad.']),
    fr: texts?.fr ? text(texts.fr) : null,
    de: null,
    en: texts?.en ? text(texts.en) : null,
  };
}

/** The source's rows, from the population's people, with the history ending at `now`. */
export function pushRows(people: readonly Person[], now: Date, size: PopulationSize): SourceRows {
  const rows = {
    push_groups: [] as NonNullable<SourceRows['push_groups']>,
    push_members: [] as NonNullable<SourceRows['push_members']>,
    push_member_groups: [] as NonNullable<SourceRows['push_member_groups']>,
    push_devices: [] as NonNullable<SourceRows['push_devices']>,
    push_notifications: [] as NonNullable<SourceRows['push_notifications']>,
    push_deliveries: [] as NonNullable<SourceRows['push_deliveries']>,
  };
  const random = new Random('push');
  const byInsz = new Map(people.map((person) => [person.insz, person]));
  // The featured members are the population's featured people; nobody is a member twice.
  const used = new Set<string>(featuredMembers.map((member) => member.insz));
  let cursor = 0;
  const nextPerson = (): Person => {
    // Every third person of the population, in order, skipping those taken.
    while (cursor < people.length * 3) {
      // Past the end it goes round again one further, so every person is reached once.
      const step = cursor * 3;
      const person = people[(step + Math.floor(step / people.length)) % people.length] as Person;
      cursor += 1;
      if (!used.has(person.insz)) {
        used.add(person.insz);
        return person;
      }
    }
    throw new Error('the population has too few people for the push members');
  };

  for (const organisation of pushOrganisations) {
    const orgRandom = random.fork(organisation.code);
    const groups = organisation.groups.map(([name, description]) => ({
      id: stableUuid(`${organisation.code}/group/${name}`),
      organisation_code: organisation.code,
      name,
      description,
    }));
    rows.push_groups.push(...groups);
    const memberCount = size === 'small' ? organisation.smallMembers : organisation.members;
    const devicesOf = new Map<string, { id: string; status: DeviceStatus; member: string }[]>();
    const groupMembers = new Map<string, string[]>(groups.map((group) => [group.id, []]));
    const featured = featuredMembers.filter((member) => member.organisation === organisation.code);
    for (let index = 0; index < memberCount + featured.length; index += 1) {
      const feature = featured[index];
      const person = feature ? byInsz.get(feature.insz) : nextPerson();
      if (!person) throw new Error(`the featured member ${feature?.key} is not in the population`);
      const memberRandom = orgRandom.fork(index);
      const id = feature?.id ?? stableUuid(`${organisation.code}/member/${index}`);
      const created = new Date(now.getTime() - memberRandom.int(95, 700) * day);
      const givenName = person.first_names[0] ?? 'Lid';
      rows.push_members.push({
        id,
        organisation_code: organisation.code,
        insz: person.insz,
        family_name: person.last_name,
        given_name: givenName,
        search_name: memberSearchName(person.last_name, givenName),
        phone: feature
          ? feature.phone
          : memberRandom.chance(0.7)
            ? mobileNumber(memberRandom)
            : null,
        email: memberRandom.chance(0.5)
          ? `${givenName}.${person.last_name}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.be'
          : null,
        created_at: created,
        updated_at: created,
      });
      const statuses: readonly DeviceStatus[] =
        feature?.devices ??
        Array.from({ length: memberRandom.int(1, 3) }, () => drawStatus(memberRandom));
      const devices = statuses.map((status, position) => {
        const registered = new Date(created.getTime() + position * memberRandom.int(1, 60) * day);
        return {
          id: stableUuid(`${organisation.code}/member/${index}/device/${position}`),
          member_id: id,
          organisation_code: organisation.code,
          platform: memberRandom.chance(0.45) ? ('ios' as const) : ('android' as const),
          app_version: memberRandom.pick(appVersions),
          status,
          failures: status === 'inactive' ? 3 : 0,
          registered_at: registered,
          last_seen_at:
            status === 'onboarding'
              ? null
              : new Date(now.getTime() - memberRandom.int(status === 'active' ? 0 : 40, 90) * day),
          status_at: registered,
        };
      });
      rows.push_devices.push(...devices);
      devicesOf.set(
        id,
        devices.map((device) => ({ id: device.id, status: device.status, member: id })),
      );
      for (const group of groups) {
        if (feature ? feature.groups.includes(group.name) : memberRandom.chance(0.22)) {
          rows.push_member_groups.push({ member_id: id, group_id: group.id });
          groupMembers.get(group.id)?.push(id);
        }
      }
    }

    // The history: every fifth to everyone, most to a group, some to one member.
    const members = [...devicesOf.keys()];
    for (let index = 0; index < organisation.notifications; index += 1) {
      const historyRandom = orgRandom.fork(`notification/${index}`);
      const id = stableUuid(`${organisation.code}/notification/${index}`);
      const created = new Date(
        now.getTime() -
          Math.round(
            ((organisation.notifications - index) / organisation.notifications) * 90 * day,
          ) +
          historyRandom.int(8 * 3600, 17 * 3600) * 1000 -
          12 * 3600 * 1000,
      );
      const kind = index % 5 === 0 ? 'allen' : index % 5 === 4 ? 'lid' : 'groep';
      const group = kind === 'groep' ? historyRandom.pick(groups) : null;
      // Every other notification to one member goes to a featured one, if the organisation has it.
      const notifiedMember = featured.find((candidate) => candidate.notified);
      const member =
        kind === 'lid'
          ? index % 10 === 4 && notifiedMember
            ? notifiedMember.id
            : historyRandom.pick(members)
          : null;
      const audience =
        kind === 'allen'
          ? members
          : kind === 'groep'
            ? (groupMembers.get(group?.id ?? '') ?? [])
            : [member ?? ''];
      const targets = audience
        .flatMap((memberId) => devicesOf.get(memberId) ?? [])
        .filter((device) => reachableStatuses.includes(device.status));
      const content = contentOf(index);
      rows.push_notifications.push({
        id,
        organisation_code: organisation.code,
        audience: kind,
        member_id: member,
        group_id: group?.id ?? null,
        description: null,
        content: JSON.stringify(content),
        title: content.nl.titel,
        sent_by_subject: `demo-${organisation.sender.login}`,
        sent_by_name: organisation.sender.name,
        role_uri: `urn:backoffice:rol:Documentendienst:${organisation.code}`,
        device_count: targets.length,
        job_id: null,
        created_at: created,
      });
      for (const [position, device] of targets.entries()) {
        rows.push_deliveries.push({
          notification_id: id,
          device_id: device.id,
          outcome: simulatedOutcome(draw(id, device.id), device.status),
          delivered_at: new Date(created.getTime() + 2000 + position * 7),
        });
      }
    }
  }
  return rows;
}

export async function seedPushNotifications(
  db: Kysely<Database>,
  { clock, size }: { clock: Clock; size: PopulationSize },
): Promise<Seeded<'members' | 'devices' | 'notifications'>> {
  return seedOnce(db, {
    lock: 7_291_131,
    marker: 'push_seed',
    counted: {
      members: 'push_members',
      devices: 'push_devices',
      notifications: 'push_notifications',
    },
    load: async (trx) => {
      const people = await trx
        .selectFrom('persons')
        .where('death_date', 'is', null)
        .where('birth_date', '<', '2008-01-01')
        .select(['insz', 'last_name', 'first_names'])
        .orderBy('insz')
        .execute();
      return pushRows(
        people.map((person) => ({
          ...person,
          first_names: person.first_names as unknown as string[],
        })),
        clock.now(),
        size,
      );
    },
  });
}
