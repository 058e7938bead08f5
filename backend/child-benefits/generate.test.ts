// The child-benefits source's generator: its rules on the small population (periods within the
// child's life, from January 2019 and while it lives in Flanders, beneficiaries who exist and
// live, supplements only in months the basic amount is paid, one-off payments in their month,
// valid funds), the people docs/demo-data.md lists, and the same files in the full population.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bonusCategories,
  childBenefitFunds,
  paymentCategories,
  socialTypes,
} from '@contracts/child-benefits-codes';
import { isEnterpriseNumber } from '@contracts/enterprise';
import { demoDataSection, displayedInsz } from '../../tests/support/demo-data-doc';
import { codeListsFromFiles } from '../population/code-lists-from-files';
import { dayOf, generatePopulation, type Population } from '../population/generate';
import { populationOptions } from '../population/size';
import { featuredChildBenefitsPeople } from './featured';
import {
  defaultChildBenefitsOptions,
  earliestBirthDate,
  firstMonth,
  generateChildBenefits,
  monthOf,
  monthText,
  oneOffCategories,
  type ChildBenefitsSource,
  type Month,
} from './generate';

const lists = codeListsFromFiles();

function childBenefitsOf(population: Population): ChildBenefitsSource {
  return generateChildBenefits({
    persons: population.persons,
    addresses: population.addresses,
    householdMembers: population.householdMembers,
    municipalities: lists.municipalities,
  });
}

const flemishProvinces = new Set([
  'Provincie Antwerpen',
  'Provincie Limburg',
  'Provincie Oost-Vlaanderen',
  'Provincie Vlaams-Brabant',
  'Provincie West-Vlaanderen',
]);
const flemish = new Set(
  lists.municipalities
    .filter((row) => flemishProvinces.has(row.province ?? ''))
    .map((row) => row.nisCode),
);

