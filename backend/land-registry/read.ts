// Reading the synthetic land registry: partitions as a search lists them, a partition's parcel
// data with its buildings, and current ownership states with their parties and rights, the codes
// with their label in the caller's language.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  maximumPartitions,
  partitionIdOf,
  type Building,
  type OwnershipState,
  type Parcel,
  type PartitionRow,
  type Party,
  type Right,
} from '@contracts/land-registry';
import {
  cadastralNatures,
  constructionIndications,
  constructionQualities,
  constructionTypes,
  holderListTypes,
  incomeDigitCodes,
  incomeLetterCodes,
  registrationTypes,
  rightTypes,
} from '@contracts/land-registry-codes';
import type { CodeLabels } from '@contracts/person-codes';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';

type Executor = Kysely<Database>;
/** A code with its label in the language (Dutch where there is no English). */
export function codeOf(
  list: Readonly<Record<string, CodeLabels>>,
  code: string,
  language: Language,
): { code: string; omschrijving: string } {
  const labels = list[code];
  return { code, omschrijving: (language === 'en' ? labels?.en : undefined) ?? labels?.nl ?? code };
}

/** A whole code list, in its order. */
export function codeListOf(
  list: Readonly<Record<string, CodeLabels>>,
  language: Language,
): { code: string; omschrijving: string }[] {
  return Object.keys(list).map((code) => codeOf(list, code, language));
}

type PartitionQuery = SelectQueryBuilder<
  Database & { d: Database['land_divisions']; m: Database['municipalities'] },
  'land_partitions' | 'd' | 'm',
  object
>;

function partitionsQuery(db: Executor) {
  return db
    .selectFrom('land_partitions')
    .innerJoin('land_divisions as d', 'd.code', 'land_partitions.division_code')
    .innerJoin('municipalities as m', 'm.nis_code', 'd.municipality_nis');
}

const partitionColumns = [
  'land_partitions.id',
  'land_partitions.capakey',
  'land_partitions.partition',
  'land_partitions.division_code',
  'land_partitions.section',
  'land_partitions.radical',
  'land_partitions.bis',
  'land_partitions.exponent',
  'land_partitions.power',
  'land_partitions.nature',
  'land_partitions.income_amount',
  'land_partitions.income_letter',
  'land_partitions.income_digit',
  'land_partitions.surface',
  'land_partitions.x',
  'land_partitions.y',
  'land_partitions.address',
  'd.name as division_name',
  'd.municipality_nis',
  'm.name_nl as municipality_name',
] as const;

type StoredPartition = Awaited<ReturnType<typeof readPartitions>>[number];

async function readPartitions(
  db: Executor,
  where: (query: PartitionQuery) => PartitionQuery,
  limit: number | null,
) {
  let query = where(partitionsQuery(db) as unknown as PartitionQuery) as unknown as ReturnType<
    typeof partitionsQuery
  >;
  query = query.orderBy('land_partitions.capakey').orderBy('land_partitions.partition');
  const selected = query.select(partitionColumns);
  return limit === null ? selected.execute() : selected.limit(limit).execute();
}

function rowOf(row: StoredPartition, language: Language): PartitionRow {
  return {
    id: partitionIdOf(row.capakey, row.partition),
    capakey: row.capakey,
    partitie: row.partition,
    gemeente: { nisCode: row.municipality_nis, naam: row.municipality_name },
    afdeling: { code: row.division_code, naam: row.division_name },
    sectie: row.section,
    perceelnummer: `${row.radical}/${row.bis}${row.exponent}${row.power}`,
    aard: codeOf(cadastralNatures, row.nature, language),
    oppervlakte: row.surface,
    adres: row.address,
  };
}

export interface PlaceSearch {
  capakey?: string;
  gemeente?: string;
  afdeling?: string;
  sectie?: string;
  perceelnummer?: string;
}

/** The partitions a parcel search finds: the first 100 in capakey order, and how many in all. */
export async function searchPartitions(
  db: Executor,
  search: PlaceSearch,
  language: Language,
): Promise<{ resultaten: PartitionRow[]; totaal: number; afgekapt: boolean }> {
  const where = (query: PartitionQuery): PartitionQuery => {
    let narrowed = query;
    if (search.capakey !== undefined)
      narrowed = narrowed.where('land_partitions.capakey', '=', search.capakey);
    if (search.gemeente !== undefined)
      narrowed = narrowed.where('d.municipality_nis', '=', search.gemeente);
    if (search.afdeling !== undefined)
      narrowed = narrowed.where('land_partitions.division_code', '=', search.afdeling);
    if (search.sectie !== undefined)
      narrowed = narrowed.where('land_partitions.section', '=', search.sectie);
    if (search.perceelnummer !== undefined) {
      const [radical = '', rest] = search.perceelnummer.split('/');
      narrowed = narrowed.where('land_partitions.radical', '=', radical.padStart(4, '0'));
      if (rest !== undefined) {
        narrowed = narrowed
          .where('land_partitions.bis', '=', rest.slice(0, 2))
          .where('land_partitions.exponent', '=', rest.slice(2, 3))
          .where('land_partitions.power', '=', rest.slice(3));
      }
    }
    return narrowed;
  };
  const rows = await readPartitions(db, where, maximumPartitions + 1);
  let total = rows.length;
  if (rows.length > maximumPartitions) {
    const counted = (await (
      where(partitionsQuery(db) as unknown as PartitionQuery) as unknown as ReturnType<
        typeof partitionsQuery
      >
    )
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirst()) as { count: string | number } | undefined;
    total = Number(counted?.count ?? rows.length);
  }
  return {
    resultaten: rows.slice(0, maximumPartitions).map((row) => rowOf(row, language)),
    totaal: total,
    afgekapt: total > maximumPartitions,
  };
}

