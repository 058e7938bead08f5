// The enterprise register generator: valid numbers, links that point at people and enterprises
// that exist, periods in order, the small register as the first part of the full one, and the
// featured subjects that docs/demo-data.md lists.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { kboCheckDigits } from '@contracts/enterprise';
import { legalFormCodes } from '@contracts/enterprise-codes';
import { parseCsv } from '../codelists/csv';
import { dataDirectory } from '../data-directory';
import { generatePopulation } from '../population/generate';
import { populationOptions } from '../population/size';
import { featuredAssociations, featuredEnterprises } from './featured';
import {
  defaultEnterpriseOptions,
  generateEnterprises,
  type EnterpriseCodeLists,
  type EnterpriseRegister,
  type RegisterPerson,
} from './generate';
import { enterpriseNumberOf, establishmentNumberOf, vCodeOf } from './numbers';
import { sectorNaceCodes } from './sectors';
import { enterpriseOptions } from './size';

/** Ten digits, the first 0 or 1, the last two 97 minus the first eight modulo 97. */
const isValidEnterpriseNumber = (number: string) =>
  /^[01]\d{9}$/.test(number) && Number(number.slice(8)) === 97 - (Number(number.slice(0, 8)) % 97);
const isValidVCode = (vcode: string) => /^v\d{7}$/.test(vcode);

function readList<Column extends string>(file: string, columns: readonly Column[]) {
  return parseCsv(readFileSync(new URL(file, dataDirectory), 'utf8'), columns);
}

function codeLists(): EnterpriseCodeLists {
  return {
    municipalities: readList('municipalities.csv', ['nis_code', 'name_nl', 'name_fr']).map(
      (row) => ({ nisCode: row.nis_code, nameNl: row.name_nl, nameFr: row.name_fr }),
    ),
    postalCodes: readList('postal_codes.csv', ['postcode', 'nis_code']).map((row) => ({
      postcode: row.postcode,
      nisCode: row.nis_code,
    })),
    streets: readList('streets.csv', ['postcode', 'street_name']).map((row) => ({
      postcode: row.postcode,
      name: row.street_name,
    })),
    naceCodes: readList('nace_codes.csv', ['code']).map((row) => row.code),
    legalForms: readList('legal_forms.csv', ['code']).map((row) => row.code),
  };
}

function people(): RegisterPerson[] {
  const lists = {
    municipalities: readList('municipalities.csv', ['nis_code', 'name_nl', 'province_nl']).map(
      (row) => ({ nisCode: row.nis_code, nameNl: row.name_nl, province: row.province_nl || null }),
    ),
    postalCodes: readList('postal_codes.csv', ['postcode', 'nis_code']).map((row) => ({
      postcode: row.postcode,
      nisCode: row.nis_code,
    })),
    streets: readList('streets.csv', ['postcode', 'street_name']).map((row) => ({
      postcode: row.postcode,
      name: row.street_name,
    })),
    countries: readList('countries.csv', ['nis_code', 'iso_alpha2', 'valid_to']).map((row) => ({
      nisCode: row.nis_code,
      isoAlpha2: row.iso_alpha2 || null,
      validTo: row.valid_to === '9999-12-31' ? null : row.valid_to || null,
    })),
    civilStatuses: readList('civil_statuses.csv', ['code']).map((row) => row.code),
  };
  return generatePopulation(lists, populationOptions('small')).persons.map((person) => ({
    insz: person.insz,
    lastName: person.last_name,
    firstNames: person.first_names,
    birthDate: person.birth_date,
    deathDate: person.death_date,
  }));
}

