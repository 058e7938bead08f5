// The synthetic health attestation source: the covid certificates of vaccination, test and
// recovery of about a third of the people who were adults on 1 January 2021, the covid test
// prescription codes (CTPC) their tests were taken with, the requests that sent their documents by
// letter, and the one-dose rule for some who had recovered before their first dose.
//
// Vaccinations run from January 2021 to December 2022: a primary series of the product's doses
// (one for Jcovden), and for most a booster in the winter of 2021–2022 and for some a second in the
// autumn of 2022; tests from October 2020 to June 2022, some positive, the first of them giving a
// recovery certificate valid from the eleventh to the 180th day. A certificate is issued on the
// day (a recovery's on its first valid day), with its own UVCI; most stay active, a few were
// revoked or suspended (until a day past, or one in the coming years) and some reactivated. The
// source copied the holder's first first name, last name and birth date when it issued the
// certificate: for a few the year only, as if day and month were unknown. It also holds eight
// people the national register does not know (numbers with serial 998 or 999, which the
// population never hands out). Each person's certificates come from a generator seeded with their
// own number, so the small and the full population give the same certificates for the same person.
import { demoOrganisations } from '@contracts/demo-catalogue';
import {
  vaccineProducts,
  type AttestationState,
  type AttestationType,
  type CtpcPrescriber,
  type VaccineProduct,
} from '@contracts/health-attestation-codes';
import type { AttestationHistoryEvent } from '../db/schema';
import { foldName } from '../population/fold';
import { dayOf, isoDate, type Day } from '../population/generate';
import { buildInsz } from '../population/insz';
import { Random } from '../population/random';
import { letterAddress, seededCode, seededUuid, uvciOf, type CurrentAddress } from './rules';

/** The people and their addresses, as the population holds them. */
export interface HealthAttestationInput {
  persons: readonly {
    insz: string;
    last_name: string;
    first_names: readonly string[];
    birth_date: string;
    death_date: string | null;
  }[];
  addresses: readonly (CurrentAddress & {
    insz: string;
    postcode: string | null;
    municipality: string | null;
    valid_from: string;
    valid_to: string | null;
  })[];
}

export interface HealthAttestationOptions {
  /** The population's reference date: the addresses of that day say where a letter goes. */
  today: string;
  /** When the source is seeded: the documents sent 'yesterday' were sent a day before it. */
  now: Date;
}

export const defaultHealthAttestationOptions: Omit<HealthAttestationOptions, 'now'> = {
  today: '2026-01-01',
};

export type HistoryEvent = AttestationHistoryEvent;

export interface AttestationRow {
  id: string;
  fact_id: string;
  insz: string;
  first_name: string;
  last_name: string;
  search_first_name: string;
  search_last_name: string;
  birthdate: string;
  zip_code: string | null;
  type: AttestationType;
  state: AttestationState;
  suspended_until: string | null;
  issued: string;
  changed: string;
  valid_from: string;
  valid_until: string | null;
  telephone: string | null;
  sent_on: string | null;
  cst_valid_until: string | null;
  uvci: string;
  country: string;
  vaccine_product: VaccineProduct | null;
  dose_number: number | null;
  vaccinated_on: string | null;
  test_type: string | null;
  test_result: string | null;
  sampled_at: string | null;
  test_centre: string | null;
  ctpc_code: string | null;
  first_positive_on: string | null;
  history: HistoryEvent[];
}

export interface CtpcRow {
  id: string;
  code: string;
  first_name: string;
  last_name: string;
  search_first_name: string;
  search_last_name: string;
  birthdate: string;
  phone: string;
  insz: string | null;
  created_at: string;
  valid_until: string;
  prescriber: CtpcPrescriber;
}

export interface SendingRow {
  reference_id: string;
  attestation_id: string;
  insz: string;
  channel: 'PAPER';
  requested_at: string;
  error_code: null;
  organisation: string;
}

