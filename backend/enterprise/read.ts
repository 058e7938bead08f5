// Reads the enterprise register into the shapes of contracts/enterprise.ts, with the Dutch labels
// the source gives: legal forms and NACE codes from their code-list tables, the small lists from
// contracts/enterprise-codes.ts.
import { sql, type Kysely } from 'kysely';
import type {
  Association,
  Enterprise,
  EnterpriseHolder,
  JointCommittee,
  Participations,
} from '@contracts/enterprise';
import {
  cessationCodes,
  employmentClassCodes,
  enterpriseKindCodes,
  enterpriseStatusCodes,
  functionCodes,
  jointCommitteeCodes,
  legalFormCodes,
  representativeRoleCodes,
} from '@contracts/enterprise-codes';
import type { CodeLabels } from '@contracts/person-codes';
import { addressColumns } from '../db/address-columns';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

interface AddressRow {
  street: string;
  street_code: string;
  house_number: string;
  box: string | null;
  postcode: string;
  municipality_nis: string;
  municipality: string;
}

function labelled(list: Readonly<Record<string, CodeLabels>>, code: string) {
  return { code, omschrijving: list[code]?.nl ?? code };
}

function addressOf(row: AddressRow) {
  return {
    straat: { code: row.street_code, naam: row.street },
    huisnummer: row.house_number,
    busnummer: row.box,
    gemeente: { nisCode: row.municipality_nis, postcode: row.postcode, naam: row.municipality },
    land: { nisCode: '150', isoCode: 'BE', naam: 'België' },
  };
}

/** Dates as 'YYYY-MM-DD' text: never through a JavaScript Date and its time zone. */
const enterpriseColumns = [
  'enterprise_number',
  'official_name',
  'kind',
  'holder_insz',
  'language',
  'legal_form',
  sql<string | null>`legal_form_since::text`.as('legal_form_since'),
  'status',
  'cessation_code',
  sql<string | null>`cessation_date::text`.as('cessation_date'),
  sql<string>`start_date::text`.as('start_date'),
  sql<string>`registration_date::text`.as('registration_date'),
  'joint_committee',
  'employment_class',
  sql<string | null>`employment_since::text`.as('employment_since'),
  ...addressColumns,
] as const;

export async function findEnterprise(db: Db, number: string) {
  return db
    .selectFrom('enterprises')
    .select(enterpriseColumns)
    .where('enterprise_number', '=', number)
    .executeTakeFirst();
}

export type FoundEnterprise = NonNullable<Awaited<ReturnType<typeof findEnterprise>>>;

const personName = (row: { first_names: string[]; last_name: string }) =>
  `${row.first_names.join(' ')} ${row.last_name}`.trim();

/** The names of the people and enterprises that hold functions or shares. */
async function holderNames(db: Db, insz: readonly string[], numbers: readonly string[]) {
  const [persons, enterprises] = await Promise.all([
    insz.length === 0
      ? []
      : db
          .selectFrom('persons')
          .select(['insz', 'first_names', 'last_name'])
          .where('insz', 'in', [...new Set(insz)])
          .execute(),
    numbers.length === 0
      ? []
      : db
          .selectFrom('enterprises')
          .select(['enterprise_number', 'official_name'])
          .where('enterprise_number', 'in', [...new Set(numbers)])
          .execute(),
  ]);
  return {
    person: new Map(persons.map((row) => [row.insz, personName(row)])),
    enterprise: new Map(enterprises.map((row) => [row.enterprise_number, row.official_name])),
  };
}

type Names = Awaited<ReturnType<typeof holderNames>>;

function holderOf(
  names: Names,
  row: { holder_insz: string | null; holder_enterprise: string | null },
): EnterpriseHolder {
  if (row.holder_insz !== null) {
    return {
      soort: 'persoon',
      insz: row.holder_insz,
      naam: names.person.get(row.holder_insz) ?? row.holder_insz,
    };
  }
  const number = row.holder_enterprise ?? '';
  return {
    soort: 'onderneming',
    ondernemingsnummer: number,
    naam: names.enterprise.get(number) ?? number,
  };
}

