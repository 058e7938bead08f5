// The synthetic child-benefits source (Groeipakket): a file for every child of the population who
// lived in Flanders since the source began (January 2019), with what it pays month by month, to
// whom and through which fund, made from the people's births, deaths, main residences and
// households. No amounts: the source gives periods, categories and dates only.
//
// The rules:
// - A child born from 2001 on, registered in the national register, has a right for every month
//   from January 2019 (or the month of birth) in which it lives in a Flemish municipality on the
//   first day (the day of birth in the month of birth), up to the month it turns 18; a child
//   that goes on studying up to the June of the year it turns 20 to 24 (never past the month
//   before it turns 25), a child with a specific support need up to the month it turns 21. A
//   right ends with the month of death.
// - The beneficiary is the child's parent at home: of the adults heading the household it lives
//   in as a child (head, spouse or partner) the mother, else the head; some couples receive
//   together. A child of 18 or over living on its own receives for itself.
// - The family (the main beneficiary) chooses one fund for all its children, and some change
//   fund once, from 2020 on; a quarter of the families receive the social supplement, in the
//   years their income is low (the period's typeSociaal).
// - Besides the basic amount (BASIS, every month of the right): the childcare supplement for
//   some toddlers from a few months old until nursery school (KINDEROPVANG), the pre-school
//   supplement the month after the third birthday (KLEUTER), the school bonus every August
//   (PARTICIPATIE_UNIVERSEEL), the school supplement every October for a child of three or over
//   in a family with the social supplement (PARTICIPATIE_SELECTIEF), the orphan's supplement from
//   the month after a parent at home died (ZORG_WEES), and rarely the foster child's
//   (ZORG_PLEEG) or the supplement for a specific support need (ZORG_SPECIALE_NODEN, with the
//   support supplement ONDERSTEUNINGSTOESLAG from 2023 for half of them), both up to 21.
// - Most births since 2019 come with the advance payment of the birth amount to the mother,
//   10 to 60 days before the birth (the bonus VOORAFBETALING_GEBOORTE).
// - A few files answer provisionally (VA, a right still being examined) or not at all (NOK, a
//   file being moved between funds).
// Each child's file comes from a generator seeded with its own number, each family's choices
// from one seeded with the beneficiary's: the small and the full population give the same file
// to the same child.
import {
  type BonusCategory,
  type ChildBenefitFundCode,
  type PaymentCategory,
  type SocialType,
} from '@contracts/child-benefits-codes';
import { dayOf, isoDate, type Day } from '../population/generate';
import { flemishProvinces } from '../population/places';
import { Random } from '../population/random';
import type { Residents } from '../population/residents';

/** The first month the source pays: the Groeipakket replaced the federal child benefit then. */
export const firstMonth = '2019-01';
/** The oldest children the source can have paid: 18 in 2019. */
export const earliestBirthDate = '2001-01-01';

export interface ChildBenefitsInput extends Residents {
  municipalities: readonly { nisCode: string; province: string | null }[];
}

/** What the source answers for a file: OK, VA (provisional) or NOK (cannot be read now). */
export type FileStatus = 'OK' | 'VA' | 'NOK';

export interface ChildBenefitFileRow {
  child_insz: string;
  status: FileStatus;
}

/** Months of one kind paid for a child to one beneficiary through one fund. */
export interface PaymentPeriodRow {
  child_insz: string;
  beneficiary_insz: string;
  fund_code: ChildBenefitFundCode;
  category: PaymentCategory;
  social_type: SocialType;
  /** 'yyyy-MM' */
  begin_month: string;
  /** 'yyyy-MM'; null while the period runs. */
  end_month: string | null;
}

export interface BonusRow {
  child_insz: string;
  beneficiary_insz: string;
  fund_code: ChildBenefitFundCode;
  category: BonusCategory;
  payment_date: string;
}

export interface ChildBenefitsSource {
  files: ChildBenefitFileRow[];
  periods: PaymentPeriodRow[];
  bonuses: BonusRow[];
}

export interface ChildBenefitsOptions {
  /** The population's reference date: its month is the running one. */
  today: string;
}