/** A parcel's partitions (every one of a capakey), in partition order. */
export async function partitionsOfCapakey(db: Executor, capakey: string, language: Language) {
  const rows = await readPartitions(
    db,
    (query) => query.where('land_partitions.capakey', '=', capakey),
    null,
  );
  return rows.map((row) => rowOf(row, language));
}

/** One partition with its parcel data and buildings; null when there is none. */
export async function readParcel(
  db: Executor,
  capakey: string,
  partition: string,
  language: Language,
): Promise<Parcel | null> {
  const [row] = await readPartitions(
    db,
    (query) =>
      query
        .where('land_partitions.capakey', '=', capakey)
        .where('land_partitions.partition', '=', partition),
    1,
  );
  if (!row) return null;
  const buildings = await db
    .selectFrom('land_buildings')
    .selectAll()
    .where('partition_id', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    ...rowOf(row, language),
    grondnummer: row.radical,
    bisnummer: row.bis,
    exponent: row.exponent,
    macht: row.power,
    kadastraalInkomen: {
      bedrag: row.income_amount,
      lettercode: codeOf(incomeLetterCodes, row.income_letter, language),
      cijfercode: codeOf(incomeDigitCodes, row.income_digit, language),
    },
    coordinaat: { x: row.x, y: row.y },
    gebouwen: buildings.map((building): Building => ({
      adres: building.address,
      constructie: {
        indicatie: codeOf(constructionIndications, building.indication, language),
        kwaliteit: codeOf(constructionQualities, building.quality, language),
        type: codeOf(constructionTypes, building.type, language),
        jaar: building.year,
      },
      pur: {
        aard: codeOf(cadastralNatures, building.pur_nature, language),
        nummer: building.pur_number,
      },
      bebouwdeOppervlakte: building.built_surface,
      aantalVerdiepingen: building.floors,
      aantalRuimtes: building.rooms,
      aantalBadkamers: building.bathrooms,
      aantalGarages: building.garages,
      centraleVerwarming: building.central_heating,
    })),
  };
}

/** The parties of a state and their rights, in the order the state lists them. */
export async function rightsOfStates(
  db: Executor,
  stateIds: readonly string[],
  language: Language,
) {
  const byState = new Map<string, { parties: Party[]; rights: Right[] }>();
  if (stateIds.length === 0) return byState;
  const rows = await db
    .selectFrom('land_rights as r')
    .leftJoin('persons as p', 'p.insz', 'r.insz')
    .leftJoin('enterprises as e', 'e.enterprise_number', 'r.enterprise_number')
    .select([
      'r.state_id',
      'r.party_id',
      'r.insz',
      'r.enterprise_number',
      'r.right_type',
      'r.share_numerator',
      'r.share_denominator',
      'r.list_type',
      'r.lives_on_property',
      'p.last_name',
      'p.first_names',
      sql<string | null>`p.birth_date::text`.as('birth_date'),
      'e.official_name',
    ])
    .where('r.state_id', 'in', [...stateIds])
    .orderBy('r.state_id')
    .orderBy('r.position')
    .execute();
  for (const row of rows) {
    const entry = byState.get(row.state_id) ?? { parties: [], rights: [] };
    byState.set(row.state_id, entry);
    // A party is named once, however many rights it holds.
    if (!entry.parties.some((party) => party.partijId === row.party_id)) {
      entry.parties.push(
        row.insz !== null
          ? {
              partijId: row.party_id,
              soort: 'persoon',
              insz: row.insz,
              naam: [...(row.first_names ?? []), row.last_name ?? ''].join(' ').trim(),
              geboortedatum: row.birth_date ?? '',
            }
          : {
              partijId: row.party_id,
              soort: 'onderneming',
              ondernemingsnummer: row.enterprise_number ?? '',
              naam: row.official_name ?? row.enterprise_number ?? '',
            },
      );
    }
    entry.rights.push({
      partijId: row.party_id,
      recht: codeOf(rightTypes, row.right_type, language),
      aandeel: { teller: row.share_numerator, noemer: row.share_denominator },
      omschrijving: `-${row.share_numerator}/${row.share_denominator}-`,
      lijstType: codeOf(holderListTypes, row.list_type, language),
      woontOpEigendom: row.lives_on_property,
    });
  }
  return byState;
}

