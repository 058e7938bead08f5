// Reads persons from the population tables and shapes them as the person contracts say. Dates
// are read as text (`::text`): the database drivers would turn them into local-time Dates.
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  addressSchema,
  civilStatusSchema,
  identitySchema,
  nationalitySchema,
  PersonSource,
  personSchema,
} from '@contracts/person';
import { addressColumns } from '../db/address-columns';
import { dateText, optionalDateText } from '../db/date-text';
import type { AddressKind, Database } from '../db/schema';
import {
  labelled,
  positionLabels,
  referencePosition,
  registerLabels,
  sexLabels,
  statusLabels,
} from './codes';
import { activeOn, type Membership } from './households';
import type { Labels } from './labels';

type Db = Kysely<Database>;
export type Identity = z.input<typeof identitySchema>;
export type Address = z.input<typeof addressSchema>;
type Nationality = z.input<typeof nationalitySchema>;
type CivilStatus = z.input<typeof civilStatusSchema>;

function personQuery(db: Db) {
  return db
    .selectFrom('persons')
    .select([
      'insz',
      'source',
      'register',
      'last_name',
      'first_names',
      'search_last_name',
      'sex',
      dateText('birth_date').as('birth_date'),
      'birth_date_partial',
      'birth_municipality_nis',
      'birth_place',
      'birth_country_nis',
      optionalDateText('death_date').as('death_date'),
      'death_municipality_nis',
      'death_place',
      'death_country_nis',
      'status',
      sql<Date>`created_at`.as('created_at'),
      sql<Date>`modified_at`.as('modified_at'),
    ]);
}

export type PersonRow = Awaited<
  ReturnType<ReturnType<typeof personQuery>['executeTakeFirstOrThrow']>
>;

/**
 * The national register (RR) knows only its own people; the BIS register of the Crossroads Bank
 * (KSZ) answers for both, as it consults the national register for registered people.
 */
export async function findPerson(
  db: Db,
  insz: string,
  source: PersonSource,
): Promise<PersonRow | null> {
  let query = personQuery(db).where('insz', '=', insz);
  if (source === 'RR') query = query.where('source', '=', 'RR');
  return (await query.executeTakeFirst()) ?? null;
}

export async function findPersons(
  db: Db,
  insz: readonly string[],
): Promise<Map<string, PersonRow>> {
  if (insz.length === 0) return new Map();
  const rows = await personQuery(db)
    .where('insz', 'in', [...new Set(insz)])
    .execute();
  return new Map(rows.map((row) => [row.insz, row]));
}

function place(
  labels: Labels,
  municipalityNis: string | null,
  placeName: string | null,
  countryNis: string | null,
) {
  if (!countryNis) return null;
  return {
    gemeente: municipalityNis
      ? {
          nisCode: municipalityNis,
          naam: labels.municipality(municipalityNis) ?? placeName ?? municipalityNis,
        }
      : placeName
        ? { nisCode: '', naam: placeName }
        : null,
    land: labels.country(countryNis),
  };
}

export function identityOf(row: PersonRow, labels: Labels): Identity {
  return {
    insz: row.insz,
    bron: row.source,
    register: labelled(registerLabels, row.register),
    naam: { achternaam: row.last_name, voornamen: row.first_names },
    geslacht: labelled(sexLabels, row.sex),
    geboorte: {
      datum: row.birth_date,
      plaats: place(labels, row.birth_municipality_nis, row.birth_place, row.birth_country_nis) ?? {
        gemeente: null,
        land: labels.country(row.birth_country_nis),
      },
    },
    overlijden: row.death_date
      ? {
          datum: row.death_date,
          plaats: place(labels, row.death_municipality_nis, row.death_place, row.death_country_nis),
        }
      : null,
    status: row.status ? labelled(statusLabels, row.status) : null,
    datumCreatie: new Date(row.created_at).toISOString(),
    datumModificatie: new Date(row.modified_at).toISOString(),
  };
}

export function relatedPerson(
  row: Pick<PersonRow, 'insz' | 'first_names' | 'last_name' | 'birth_date' | 'sex'>,
) {
  return {
    insz: row.insz,
    naam: `${row.first_names.join(' ')} ${row.last_name}`,
    geboortedatum: row.birth_date,
    geslacht: labelled(sexLabels, row.sex),
  };
}

