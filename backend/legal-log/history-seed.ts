// A synthetic history of the legal log, so that the consultation screens have something to find:
// ninety days of consultations before the seed's clock time by several demo users of several
// organisations, across every domain's operations, sources and subject kinds (the subjects drawn
// from the synthetic sources), mostly in office hours on working days, plus a few patterns an
// auditor should find (`historyPatterns`). It is deterministic (one seeded random generator),
// written through the chain itself in time order under the backend's own key (appendTimedBatchIn),
// so it verifies like any other entries, and seeded once: only when its marker says it is not
// there, and only into an empty log. A log that already holds entries keeps them and gets no
// history: the history's times lie before theirs, and the chain's order is its time order.
import type { Kysely, Transaction } from 'kysely';
import { demoAccounts, demoOrganisations, type DemoRoleKey } from '@contracts/demo-catalogue';
import { sourceAnswerTimeoutMs, sourceFailedOutcome } from '@contracts/reporting-codes';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { seedOnce, type Seeded } from '../db/seed-once';
import { Random } from '../population/random';
import type { PopulationSize } from '../population/size';
import { appendTimedBatchIn, legalLogKey, type NewLegalLogEntry } from './chain';

const historyLock = 7_291_022;
const historyDays = 90;
/** How many entries the ordinary traffic holds for the full population (about; the small: half). */
const ordinaryEntries = { full: 18_000, small: 9000 } as const;
const appendBatch = 2000;

type SubjectKind = Exclude<keyof Subjects, 'featured'>;

/** One kind of consultation a role makes: its operation, permission, source and subject kind. */
interface Operation {
  operation: string;
  permission: string;
  source: string;
  kind: SubjectKind;
  weight: number;
}

const op = (
  operation: string,
  permission: string,
  source: string,
  kind: SubjectKind,
  weight = 1,
): Operation => ({ operation, permission, source, kind, weight });