/** Every rule the register must keep, as a list of broken ones (empty when all hold). */
function problems(
  register: EnterpriseRegister,
  persons: readonly RegisterPerson[],
  today: string,
): string[] {
  const found: string[] = [];
  const report = (message: string) => {
    if (found.length < 50) found.push(message);
  };
  const byInsz = new Map(persons.map((person) => [person.insz, person]));
  const enterprises = new Map(register.enterprises.map((row) => [row.enterprise_number, row]));
  if (enterprises.size !== register.enterprises.length) report('enterprise numbers not unique');
  const nace = new Set(sectorNaceCodes);
  for (const row of register.enterprises) {
    const number = row.enterprise_number;
    if (!isValidEnterpriseNumber(number) || !/^[01]\d{9}$/.test(number)) {
      report(`${number}: invalid`);
    }
    if ((row.kind === '1') !== (row.legal_form === null)) report(`${number}: legal form`);
    if (row.kind === '1' && !byInsz.has(row.holder_insz ?? '')) report(`${number}: owner`);
    if (row.legal_form !== null && !(row.legal_form in legalFormCodes)) {
      report(`${number}: legal form ${row.legal_form}`);
    }
    if ((row.status === 'ST') !== (row.cessation_date !== null && row.cessation_code !== null)) {
      report(`${number}: status and cessation`);
    }
    if (row.start_date >= today || row.registration_date >= today) report(`${number}: dates`);
    if (row.cessation_date !== null && row.cessation_date <= row.start_date) {
      report(`${number}: stopped before it started`);
    }
    if (row.registration_date < row.start_date) report(`${number}: registered before start`);
  }
  const mains = new Map<string, number>();
  for (const row of register.activities) {
    if (!nace.has(row.nace_code)) report(`${row.enterprise_number}: NACE ${row.nace_code}`);
    if (row.type === 'P')
      mains.set(row.enterprise_number, (mains.get(row.enterprise_number) ?? 0) + 1);
  }
  for (const number of enterprises.keys()) {
    if (mains.get(number) !== 1) report(`${number}: ${mains.get(number) ?? 0} main activities`);
  }
  const establishments = new Set<string>();
  for (const row of register.establishments) {
    const number = row.establishment_number;
    if (establishments.has(number)) report(`${number}: establishment number twice`);
    establishments.add(number);
    if (!/^2\d{9}$/.test(number) || kboCheckDigits(number.slice(0, 8)) !== number.slice(8)) {
      report(`${number}: invalid establishment number`);
    }
    if (!enterprises.has(row.enterprise_number)) report(`${number}: no enterprise`);
    if ((row.status === 'ST') !== (row.end_date !== null)) report(`${number}: status`);
  }
  for (const row of register.functions) {
    const owner = enterprises.get(row.enterprise_number);
    if ((row.holder_insz === null) === (row.holder_enterprise === null)) {
      report(`${row.id}: function holder`);
    }
    if (row.holder_insz !== null) {
      const person = byInsz.get(row.holder_insz);
      if (!person) report(`${row.id}: director is not a person of the population`);
      else if (person.birthDate > row.valid_from) report(`${row.id}: director not born`);
    }
    if (row.holder_enterprise !== null && !enterprises.has(row.holder_enterprise)) {
      report(`${row.id}: director is not an enterprise of the register`);
    }
    if (row.valid_to !== null && row.valid_to < row.valid_from) report(`${row.id}: period`);
    if (owner?.cessation_date && (row.valid_to === null || row.valid_to > owner.cessation_date)) {
      report(`${row.id}: function outlives its enterprise`);
    }
  }
  const shares = new Map<string, number>();
  for (const row of register.participations) {
    if ((row.holder_insz === null) === (row.holder_enterprise === null)) {
      report(`${row.id}: participation holder`);
    }
    if (row.holder_insz !== null && !byInsz.has(row.holder_insz)) report(`${row.id}: shareholder`);
    if (row.holder_enterprise !== null && !enterprises.has(row.holder_enterprise)) {
      report(`${row.id}: shareholding enterprise`);
    }
    if (row.holder_enterprise === row.enterprise_number) report(`${row.id}: holds itself`);
    if (row.share_basis_points <= 0) report(`${row.id}: share`);
    shares.set(
      row.enterprise_number,
      (shares.get(row.enterprise_number) ?? 0) + row.share_basis_points,
    );
    if (row.valid_to !== null && row.valid_to < row.valid_from) report(`${row.id}: period`);
  }
  for (const [number, total] of shares) {
    if (total > 10_000) report(`${number}: shares add up to ${total / 100} %`);
  }
  const vcodes = new Set<string>();
  for (const row of register.associations) {
    if (!isValidVCode(row.vcode) || vcodes.has(row.vcode)) report(`${row.vcode}: vCode`);
    vcodes.add(row.vcode);
    if (row.enterprise_number !== null) {
      const enterprise = enterprises.get(row.enterprise_number);
      if (!enterprise || !['017', '416', '417'].includes(enterprise.legal_form ?? '')) {
        report(`${row.vcode}: association's enterprise`);
      }
    } else if (row.legal_form !== '721') {
      report(`${row.vcode}: legal form without a KBO number`);
    }
  }
  for (const row of register.representatives) {
    if (!vcodes.has(row.vcode)) report(`${row.id}: representative of nothing`);
    if (!byInsz.has(row.insz)) report(`${row.id}: representative is not a person`);
  }
  return found;
}

