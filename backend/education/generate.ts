// The synthetic education source: an enrolment history for the people of the population, made
// from their birth, death and main residences, per part of the source. Compulsory education (LP)
// runs from nursery school at two and a half to the end of secondary school, a school year at a
// time, at schools in the municipality the child lives in on the first day; part of them go on to
// a university college or a university (HO), and some adults take courses at a centre for adult
// education (VWO). Institutions are made up, one per kind and municipality, named after the real
// municipality and called fictitious ('Fictieve basisschool Hoegaarden'). Each person's history
// comes from a generator seeded with their own number, so the small and the full population give
// the same history to the same person.
import { addYears, dayOf, isoDate, type Day } from '../population/generate';
import type { Municipality } from '../population/places';
import { hashText, Random } from '../population/random';
import { staysByPerson, type MainResidence } from '../population/residents';
import {
  higherEducationCity,
  institutionKinds,
  institutionName,
  institutionNumber,
  isServed,
  type InstitutionKind,
} from './institutions';

export type { InstitutionKind } from './institutions';

/** The first school year the source keeps: nobody's enrolments start before 1 September 1995. */
export const earliestSchoolYear = 1995;

export interface EducationInput {
  persons: readonly {
    insz: string;
    source: 'RR' | 'KSZ';
    birth_date: string;
    death_date: string | null;
  }[];
  /** Main residences (others are ignored). */
  addresses: readonly MainResidence[];
  municipalities: readonly Municipality[];
  postalCodes: readonly { postcode: string; nisCode: string }[];
  streets: readonly { postcode: string; name: string }[];
}

export interface InstitutionRow {
  number: string;
  kind: InstitutionKind;
  name: string;
  street: string;
  house_number: string;
  postcode: string;
  municipality_nis: string;
  municipality: string;
  phone: string;
  email: string;
  website: string;
}

export interface CompulsoryDetails {
  soortProgramma: '1' | '2' | '5';
  datumInschrijving: string;
  schooljaar: string;
  groep: string;
  niveau: '1' | '2' | '3';
  soortOnderwijs: '1' | '2';
  /** Null while the enrolment runs. */
  aanleiding: 'X' | 'E' | 'S' | 'T' | null;
}

export interface AdultDetails {
  status: 'INGESCHREVEN' | 'UITGESCHREVEN';
  datumInschrijving: string;
  datumUitschrijving: string | null;
  opleiding: { code: string; naam: string };
  traject: 'STANDAARD' | 'VERKORT';
  resultaat: 'GESLAAGD' | 'NIET_GESLAAGD' | null;
}

export interface HigherDetails {
  academiejaar: string;
  status: '01' | '03';
  datumInschrijving: string;
  opleiding: { code: string; volledigeNaam: string; soort: '1' | '2' | '3' | '6' | '14' };
  soortContract: '01' | '05';
  opgenomen: number;
  verworven: number;
}

interface EnrolmentBase {
  insz: string;
  reference: string;
  institution_number: string;
  start_date: string;
  end_date: string | null;
}

export type EnrolmentRow =
  | (EnrolmentBase & { source: 'LP'; details: CompulsoryDetails })
  | (EnrolmentBase & { source: 'VWO'; details: AdultDetails })
  | (EnrolmentBase & { source: 'HO'; details: HigherDetails });

export interface EducationSource {
  institutions: InstitutionRow[];
  enrolments: EnrolmentRow[];
}

export interface EducationOptions {
  /** The population's reference date: nothing starts after it, what runs on it stays open. */
  today: string;
}

export const defaultEducationOptions: EducationOptions = { today: '2026-01-01' };

interface Programme {
  code: string;
  name: string;
  kind: HigherDetails['opleiding']['soort'];
  years: number;
}