/** The users of the history, the role each consults in, what they consult, and how busy they are. */
const actors: {
  login: string;
  role: DemoRoleKey;
  reference: string;
  share: number;
  operations: Operation[];
}[] = [
  {
    login: 'an.peeters',
    role: 'Burgerzaken',
    reference: 'BZ',
    share: 4,
    operations: [
      op('geefPersoon', 'persoon.geefPersoon', 'RR', 'Insz', 6),
      op('geefPersoonDetails', 'persoon.geefPersoon', 'RR', 'Insz', 2),
      op('geefPersoonAdres', 'persoon.geefPersoon', 'RR', 'Insz', 2),
      op('geefGezinssamenstelling', 'persoon.geefGezinssamenstelling', 'RR', 'Insz', 2),
      op('geefHistoriekPersoon', 'persoon.geefHistoriekPersoon', 'KSZ', 'Insz'),
      op('zoekPersoonOpNaam', 'persoon.zoekPersoonOpNaam', 'RR', 'PersoonsIdentificatie', 2),
      op('zoekPersoonOpAdres', 'persoon.zoekPersoonOpAdres', 'RR', 'PersoonsIdentificatie'),
    ],
  },
  {
    login: 'bart.claes',
    role: 'SocialeDienst',
    reference: 'OCMW',
    share: 3,
    operations: [
      op('geefSociaalStatuut', 'socialSecurity.geefSociaalStatuut', 'KSZ', 'Insz', 4),
      op('geefLeefloon', 'socialSecurity.geefLeefloon', 'KSZ', 'Insz', 2),
      op('geefKindVoordelen', 'gezin.geefKindVoordelen', 'GROEIPAKKET', 'Insz', 2),
      op('geefHistoriekInschrijving', 'onderwijs.geeefHistoriekInschrijving', 'ONDERWIJS', 'Insz'),
      op('geefPersoon', 'persoon.geefPersoon', 'RR', 'Insz', 2),
    ],
  },
  {
    login: 'carla.desmet',
    role: 'Kadaster',
    reference: 'KAD',
    share: 2,
    operations: [
      op('geefEigendomstoestand', 'kadaster.geefEigendomstoestanden', 'AAPD', 'CapaKey', 3),
      op(
        'geefHistoriekfEigendomstoestand',
        'kadaster.geefHistoriekEigendomstoestand',
        'AAPD',
        'CapaKey',
      ),
      op('zoekEigendomstoestand', 'kadaster.zoekEigendomstoestanden', 'AAPD', 'Insz'),
    ],
  },
  {
    login: 'carla.desmet',
    role: 'GasBoetes',
    reference: 'GAS',
    share: 2,
    operations: [op('geefBinnenlandsVoertuig', 'mobiliteit.binnenlandsVoertuig', 'DIV', 'Nrplaat')],
  },
  {
    login: 'carla.desmet',
    role: 'Economie',
    reference: 'ECO',
    share: 1,
    operations: [
      op('geefOnderneming', 'onderneming.geefOnderneming', 'KBO', 'KboNummer', 3),
      op('geefDeelnemingen', 'onderneming.GeefDeelnemingen', 'KBO', 'KboNummer'),
      op('geefPCenTW', 'onderneming.GeefPCenTW', 'KBO', 'KboNummer'),
    ],
  },
  {
    login: 'dirk.maes',
    role: 'Documentendienst',
    reference: 'DOC',
    share: 1,
    operations: [
      op('geefEboxStatus', 'document.verstuurEboxBurger', 'Documentendienst', 'Insz', 2),
      op('zoekVerzending', 'document.zoekVerzending', 'Documentendienst', 'KboNummer'),
    ],
  },
  {
    login: 'frank.willems',
    role: 'Attesten',
    reference: 'VAC',
    share: 2,
    operations: [
      op('healthAttestationSearch', 'attesten.attesten', 'ATTESTEN', 'Insz', 3),
      op('healthAttestationBlocks', 'attesten.attesten', 'ATTESTEN', 'Insz', 2),
      op('ctpcSearch', 'attesten.ctpc', 'ATTESTEN', 'PersoonsIdentificatie'),
    ],
  },
  {
    login: 'frank.willems',
    role: 'Led',
    reference: 'LED',
    share: 1,
    operations: [
      op('geefBewijs', 'LED.geefBewijs', 'LED', 'Insz', 3),
      op('bewijsMetadata', 'LED.bewijsMetadata', 'LED', 'Insz'),
    ],
  },
  {
    login: 'ilse.vermeulen',
    role: 'Historiek',
    reference: 'HIST',
    share: 1,
    operations: [op('geefHistoriekPersoon', 'persoon.geefHistoriekPersoon', 'RR', 'Insz')],
  },
];

/**
 * The unusual patterns the history holds, for the docs and the demo: the person one user looked
 * up far more often than the work explains, the user who consults at night, and a burst of name
 * searches within a few minutes. Day offsets count back from the seed's clock time (1: the day
 * before), hours are UTC.
 */
export const historyPatterns = {
  frequentSubject: {
    user: 'demo-bart.claes',
    /** Ellie Olivia Kerckhofs, a featured person of both population sizes. */
    insz: '00090809845',
    description: 'looks up one person 60 times over 30 days, every operation he has',
    times: 60,
    fromDayOffset: 35,
    toDayOffset: 5,
  },
  nightTime: {
    user: 'demo-ilse.vermeulen',
    description: 'consults 24 people between 01:00 and 04:00 on three nights',
    dayOffsets: [21, 14, 7],
    perNight: 8,
  },
  nameSearchBurst: {
    user: 'demo-an.peeters',
    description: 'makes 40 name searches within 6 minutes',
    dayOffset: 10,
    searches: 40,
    minutes: 6,
  },
} as const;

interface Subjects {
  /** Whether the population holds the person the frequent pattern is about. */
  featured: boolean;
  Insz: string[];
  PersoonsIdentificatie: string[];
  CapaKey: string[];
  Nrplaat: string[];
  KboNummer: string[];
}