export interface OneDoseRow {
  insz: string;
  is_required: boolean;
  changed_at: string;
  changed_by: string;
}

export interface HealthAttestationSource {
  attestations: AttestationRow[];
  ctpcs: CtpcRow[];
  sendings: SendingRow[];
  oneDose: OneDoseRow[];
}

/** The covid safe ticket was asked in Flanders until this day. */
export const cstEnded = '2022-03-07';
/** Born on or before this day: of age on 1 January 2021. */
const adultBorn = '2003-01-01';
/** A recovery certificate is valid from the eleventh day after the first positive test to the 180th. */
export const recoveryValidFromDays = 11;
export const recoveryValidDays = 180;
/** How long a prescription code can be used. */
export const ctpcValidDays = 7;
/** The issuer every certificate and letter names. */
export const attestationIssuer = 'Vlaams Agentschap Zorg en Gezondheid';
const sendingOrganisations = [demoOrganisations.vaccinatiecentrum.name, attestationIssuer];

const pcr = 'LP6464-4';
const antigen = 'LP217198-3';
const notDetected = '260415000';
const detected = '260373001';

/** The people the register does not know: invented, with serial 998 (women) or 999 (men). */
const unregistered: readonly { firstName: string; lastName: string; sex: '1' | '2' }[] = [
  { firstName: 'Katarzyna', lastName: 'Wiśniewska', sex: '2' },
  { firstName: 'Mehmet', lastName: 'Yıldız', sex: '1' },
  { firstName: 'Joana', lastName: 'Ferreira', sex: '2' },
  { firstName: 'Pieter', lastName: 'de Groot', sex: '1' },
  { firstName: 'Olena', lastName: 'Kovalenko', sex: '2' },
  { firstName: 'Luca', lastName: 'Romano', sex: '1' },
  { firstName: 'Amina', lastName: 'El Idrissi', sex: '2' },
  { firstName: 'Jonas', lastName: 'Schneider', sex: '1' },
];

/** The numbers of the people the source holds that the register does not know. */
export function unregisteredHolders(): {
  insz: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}[] {
  return unregistered.map((person, index) => {
    const random = new Random(`health-attestation/unregistered/${index}`);
    const birthDate = isoDate(random.int(dayOf('1950-01-01'), dayOf('1999-12-31')));
    return {
      insz: buildInsz(birthDate, person.sex === '2' ? 998 : 999, false, person.sex),
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate,
    };
  });
}