export async function enterpriseRecord(db: Db, row: FoundEnterprise): Promise<Enterprise> {
  const number = row.enterprise_number;
  const [names, activities, units, functions, legalForm, association] = await Promise.all([
    db
      .selectFrom('enterprise_names')
      .select(['kind', 'language', 'name', sql<string>`valid_from::text`.as('valid_from')])
      .where('enterprise_number', '=', number)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('enterprise_activities as a')
      .innerJoin('nace_codes as n', 'n.code', 'a.nace_code')
      .select([
        'a.nace_code',
        'a.nace_version',
        'a.type',
        'a.activity_group',
        'n.label_nl',
        sql<string>`a.valid_from::text`.as('valid_from'),
      ])
      .where('a.enterprise_number', '=', number)
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('establishment_units')
      .select([
        'establishment_number',
        'name',
        'status',
        sql<string>`start_date::text`.as('start_date'),
        sql<string | null>`end_date::text`.as('end_date'),
        ...addressColumns,
      ])
      .where('enterprise_number', '=', number)
      .orderBy('establishment_number')
      .execute(),
    db
      .selectFrom('enterprise_functions')
      .select([
        'function_code',
        'holder_insz',
        'holder_enterprise',
        sql<string>`valid_from::text`.as('valid_from'),
        sql<string | null>`valid_to::text`.as('valid_to'),
      ])
      .where('enterprise_number', '=', number)
      .orderBy('id')
      .execute(),
    row.legal_form === null
      ? undefined
      : db
          .selectFrom('legal_forms')
          .select(['code', 'label_nl'])
          .where('code', '=', row.legal_form)
          .executeTakeFirst(),
    db
      .selectFrom('associations')
      .select('vcode')
      .where('enterprise_number', '=', number)
      .executeTakeFirst(),
  ]);
  const holders = await holderNames(
    db,
    functions.flatMap((entry) => (entry.holder_insz ? [entry.holder_insz] : [])),
    functions.flatMap((entry) => (entry.holder_enterprise ? [entry.holder_enterprise] : [])),
  );
  const namesOf = (kind: string) =>
    names
      .filter((name) => name.kind === kind)
      .map((name) => ({ naam: name.name, taalcode: name.language, datumBegin: name.valid_from }));
  return {
    ondernemingsnummer: number,
    authentiekeBron: 'KBO',
    soort: labelled(enterpriseKindCodes, row.kind),
    status: labelled(enterpriseStatusCodes, row.status),
    stopzetting:
      row.cessation_code !== null && row.cessation_date !== null
        ? { ...labelled(cessationCodes, row.cessation_code), datum: row.cessation_date }
        : null,
    namen: {
      maatschappelijk: namesOf('maatschappelijk'),
      afgekort: namesOf('afgekort'),
      commercieel: namesOf('commercieel'),
    },
    rechtsvorm:
      row.legal_form === null
        ? null
        : {
            code: row.legal_form,
            omschrijving: legalForm?.label_nl ?? row.legal_form,
            afkorting: legalFormCodes[row.legal_form]?.abbreviation ?? null,
            datumBegin: row.legal_form_since ?? row.start_date,
          },
    start: row.start_date,
    inschrijving: row.registration_date,
    zetel: addressOf(row),
    activiteiten: activities.map((activity) => ({
      nace: {
        code: activity.nace_code,
        versie: activity.nace_version,
        omschrijving: activity.label_nl,
      },
      type: activity.type,
      groep: activity.activity_group,
      datumBegin: activity.valid_from,
    })),
    vestigingen: units.map((unit) => ({
      vestigingsnummer: unit.establishment_number,
      naam: unit.name,
      status: labelled(enterpriseStatusCodes, unit.status),
      datumBegin: unit.start_date,
      datumEinde: unit.end_date,
      adres: addressOf(unit),
    })),
    functies: functions.map((entry) => ({
      aard: labelled(functionCodes, entry.function_code),
      houder: holderOf(holders, entry),
      datumBegin: entry.valid_from,
      datumEinde: entry.valid_to,
    })),
    vCode: association?.vcode ?? null,
  };
}