/** Every rule the source must keep, as a list of broken ones (empty when all hold). */
function problems(population: Population, source: ChildBenefitsSource): string[] {
  const found: string[] = [];
  const current = monthOf(defaultChildBenefitsOptions.today);
  const first = monthOf(`${firstMonth}-01`);
  const persons = new Map(population.persons.map((person) => [person.insz, person]));
  const files = new Map(source.files.map((file) => [file.child_insz, file]));
  const funds = new Set<string>(childBenefitFunds.map((fund) => fund.code));
  const residences = population.addresses.filter((row) => row.kind === 'hoofdverblijfplaats');
  const withPeriods = new Set<string>();
  /** The months of the basic amount per child, beneficiary, fund and social type. */
  const basis = new Set<string>();
  const monthsOf = (begin: string, end: string | null) => {
    const months: Month[] = [];
    for (let month = monthOf(`${begin}-01`); month <= monthOf(`${end ?? monthText(current)}-01`);)
      months.push(month++);
    return months;
  };
  for (const row of source.periods) {
    if (row.category !== 'BASIS') continue;
    for (const month of monthsOf(row.begin_month, row.end_month)) {
      basis.add(
        `${row.child_insz} ${row.beneficiary_insz} ${row.fund_code} ${row.social_type} ${month}`,
      );
    }
  }
  const taken = new Set<string>();
  for (const row of source.periods) {
    const where = `${row.child_insz} ${row.category} ${row.begin_month}`;
    const child = persons.get(row.child_insz);
    const beneficiary = persons.get(row.beneficiary_insz);
    if (!child || !beneficiary || !files.has(row.child_insz)) {
      found.push(`${where}: unknown child, beneficiary or file`);
      continue;
    }
    withPeriods.add(row.child_insz);
    if (child.source !== 'RR' || child.birth_date < earliestBirthDate) {
      found.push(`${where}: not a child of the register born from 2001 on`);
    }
    if (!funds.has(row.fund_code)) found.push(`${where}: unknown fund ${row.fund_code}`);
    if (!(paymentCategories as readonly string[]).includes(row.category)) {
      found.push(`${where}: unknown category`);
    }
    if (!(socialTypes as readonly string[]).includes(row.social_type)) {
      found.push(`${where}: unknown social type`);
    }
    const begin = monthOf(`${row.begin_month}-01`);
    const end = row.end_month === null ? current : monthOf(`${row.end_month}-01`);
    const birth = monthOf(child.birth_date);
    if (begin < first) found.push(`${where}: before the source began`);
    if (begin < birth) found.push(`${where}: before birth`);
    if (end < begin) found.push(`${where}: ends first`);
    if (end > current) found.push(`${where}: after today`);
    if (child.death_date !== null && (row.end_month === null || end > monthOf(child.death_date))) {
      found.push(`${where}: after the child's death`);
    }
    if (
      beneficiary.death_date !== null &&
      (row.end_month === null || end > monthOf(beneficiary.death_date))
    ) {
      found.push(`${where}: paid to ${row.beneficiary_insz} after their death`);
    }
    if (end > birth + 25 * 12 - 1) found.push(`${where}: past 25`);
    const firstDay = Math.max(dayOf(`${row.begin_month}-01`), dayOf(child.birth_date));
    const home = residences.find(
      (address) =>
        address.insz === row.child_insz &&
        dayOf(address.valid_from) <= firstDay &&
        (address.valid_to === null || dayOf(address.valid_to) >= firstDay),
    );
    if (!home?.municipality_nis || !flemish.has(home.municipality_nis)) {
      found.push(`${where}: the child does not live in Flanders`);
    }
    const key = `${row.child_insz} ${row.beneficiary_insz} ${row.category}`;
    for (const month of monthsOf(row.begin_month, row.end_month)) {
      if (taken.has(`${key} ${month}`)) found.push(`${where}: overlaps another period`);
      taken.add(`${key} ${month}`);
      const paid = `${row.child_insz} ${row.beneficiary_insz} ${row.fund_code} ${row.social_type} ${month}`;
      if (!basis.has(paid)) {
        found.push(`${where}: ${monthText(month)} without the basic amount`);
        break;
      }
    }
    if (oneOffCategories.has(row.category as never) && begin !== end) {
      found.push(`${where}: a one-off payment over several months`);
    }
    if (row.category === 'KLEUTER' && begin !== birth + 37) found.push(`${where}: not at three`);
    if (row.category === 'PARTICIPATIE_UNIVERSEEL' && begin % 12 !== 7) {
      found.push(`${where}: a school bonus outside August`);
    }
    if (
      row.category === 'PARTICIPATIE_SELECTIEF' &&
      (begin % 12 !== 9 || row.social_type !== 'MET_TYPE_SOCIAAL' || begin - birth < 36)
    ) {
      found.push(`${where}: a school supplement outside October, a low income or school age`);
    }
    if (
      (row.category === 'ZORG_SPECIALE_NODEN' || row.category === 'ONDERSTEUNINGSTOESLAG') &&
      end > birth + 21 * 12
    ) {
      found.push(`${where}: past 21`);
    }
    if (row.category === 'ONDERSTEUNINGSTOESLAG' && row.begin_month < '2023-01') {
      found.push(`${where}: a support supplement before 2023`);
    }
  }
  for (const file of source.files) {
    if (!withPeriods.has(file.child_insz)) found.push(`${file.child_insz}: a file without periods`);
  }
  for (const bonus of source.bonuses) {
    const where = `${bonus.child_insz} bonus ${bonus.payment_date}`;
    const child = persons.get(bonus.child_insz);
    if (!child || !persons.has(bonus.beneficiary_insz) || !files.has(bonus.child_insz)) {
      found.push(`${where}: unknown child, beneficiary or file`);
      continue;
    }
    if (!funds.has(bonus.fund_code)) found.push(`${where}: unknown fund`);
    if (!(bonusCategories as readonly string[]).includes(bonus.category)) {
      found.push(`${where}: unknown category`);
    }
    const before = dayOf(child.birth_date) - dayOf(bonus.payment_date);
    if (before < 10 || before > 60) found.push(`${where}: not 10 to 60 days before the birth`);
    if (bonus.payment_date < `${firstMonth}-01`) found.push(`${where}: before the source began`);
  }
  return found;
}