const professionalBachelors: Programme[] = [
  { code: 'PB1001', name: 'Bachelor in de verpleegkunde', kind: '1', years: 4 },
  { code: 'PB1002', name: 'Bachelor in het onderwijs: lager onderwijs', kind: '1', years: 3 },
  { code: 'PB1003', name: 'Bachelor in de toegepaste informatica', kind: '1', years: 3 },
  { code: 'PB1004', name: 'Bachelor in het bedrijfsmanagement', kind: '1', years: 3 },
  { code: 'PB1005', name: 'Bachelor in het sociaal werk', kind: '1', years: 3 },
];
const academicBachelors: [Programme, Programme][] = [
  [
    { code: 'AB2001', name: 'Bachelor in de rechten', kind: '2', years: 3 },
    { code: 'MA3001', name: 'Master in de rechten', kind: '3', years: 2 },
  ],
  [
    { code: 'AB2002', name: 'Bachelor in de psychologie', kind: '2', years: 3 },
    { code: 'MA3002', name: 'Master in de psychologie', kind: '3', years: 2 },
  ],
  [
    { code: 'AB2003', name: 'Bachelor in de ingenieurswetenschappen', kind: '2', years: 3 },
    { code: 'MA3003', name: 'Master in de ingenieurswetenschappen', kind: '3', years: 2 },
  ],
  [
    { code: 'AB2004', name: 'Bachelor in de geschiedenis', kind: '2', years: 3 },
    { code: 'MA3004', name: 'Master in de geschiedenis', kind: '3', years: 1 },
  ],
  [
    { code: 'AB2005', name: 'Bachelor in de informatica', kind: '2', years: 3 },
    { code: 'MA3005', name: 'Master in de informatica', kind: '3', years: 2 },
  ],
];
const advancedBachelor: Programme = {
  code: 'BB6001',
  name: 'Bachelor-na-bachelor in het buitengewoon onderwijs',
  kind: '6',
  years: 1,
};
const doctorate: Programme = { code: 'DR1401', name: 'Doctoraat', kind: '14', years: 4 };

interface Course {
  code: string;
  name: string;
  kind: 'CVO' | 'CBE';
}

const courses: Course[] = [
  { code: 'VW0101', name: 'Nederlands tweede taal richtgraad 2', kind: 'CVO' },
  { code: 'VW0102', name: 'Engels richtgraad 3', kind: 'CVO' },
  { code: 'VW0103', name: 'Boekhouden', kind: 'CVO' },
  { code: 'VW0104', name: 'Webontwikkeling', kind: 'CVO' },
  { code: 'VW0105', name: 'Educatieve graduaat secundair onderwijs', kind: 'CVO' },
  { code: 'VW0106', name: 'Lassen', kind: 'CVO' },
  { code: 'BE0201', name: 'Rekenen en digitale vaardigheden', kind: 'CBE' },
  { code: 'BE0202', name: 'Lezen en schrijven', kind: 'CBE' },
];

const secondaryStreams = ['ASO', 'TSO', 'BSO', 'KSO'] as const;

const ordinal = (n: number) => `${n}${n === 1 || n === 8 || n >= 20 ? 'ste' : 'de'}`;

const day = (year: number, monthDay: string): Day => dayOf(`${year}-${monthDay}`);

