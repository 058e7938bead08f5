// The synthetic learning and experience proofs source (LED): the diplomas, certificates, proofs of
// experience and professional qualifications of part of the population, as their suppliers
// registered them (channel BRON). About four in ten people of sixteen and over have one to four
// proofs, at the age they fit: a certificate of the second grade of secondary school at sixteen,
// the secondary school's diploma at eighteen, a bachelor at twenty-one or twenty-two and a master
// after it, and later in life adult education, entrepreneurship training, proofs of experience,
// professional qualifications and NARIC equivalences of a foreign diploma. Nobody under fifteen
// has a proof, nothing is issued after death or after the reference date, and non-residents known
// by a BIS number only have none. Institutions are named like the education source's, after the
// municipality the holder lived in ('Fictief atheneum Lierde', with its number where the
// education source gives one), and say they are made up. A few proofs were cancelled later: their
// status is 10 and they have a second mutation. Each person's proofs come from a generator seeded
// with their own number, so the small and the full population give the same proofs to the same
// person.
import {
  higherEducationCity,
  institutionName,
  institutionNumber,
  type InstitutionKind,
} from '../education/institutions';
import { addYears, dayOf, isoDate, type Day } from '../population/generate';
import type { Municipality } from '../population/places';
import { Random } from '../population/random';
import { staysByPerson, type MainResidence } from '../population/residents';

export interface LedInput {
  persons: readonly {
    insz: string;
    source: 'RR' | 'KSZ';
    birth_date: string;
    death_date: string | null;
    birth_country_nis: string;
  }[];
  /** Main residences (others are ignored). */
  addresses: readonly MainResidence[];
  municipalities: readonly Municipality[];
}

export interface LedOptions {
  /** The population's reference date: every proof is issued and registered before it. */
  today: string;
  /** What every person's generator is seeded with, before their number. */
  seed: string;
}

/**
 * The seed is one of the few that give Rita Wuyts, the example person the screens' tests open
 * (docs/demo-data.md), several proofs with one cancelled: every other person's proofs are as
 * chance makes them.
 */
export const defaultLedOptions: LedOptions = { today: '2026-01-01', seed: 'led-63' };

/** The suppliers (Leverancier) of the source's own proofs. */
export const ledSuppliers = [
  'Secundair onderwijs',
  'Hoger onderwijs',
  'Volwassenenonderwijs',
  'VDAB',
  'SYNTRA Vlaanderen',
  'NARIC Vlaanderen',
] as const;

export type LedSupplier = (typeof ledSuppliers)[number];

export interface ValidityPeriod {
  begin: string;
  einde: string | null;
}

/** A row of led_proofs as the source registered it (validity as an array, times as ISO text). */
export interface ProofRow {
  reference: string;
  insz: string;
  mutation_reference: string;
  status: '1' | '10';
  status_changed_at: string;
  supplier_name: LedSupplier;
  supplier_reference: string;
  authenticity: string;
  category: string;
  proof_type: string;
  stage: string;
  title: string;
  field_of_study: string | null;
  institution_name: string;
  institution_number: string | null;
  awarding_body: string;
  level: string;
  issue_date: string;
  validity: ValidityPeriod[];
  country: 'BEL';
  language: 'nld';
  channel: 'BRON';
  registered_at: string;
}

export interface MutationRow {
  mutation_reference: string;
  proof_reference: string;
  status: '1' | '10';
  at: string;
}

export interface LedSource {
  proofs: ProofRow[];
  mutations: MutationRow[];
}

/** The youngest age at which anyone holds a proof. */
export const youngestHolderAge = 15;

/** Share of the people of sixteen and over who hold proofs. */
const holderShare = 0.44;

/** Before this day the source did not exist: older proofs were loaded in its first months. */
const sourceStart = dayOf('2017-02-01');

const day = (year: number, monthDay: string): Day => dayOf(`${year}-${monthDay}`);

interface Kind {
  supplier: LedSupplier;
  category: string;
  proofType: string;
  stage: 'EIND' | 'TUSSEN';
  awardingBody: string;
  level: string;
  title: string;
  fieldOfStudy: string | null;
  /** Years a proof stays valid; open (from the issue date on) when absent. */
  validYears?: number;
}