/** A related person read through an outer join: null when the join found no one. */
function joinedPerson(
  insz: string | null,
  firstNames: string[] | null,
  lastName: string | null,
  birthDate: string | null,
  sex: PersonRow['sex'] | null,
) {
  if (insz === null || firstNames === null || lastName === null || birthDate === null || !sex)
    return null;
  return relatedPerson({
    insz,
    first_names: firstNames,
    last_name: lastName,
    birth_date: birthDate,
    sex,
  });
}

/** A period filter: rows valid on `op`, or not ended before `vanaf`. */
export interface Period {
  vanaf?: string;
  op?: string;
}

function inPeriod(row: { valid_from: string; valid_to: string | null }, { vanaf, op }: Period) {
  if (op) return activeOn({ validFrom: row.valid_from, validTo: row.valid_to }, op);
  return !vanaf || row.valid_to === null || row.valid_to >= vanaf;
}

const newestFirst = <Row extends { valid_from: string }>(a: Row, b: Row) =>
  a.valid_from < b.valid_from ? 1 : a.valid_from > b.valid_from ? -1 : 0;

export async function addressesOf(
  db: Db,
  labels: Labels,
  insz: string,
  period: Period,
  kinds?: readonly AddressKind[],
): Promise<Address[]> {
  let query = db
    .selectFrom('person_addresses')
    .select([
      'kind',
      'contact_type',
      ...addressColumns,
      'country_nis',
      'lines',
      dateText('valid_from').as('valid_from'),
      optionalDateText('valid_to').as('valid_to'),
    ])
    .where('insz', '=', insz);
  if (kinds) query = query.where('kind', 'in', [...kinds]);
  const rows = await query.execute();
  return rows
    .filter((row) => inPeriod(row, period))
    .sort(newestFirst)
    .map((row) => ({
      soort: row.kind,
      type: row.contact_type
        ? { code: row.contact_type, omschrijving: labels.contactType(row.contact_type) }
        : null,
      straat: row.street,
      straatcode: row.street_code,
      huisnummer: row.house_number,
      busnummer: row.box,
      postcode: row.postcode,
      gemeente: row.municipality_nis
        ? {
            nisCode: row.municipality_nis,
            naam: row.municipality ?? labels.municipality(row.municipality_nis) ?? '',
          }
        : null,
      land: labels.country(row.country_nis),
      lijnen: row.lines ?? [],
      datumBegin: row.valid_from,
      datumEinde: row.valid_to,
    }));
}

export async function nationalitiesOf(
  db: Db,
  labels: Labels,
  insz: string,
  period: Period,
): Promise<Nationality[]> {
  const rows = await db
    .selectFrom('person_nationalities')
    .select([
      'country_nis',
      dateText('valid_from').as('valid_from'),
      optionalDateText('valid_to').as('valid_to'),
    ])
    .where('insz', '=', insz)
    .execute();
  return rows
    .filter((row) => inPeriod(row, period))
    .sort(newestFirst)
    .map((row) => ({
      code: row.country_nis,
      omschrijving: labels.country(row.country_nis).naam,
      datumBegin: row.valid_from,
      datumEinde: row.valid_to,
    }));
}

/** Civil statuses with the partner each names, in one statement. */
export async function civilStatusesOf(
  db: Db,
  labels: Labels,
  insz: string,
  period: Period,
): Promise<CivilStatus[]> {
  const rows = (
    await db
      .selectFrom('person_civil_statuses as status')
      .leftJoin('persons as partner', 'partner.insz', 'status.partner_insz')
      .select([
        'status.code',
        'status.municipality_nis',
        'status.place',
        'status.country_nis',
        dateText('status.valid_from').as('valid_from'),
        optionalDateText('status.valid_to').as('valid_to'),
        'partner.insz as partner_insz',
        'partner.first_names as partner_first_names',
        'partner.last_name as partner_last_name',
        optionalDateText('partner.birth_date').as('partner_birth_date'),
        'partner.sex as partner_sex',
      ])
      .where('status.insz', '=', insz)
      .execute()
  )
    .filter((row) => inPeriod(row, period))
    .sort(newestFirst);
  return rows.map((row) => ({
    code: row.code,
    omschrijving: labels.civilStatus(row.code),
    datumBegin: row.valid_from,
    datumEinde: row.valid_to,
    partner: joinedPerson(
      row.partner_insz,
      row.partner_first_names,
      row.partner_last_name,
      row.partner_birth_date,
      row.partner_sex,
    ),
    plaats: place(labels, row.municipality_nis, row.place, row.country_nis),
  }));
}

function membershipQuery(db: Db) {
  return db
    .selectFrom('household_members')
    .select([
      'household_id',
      'insz',
      'position',
      dateText('valid_from').as('valid_from'),
      optionalDateText('valid_to').as('valid_to'),
    ]);
}