export function generateEducation(
  input: EducationInput,
  options: EducationOptions = defaultEducationOptions,
): EducationSource {
  const today = dayOf(options.today);
  const municipalities = new Map(input.municipalities.map((row) => [row.nisCode, row]));
  const postcodesOf = new Map<string, string[]>();
  for (const row of input.postalCodes) {
    postcodesOf.set(row.nisCode, [...(postcodesOf.get(row.nisCode) ?? []), row.postcode]);
  }
  const streetsOf = new Map<string, string[]>();
  for (const row of input.streets) {
    streetsOf.set(row.postcode, [...(streetsOf.get(row.postcode) ?? []), row.name]);
  }
  const residences = staysByPerson(input.addresses);

  const institutions = new Map<string, InstitutionRow>();
  /** The institution of a kind in a municipality, made the first time it is needed. */
  const institution = (kind: InstitutionKind, nis: string): InstitutionRow | null => {
    const number = institutionNumber(kind, nis);
    const known = institutions.get(number);
    if (known) return known;
    const municipality = municipalities.get(nis);
    const postcode = [...(postcodesOf.get(nis) ?? [])].sort()[0];
    if (!municipality || !postcode) return null;
    const streets = [...(streetsOf.get(postcode) ?? ['Schoolstraat'])].sort();
    const hash = hashText(number);
    const slug = `${institutionKinds[kind].slug}-${municipality.nameNl
      .normalize('NFD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/\p{M}/gu, '')
      .toLowerCase()}`.replace(/-+$/, '');
    const row: InstitutionRow = {
      number,
      kind,
      name: institutionName(kind, municipality.nameNl),
      street: streets[hash % streets.length] ?? 'Schoolstraat',
      house_number: String(1 + (hash % 120)),
      postcode,
      municipality_nis: nis,
      municipality: municipality.nameNl,
      // No Belgian number starts with 000: nobody is called by mistake.
      phone: `+32 000 ${String(hash % 100).padStart(2, '0')} ${String((hash >>> 8) % 100).padStart(2, '0')}`,
      email: `info@${slug}.example`,
      website: `https://www.${slug}.example`,
    };
    institutions.set(number, row);
    return row;
  };

  const enrolments: EnrolmentRow[] = [];
  for (const person of input.persons) {
    // Non-residents known by a BIS number only never went to school in Flanders.
    if (person.source !== 'RR') continue;
    const random = new Random(`education/${person.insz}`);
    const death = person.death_date === null ? Infinity : dayOf(person.death_date);
    const lived = residences.get(person.insz) ?? [];
    /** The municipality the person lives in on a day, if the source serves it. */
    const homeOn = (on: Day): string | null => {
      const nis = lived.find((row) => row.from <= on && on <= row.to)?.nis ?? null;
      return nis !== null && isServed(municipalities.get(nis)?.province ?? null) ? nis : null;
    };
    const provinceOn = (on: Day) => {
      const nis = homeOn(on);
      return nis === null ? null : (municipalities.get(nis)?.province ?? null);
    };
    /** An enrolment from `start` to `end` (null: still running today), or null if impossible. */
    const period = (start: Day, end: Day): { start: string; end: string | null } | null => {
      if (start > today || start >= death || start < day(earliestSchoolYear, '09-01')) return null;
      const last = Math.min(end, death);
      return { start: isoDate(start), end: last >= today ? null : isoDate(last) };
    };

    // Compulsory education: nursery, primary and secondary school, one school year at a time.
    const birthYear = Number(person.birth_date.slice(0, 4));
    // Two and a half, and at most three on the first day (1 September after a summer birthday).
    const nurseryStart = addYears(person.birth_date, 2) + 184 + random.int(0, 118);
    const repeatsPrimary = random.chance(0.08);
    const repeatsSecondary = random.chance(0.15);
    const special = random.chance(0.04);
    const stream = random.pick(secondaryStreams);
    const partTime = !special && stream === 'BSO' && random.chance(0.25);
    const leavesEarly = !special && random.chance(0.04);
    const primaryStart = birthYear + 6;
    const secondaryStart = primaryStart + 6 + (repeatsPrimary ? 1 : 0);
    const secondaryYears = 6 + (repeatsSecondary ? 1 : 0) + (special ? 1 : 0);
    const lastSchoolYear = secondaryStart + secondaryYears - 1 - (leavesEarly ? 1 : 0);
    let finishedSecondary = false;
    const nurseryDate = isoDate(nurseryStart);
    // The school year the first day falls in (July and August belong to the next one).
    const nurseryYear =
      Number(nurseryDate.slice(0, 4)) - (Number(nurseryDate.slice(5, 7)) < 7 ? 1 : 0);
    for (let year = nurseryYear; year <= lastSchoolYear; year++) {
      const start = Math.max(day(year, '09-01'), nurseryStart);
      const level: CompulsoryDetails['niveau'] =
        year < primaryStart ? '1' : year < secondaryStart ? '2' : '3';
      const nis = homeOn(start);
      if (nis === null) continue;
      const grade = Math.max(
        1,
        level === '1'
          ? Math.min(3, year - (birthYear + 3) + 1)
          : level === '2'
            ? Math.min(6, year - primaryStart + 1)
            : Math.min(6, year - secondaryStart + 1),
      );
      const programme: CompulsoryDetails['soortProgramma'] =
        level === '3' && partTime && grade >= 5 ? (random.chance(0.5) ? '2' : '5') : '1';
      const kind: InstitutionKind =
        programme === '5'
          ? 'SYNTRA'
          : level === '1'
            ? 'KLEUTERSCHOOL'
            : level === '2'
              ? 'BASISSCHOOL'
              : 'SECUNDAIRE_SCHOOL';
      const school = institution(kind, nis);
      if (!school) continue;
      const early = leavesEarly && year === lastSchoolYear;
      const end = early ? day(year + 1, '02-14') - random.int(0, 60) : day(year + 1, '06-30');
      const dates = period(start, end);
      if (!dates) continue;
      const group =
        level === '1'
          ? `${ordinal(grade)} kleuterklas`
          : level === '2'
            ? `${ordinal(grade)} leerjaar`
            : special
              ? `Opleidingsvorm 3, ${ordinal(grade)} jaar`
              : grade <= 2
                ? `${ordinal(grade)} jaar A-stroom`
                : `${ordinal(grade)} jaar ${stream}`;
      enrolments.push({
        insz: person.insz,
        source: 'LP',
        reference: random.uuid(),
        institution_number: school.number,
        start_date: dates.start,
        end_date: dates.end,
        details: {
          soortProgramma: programme,
          datumInschrijving: isoDate(dayOf(dates.start) - random.int(0, 60)),
          schooljaar: `${year}-${year + 1}`,
          groep: group,
          niveau: level,
          soortOnderwijs: special && level !== '1' ? '2' : '1',
          aanleiding: dates.end === null ? null : early ? 'E' : 'X',
        },
      });
      if (level === '3' && year === lastSchoolYear && !early && dates.end !== null) {
        finishedSecondary = true;
      }
    }

    // Higher education: part of those who finished secondary school go on the next September.
    let lastHigherYear = lastSchoolYear;
    if (finishedSecondary && !special && random.chance(stream === 'ASO' ? 0.7 : 0.35)) {
      const academic = stream === 'ASO' ? random.chance(0.65) : random.chance(0.15);
      const path: { programme: Programme; kind: 'HOGESCHOOL' | 'UNIVERSITEIT' }[] = [];
      if (academic) {
        const [bachelor, master] = random.pick(academicBachelors);
        path.push({ programme: bachelor, kind: 'UNIVERSITEIT' });
        path.push({ programme: master, kind: 'UNIVERSITEIT' });
        if (random.chance(0.08)) path.push({ programme: doctorate, kind: 'UNIVERSITEIT' });
      } else {
        const bachelor = random.pick(professionalBachelors);
        path.push({ programme: bachelor, kind: 'HOGESCHOOL' });
        if (bachelor.code === 'PB1002' && random.chance(0.3)) {
          path.push({ programme: advancedBachelor, kind: 'HOGESCHOOL' });
        }
      }
      const dropsOut = random.chance(0.12);
      let year = lastSchoolYear + 1;
      outer: for (const [step, { programme, kind }] of path.entries()) {
        const extra = programme.kind !== '14' && random.chance(0.2) ? 1 : 0;
        for (let index = 0; index < programme.years + extra; index++, year++) {
          const start = day(year, '09-14');
          const province = provinceOn(start);
          if (province === null && homeOn(start) === null) break outer;
          const school = institution(kind, higherEducationCity(province, kind));
          const stops = dropsOut && step === 0 && index === 0;
          const dates = period(start, stops ? day(year + 1, '02-15') : day(year + 1, '09-13'));
          if (!school || !dates) break outer;
          const credits = programme.kind === '14' ? 0 : 60;
          const running = dates.end === null;
          enrolments.push({
            insz: person.insz,
            source: 'HO',
            reference: random.uuid(),
            institution_number: school.number,
            start_date: dates.start,
            end_date: dates.end,
            details: {
              academiejaar: `${year}-${year + 1}`,
              status: stops ? '03' : '01',
              datumInschrijving: isoDate(start - random.int(0, 40)),
              opleiding: {
                code: programme.code,
                volledigeNaam: programme.name,
                soort: programme.kind,
              },
              soortContract: '01',
              opgenomen: credits,
              verworven: running
                ? 0
                : stops
                  ? random.int(0, 12)
                  : credits - (extra && index === 0 ? random.int(12, 30) : 0),
            },
          });
          lastHigherYear = year;
          if (stops) break outer;
        }
      }
    }

    // Adult education: some adults take a course or two at a centre near home.
    if (random.chance(0.18)) {
      const count = random.int(1, 3);
      const firstYear = Math.max(earliestSchoolYear, lastHigherYear + 1, birthYear + 20);
      const lastYear = Math.min(2025, birthYear + 64);
      const years = new Set<number>();
      for (let index = 0; index < count && firstYear <= lastYear; index++) {
        years.add(random.int(firstYear, lastYear));
      }
      for (const year of [...years].sort((a, b) => a - b)) {
        const course = random.pick(courses);
        const start = day(year, '09-01') + random.int(0, 40);
        const nis = homeOn(start);
        if (nis === null) continue;
        const school = institution(course.kind, nis);
        const half = random.chance(0.5);
        const dates = period(start, half ? day(year + 1, '01-31') : day(year + 1, '06-30'));
        if (!school || !dates) continue;
        const running = dates.end === null;
        enrolments.push({
          insz: person.insz,
          source: 'VWO',
          reference: random.uuid(),
          institution_number: school.number,
          start_date: dates.start,
          end_date: dates.end,
          details: {
            status: running ? 'INGESCHREVEN' : 'UITGESCHREVEN',
            datumInschrijving: isoDate(start - random.int(0, 30)),
            datumUitschrijving: dates.end,
            opleiding: { code: course.code, naam: course.name },
            traject: random.chance(0.2) ? 'VERKORT' : 'STANDAARD',
            resultaat: running ? null : random.chance(0.82) ? 'GESLAAGD' : 'NIET_GESLAAGD',
          },
        });
      }
    }
  }
  return {
    institutions: [...institutions.values()].sort((a, b) => (a.number < b.number ? -1 : 1)),
    enrolments,
  };
}