const timestamp = (day: Day, minute: number): string =>
  `${isoDate(day)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;
/** A moment of a working day, 07:00 to 19:00 UTC. */
const during = (random: Random, day: Day) => timestamp(day, random.int(7 * 60, 19 * 60));

/** A Belgian mobile number, E.164. */
const mobileNumber = (random: Random) =>
  `+324${String(random.int(70, 99))}${String(random.int(0, 999_999)).padStart(6, '0')}`;

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random.next() * total;
  for (const [value, weight] of choices) {
    pick -= weight;
    if (pick < 0) return value;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('no choices');
  return last[0];
}

interface Holder {
  insz: string;
  firstName: string;
  lastName: string;
  /** As the source copied it: the full date or the year. */
  birthdate: string;
  birthDate: string;
  deathDay: Day;
  registered: boolean;
}

interface Fact {
  type: AttestationType;
  day: Day;
  country: string;
  vaccine?: { product: VaccineProduct; dose: number };
  test?: { type: string; result: string; sampledAt: string; centre: string; ctpc: CtpcRow | null };
}

export function generateHealthAttestations(
  input: HealthAttestationInput,
  options: HealthAttestationOptions,
): HealthAttestationSource {
  const today = options.today;
  const addressesOf = new Map<string, HealthAttestationInput['addresses'][number][]>();
  for (const row of input.addresses) {
    addressesOf.set(row.insz, [...(addressesOf.get(row.insz) ?? []), row]);
  }
  const holds = (row: { valid_from: string; valid_to: string | null }, day: string) =>
    row.valid_from <= day && (row.valid_to === null || row.valid_to >= day);
  const mainOn = (insz: string, day: string) =>
    (addressesOf.get(insz) ?? []).find(
      (row) => row.kind === 'hoofdverblijfplaats' && holds(row, day),
    );

  const holders: Holder[] = [];
  for (const person of input.persons) {
    if (person.birth_date > adultBorn) continue;
    if (person.death_date !== null && person.death_date < '2021-03-01') continue;
    const random = new Random(`health-attestation/${person.insz}`);
    if (!random.chance(1 / 3)) continue;
    holders.push({
      insz: person.insz,
      firstName: person.first_names[0] ?? person.last_name,
      lastName: person.last_name,
      birthdate: random.chance(0.03) ? person.birth_date.slice(0, 4) : person.birth_date,
      birthDate: person.birth_date,
      deathDay: person.death_date === null ? Infinity : dayOf(person.death_date),
      registered: true,
    });
  }
  unregisteredHolders().forEach((person, index) => {
    holders.push({
      insz: person.insz,
      firstName: person.firstName,
      lastName: person.lastName,
      birthdate: index % 3 === 2 ? person.birthDate.slice(0, 4) : person.birthDate,
      birthDate: person.birthDate,
      deathDay: Infinity,
      registered: false,
    });
  });

  const source: HealthAttestationSource = {
    attestations: [],
    ctpcs: [],
    sendings: [],
    oneDose: [],
  };
  const ctpcCodes = new Set<string>();
  const lastDay = dayOf('2022-12-31');
  const nowDay = dayOf(today) - 1;

  for (const holder of holders) {
    const random = new Random(`health-attestation/${holder.insz}/facts`);
    const phone = random.chance(0.7) ? mobileNumber(random) : null;
    const centreOf = (day: Day) =>
      `Fictief testcentrum ${mainOn(holder.insz, isoDate(day))?.municipality ?? 'Brussel'}`;
    const alive = (day: Day) => day <= holder.deathDay && day <= lastDay;
    const facts: Fact[] = [];

    // Vaccinations: the primary series, then boosters.
    if (random.chance(0.88)) {
      const product = weighted<VaccineProduct>(random, [
        ['EU/1/20/1528', 65],
        ['EU/1/20/1507', 12],
        ['EU/1/21/1529', 13],
        ['EU/1/20/1525', 5],
        ['EU/1/21/1618', 5],
      ]);
      const country = random.chance(0.97)
        ? 'BE'
        : weighted(random, [
            ['NL', 1],
            ['FR', 1],
            ['DE', 1],
            ['LU', 1],
          ] as const);
      let day = random.int(dayOf('2021-01-15'), dayOf('2021-09-30'));
      let dose = 1;
      const doses = vaccineProducts[product].doses;
      while (dose <= doses && alive(day)) {
        facts.push({ type: 'vac', day, country, vaccine: { product, dose } });
        if (dose === doses || random.chance(0.03)) break;
        day += product === 'EU/1/21/1529' ? random.int(70, 84) : random.int(21, 42);
        dose++;
      }
      const completed = facts.length === doses;
      if (completed && random.chance(0.65)) {
        const booster = (from: Day, to: Day) => {
          const boosterDay = random.int(Math.max(from, day + 90), Math.max(to, day + 91));
          if (!alive(boosterDay)) return false;
          day = boosterDay;
          dose = facts.length + 1;
          facts.push({
            type: 'vac',
            day,
            country: 'BE',
            vaccine: { product: random.chance(0.7) ? 'EU/1/20/1528' : 'EU/1/20/1507', dose },
          });
          return true;
        };
        if (booster(dayOf('2021-10-15'), dayOf('2022-03-31')) && random.chance(0.35)) {
          booster(dayOf('2022-09-15'), dayOf('2022-12-20'));
        }
      }
    }

    /** A prescription code made on a day, with the person's number known at `knownShare`. */
    const prescribe = (created: Day, knownShare: number): CtpcRow => {
      let code = seededCode(random, 16);
      while (ctpcCodes.has(code)) code = seededCode(random, 16);
      ctpcCodes.add(code);
      const ctpc: CtpcRow = {
        id: seededUuid(random),
        code,
        first_name: holder.firstName,
        last_name: holder.lastName,
        search_first_name: foldName(holder.firstName),
        search_last_name: foldName(holder.lastName),
        birthdate: holder.birthDate,
        phone: phone ?? mobileNumber(random),
        insz: random.chance(knownShare) ? holder.insz : null,
        created_at: during(random, created),
        valid_until: isoDate(created + ctpcValidDays),
        prescriber: weighted<CtpcPrescriber>(random, [
          ['ARTS', 5],
          ['ZELFEVALUATIE', 3],
          ['CONTACTONDERZOEK', 2],
        ]),
      };
      source.ctpcs.push(ctpc);
      return ctpc;
    };

    // Tests, and a recovery from a positive one.
    if (random.chance(0.5)) {
      const days = new Set<Day>();
      for (let count = random.int(1, 4); count > 0; count--) {
        days.add(random.int(dayOf('2020-10-01'), dayOf('2022-06-30')));
      }
      let recoveredOn: Day | null = null;
      for (const day of [...days].sort((a, b) => a - b)) {
        if (!alive(day)) continue;
        const positive = random.chance(0.12);
        const sampledAt = during(random, day);
        const ctpc = random.chance(0.6) ? prescribe(day - random.int(0, 2), 0.85) : null;
        facts.push({
          type: 'tst',
          day,
          country: 'BE',
          test: {
            type: random.chance(0.6) ? pcr : antigen,
            result: positive ? detected : notDetected,
            sampledAt,
            centre: centreOf(day),
            ctpc,
          },
        });
        if (positive && (recoveredOn === null || day - recoveredOn > recoveryValidDays)) {
          recoveredOn = day;
          facts.push({ type: 'rec', day, country: 'BE' });
        }
      }
    }

    // A few prescriptions were never used for a test.
    if (random.chance(0.08)) {
      const created = random.int(dayOf('2020-10-01'), dayOf('2022-06-30'));
      if (alive(created)) prescribe(created, 0.5);
    }

    // One dose completes the vaccination of some who recovered before their first dose.
    const firstDose = facts.find((fact) => fact.type === 'vac');
    const firstRecovery = facts.find((fact) => fact.type === 'rec');
    if (
      holder.registered &&
      firstDose &&
      firstRecovery &&
      firstRecovery.day < firstDose.day &&
      random.chance(0.5)
    ) {
      source.oneDose.push({
        insz: holder.insz,
        is_required: true,
        changed_at: during(random, firstDose.day - random.int(1, 20)),
        changed_by: weighted(
          random,
          sendingOrganisations.map((name) => [name, 1] as const),
        ),
      });
    }

    const own: AttestationRow[] = [];
    for (const fact of facts.sort((a, b) => a.day - b.day)) {
      const factRandom = random.fork(`${fact.type}/${fact.day}`);
      const validFrom = fact.type === 'rec' ? fact.day + recoveryValidFromDays : fact.day;
      const validUntil =
        fact.type === 'vac'
          ? (fact.vaccine?.dose ?? 1) >
            vaccineProducts[fact.vaccine?.product ?? 'EU/1/20/1528'].doses
            ? null
            : fact.day + 270
          : fact.type === 'tst'
            ? fact.day + (fact.test?.type === pcr ? 2 : 1)
            : fact.day + recoveryValidDays;
      const issuedDay = validFrom;
      // A test's certificate a few hours after the sample, the others during the day.
      const issued = fact.test
        ? new Date(Date.parse(fact.test.sampledAt) + factRandom.int(1, 4) * 3_600_000).toISOString()
        : during(factRandom, issuedDay);
      const history: HistoryEvent[] = [{ at: issued, event: 'ISSUED' }];
      let state: AttestationState = 'ACTIVE';
      let suspendedUntil: string | null = null;
      const later = () => Math.min(issuedDay + factRandom.int(10, 400), nowDay);
      const roll = factRandom.next();
      if (roll < 0.05) {
        state = 'REVOKED';
        history.push({ at: during(factRandom, later()), event: 'REVOKED' });
      } else if (roll < 0.09) {
        state = 'SUSPENDED';
        const from = later();
        history.push({ at: during(factRandom, from), event: 'SUSPENDED' });
        suspendedUntil = factRandom.chance(0.5)
          ? isoDate(dayOf('2027-01-01') + factRandom.int(0, 1300))
          : isoDate(Math.min(from + factRandom.int(30, 200), nowDay));
      } else if (roll < 0.12) {
        const from = later();
        history.push({ at: during(factRandom, from), event: 'SUSPENDED' });
        history.push({
          at: during(factRandom, Math.min(from + factRandom.int(5, 60), nowDay + 1)),
          event: 'REACTIVATED',
        });
      }
      const main = mainOn(holder.insz, isoDate(fact.day));
      const validUntilDate = validUntil === null ? null : isoDate(validUntil);
      const cstUntil =
        isoDate(validFrom) > cstEnded
          ? null
          : validUntilDate === null || validUntilDate > cstEnded
            ? cstEnded
            : validUntilDate;
      own.push({
        id: seededUuid(factRandom),
        fact_id: seededUuid(factRandom),
        insz: holder.insz,
        first_name: holder.firstName,
        last_name: holder.lastName,
        search_first_name: foldName(holder.firstName),
        search_last_name: foldName(holder.lastName),
        birthdate: holder.birthdate,
        zip_code: main?.postcode ?? null,
        type: fact.type,
        state,
        suspended_until: suspendedUntil,
        issued,
        changed: history.at(-1)?.at ?? issued,
        valid_from: isoDate(validFrom),
        valid_until: validUntilDate,
        telephone: phone,
        sent_on: null,
        cst_valid_until: cstUntil,
        uvci: uvciOf(seededCode(factRandom, 26)),
        country: fact.country,
        vaccine_product: fact.vaccine?.product ?? null,
        dose_number: fact.vaccine?.dose ?? null,
        vaccinated_on: fact.vaccine ? isoDate(fact.day) : null,
        test_type: fact.test?.type ?? null,
        test_result: fact.test?.result ?? null,
        sampled_at: fact.test?.sampledAt ?? null,
        test_centre: fact.test?.centre ?? null,
        ctpc_code: fact.test?.ctpc?.code ?? null,
        first_positive_on: fact.type === 'rec' ? isoDate(fact.day) : null,
        history,
      });
    }

    // Documents sent by letter: some in the past, and for a few the day before the source was
    // made, to people with an address that takes a letter.
    const current = (addressesOf.get(holder.insz) ?? []).filter((row) => holds(row, today));
    const sendable = holder.registered && letterAddress(current) === 'deliverable';
    const send = (row: AttestationRow, at: string) => {
      row.sent_on = at;
      source.sendings.push({
        reference_id: seededUuid(random),
        attestation_id: row.id,
        insz: holder.insz,
        channel: 'PAPER',
        requested_at: at,
        error_code: null,
        organisation: weighted(
          random,
          sendingOrganisations.map((name) => [name, 1] as const),
        ),
      });
    };
    for (const row of own) {
      if (sendable && row.state !== 'REVOKED' && random.chance(0.3)) {
        send(row, during(random, dayOf(row.issued.slice(0, 10)) + random.int(1, 20)));
      }
    }
    const latestActive = own.filter((row) => row.state === 'ACTIVE').at(-1);
    if (sendable && latestActive && random.chance(0.02)) {
      send(latestActive, new Date(options.now.getTime() - 86_400_000).toISOString());
    }
    source.attestations.push(...own);
  }
  return source;
}
