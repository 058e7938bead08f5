// The synthetic social security source: the social statutes of the population and their living
// wage (leefloon), made from their birth, death, main residences, households and nationalities.
// The source keeps statutes from 1 January 2000 on (a period running then starts that day in its
// records) and knows the people of the national register alive on that day or born since; it does
// not know non-residents known by a BIS number only, nor anyone who died before. Every period lies
// within the person's life, starts on or before the reference date and runs on when it does not
// end before it.
//
// Per person: a retirement pension for most from sixty-five (some from sixty), the income
// guarantee for the elderly for a few pensioners, an allowance for a disability for a few adults,
// spells of unemployment benefit, help from the public social welfare centre (OCMW), and a living
// wage for about one in forty, at the OCMW of the municipality they live in (the role catalogue's
// own OCMW where it serves, a made-up one named after the municipality elsewhere), cut short when
// they move away. The increased reimbursement of health care costs (BIM_BVT) goes to about one in
// seven: always with a living wage, the income guarantee, an allowance for a disability or OCMW
// help, and to some pensioners and others on a low income; their partner and children in the
// same household get BIM_BVT_IN_FAMILY for as long as they live together (unless they have their
// own). In Ghent both give the social rate for resident parking, as an adult or a child. A few
// running statutes and living-wage decisions are still being examined (provisional), and for a
// few people the source cannot answer. Each person's facts come from a generator seeded with their
// own number, and household links only join people of the same household, so the small and the
// full population give the same answers for the same person.
import { demoOrganisations } from '@contracts/demo-catalogue';
import { kboCheckDigits } from '@contracts/enterprise';
import type { LivingWageKind, SocialStatusName } from '@contracts/social-security-codes';
import { addYears, dayOf, isoDate, type Day } from '../population/generate';
import { Random } from '../population/random';
import type { ResidentPerson, Residents } from '../population/residents';

/** The first day the source keeps: no period starts before it. */
export const earliestRecord = '2000-01-01';

/** The municipality whose residents get the Ghent parking statutes (Gent, NIS 44021). */
export const ghentNisCode = '44021';

/** The people (their sex is not read), their main residences and households, and more. */
export interface SocialSecurityInput {
  persons: readonly Omit<ResidentPerson, 'sex'>[];
  addresses: Residents['addresses'];
  householdMembers: Residents['householdMembers'];
  nationalities: readonly {
    insz: string;
    country_nis: string;
    valid_from: string;
    valid_to: string | null;
  }[];
  municipalities: readonly { nisCode: string; nameNl: string }[];
  /** The public social welfare centres of the role catalogue, by the municipality they serve. */
  welfareCentres: readonly { nisCode: string; name: string }[];
}

/** A person the source has a file for; `blocked`: it cannot answer for them (NOK). */
export interface DossierRow {
  insz: string;
  blocked: boolean;
}

export interface SocialStatusRow {
  insz: string;
  name: SocialStatusName;
  start_date: string;
  /** Null while it runs. */
  end_date: string | null;
  /** Still being examined: the source answers VA. Only a running period is. */
  provisional: boolean;
}

export interface WelfareCentreRow {
  /** Its enterprise number (ten digits). */
  number: string;
  name: string;
  municipality_nis: string;
}

/** A living-wage record as the person asked sees it: theirs, or their partner's. */
export interface LivingWageRow {
  insz: string;
  beneficiary_insz: string;
  /** The person is the beneficiary's partner. */
  partner: boolean;
  kind: LivingWageKind;
  start_date: string;
  end_date: string | null;
  centre_number: string;
  provisional: boolean;
}

export interface SocialSecuritySource {
  dossiers: DossierRow[];
  statuses: SocialStatusRow[];
  welfareCentres: WelfareCentreRow[];
  livingWages: LivingWageRow[];
}

export interface SocialSecurityOptions {
  /** The population's reference date: nothing starts after it, what runs on it stays open. */
  today: string;
}

export const defaultSocialSecurityOptions: SocialSecurityOptions = { today: '2026-01-01' };