/** Subjects drawn from the synthetic sources (the first ones by key: the same on every run). */
async function subjectsOf(trx: Transaction<Database>): Promise<Subjects> {
  const people = await trx
    .selectFrom('persons')
    .select(['insz', 'last_name', 'birth_date'])
    .orderBy('insz')
    .limit(600)
    .execute();
  const parcels = await trx
    .selectFrom('land_partitions')
    .select('capakey')
    .distinct()
    .orderBy('capakey')
    .limit(200)
    .execute();
  const plates = await trx
    .selectFrom('vehicle_registrations')
    .select('plate')
    .orderBy('plate')
    .limit(300)
    .execute();
  const enterprises = await trx
    .selectFrom('enterprises')
    .select('enterprise_number')
    .orderBy('enterprise_number')
    .limit(200)
    .execute();
  const featured = await trx
    .selectFrom('persons')
    .select('insz')
    .where('insz', '=', historyPatterns.frequentSubject.insz)
    .executeTakeFirst();
  return {
    featured: featured !== undefined,
    Insz: people.map((person) => person.insz),
    PersoonsIdentificatie: people.map((person) =>
      [person.last_name, String(person.birth_date ?? '').slice(0, 4)].filter(Boolean).join(' '),
    ),
    CapaKey: parcels.map((parcel) => parcel.capakey),
    Nrplaat: plates.map((row) => row.plate),
    KboNummer: enterprises.map((row) => row.enterprise_number),
  };
}

/**
 * How long each source takes to answer, in milliseconds: the median of a log-normal spread (the
 * sources the portal's own services answer, like the document service, are not measured).
 */
const sourceLatency: Record<string, { median: number; spread: number }> = {
  RR: { median: 80, spread: 0.45 },
  KSZ: { median: 250, spread: 0.55 },
  GROEIPAKKET: { median: 180, spread: 0.5 },
  ONDERWIJS: { median: 300, spread: 0.6 },
  AAPD: { median: 400, spread: 0.5 },
  DIV: { median: 120, spread: 0.45 },
  KBO: { median: 60, spread: 0.4 },
  ATTESTEN: { median: 150, spread: 0.5 },
  LED: { median: 200, spread: 0.5 },
};

/**
 * The source answers of the history: about 1% fail (the source could not answer) and 0.3% take
 * longer than the portal waits, except on the incident's days, when one source is slow and often
 * fails. Day offsets count back from the seed's clock time (1: the day before).
 */
export const historySourceIncident = {
  source: 'KSZ',
  dayOffsets: [17, 16],
  description: 'the social security source is slow and often fails on two days',
  errorShare: 0.01,
  timeoutShare: 0.003,
  incidentErrorShare: 0.2,
  incidentTimeoutShare: 0.08,
  /** How much slower the source answers on those days. */
  incidentSlowdown: 3,
} as const;

/**
 * Gives the history's source answers how long they took, and fails a few of the ordinary ones,
 * with a generator of its own: the history's other draws stay as they are.
 */
function measureSourceAnswers(
  entries: readonly (NewLegalLogEntry & { loggedAt: Date })[],
  ordinary: ReadonlySet<NewLegalLogEntry>,
  incidentDays: ReadonlySet<string>,
): void {
  const random = new Random('legal-log-latency');
  const incident = historySourceIncident;
  for (const entry of entries) {
    const latency = sourceLatency[entry.source];
    if (entry.registeredBy !== 'Magda' || !latency) continue;
    const bad =
      entry.source === incident.source &&
      incidentDays.has(entry.loggedAt.toISOString().slice(0, 10));
    // A log-normal draw around the source's median (Box-Muller).
    const normal =
      Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    const median = latency.median * (bad ? incident.incidentSlowdown : 1);
    let sourceMs = Math.max(5, Math.round(median * Math.exp(latency.spread * normal)));
    const draw = random.next();
    const errorShare = bad ? incident.incidentErrorShare : incident.errorShare;
    const timeoutShare = bad ? incident.incidentTimeoutShare : incident.timeoutShare;
    if (draw < timeoutShare) {
      sourceMs = sourceAnswerTimeoutMs + random.int(0, 20_000);
    } else if (draw < timeoutShare + errorShare && ordinary.has(entry)) {
      // A failed answer comes quickly or only after waiting for the source.
      sourceMs = random.chance(0.5) ? random.int(20, 200) : random.int(2000, 9000);
      entry.outcome = sourceFailedOutcome;
    }
    entry.sourceMs = sourceMs;
  }
}