const secondaryStreams: { stream: string; fields: string[] }[] = [
  {
    stream: 'ASO',
    fields: [
      'Latijn-Wiskunde',
      'Economie-Moderne talen',
      'Wetenschappen-Wiskunde',
      'Humane wetenschappen',
    ],
  },
  {
    stream: 'TSO',
    fields: [
      'Elektromechanica',
      'Handel',
      'Informaticabeheer',
      'Sociale en technische wetenschappen',
    ],
  },
  { stream: 'BSO', fields: ['Verzorging', 'Haarzorg', 'Elektrische installaties', 'Kantoor'] },
  { stream: 'KSO', fields: ['Beeldende vorming', 'Woordkunst-drama', 'Architecturale vorming'] },
];

const secondary = (
  proofType: string,
  stage: 'EIND' | 'TUSSEN',
  level: string,
  title: string,
  fieldOfStudy: string | null,
): Kind => ({
  supplier: 'Secundair onderwijs',
  category: 'SO',
  proofType,
  stage,
  awardingBody: 'SECUNDAIRE_SCHOOL',
  level,
  title,
  fieldOfStudy,
});

const professionalBachelors = [
  { title: 'Bachelor in de verpleegkunde', field: 'Verpleegkunde' },
  { title: 'Bachelor in het onderwijs: lager onderwijs', field: 'Lager onderwijs' },
  { title: 'Bachelor in de toegepaste informatica', field: 'Toegepaste informatica' },
  { title: 'Bachelor in het bedrijfsmanagement', field: 'Bedrijfsmanagement' },
  { title: 'Bachelor in het sociaal werk', field: 'Sociaal werk' },
];
const academicDegrees = [
  { field: 'Rechten', bachelor: 'Bachelor in de rechten', master: 'Master in de rechten' },
  {
    field: 'Psychologie',
    bachelor: 'Bachelor in de psychologie',
    master: 'Master in de psychologie',
  },
  {
    field: 'Ingenieurswetenschappen',
    bachelor: 'Bachelor in de ingenieurswetenschappen',
    master: 'Master in de ingenieurswetenschappen',
  },
  {
    field: 'Geschiedenis',
    bachelor: 'Bachelor in de geschiedenis',
    master: 'Master in de geschiedenis',
  },
  {
    field: 'Informatica',
    bachelor: 'Bachelor in de informatica',
    master: 'Master in de informatica',
  },
];
const associateDegrees = [
  { title: 'Graduaat in het programmeren', field: 'Programmeren' },
  { title: 'Graduaat in het boekhouden', field: 'Boekhouden' },
  { title: 'Graduaat in de orthopedagogische begeleiding', field: 'Orthopedagogische begeleiding' },
];

const higher = (
  awardingBody: 'HOGESCHOOL' | 'UNIVERSITEIT',
  category: 'HO' | 'HBO',
  level: string,
  title: string,
  fieldOfStudy: string,
): Kind => ({
  supplier: 'Hoger onderwijs',
  category,
  proofType: 'DIPLOMA',
  stage: 'EIND',
  awardingBody,
  level,
  title,
  fieldOfStudy,
});

/** Adult education: courses at a centre near home. */
const adultCourses: Kind[] = [
  ['GETUIGSCHRIFT', 'EIND', '4', 'Certificaat Boekhouder', 'Boekhouden'],
  ['GETUIGSCHRIFT', 'EIND', '4', 'Certificaat Webontwikkelaar', 'Webontwikkeling'],
  ['GETUIGSCHRIFT', 'EIND', '3', 'Certificaat Lasser TIG', 'Lassen'],
  ['GETUIGSCHRIFT', 'EIND', 'NVT', 'Certificaat Nederlands tweede taal richtgraad 2', null],
  ['GETUIGSCHRIFT', 'EIND', 'NVT', 'Certificaat Engels richtgraad 3', null],
  ['GETUIGSCHRIFT', 'EIND', '4', 'Certificaat Kinderbegeleider baby’s en peuters', 'Kinderzorg'],
  ['DEELCERTIFICAAT', 'TUSSEN', '3', 'Deelcertificaat Elektrische installaties', 'Elektriciteit'],
].map(([proofType, stage, level, title, fieldOfStudy]) => ({
  supplier: 'Volwassenenonderwijs' as const,
  category: 'SO',
  proofType: proofType as string,
  stage: stage as 'EIND' | 'TUSSEN',
  awardingBody: 'CVO',
  level: level as string,
  title: title as string,
  fieldOfStudy: fieldOfStudy ?? null,
}));