// ---------------------------------------------------------------------------------------------
// Periods: whole days, both ends included; an open end is Infinity.

interface Span {
  from: Day;
  to: Day;
}

/** The spans merged: sorted, overlapping or touching ones joined. */
function union(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((span) => span.from <= span.to).sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.from <= last.to + 1) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/** The days both lists hold. */
function intersect(a: readonly Span[], b: readonly Span[]): Span[] {
  const found: Span[] = [];
  for (const x of a) {
    for (const y of b) {
      const from = Math.max(x.from, y.from);
      const to = Math.min(x.to, y.to);
      if (from <= to) found.push({ from, to });
    }
  }
  return union(found);
}

/** The days of `a` that `b` does not hold. */
function subtract(a: readonly Span[], b: readonly Span[]): Span[] {
  let rest = union(a);
  for (const cut of union(b)) {
    rest = rest.flatMap((span) => {
      if (cut.to < span.from || cut.from > span.to) return [span];
      const parts: Span[] = [];
      if (cut.from > span.from) parts.push({ from: span.from, to: cut.from - 1 });
      if (cut.to < span.to) parts.push({ from: cut.to + 1, to: span.to });
      return parts;
    });
  }
  return rest;
}

const spansOf = (rows: readonly { valid_from: string; valid_to: string | null }[]): Span[] =>
  rows.map((row) => ({
    from: dayOf(row.valid_from),
    to: row.valid_to === null ? Infinity : dayOf(row.valid_to),
  }));

function groupBy<T extends { insz: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.insz, [...(groups.get(row.insz) ?? []), row]);
  return groups;
}

/** Household positions towards the reference person (01): a partner of any kind, a child. */
const head = '01';
const partnerPositions = new Set(['02', '21', '22']);
const child = '03';
const belgium = '150';

/**
 * The enterprise number of a municipality's OCMW: first eight digits 19 followed by the NIS code,
 * a range the synthetic enterprise register never hands out, with their check digits.
 */
export function welfareCentreNumber(nisCode: string): string {
  const firstEight = String(19_000_000 + Number(nisCode)).padStart(8, '0');
  return `${firstEight}${kboCheckDigits(firstEight)}`;
}

/**
 * The public social welfare centres of the role catalogue (backend/catalogue seeds it): the
 * synthetic enterprise register has none, so these pay the living wage where they serve.
 */
export function catalogueWelfareCentres(): { nisCode: string; name: string }[] {
  return Object.values(demoOrganisations).flatMap((organisation) =>
    organisation.name.startsWith('OCMW ') && 'nisCode' in organisation
      ? [{ nisCode: organisation.nisCode, name: organisation.name }]
      : [],
  );
}

interface LivingWageSpell extends Span {
  nis: string;
  kind: LivingWageKind;
  partner: { insz: string; span: Span[] } | null;
  provisional: boolean;
}

interface OwnFacts {
  blocked: boolean;
  statuses: Map<SocialStatusName, Span[]>;
  livingWages: LivingWageSpell[];
  /** The days the source can know of the person: from its first day or birth, to death. */
  life: Span;
}