/** The facts the patterns are about, as the seed made them (for a test or a demo script). */
export interface HistoryFacts {
  frequentSubject: { user: string; insz: string };
  nightTime: { user: string };
  nameSearchBurst: { user: string };
}

/** How long a history runs and how busy it is (a benchmark's year); unset: the seed's own. */
export interface HistoryOptions {
  /** How many days before the clock time it covers (90). */
  days?: number;
  /** How many entries its ordinary traffic holds (by the population size). */
  ordinaryEntries?: number;
}

/** The history's entries in time order (all before `now`), and the facts of its patterns. */
export function historyEntries(
  subjects: Subjects,
  now: Date,
  size: PopulationSize,
  options: HistoryOptions = {},
): { entries: (NewLegalLogEntry & { loggedAt: Date })[]; facts: HistoryFacts } {
  const days = options.days ?? historyDays;
  const random = new Random('legal-log-history');
  const entries: (NewLegalLogEntry & { loggedAt: Date })[] = [];
  const dayStart = (offset: number) => {
    const day = new Date(now);
    day.setUTCHours(0, 0, 0, 0);
    day.setUTCDate(day.getUTCDate() - offset);
    return day;
  };
  const at = (offset: number, hour: number, minute: number, second = 0) =>
    new Date(dayStart(offset).getTime() + ((hour * 60 + minute) * 60 + second) * 1000);

  const entryOf = (
    actor: (typeof actors)[number],
    operation: Operation,
    subject: string,
    loggedAt: Date,
    serial: number,
  ): NewLegalLogEntry & { loggedAt: Date } => {
    const account = demoAccounts.find((candidate) => candidate.login === actor.login);
    if (!account) throw new Error(`no demo account ${actor.login}`);
    const organisation = demoOrganisations[account.organisation].code;
    return {
      loggedAt,
      correlationId: `hist-${serial.toString(36)}-${random.uint32().toString(16)}`,
      userSubject: `demo-${account.login}`,
      userName: `${account.givenName} ${account.familyName}`,
      organisationCode: organisation,
      role: `urn:backoffice:rol:${actor.role}:${organisation}`,
      permission: operation.permission,
      operation: operation.operation,
      subjectKind: operation.kind,
      subject,
      reference: `${actor.reference}-${2025 + Math.floor(serial / 100_000)}-${String(random.int(1, 400)).padStart(4, '0')}`,
      registeredBy: operation.source === 'Documentendienst' ? 'Vip' : 'Magda',
      source: operation.source,
      outcome: random.chance(0.06) ? 'niet gevonden' : 'gevonden',
    };
  };

  // Ordinary traffic: working days, office hours (a few early or late), by each actor's share.
  const target = options.ordinaryEntries ?? ordinaryEntries[size];
  const shares = actors.map((actor) => [actor, actor.share] as const);
  let serial = 0;
  for (let index = 0; index < target; index += 1) {
    const actor = random.weighted(shares);
    const operation = random.weighted(actor.operations.map((o) => [o, o.weight] as const));
    let offset = random.int(1, days);
    // Weekends are quiet: most of their draws move to the Friday before.
    const weekday = dayStart(offset).getUTCDay();
    if ((weekday === 0 || weekday === 6) && random.chance(0.9)) offset += weekday === 0 ? 2 : 1;
    const hour = random.chance(0.95) ? random.int(7, 16) : random.int(17, 19);
    const pool = subjects[operation.kind];
    entries.push(
      entryOf(
        actor,
        operation,
        random.pick(pool),
        at(offset, hour, random.int(0, 59), random.int(0, 59)),
        serial++,
      ),
    );
  }

  const ordinary = new Set<NewLegalLogEntry>(entries);

  // One person looked up far too often by one user.
  const bart = actors.find((actor) => actor.login === 'bart.claes');
  const frequent = historyPatterns.frequentSubject;
  // The featured person when the population holds her (it always does), else its first.
  const frequentInsz = subjects.featured ? frequent.insz : (subjects.Insz[0] ?? '');
  if (bart) {
    for (let index = 0; index < frequent.times; index += 1) {
      const offset = random.int(frequent.toDayOffset, frequent.fromDayOffset);
      const operation = random.pick(bart.operations);
      entries.push(
        entryOf(
          bart,
          operation,
          frequentInsz,
          at(offset, random.int(8, 16), random.int(0, 59), random.int(0, 59)),
          serial++,
        ),
      );
    }
  }

  // Night-time consultations.
  const ilse = actors.find((actor) => actor.login === 'ilse.vermeulen');
  const night = historyPatterns.nightTime;
  if (ilse) {
    for (const offset of night.dayOffsets) {
      for (let index = 0; index < night.perNight; index += 1) {
        entries.push(
          entryOf(
            ilse,
            random.pick(ilse.operations),
            random.pick(subjects.Insz),
            at(offset, random.int(1, 3), random.int(0, 59), random.int(0, 59)),
            serial++,
          ),
        );
      }
    }
  }

  // A burst of name searches.
  const an = actors.find((actor) => actor.login === 'an.peeters');
  const burst = historyPatterns.nameSearchBurst;
  const nameSearch = an?.operations.find((o) => o.operation === 'zoekPersoonOpNaam');
  if (an && nameSearch) {
    const start = at(burst.dayOffset, 14, 2).getTime();
    for (let index = 0; index < burst.searches; index += 1) {
      const second = Math.floor((index * burst.minutes * 60) / burst.searches);
      entries.push(
        entryOf(
          an,
          nameSearch,
          random.pick(subjects.PersoonsIdentificatie),
          new Date(start + second * 1000),
          serial++,
        ),
      );
    }
  }

  entries.sort((a, b) => a.loggedAt.getTime() - b.loggedAt.getTime());
  measureSourceAnswers(
    entries,
    ordinary,
    new Set(
      historySourceIncident.dayOffsets.map((offset) => dayStart(offset).toISOString().slice(0, 10)),
    ),
  );
  return {
    entries,
    facts: {
      frequentSubject: { user: frequent.user, insz: frequentInsz },
      nightTime: { user: night.user },
      nameSearchBurst: { user: burst.user },
    },
  };
}

/**
 * Seeds the history once, after the synthetic sources it draws its subjects from, under the key
 * of the hash secret given (the backend's own, so the chain verifies), ending before the clock's
 * now. Into a log that already holds entries it writes nothing (see above), but still sets its
 * marker.
 */
export async function seedLegalLogHistory(
  db: Kysely<Database>,
  { clock, hashSecret, size }: { clock: Clock; hashSecret: string; size: PopulationSize },
): Promise<Seeded<'entries'>> {
  const key = legalLogKey(hashSecret);
  return seedOnce(db, {
    lock: historyLock,
    marker: 'legal_log_history_seed',
    counted: { entries: 'legal_log' },
    writes: ['legal_log'],
    load: async (trx) => {
      const existing = await trx.selectFrom('legal_log').select('id').limit(1).execute();
      if (existing.length > 0) return {};
      const { entries } = historyEntries(await subjectsOf(trx), clock.now(), size);
      for (let from = 0; from < entries.length; from += appendBatch) {
        await appendTimedBatchIn(trx, key, entries.slice(from, from + appendBatch));
      }
      return {};
    },
  });
}