describe('enterprise numbers', () => {
  it('computes the check digits as 97 minus the first eight digits modulo 97', () => {
    expect(kboCheckDigits('01234567')).toBe('49');
    expect(kboCheckDigits('00000097')).toBe('97');
  });

  it('gives distinct, valid numbers by index', () => {
    const numbers = Array.from({ length: 20_000 }, (_, index) =>
      enterpriseNumberOf(index >> 1, index % 2 === 1),
    );
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((number) => /^[01]\d{9}$/.test(number))).toBe(true);
    expect(numbers.every(isValidEnterpriseNumber)).toBe(true);
    expect(establishmentNumberOf(3, 1)).toMatch(/^2\d{9}$/);
    expect(vCodeOf(0)).toMatch(/^v\d{7}$/);
  });
});

describe('generateEnterprises', () => {
  const lists = codeLists();
  let persons: RegisterPerson[];
  let full: EnterpriseRegister;
  let small: EnterpriseRegister;
  beforeAll(() => {
    persons = people();
    full = generateEnterprises(lists, persons);
    small = generateEnterprises(lists, persons, enterpriseOptions('small'));
  });

  it('holds at least 5,000 enterprises and 1,000 associations, and keeps every rule', () => {
    expect(full.enterprises.length).toBeGreaterThanOrEqual(5_000);
    expect(full.associations.length).toBeGreaterThanOrEqual(1_000);
    expect(problems(full, persons, defaultEnterpriseOptions.today)).toEqual([]);
    expect(problems(small, persons, defaultEnterpriseOptions.today)).toEqual([]);
  });

  it('tells every kind of story', () => {
    const forms = new Set(full.enterprises.map((row) => row.legal_form));
    for (const code of ['014', '017', '610', '416', '417', null]) expect(forms).toContain(code);
    const functions = new Set(full.functions.map((row) => row.function_code));
    expect([...functions].sort()).toEqual(['10002', '10003', '10005', '10006', '10007']);
    expect(new Set(full.names.map((row) => row.kind)).size).toBe(3);
    expect(new Set(full.names.map((row) => row.language))).toEqual(new Set(['nl', 'fr', 'de']));
    expect(full.enterprises.some((row) => row.status === 'ST')).toBe(true);
    expect(full.functions.some((row) => row.holder_enterprise !== null)).toBe(true);
    expect(full.participations.some((row) => row.holder_insz !== null)).toBe(true);
    expect(full.associations.some((row) => row.enterprise_number === null)).toBe(true);
  });

  it('gives the same rows on every run', () => {
    expect(generateEnterprises(lists, persons, enterpriseOptions('small'))).toEqual(small);
  });

  it('makes the small register the first part of the full one, with the featured subjects', () => {
    const number = (row: { enterprise_number: string }) => row.enterprise_number;
    expect(small.enterprises.map(number)).toEqual(
      full.enterprises.slice(0, small.enterprises.length).map(number),
    );
    expect(featuredEnterprises(small)).toEqual(featuredEnterprises(full));
    expect(featuredAssociations(small)).toEqual(featuredAssociations(full));
    const inSmall = new Set(small.enterprises.map(number));
    const links = (register: EnterpriseRegister) =>
      register.participations
        .filter(
          (row) =>
            inSmall.has(row.enterprise_number) &&
            (row.holder_enterprise === null || inSmall.has(row.holder_enterprise)),
        )
        .map(({ id: _id, ...row }) => row);
    expect(links(small)).toEqual(links(full));
  });

  it('has the featured subjects that docs/demo-data.md lists', () => {
    const enterprises = featuredEnterprises(full);
    const associations = featuredAssociations(full);
    expect(enterprises.map((row) => row.kind)).toEqual([
      'participationsBothWays',
      'stopped',
      'managementCompany',
      'establishments',
      'bilingual',
    ]);
    expect(associations.map((row) => row.kind)).toEqual([
      'associationWithKbo',
      'deFactoAssociation',
    ]);
    const document = readFileSync(new URL('../../docs/demo-data.md', import.meta.url), 'utf8');
    const dotted = (digits: string) =>
      `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
    for (const row of enterprises) {
      expect(document).toContain(dotted(row.enterpriseNumber));
      expect(document).toContain(row.name);
    }
    for (const row of associations) {
      expect(document).toContain(row.vcode);
      expect(document).toContain(row.name);
    }
  });
});