describe('the paying funds', () => {
  it('are the five Flemish ones, each with its own code and a valid enterprise number', () => {
    expect(childBenefitFunds.map((fund) => fund.name)).toEqual([
      'FONS',
      'Infino',
      'KidsLife Vlaanderen',
      'MyFamily',
      'Parentia',
    ]);
    expect(new Set(childBenefitFunds.map((fund) => fund.code)).size).toBe(5);
    for (const fund of childBenefitFunds) {
      expect(isEnterpriseNumber(fund.enterpriseNumber), fund.enterpriseNumber).toBe(true);
      // Below 0200: a range the synthetic enterprise register never hands out.
      expect(fund.enterpriseNumber < '0200000000').toBe(true);
    }
  });
});

describe('generateChildBenefits on the small population', () => {
  let population: Population;
  let source: ChildBenefitsSource;

  beforeAll(() => {
    population = generatePopulation(lists, populationOptions('small'));
    source = childBenefitsOf(population);
  });

  it('keeps every rule', () => {
    expect(problems(population, source)).toEqual([]);
    expect(new Set(source.periods.map((row) => row.category))).toEqual(new Set(paymentCategories));
    expect(new Set(source.files.map((file) => file.status))).toEqual(new Set(['OK', 'VA', 'NOK']));
    expect(source.bonuses.length).toBeGreaterThan(50);
    expect(source.periods.some((row) => row.end_month === null)).toBe(true);
    // About a quarter of the children get the social supplement at some time.
    const children = new Set(source.periods.map((row) => row.child_insz));
    const social = new Set(
      source.periods
        .filter((row) => row.social_type === 'MET_TYPE_SOCIAAL')
        .map((row) => row.child_insz),
    );
    expect(social.size / children.size).toBeGreaterThan(0.15);
    expect(social.size / children.size).toBeLessThan(0.4);
    // Most children of the register born from 2001 on have a file.
    const born = population.persons.filter(
      (person) => person.source === 'RR' && person.birth_date >= earliestBirthDate,
    );
    expect(source.files.length / born.length).toBeGreaterThan(0.8);
  });

  it('notices when a rule is broken', () => {
    const broken = structuredClone(source);
    const [first, second, third] = broken.periods;
    const [bonus] = broken.bonuses;
    if (!first || !second || !third || !bonus) throw new Error('no periods');
    first.begin_month = '2018-06';
    second.beneficiary_insz = '00000000000';
    third.category = 'KLEUTER';
    third.end_month = null;
    bonus.payment_date = '2030-01-01';
    const found = problems(population, broken);
    for (const problem of [
      'before the source began',
      'unknown child, beneficiary or file',
      'a one-off payment over several months',
      'not 10 to 60 days before the birth',
    ]) {
      expect(
        found.some((text) => text.includes(problem)),
        problem,
      ).toBe(true);
    }
  });

  it('gives the same rows on every run', () => {
    expect(childBenefitsOf(population)).toEqual(source);
  });

  it('has the featured people that docs/demo-data.md lists', () => {
    const featured = featuredChildBenefitsPeople(population, source);
    expect(featured.map((person) => person.kind)).toEqual([
      'severalKinds',
      'parent',
      'noFile',
      'provisional',
      'unavailable',
    ]);
    const section = demoDataSection('Demo data: child benefits');
    for (const person of featured) {
      expect(section).toContain(displayedInsz(person.insz));
      expect(section).toContain(person.name);
    }
  });

  it('gives the featured people the same files in the full population', () => {
    const full = generatePopulation(lists, populationOptions('full'));
    const fullSource = childBenefitsOf(full);
    for (const person of featuredChildBenefitsPeople(population, source)) {
      const of = (rows: ChildBenefitsSource) => ({
        files: rows.files.filter((file) => file.child_insz === person.insz),
        periods: rows.periods.filter(
          (row) => row.child_insz === person.insz || row.beneficiary_insz === person.insz,
        ),
        bonuses: rows.bonuses.filter(
          (row) => row.child_insz === person.insz || row.beneficiary_insz === person.insz,
        ),
      });
      expect(of(fullSource)).toEqual(of(source));
    }
  }, 30_000);
});