/** Entrepreneurship training at SYNTRA. */
const entrepreneurship: Kind[] = [
  ['GETUIGSCHRIFT', '4', 'Getuigschrift basiskennis bedrijfsbeheer', 'Bedrijfsbeheer'],
  ['DIPLOMA', '4', 'Diploma ondernemersopleiding Bakker-banketbakker', 'Bakker-banketbakker'],
  ['DIPLOMA', '4', 'Diploma ondernemersopleiding Kapper-salonhouder', 'Kapper-salonhouder'],
  ['DIPLOMA', '5', 'Diploma ondernemersopleiding Elektrotechnisch installateur', 'Elektrotechniek'],
  ['DIPLOMA', '4', 'Diploma ondernemersopleiding Schrijnwerker', 'Schrijnwerkerij'],
  ['DIPLOMA', '5', 'Diploma ondernemersopleiding Fotograaf', 'Fotografie'],
].map(([proofType, level, title, fieldOfStudy]) => ({
  supplier: 'SYNTRA Vlaanderen' as const,
  category: 'OND',
  proofType: proofType as string,
  stage: 'EIND' as const,
  awardingBody: 'SYNTRA',
  level: level as string,
  title: title as string,
  fieldOfStudy: fieldOfStudy as string,
}));

/** Proofs of experience, awarded by a recognised assessment centre. */
const experience: Kind[] = [
  ['2', 'Ervaringsbewijs Heftruckchauffeur'],
  ['3', 'Ervaringsbewijs Polyvalent verzorgende'],
  ['4', 'Ervaringsbewijs Kapper'],
  ['3', 'Ervaringsbewijs Buschauffeur'],
  ['4', 'Ervaringsbewijs Begeleider in de kinderopvang'],
  ['2', 'Ervaringsbewijs Medewerker logistiek'],
].map(([level, title]) => ({
  supplier: 'VDAB' as const,
  category: 'EVC',
  proofType: 'ERVARINGSBEWIJS',
  stage: 'EIND' as const,
  awardingBody: 'EVC_TESTCENTRUM',
  level: level as string,
  title: title as string,
  fieldOfStudy: null,
}));

/** Professional qualifications and statutory certificates from VDAB, most valid a few years. */
const qualifications: Kind[] = (
  [
    ['BEROEPSKWALIFICATIE', '2', 'Beroepskwalificatie Heftruckchauffeur', 5],
    ['BEROEPSKWALIFICATIE', '3', 'Beroepskwalificatie Vrachtwagenchauffeur', 5],
    ['BEROEPSKWALIFICATIE', '3', 'Beroepskwalificatie Logistiek assistent', undefined],
    ['WETTELIJK_CERTIFICAAT', 'NVT', 'Wettelijk certificaat Basisveiligheid VCA', 10],
    ['WETTELIJK_CERTIFICAAT', 'NVT', 'Getuigschrift vakbekwaamheid chauffeur (code 95)', 5],
    ['ATTEST', 'NVT', 'Attest Elektrotechnische kennis BA4', 3],
  ] as const
).map(([proofType, level, title, validYears]) => ({
  supplier: 'VDAB' as const,
  category: 'BK',
  proofType,
  stage: 'EIND' as const,
  awardingBody: 'VDAB',
  level,
  title,
  fieldOfStudy: null,
  ...(validYears ? { validYears } : {}),
}));

/** Equivalences of a foreign diploma. */
const equivalences: Kind[] = (
  [
    ['SO', '4', 'Gelijkwaardigheid met het diploma van secundair onderwijs', 'Algemeen secundair'],
    ['HO', '6', 'Gelijkwaardigheid met het diploma van bachelor', 'Verpleegkunde'],
    ['HO', '6', 'Gelijkwaardigheid met het diploma van bachelor', 'Economie'],
    ['HO', '7', 'Gelijkwaardigheid met het diploma van master', 'Rechten'],
    ['HO', '7', 'Gelijkwaardigheid met het diploma van master', 'Informatica'],
  ] as const
).map(([category, level, title, fieldOfStudy]) => ({
  supplier: 'NARIC Vlaanderen' as const,
  category,
  proofType: 'GELIJKWAARDIGHEID',
  stage: 'EIND' as const,
  awardingBody: 'NARIC',
  level,
  title,
  fieldOfStudy,
}));