export async function membershipsOf(db: Db, insz: string): Promise<Membership[]> {
  const rows = await membershipQuery(db).where('insz', '=', insz).execute();
  return rows.map(toMembership);
}

export async function membersOfHouseholds(
  db: Db,
  householdIds: readonly number[],
): Promise<Map<number, Membership[]>> {
  const byHousehold = new Map<number, Membership[]>();
  if (householdIds.length === 0) return byHousehold;
  const rows = await membershipQuery(db)
    .where('household_id', 'in', [...new Set(householdIds)])
    .orderBy('position')
    .orderBy('valid_from')
    .execute();
  for (const row of rows) {
    const list = byHousehold.get(row.household_id) ?? [];
    list.push(toMembership(row));
    byHousehold.set(row.household_id, list);
  }
  return byHousehold;
}

function toMembership(row: {
  household_id: number;
  insz: string;
  position: string;
  valid_from: string;
  valid_to: string | null;
}): Membership {
  return {
    householdId: row.household_id,
    insz: row.insz,
    position: row.position,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
}

/** The person's full record on a date: addresses, nationalities, civil status, household head. */
export async function personRecord(
  db: Db,
  labels: Labels,
  row: PersonRow,
  { date, compact }: { date: string; compact: boolean },
): Promise<z.input<typeof personSchema>> {
  const identity = identityOf(row, labels);
  const period = { op: date };
  if (compact) {
    const [main] = await addressesOf(db, labels, row.insz, period, ['hoofdverblijfplaats']);
    return {
      ...identity,
      hoofdverblijfplaats: main ?? null,
      contactadres: null,
      verblijfplaatsBuitenland: null,
      nationaliteiten: [],
      burgerlijkeStaat: null,
      referentiepersoon: null,
      compact: true,
    };
  }
  const [addresses, nationalities, civilStatuses, head] = await Promise.all([
    addressesOf(db, labels, row.insz, period),
    nationalitiesOf(db, labels, row.insz, period),
    civilStatusesOf(db, labels, row.insz, period),
    referencePersonOn(db, row.insz, date),
  ]);
  const ofKind = (kind: AddressKind) => addresses.find((address) => address.soort === kind) ?? null;
  return {
    ...identity,
    hoofdverblijfplaats: ofKind('hoofdverblijfplaats'),
    contactadres: ofKind('contactadres'),
    verblijfplaatsBuitenland: ofKind('buitenland'),
    nationaliteiten: nationalities,
    burgerlijkeStaat: civilStatuses[0] ?? null,
    referentiepersoon: head,
    compact: false,
  };
}

/**
 * The reference person of the household the person belongs to on `date`, with the person's own
 * position in it: the person's memberships joined with the households' reference members and
 * their records, one statement.
 */
export async function referencePersonOn(db: Db, insz: string, date: string) {
  const rows = await db
    .selectFrom('household_members as own')
    .leftJoin('household_members as reference', (join) =>
      join
        .onRef('reference.household_id', '=', 'own.household_id')
        .on('reference.position', '=', referencePosition),
    )
    .leftJoin('persons as head', 'head.insz', 'reference.insz')
    .select([
      'own.household_id',
      'own.position',
      dateText('own.valid_from').as('valid_from'),
      optionalDateText('own.valid_to').as('valid_to'),
      optionalDateText('reference.valid_from').as('reference_valid_from'),
      optionalDateText('reference.valid_to').as('reference_valid_to'),
      'head.insz as head_insz',
      'head.first_names as head_first_names',
      'head.last_name as head_last_name',
      optionalDateText('head.birth_date').as('head_birth_date'),
      'head.sex as head_sex',
    ])
    .where('own.insz', '=', insz)
    .execute();
  const current = rows.find((membership) =>
    activeOn({ validFrom: membership.valid_from, validTo: membership.valid_to }, date),
  );
  if (!current) return null;
  const reference = rows.find(
    (candidate) =>
      candidate.household_id === current.household_id &&
      candidate.reference_valid_from !== null &&
      activeOn(
        { validFrom: candidate.reference_valid_from, validTo: candidate.reference_valid_to },
        date,
      ),
  );
  const head =
    reference &&
    joinedPerson(
      reference.head_insz,
      reference.head_first_names,
      reference.head_last_name,
      reference.head_birth_date,
      reference.head_sex,
    );
  return head ? { ...head, positie: labelled(positionLabels, current.position) } : null;
}