export const defaultChildBenefitsOptions: ChildBenefitsOptions = { today: '2026-01-01' };

/** Categories paid once, in one month: never running. */
export const oneOffCategories: ReadonlySet<PaymentCategory> = new Set([
  'KLEUTER',
  'PARTICIPATIE_SELECTIEF',
  'PARTICIPATIE_UNIVERSEEL',
]);

/** Positions of the adults heading a household: head, spouse, partner, legal partner. */
const headingPositions = new Set(['01', '02', '21', '22']);
const childPosition = '03';
const female = '2';

// Months as whole numbers (year × 12 + month − 1), compared and counted without dates.
export type Month = number;

export function monthOf(date: string): Month {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

export function monthText(month: Month): string {
  return `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
}

const firstDayOf = (month: Month): Day => dayOf(`${monthText(month)}-01`);
const august = 7;
const october = 9;

const fundWeights: readonly (readonly [ChildBenefitFundCode, number])[] = [
  ['FONS', 30],
  ['INFINO', 15],
  ['KIDSLIFE', 20],
  ['MYFAMILY', 15],
  ['PARENTIA', 20],
];

interface Family {
  fund: ChildBenefitFundCode;
  /** The fund from `switchMonth` on, for a family that changed. */
  laterFund: ChildBenefitFundCode | null;
  switchMonth: Month;
  social: (year: number) => boolean;
}

interface Stay {
  householdId: number;
  position: string;
  from: Day;
  to: Day;
}

export function generateChildBenefits(
  input: ChildBenefitsInput,
  options: ChildBenefitsOptions = defaultChildBenefitsOptions,
): ChildBenefitsSource {
  const currentMonth = monthOf(options.today);
  const first = monthOf(`${firstMonth}-01`);
  const persons = new Map(input.persons.map((person) => [person.insz, person]));
  const flemish = new Set(
    input.municipalities
      .filter((row) => flemishProvinces.has(row.province ?? ''))
      .map((row) => row.nisCode),
  );
  const residences = new Map<string, { flemish: boolean; from: Day; to: Day }[]>();
  for (const row of input.addresses) {
    if (row.kind !== 'hoofdverblijfplaats') continue;
    const list = residences.get(row.insz) ?? [];
    list.push({
      flemish: row.municipality_nis !== null && flemish.has(row.municipality_nis),
      from: dayOf(row.valid_from),
      to: row.valid_to === null ? Infinity : dayOf(row.valid_to),
    });
    residences.set(row.insz, list);
  }
  const stays = new Map<string, Stay[]>();
  const members = new Map<number, { insz: string; position: string; from: Day; to: Day }[]>();
  for (const row of input.householdMembers) {
    const stay = {
      householdId: row.household_id,
      position: row.position,
      from: dayOf(row.valid_from),
      to: row.valid_to === null ? Infinity : dayOf(row.valid_to),
    };
    stays.set(row.insz, [...(stays.get(row.insz) ?? []), stay]);
    members.set(row.household_id, [
      ...(members.get(row.household_id) ?? []),
      { insz: row.insz, position: row.position, from: stay.from, to: stay.to },
    ]);
  }

  const families = new Map<string, Family>();
  /** The choices of the family a main beneficiary heads, from their own seed. */
  const familyOf = (insz: string): Family => {
    const known = families.get(insz);
    if (known) return known;
    const random = new Random(`child-benefits/family/${insz}`);
    const fund = random.weighted(fundWeights);
    const changes = random.chance(0.08);
    const laterFund = random.pick(fundWeights.filter(([code]) => code !== fund))[0];
    const switchMonth = random.int(monthOf('2020-01-01'), currentMonth - 1);
    const kind = random.weighted([
      ['never', 72],
      ['always', 20],
      ['since', 4],
      ['until', 4],
    ] as const);
    const year = random.int(2020, 2025);
    const family: Family = {
      fund,
      laterFund: changes ? laterFund : null,
      switchMonth,
      social: (on) =>
        kind === 'always' || (kind === 'since' && on >= year) || (kind === 'until' && on < year),
    };
    families.set(insz, family);
    return family;
  };
  const fundOn = (family: Family, month: Month) =>
    family.laterFund !== null && month >= family.switchMonth ? family.laterFund : family.fund;
  /** Whether a couple receives together: their own choice, the same for all their children. */
  const together = (a: string, b: string) =>
    new Random(`child-benefits/couple/${[a, b].sort().join('/')}`).chance(0.12);

  const files: ChildBenefitFileRow[] = [];
  const periods: PaymentPeriodRow[] = [];
  const bonuses: BonusRow[] = [];
  const candidates = [...input.persons]
    .filter((person) => person.source === 'RR' && person.birth_date >= earliestBirthDate)
    .sort((a, b) => (a.insz < b.insz ? -1 : 1));
  for (const child of candidates) {
    const random = new Random(`child-benefits/${child.insz}`);
    // Every choice is drawn up front, in the same order, whatever the child's history.
    const studies = random.chance(0.6);
    const studiesUntilAge = random.int(20, 24);
    const childcare = random.chance(0.45);
    const childcareFrom = random.int(3, 12);
    const childcareUntil = random.int(30, 36);
    const supportNeed = random.chance(0.02);
    const supportFrom = random.int(6, 120);
    const supportSupplement = random.chance(0.5);
    const foster = random.chance(0.004);
    const fosterFrom = random.int(0, 120);
    const advance = random.chance(0.6);
    const advanceDays = random.int(10, 60);
    const status = random.weighted<FileStatus>([
      ['OK', 970],
      ['VA', 22],
      ['NOK', 8],
    ]);

    const birthDay = dayOf(child.birth_date);
    const birthMonth = monthOf(child.birth_date);
    const birthYear = Number(child.birth_date.slice(0, 4));
    const deathDay = child.death_date === null ? Infinity : dayOf(child.death_date);
    const deathMonth = child.death_date === null ? Infinity : monthOf(child.death_date);
    const turns = (age: number) => birthMonth + age * 12;
    const studiesEnd = Math.min((birthYear + studiesUntilAge) * 12 + 5, turns(25) - 1);
    const rightUntil = Math.max(
      turns(18),
      supportNeed ? turns(21) : -Infinity,
      studies ? studiesEnd : -Infinity,
    );
    const lastMonth = Math.min(currentMonth, deathMonth, rightUntil);
    const ownStays = stays.get(child.insz) ?? [];
    const ownResidences = residences.get(child.insz) ?? [];

    // An orphan from the month after a parent at home died.
    let orphanFrom = Infinity;
    for (const stay of ownStays) {
      if (stay.position !== childPosition) continue;
      for (const member of members.get(stay.householdId) ?? []) {
        if (!headingPositions.has(member.position) || member.insz === child.insz) continue;
        const death = persons.get(member.insz)?.death_date ?? null;
        if (death === null) continue;
        const day = dayOf(death);
        const atHome = member.from <= day && day <= member.to;
        if (atHome && day >= birthDay && stay.from <= day && day <= stay.to) {
          orphanFrom = Math.min(orphanFrom, monthOf(death) + 1);
        }
      }
    }

    /** Who receives for the child on a day: one or two people, the main beneficiary first. */
    const beneficiariesOn = (day: Day): string[] | null => {
      const stay = ownStays.find((candidate) => candidate.from <= day && day <= candidate.to);
      if (!stay) return null;
      const adult = day - birthDay >= 18 * 365.25;
      if (stay.position !== childPosition) {
        if (adult) return [child.insz];
        const head = (members.get(stay.householdId) ?? []).find(
          (member) =>
            member.position === '01' &&
            member.insz !== child.insz &&
            member.from <= day &&
            day <= member.to,
        );
        return head ? [head.insz] : null;
      }
      const heading = (members.get(stay.householdId) ?? [])
        .filter(
          (member) =>
            headingPositions.has(member.position) &&
            member.insz !== child.insz &&
            member.from <= day &&
            day <= member.to,
        )
        .sort((a, b) => (a.insz < b.insz ? -1 : 1));
      if (heading.length === 0) return adult ? [child.insz] : null;
      const mother = heading.find((member) => persons.get(member.insz)?.sex === female);
      const head = heading.find((member) => member.position === '01');
      const main = (mother ?? head ?? heading[0]!).insz;
      const other = heading.find((member) => member.insz !== main)?.insz;
      return other !== undefined && together(main, other) ? [main, other] : [main];
    };

    interface MonthState {
      beneficiaries: string[];
      fund: ChildBenefitFundCode;
      social: SocialType;
    }
    const paid = new Map<PaymentCategory, { month: Month; state: MonthState }[]>();
    const pay = (category: PaymentCategory, month: Month, state: MonthState) => {
      const list = paid.get(category) ?? [];
      list.push({ month, state });
      paid.set(category, list);
    };
    let birthState: MonthState | null = null;
    for (let month = Math.max(first, birthMonth); month <= lastMonth; month++) {
      const day = Math.max(firstDayOf(month), birthDay);
      if (day > deathDay) break;
      const home = ownResidences.find((row) => row.from <= day && day <= row.to);
      if (!home?.flemish) continue;
      const beneficiaries = beneficiariesOn(day);
      if (!beneficiaries) continue;
      const family = familyOf(beneficiaries[0]!);
      const social = family.social(Math.floor(month / 12));
      const state: MonthState = {
        beneficiaries,
        fund: fundOn(family, month),
        social: social ? 'MET_TYPE_SOCIAAL' : 'ZONDER_TYPE_SOCIAAL',
      };
      if (month === birthMonth) birthState = state;
      const age = month - birthMonth;
      pay('BASIS', month, state);
      if (childcare && age >= childcareFrom && age < childcareUntil)
        pay('KINDEROPVANG', month, state);
      if (age === 37) pay('KLEUTER', month, state);
      if (month % 12 === august) pay('PARTICIPATIE_UNIVERSEEL', month, state);
      if (month % 12 === october && social && age >= 36) {
        pay('PARTICIPATIE_SELECTIEF', month, state);
      }
      if (month >= orphanFrom) pay('ZORG_WEES', month, state);
      if (foster && age >= fosterFrom) pay('ZORG_PLEEG', month, state);
      if (supportNeed && age >= supportFrom && month <= turns(21)) {
        pay('ZORG_SPECIALE_NODEN', month, state);
        if (supportSupplement && month >= monthOf('2023-01-01')) {
          pay('ONDERSTEUNINGSTOESLAG', month, state);
        }
      }
    }
    if (paid.size === 0) continue;

    files.push({ child_insz: child.insz, status });
    for (const [category, months] of paid) {
      // Consecutive months paid alike make one period.
      let start = 0;
      for (let index = 1; index <= months.length; index++) {
        const previous = months[index - 1]!;
        const next = months[index];
        const same =
          next !== undefined &&
          next.month === previous.month + 1 &&
          next.state.fund === previous.state.fund &&
          next.state.social === previous.state.social &&
          next.state.beneficiaries.join() === previous.state.beneficiaries.join();
        if (same) continue;
        const opening = months[start]!;
        const running = !oneOffCategories.has(category) && previous.month === currentMonth;
        for (const beneficiary of opening.state.beneficiaries) {
          periods.push({
            child_insz: child.insz,
            beneficiary_insz: beneficiary,
            fund_code: opening.state.fund,
            category,
            social_type: opening.state.social,
            begin_month: monthText(opening.month),
            end_month: running ? null : monthText(previous.month),
          });
        }
        start = index;
      }
    }
    const state = birthState as MonthState | null;
    const paidOn = birthDay - advanceDays;
    if (advance && state && paidOn >= dayOf(`${firstMonth}-01`)) {
      bonuses.push({
        child_insz: child.insz,
        beneficiary_insz: state.beneficiaries[0]!,
        fund_code: state.fund,
        category: 'VOORAFBETALING_GEBOORTE',
        payment_date: isoDate(paidOn),
      });
    }
  }
  return { files, periods, bonuses };
}