/** The later-life kinds: the proofs of each, the ages they are issued at and since when. */
type LaterKind = 'adult' | 'entrepreneurship' | 'experience' | 'qualification' | 'equivalence';
interface LaterKinds {
  kinds: Kind[];
  ages: [number, number];
  /** The first day such proofs were given. */
  since: Day;
}
const laterKinds: Record<LaterKind, LaterKinds> = {
  adult: { kinds: adultCourses, ages: [20, 64], since: dayOf('1980-01-01') },
  entrepreneurship: { kinds: entrepreneurship, ages: [19, 50], since: dayOf('1980-01-01') },
  experience: { kinds: experience, ages: [25, 62], since: dayOf('2005-01-01') },
  qualification: { kinds: qualifications, ages: [19, 60], since: dayOf('2010-01-01') },
  equivalence: { kinds: equivalences, ages: [21, 50], since: dayOf('1990-01-01') },
};

const supplierPrefix: Record<LedSupplier, string> = {
  'Secundair onderwijs': 'SO',
  'Hoger onderwijs': 'HO',
  Volwassenenonderwijs: 'VWO',
  VDAB: 'VDAB',
  'SYNTRA Vlaanderen': 'SYN',
  'NARIC Vlaanderen': 'NARIC',
};

/** A moment of a day during office hours, as ISO text in UTC. */
function momentOn(on: Day, random: Random): string {
  const hour = String(random.int(7, 17)).padStart(2, '0');
  const minute = String(random.int(0, 59)).padStart(2, '0');
  const second = String(random.int(0, 59)).padStart(2, '0');
  return `${isoDate(on)}T${hour}:${minute}:${second}.000Z`;
}