/** The current ownership states of partitions, by partition id (storage form). */
export async function currentStates(
  db: Executor,
  partitionIds: readonly string[],
  language: Language,
): Promise<Map<string, OwnershipState>> {
  const states = new Map<string, OwnershipState>();
  if (partitionIds.length === 0) return states;
  const rows = await db
    .selectFrom('land_ownership_states')
    .select([
      'id',
      'partition_id',
      'article',
      'previous_article',
      sql<string>`valid_from::text`.as('valid_from'),
      'version_begin',
      'registration_type',
      'complete',
    ])
    .where('partition_id', 'in', [...partitionIds])
    .where('valid_to', 'is', null)
    .execute();
  if (rows.length === 0) return states;
  const rights = await rightsOfStates(
    db,
    rows.map((row) => row.id),
    language,
  );
  for (const row of rows) {
    const own = rights.get(row.id) ?? { parties: [], rights: [] };
    states.set(row.partition_id, {
      eigendomId: row.id,
      artikel: row.article,
      voorgaandArtikel: row.previous_article,
      begin: row.valid_from,
      jaarBegin: Number(row.valid_from.slice(0, 4)),
      versieBegin: row.version_begin,
      inschrijvingType: codeOf(registrationTypes, row.registration_type, language),
      partijen: own.parties,
      rechten: own.rights,
      volledig: row.complete,
    });
  }
  return states;
}

/** The partitions in which an owner holds a right of a current state: ids in capakey order. */
export async function partitionsOfOwner(
  db: Executor,
  owner: { insz: string } | { enterprise: string },
): Promise<string[]> {
  let query = db
    .selectFrom('land_rights as r')
    .innerJoin('land_ownership_states as s', 's.id', 'r.state_id')
    .where('s.valid_to', 'is', null)
    .select('s.partition_id')
    .distinct()
    .orderBy('s.partition_id');
  query =
    'insz' in owner
      ? query.where('r.insz', '=', owner.insz)
      : query.where('r.enterprise_number', '=', owner.enterprise);
  return (await query.execute()).map((row) => row.partition_id);
}

/** Partitions by id, in the order given. */
export async function partitionsById(db: Executor, ids: readonly string[], language: Language) {
  if (ids.length === 0) return [];
  const rows = await readPartitions(
    db,
    (query) => query.where('land_partitions.id', 'in', [...ids]),
    null,
  );
  return rows.map((row) => rowOf(row, language));
}

/** The owner a search names as the population knows them, or undefined. */
export function ownerPerson(db: Executor, insz: string) {
  return db
    .selectFrom('persons')
    .select(['insz', 'last_name', 'first_names', sql<string>`birth_date::text`.as('birth_date')])
    .where('insz', '=', insz)
    .executeTakeFirst();
}

/** The owner a search names as the enterprise register knows them, or undefined. */
export function ownerEnterprise(db: Executor, enterpriseNumber: string) {
  return db
    .selectFrom('enterprises')
    .select(['enterprise_number', 'official_name'])
    .where('enterprise_number', '=', enterpriseNumber)
    .executeTakeFirst();
}

/** The municipalities of a province (by its Dutch name), by name. */
export function municipalitiesOfProvince(db: Executor, provinceNl: string) {
  return db
    .selectFrom('municipalities')
    .select(['nis_code', 'name_nl'])
    .where('province_nl', '=', provinceNl)
    .orderBy('name_nl')
    .execute();
}

/** The municipalities the cadastre has divisions in, by name. */
export function cadastreMunicipalities(db: Executor) {
  return db
    .selectFrom('land_divisions as d')
    .innerJoin('municipalities as m', 'm.nis_code', 'd.municipality_nis')
    .select(['m.nis_code', 'm.name_nl'])
    .distinct()
    .orderBy('m.name_nl')
    .execute();
}

/** A municipality's cadastral divisions, in their order. */
export function divisionsOf(db: Executor, municipalityNis: string) {
  return db
    .selectFrom('land_divisions')
    .select(['code', 'name'])
    .where('municipality_nis', '=', municipalityNis)
    .orderBy('number')
    .execute();
}

/** A division's sections. */
export function sectionsOf(db: Executor, divisionCode: string) {
  return db
    .selectFrom('land_partitions')
    .select('section')
    .distinct()
    .where('division_code', '=', divisionCode)
    .orderBy('section')
    .execute();
}

/** A section's parcels, by capakey. */
export function plotsOf(db: Executor, divisionCode: string, section: string) {
  return db
    .selectFrom('land_partitions')
    .select(['capakey', 'radical', 'bis', 'exponent', 'power'])
    .distinct()
    .where('division_code', '=', divisionCode)
    .where('section', '=', section)
    .orderBy('capakey')
    .execute();
}