export function generateSocialSecurity(
  input: SocialSecurityInput,
  options: SocialSecurityOptions = defaultSocialSecurityOptions,
): SocialSecuritySource {
  const today = dayOf(options.today);
  const earliest = dayOf(earliestRecord);
  const residencesOf = groupBy(
    input.addresses.filter(
      (row) => row.kind === 'hoofdverblijfplaats' && row.municipality_nis !== null,
    ),
  );
  const membershipsOf = groupBy(input.householdMembers);
  const nationalitiesOf = groupBy(input.nationalities);
  const municipalityNames = new Map(input.municipalities.map((row) => [row.nisCode, row.nameNl]));
  const catalogueCentres = new Map(input.welfareCentres.map((row) => [row.nisCode, row.name]));

  /** The source knows residents alive on its first day or born since. */
  const known = new Map(
    input.persons
      .filter(
        (person) =>
          person.source === 'RR' &&
          (person.death_date === null || dayOf(person.death_date) >= earliest),
      )
      .map((person) => [person.insz, person]),
  );
  const lifeOf = (person: { birth_date: string; death_date: string | null }): Span => ({
    from: Math.max(dayOf(person.birth_date), earliest),
    to: person.death_date === null ? Infinity : dayOf(person.death_date),
  });

  const facts = new Map<string, OwnFacts>();
  for (const person of known.values()) {
    const random = new Random(`social-security/${person.insz}`);
    const birth = person.birth_date;
    const life = lifeOf(person);
    const residences = (residencesOf.get(person.insz) ?? []).map((row) => ({
      nis: row.municipality_nis ?? '',
      from: dayOf(row.valid_from),
      to: row.valid_to === null ? Infinity : dayOf(row.valid_to),
    }));
    const resident = union(residences);
    const at18 = addYears(birth, 18);
    const at65 = addYears(birth, 65);
    const statuses = new Map<SocialStatusName, Span[]>();
    /** A spell starting at a random day of the year the person is `age`. */
    const startAtAge = (min: number, max: number) =>
      addYears(birth, random.int(min, max)) + random.int(0, 364);

    const blocked = random.chance(0.005);

    // A retirement pension from sixty-five, or early from sixty to sixty-four, for life; paid
    // abroad as well.
    const pension: Span[] = random.chance(0.92)
      ? [{ from: random.chance(0.2) ? startAtAge(60, 64) : at65, to: Infinity }]
      : [];
    statuses.set('RETIREMENT_PENSION', pension);
    // The income guarantee for a few pensioners from sixty-five, while they live here.
    const incomeGuarantee =
      pension.length > 0 && random.chance(0.07)
        ? intersect([{ from: at65, to: Infinity }], resident)
        : [];
    statuses.set('INCOME_GUARANTEE_ELDERLY', incomeGuarantee);
    // An allowance for a disability recognised between 21 and 60, until 65 or earlier.
    let disability: Span[] = [];
    if (random.chance(0.03)) {
      const from = startAtAge(21, 60);
      const to = random.chance(0.2) ? from + random.int(365, 3650) : at65 - 1;
      disability = intersect([{ from, to: Math.min(to, at65 - 1) }], resident);
    }
    statuses.set('DISABILITY_ALLOWANCE', disability);
    // Unemployment benefit: one or two spells of two months to three years, while living here.
    const unemployment: Span[] = [];
    if (random.chance(0.14)) {
      for (let spell = random.int(1, 2); spell > 0; spell--) {
        const from = startAtAge(19, 60);
        unemployment.push({ from, to: Math.min(from + random.int(60, 1100), at65 - 1) });
      }
    }
    statuses.set('UNEMPLOYMENT_BENEFIT', intersect(union(unemployment), resident));
    // Help from the OCMW (a medical card, an advance), with the increased reimbursement.
    let welfareHelp: Span[] = [];
    if (random.chance(0.03)) {
      const from = startAtAge(18, 80);
      welfareHelp = intersect([{ from, to: from + random.int(90, 1500) }], resident);
    }
    statuses.set('PCSA_AND_BIM_HELP', welfareHelp);

    // The living wage: one or two spells between 18 and 64, granted by the OCMW of where the
    // person lives when it starts, ending when they move away, at 65 or at death.
    const livingWages: LivingWageSpell[] = [];
    if (random.chance(0.04)) {
      let cursor = Math.max(at18, earliest);
      for (let spell = random.chance(0.25) ? 2 : 1; spell > 0; spell--) {
        const lastStart = Math.min(at65 - 1, today, life.to);
        if (cursor > lastStart) break;
        const from = random.int(cursor, lastStart);
        const home = residences.find((row) => row.from <= from && from <= row.to);
        const length = random.int(90, 2200);
        if (!home) {
          cursor = from + length;
          continue;
        }
        const to = Math.min(from + length, home.to, at65 - 1, life.to);
        const nationality = (nationalitiesOf.get(person.insz) ?? []).find((row) => {
          const [span] = spansOf([row]);
          return span !== undefined && span.from <= from && from <= span.to;
        });
        const foreign = nationality !== undefined && nationality.country_nis !== belgium;
        livingWages.push({
          from,
          to,
          nis: home.nis,
          kind: foreign && random.chance(0.8) ? 'EquivalentLeefloon' : 'Leefloon',
          partner: null,
          provisional: false,
        });
        // A new spell only after a while without.
        cursor = to + random.int(60, 1500);
      }
    }
    statuses.set(
      'LIVING_WAGES_PCSA_HELP',
      livingWages.map(({ from, to }) => ({ from, to })),
    );

    // The increased reimbursement: some pensioners and others on a low income, and everyone
    // with a living wage, the income guarantee, an allowance for a disability or OCMW help.
    const lowIncome: Span[] = [];
    const pensionStart = pension[0]?.from;
    if (pensionStart !== undefined && random.chance(0.3)) {
      lowIncome.push({ from: pensionStart, to: Infinity });
    } else if (random.chance(0.12)) {
      const from = startAtAge(18, 60);
      lowIncome.push({ from, to: random.chance(0.5) ? Infinity : from + random.int(365, 3650) });
    }
    statuses.set(
      'BIM_BVT',
      intersect(
        union([
          ...lowIncome,
          ...incomeGuarantee,
          ...disability,
          ...welfareHelp,
          ...(statuses.get('LIVING_WAGES_PCSA_HELP') ?? []),
        ]),
        resident,
      ),
    );
    facts.set(person.insz, { blocked, statuses, livingWages, life });
  }

  // Household links: the partner a living wage is paid with, and the increased reimbursement
  // of a partner or parent passed on to the household.
  const households = new Map<number, typeof input.householdMembers>();
  for (const row of input.householdMembers) {
    households.set(row.household_id, [...(households.get(row.household_id) ?? []), row]);
  }
  /** Whether `other` is a member the holder's rights reach: a partner, or a child of the head. */
  const reaches = (holder: string, other: string) =>
    holder === head
      ? partnerPositions.has(other) || other === child
      : partnerPositions.has(holder) && (other === head || other === child);
  const familyShares = new Map<string, Span[]>();
  for (const [insz, own] of facts) {
    /** The days the person lives as a couple with each partner, over every membership row. */
    const couples = new Map<string, Span[]>();
    for (const membership of membershipsOf.get(insz) ?? []) {
      for (const other of households.get(membership.household_id) ?? []) {
        if (other.insz === insz || !reaches(membership.position, other.position)) continue;
        const otherFacts = facts.get(other.insz);
        if (!otherFacts) continue;
        const together = intersect(spansOf([membership]), spansOf([other]));
        const shared = intersect(intersect(own.statuses.get('BIM_BVT') ?? [], together), [
          otherFacts.life,
        ]);
        familyShares.set(other.insz, [...(familyShares.get(other.insz) ?? []), ...shared]);
        const couple =
          (membership.position === head && partnerPositions.has(other.position)) ||
          (partnerPositions.has(membership.position) && other.position === head);
        if (couple) couples.set(other.insz, [...(couples.get(other.insz) ?? []), ...together]);
      }
    }
    // The living wage's partner: the one living with them as a couple on the day it starts,
    // for as long as they do, when they have no living wage of their own meanwhile.
    for (const spell of own.livingWages) {
      for (const [partner, spans] of couples) {
        const together = union(spans);
        const otherFacts = facts.get(partner);
        if (!otherFacts || spell.partner) continue;
        if (!together.some((span) => span.from <= spell.from && spell.from <= span.to)) continue;
        if (intersect([spell], otherFacts.livingWages).length > 0) continue;
        const span = intersect(intersect([spell], together), [otherFacts.life]);
        if (span.length > 0) spell.partner = { insz: partner, span };
      }
    }
  }

  const welfareCentres = new Map<string, WelfareCentreRow>();
  const centreOf = (nis: string): WelfareCentreRow => {
    const number = welfareCentreNumber(nis);
    const found = welfareCentres.get(number);
    if (found) return found;
    const row: WelfareCentreRow = {
      number,
      name: catalogueCentres.get(nis) ?? `Fictief OCMW ${municipalityNames.get(nis) ?? nis}`,
      municipality_nis: nis,
    };
    welfareCentres.set(number, row);
    return row;
  };

  const dossiers: DossierRow[] = [];
  const statuses: SocialStatusRow[] = [];
  const partnerRecords = new Map<string, LivingWageRow[]>();
  const ownRecords = new Map<string, LivingWageRow[]>();
  /** A span as its row's dates: open when it runs on the reference date; null if after it. */
  const datesOf = (span: Span) =>
    span.from > today
      ? null
      : { start_date: isoDate(span.from), end_date: span.to >= today ? null : isoDate(span.to) };

  for (const [insz, own] of facts) {
    const person = known.get(insz);
    if (!person) continue;
    const random = new Random(`social-security/${insz}/provisional`);
    dossiers.push({ insz, blocked: own.blocked });
    const family = subtract(
      intersect(union(familyShares.get(insz) ?? []), [own.life]),
      own.statuses.get('BIM_BVT') ?? [],
    );
    own.statuses.set('BIM_BVT_IN_FAMILY', family);
    // The social rate for resident parking in Ghent: with either reimbursement, while living
    // there; as a child until eighteen.
    const ghent = union(
      spansOf(
        (residencesOf.get(insz) ?? []).filter((row) => row.municipality_nis === ghentNisCode),
      ),
    );
    const reimbursed = intersect(union([...(own.statuses.get('BIM_BVT') ?? []), ...family]), ghent);
    const at18 = addYears(person.birth_date, 18);
    own.statuses.set(
      'GENT_PARKING_CHILD',
      intersect(reimbursed, [{ from: -Infinity, to: at18 - 1 }]),
    );
    own.statuses.set('GENT_PARKING_ADULT', intersect(reimbursed, [{ from: at18, to: Infinity }]));

    // A running living-wage decision is sometimes still being examined.
    for (const spell of own.livingWages) {
      const dates = datesOf(spell);
      if (!dates) continue;
      spell.provisional = dates.end_date === null && random.chance(0.15);
      const centre = centreOf(spell.nis);
      const record = (of: string, span: Span, partner: boolean): LivingWageRow | null => {
        const at = datesOf(span);
        return at
          ? {
              insz: of,
              beneficiary_insz: insz,
              partner,
              kind: spell.kind,
              ...at,
              centre_number: centre.number,
              provisional: spell.provisional && at.end_date === null,
            }
          : null;
      };
      const mine = record(insz, spell, false);
      if (mine) ownRecords.set(insz, [...(ownRecords.get(insz) ?? []), mine]);
      for (const span of spell.partner?.span ?? []) {
        const theirs = spell.partner ? record(spell.partner.insz, span, true) : null;
        if (theirs)
          partnerRecords.set(theirs.insz, [...(partnerRecords.get(theirs.insz) ?? []), theirs]);
      }
    }

    for (const [name, spans] of [...own.statuses].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (name === 'LIVING_WAGES_PCSA_HELP') continue;
      for (const span of intersect(spans, [own.life])) {
        const dates = datesOf(span);
        if (!dates) continue;
        statuses.push({
          insz,
          name,
          ...dates,
          provisional: dates.end_date === null && random.chance(0.03),
        });
      }
    }
    // The living wage's statute follows its decisions, provisional ones included.
    for (const record of ownRecords.get(insz) ?? []) {
      statuses.push({
        insz,
        name: 'LIVING_WAGES_PCSA_HELP',
        start_date: record.start_date,
        end_date: record.end_date,
        provisional: record.provisional,
      });
    }
  }

  const livingWages = [...known.keys()].flatMap((insz) =>
    [...(ownRecords.get(insz) ?? []), ...(partnerRecords.get(insz) ?? [])].sort((a, b) =>
      a.start_date < b.start_date ? -1 : 1,
    ),
  );
  return {
    dossiers,
    statuses,
    welfareCentres: [...welfareCentres.values()].sort((a, b) => (a.number < b.number ? -1 : 1)),
    livingWages,
  };
}