export function generateLed(input: LedInput, options: LedOptions = defaultLedOptions): LedSource {
  const today = dayOf(options.today);
  const municipalities = new Map(input.municipalities.map((row) => [row.nisCode, row]));
  const residences = staysByPerson(input.addresses);

  const proofs: ProofRow[] = [];
  const mutations: MutationRow[] = [];
  for (const person of input.persons) {
    // Non-residents known by a BIS number only have no proofs in the Flemish source.
    if (person.source !== 'RR') continue;
    const random = new Random(`${options.seed}/${person.insz}`);
    const ageToday = (today - dayOf(person.birth_date)) / 365.2425;
    if (ageToday < 16 || !random.chance(holderShare)) continue;
    const youngest = addYears(person.birth_date, youngestHolderAge);
    const last = Math.min(
      today - 1,
      person.death_date === null ? Infinity : dayOf(person.death_date) - 1,
    );
    const fits = (on: Day) => on >= youngest && on <= last;
    const lived = [...(residences.get(person.insz) ?? [])].sort((a, b) => a.from - b.from);
    /** The municipality the person lived in on a day (or the nearest residence), if any. */
    const homeOn = (on: Day): string | null =>
      (
        lived.find((row) => row.from <= on && on <= row.to) ??
        lived.find((row) => row.from > on) ??
        lived[lived.length - 1]
      )?.nis ?? null;
    const institution = (kind: InstitutionKind, nis: string | null) => {
      const municipality = nis === null ? undefined : municipalities.get(nis);
      const chosen = municipality ?? municipalities.get('21004');
      const name = chosen?.nameNl ?? 'Brussel';
      return {
        name: institutionName(kind, name),
        number: chosen ? institutionNumber(kind, chosen.nisCode) : null,
      };
    };
    const cityOn = (on: Day, kind: 'HOGESCHOOL' | 'UNIVERSITEIT') =>
      higherEducationCity(municipalities.get(homeOn(on) ?? '')?.province ?? null, kind);

    const planned: {
      kind: Kind;
      issued: Day;
      institution: { name: string; number: string | null };
    }[] = [];
    const wanted = random.weighted<number>([
      [1, 40],
      [2, 30],
      [3, 20],
      [4, 10],
    ]);
    const birthYear = Number(person.birth_date.slice(0, 4));

    // Secondary school: the second grade's certificate at sixteen now and then, the diploma (or a
    // vocational study certificate, with a diploma a year later) at eighteen.
    const { stream, fields } = random.pick(secondaryStreams);
    const field = random.pick(fields);
    const school = (on: Day) => institution('SECUNDAIRE_SCHOOL', homeOn(on));
    const finishes = random.chance(0.8);
    const sixteen = day(birthYear + 16, `06-${random.int(25, 30)}`);
    if (fits(sixteen) && (random.chance(0.25) || ageToday < 18.5)) {
      planned.push({
        kind: secondary(
          'GETUIGSCHRIFT',
          'TUSSEN',
          'NVT',
          'Getuigschrift van de tweede graad van het secundair onderwijs',
          stream,
        ),
        issued: sixteen,
        institution: school(sixteen),
      });
    }
    const eighteen = day(birthYear + 18, `06-${random.int(25, 30)}`);
    let finishedSecondary: Day | null = null;
    if (finishes && fits(eighteen)) {
      if (stream === 'BSO') {
        planned.push({
          kind: secondary(
            'STUDIEGETUIGSCHRIFT',
            'EIND',
            '3',
            'Studiegetuigschrift van het tweede leerjaar van de derde graad',
            field,
          ),
          issued: eighteen,
          institution: school(eighteen),
        });
        const nineteen = day(birthYear + 19, `06-${random.int(25, 30)}`);
        if (random.chance(0.5) && fits(nineteen)) {
          planned.push({
            kind: secondary('DIPLOMA', 'EIND', '4', 'Diploma van secundair onderwijs', field),
            issued: nineteen,
            institution: school(nineteen),
          });
          finishedSecondary = nineteen;
        }
      } else {
        planned.push({
          kind: secondary('DIPLOMA', 'EIND', '4', 'Diploma van secundair onderwijs', field),
          issued: eighteen,
          institution: school(eighteen),
        });
        finishedSecondary = eighteen;
      }
    }

    // Higher education after the diploma: a bachelor, a master after an academic one, rarely a
    // doctorate; or an associate degree.
    if (finishedSecondary !== null && random.chance(stream === 'ASO' ? 0.7 : 0.3)) {
      const year = Number(isoDate(finishedSecondary).slice(0, 4));
      const session = () => random.pick(['06-30', '07-03', '07-05', '09-12', '09-18']);
      const route = random.weighted<'academic' | 'professional' | 'associate'>([
        ['academic', stream === 'ASO' ? 55 : 10],
        ['professional', 35],
        ['associate', stream === 'ASO' ? 10 : 25],
      ]);
      if (route === 'academic') {
        const degree = random.pick(academicDegrees);
        const bachelorYear = year + 3 + random.int(0, 1);
        const bachelor = day(bachelorYear, session());
        const master = day(bachelorYear + random.int(1, 2), session());
        const university = (on: Day) => institution('UNIVERSITEIT', cityOn(on, 'UNIVERSITEIT'));
        if (fits(bachelor)) {
          planned.push({
            kind: higher('UNIVERSITEIT', 'HO', '6', degree.bachelor, degree.field),
            issued: bachelor,
            institution: university(bachelor),
          });
          if (random.chance(0.85) && fits(master)) {
            planned.push({
              kind: higher('UNIVERSITEIT', 'HO', '7', degree.master, degree.field),
              issued: master,
              institution: university(master),
            });
            const doctorate = day(Number(isoDate(master).slice(0, 4)) + 4, session());
            if (random.chance(0.08) && fits(doctorate)) {
              planned.push({
                kind: higher('UNIVERSITEIT', 'HO', '8', 'Doctoraat', degree.field),
                issued: doctorate,
                institution: university(doctorate),
              });
            }
          }
        }
      } else {
        const professional = route === 'professional';
        const chosen = random.pick(professional ? professionalBachelors : associateDegrees);
        const issued = day(year + (professional ? 3 : 2) + random.int(0, 1), session());
        if (fits(issued)) {
          planned.push({
            kind: higher(
              'HOGESCHOOL',
              professional ? 'HO' : 'HBO',
              professional ? '6' : '5',
              chosen.title,
              chosen.field,
            ),
            issued,
            institution: institution('HOGESCHOOL', cityOn(issued, 'HOGESCHOOL')),
          });
        }
      }
    }

    // Later in life: up to the number of proofs this person has.
    const bornAbroad = person.birth_country_nis !== '150';
    for (let attempt = 0; attempt < 6 && planned.length < wanted; attempt++) {
      const later = random.weighted<LaterKind>([
        ['adult', 30],
        ['entrepreneurship', 18],
        ['experience', 14],
        ['qualification', 28],
        ['equivalence', bornAbroad ? 30 : 3],
      ]);
      const { kinds, ages, since } = laterKinds[later];
      const kind = random.pick(kinds);
      const issued = addYears(person.birth_date, random.int(ages[0], ages[1])) + random.int(0, 364);
      if (!fits(issued) || issued < since) continue;
      if (planned.some((proof) => proof.kind.title === kind.title)) continue;
      const nis = homeOn(issued);
      const place = municipalities.get(nis ?? '')?.nameNl ?? 'Brussel';
      const where =
        later === 'adult'
          ? institution('CVO', nis)
          : later === 'entrepreneurship'
            ? institution('SYNTRA', nis)
            : later === 'experience'
              ? { name: `Fictief erkend testcentrum ${place}`, number: null }
              : later === 'qualification'
                ? { name: `Fictief VDAB-competentiecentrum ${place}`, number: null }
                : { name: 'NARIC Vlaanderen', number: null };
      planned.push({ kind, issued, institution: where });
    }

    // At most four, oldest first.
    const chosen = planned
      .slice(0, 4)
      .sort((a, b) => a.issued - b.issued || a.kind.title.localeCompare(b.kind.title));
    for (const { kind, issued, institution: where } of chosen) {
      const reference = random.uuid();
      const firstMutation = random.uuid();
      const validity: ValidityPeriod[] = [];
      if (kind.validYears) {
        const end = addYears(isoDate(issued), kind.validYears) - 1;
        validity.push({ begin: isoDate(issued), einde: isoDate(end) });
        if (end < today && random.chance(0.7)) {
          validity.push({
            begin: isoDate(end + 1),
            einde: isoDate(addYears(isoDate(end + 1), kind.validYears) - 1),
          });
        }
      } else {
        validity.push({ begin: isoDate(issued), einde: null });
      }
      const registeredDay = Math.min(
        today - 1,
        Math.max(issued + random.int(1, 30), sourceStart + random.int(0, 150)),
      );
      const registeredAt = momentOn(registeredDay, random);
      const cancelledDay = registeredDay + random.int(2, 400);
      const cancelled = random.chance(0.03) && cancelledDay < today;
      const cancelledAt = cancelled ? momentOn(cancelledDay, random) : null;
      const lastMutation = cancelled ? random.uuid() : firstMutation;
      proofs.push({
        reference,
        insz: person.insz,
        mutation_reference: lastMutation,
        status: cancelled ? '10' : '1',
        status_changed_at: cancelledAt ?? registeredAt,
        supplier_name: kind.supplier,
        supplier_reference: `${supplierPrefix[kind.supplier]}-${isoDate(issued).slice(0, 4)}-${String(random.int(1, 999_999)).padStart(6, '0')}`,
        authenticity: kind.category === 'EVC' && random.chance(0.1) ? 'EER' : 'AUTH',
        category: kind.category,
        proof_type: kind.proofType,
        stage: kind.stage,
        title: kind.title,
        field_of_study: kind.fieldOfStudy,
        institution_name: where.name,
        institution_number: where.number,
        awarding_body: kind.awardingBody,
        level: kind.level,
        issue_date: isoDate(issued),
        validity,
        country: 'BEL',
        language: 'nld',
        channel: 'BRON',
        registered_at: registeredAt,
      });
      mutations.push({
        mutation_reference: firstMutation,
        proof_reference: reference,
        status: '1',
        at: registeredAt,
      });
      if (cancelledAt) {
        mutations.push({
          mutation_reference: lastMutation,
          proof_reference: reference,
          status: '10',
          at: cancelledAt,
        });
      }
    }
  }
  return { proofs, mutations };
}