export function jointCommitteeOf(row: FoundEnterprise): JointCommittee {
  return {
    ondernemingsnummer: row.enterprise_number,
    paritairComite:
      row.joint_committee === null ? null : labelled(jointCommitteeCodes, row.joint_committee),
    tewerkstellingsklasse:
      row.employment_class === null ? null : labelled(employmentClassCodes, row.employment_class),
    datumBegin: row.employment_since,
  };
}

export async function participationsOf(db: Db, number: string): Promise<Participations> {
  const columns = [
    'enterprise_number',
    'holder_enterprise',
    'holder_insz',
    'share_basis_points',
    sql<string>`valid_from::text`.as('valid_from'),
    sql<string | null>`valid_to::text`.as('valid_to'),
  ] as const;
  const [heldBy, holds] = await Promise.all([
    db
      .selectFrom('enterprise_participations')
      .select(columns)
      .where('enterprise_number', '=', number)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('enterprise_participations')
      .select(columns)
      .where('holder_enterprise', '=', number)
      .orderBy('id')
      .execute(),
  ]);
  const names = await holderNames(
    db,
    heldBy.flatMap((row) => (row.holder_insz ? [row.holder_insz] : [])),
    [
      ...heldBy.flatMap((row) => (row.holder_enterprise ? [row.holder_enterprise] : [])),
      ...holds.map((row) => row.enterprise_number),
    ],
  );
  const period = (row: {
    share_basis_points: number;
    valid_from: string;
    valid_to: string | null;
  }) => ({
    percentage: row.share_basis_points / 100,
    datumBegin: row.valid_from,
    datumEinde: row.valid_to,
  });
  return {
    ondernemingsnummer: number,
    deelnemers: heldBy.map((row) => ({ ...period(row), houder: holderOf(names, row) })),
    deelnemingenIn: holds.map((row) => ({
      ...period(row),
      onderneming: {
        ondernemingsnummer: row.enterprise_number,
        naam: names.enterprise.get(row.enterprise_number) ?? row.enterprise_number,
      },
    })),
  };
}

export async function findAssociation(db: Db, vcode: string): Promise<Association | null> {
  const row = await db
    .selectFrom('associations as a')
    .leftJoin('legal_forms as l', 'l.code', 'a.legal_form')
    .leftJoin('nace_codes as n', 'n.code', 'a.nace_code')
    .select([
      'a.vcode',
      'a.name',
      'a.abbreviation',
      'a.legal_form',
      'l.label_nl as legal_form_label',
      'a.enterprise_number',
      sql<string>`a.start_date::text`.as('start_date'),
      'a.nace_code',
      'n.label_nl as nace_label',
      'a.street',
      'a.street_code',
      'a.house_number',
      'a.box',
      'a.postcode',
      'a.municipality_nis',
      'a.municipality',
    ])
    .where('a.vcode', '=', vcode)
    .executeTakeFirst();
  if (!row) return null;
  const representatives = await db
    .selectFrom('association_representatives as r')
    .innerJoin('persons as p', 'p.insz', 'r.insz')
    .select([
      'r.insz',
      'r.role',
      'p.first_names',
      'p.last_name',
      sql<string>`r.valid_from::text`.as('valid_from'),
      sql<string | null>`r.valid_to::text`.as('valid_to'),
    ])
    .where('r.vcode', '=', vcode)
    .orderBy('r.id')
    .execute();
  return {
    vCode: row.vcode,
    naam: row.name,
    afkorting: row.abbreviation,
    rechtsvorm: { code: row.legal_form, omschrijving: row.legal_form_label ?? row.legal_form },
    ondernemingsnummer: row.enterprise_number,
    datumStart: row.start_date,
    hoofdactiviteit:
      row.nace_code === null
        ? null
        : { code: row.nace_code, omschrijving: row.nace_label ?? row.nace_code },
    zetel: addressOf(row),
    vertegenwoordigers: representatives.map((entry) => ({
      insz: entry.insz,
      naam: personName(entry),
      rol: labelled(representativeRoleCodes, entry.role),
      datumBegin: entry.valid_from,
      datumEinde: entry.valid_to,
    })),
  };
}
