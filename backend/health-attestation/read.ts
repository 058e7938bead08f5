// Reads the health attestation source for its calls (api/health-attestation.ts): certificates by
// id, by person or by search, their documents and sendings, the one-dose rule, the covid test
// prescriptions (CTPC) and the person a letter goes to. Dates are read as their text; a search
// reads one page of at most `maximumAttestationMatches` rows.
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  maximumAttestationMatches,
  type AttestationOrderField,
  type searchAttestations,
  type searchCtpc,
} from '@contracts/health-attestation';
import type { OutputOf } from '@contracts/http';
import { dateText, optionalDateText } from '../db/date-text';
import { pageWindow, type PageWindow } from '../db/paging';
import type { Database, HealthAttestationTable } from '../db/schema';
import { foldName } from '../population/fold';
import { letterAddress } from './rules';

type Executor = Kysely<Database>;
export type StoredAttestation = Selectable<HealthAttestationTable>;
export type DocumentKind = 'ATTESTATION' | 'CTPC';
type AttestationSearch = OutputOf<typeof searchAttestations.request>;
type CtpcSearch = OutputOf<typeof searchCtpc.request>;

/** The columns a certificate is read with: dates as their text. */
function attestationColumns(alias: string) {
  const column = (name: string) => `${alias}.${name}`;
  return [
    `${alias}.id`,
    `${alias}.fact_id`,
    `${alias}.insz`,
    `${alias}.first_name`,
    `${alias}.last_name`,
    `${alias}.search_first_name`,
    `${alias}.search_last_name`,
    `${alias}.birthdate`,
    `${alias}.zip_code`,
    `${alias}.type`,
    `${alias}.state`,
    optionalDateText(column('suspended_until')).as('suspended_until'),
    `${alias}.issued`,
    `${alias}.changed`,
    dateText(column('valid_from')).as('valid_from'),
    optionalDateText(column('valid_until')).as('valid_until'),
    `${alias}.telephone`,
    `${alias}.sent_on`,
    optionalDateText(column('cst_valid_until')).as('cst_valid_until'),
    `${alias}.uvci`,
    `${alias}.country`,
    `${alias}.vaccine_product`,
    `${alias}.dose_number`,
    optionalDateText(column('vaccinated_on')).as('vaccinated_on'),
    `${alias}.test_type`,
    `${alias}.test_result`,
    `${alias}.sampled_at`,
    `${alias}.test_centre`,
    `${alias}.ctpc_code`,
    optionalDateText(column('first_positive_on')).as('first_positive_on'),
    `${alias}.history`,
  ] as const;
}

function attestationsOf(db: Executor) {
  return db
    .selectFrom('health_attestations as a')
    .select(attestationColumns('a') as unknown as readonly 'a.id'[])
    .$castTo<StoredAttestation>();
}

/** A certificate by its id; locked for the transaction when asked. */
export async function attestationById(db: Executor, id: string, lock = false) {
  return attestationsOf(db)
    .where('a.id', '=', id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The person's latest active certificate (of the type given, else of any type). */
export async function latestActiveAttestation(
  db: Executor,
  insz: string,
  type: StoredAttestation['type'] | undefined,
) {
  return attestationsOf(db)
    .where('a.insz', '=', insz)
    .where('a.state', '=', 'ACTIVE')
    .$if(type !== undefined, (query) => query.where('a.type', '=', type ?? 'vac'))
    .orderBy('a.issued', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every certificate of the person, oldest first, locked for the transaction. */
export async function lockedAttestationsOf(db: Executor, insz: string) {
  return attestationsOf(db)
    .where('a.insz', '=', insz)
    .orderBy('a.issued')
    .orderBy('a.id')
    .forUpdate()
    .execute();
}

/** The certificates of the tests a prescription led to, oldest first. */
export async function attestationsOfCtpc(db: Executor, code: string) {
  return attestationsOf(db)
    .where('a.ctpc_code', '=', code)
    .orderBy('a.issued')
    .orderBy('a.id')
    .execute();
}

const orderColumns: Record<AttestationOrderField, keyof HealthAttestationTable> = {
  ISSUED: 'issued',
  CHANGED: 'changed',
  LAST_NAME: 'search_last_name',
  TYPE: 'type',
  STATE: 'state',
  VALID_FROM: 'valid_from',
  VALID_UNTIL: 'valid_until',
  SENT_ON: 'sent_on',
};

/** A day in Belgium of a moment column. */
const dayInBelgium = (column: string) =>
  sql<string>`(${sql.ref(column)} at time zone 'Europe/Brussels')::date`;

/** One page of the certificates a search finds (`today` decides which are still valid). */
export async function searchAttestationRows(
  db: Executor,
  search: AttestationSearch,
  today: string,
): Promise<{ rows: StoredAttestation[]; window: PageWindow }> {
  const matching = db
    .selectFrom('health_attestations as a')
    .$if(search.searchMode === 'INSZ', (query) => query.where('a.insz', '=', search.insz ?? ''))
    .$if(search.searchMode === 'NAME', (query) =>
      query
        .where('a.search_last_name', '=', foldName(search.lastName ?? ''))
        .where('a.search_first_name', '=', foldName(search.firstName ?? ''))
        .where('a.birthdate', '=', search.birthdate ?? ''),
    )
    .$if(search.issuedAfter !== undefined, (query) =>
      query.where(dayInBelgium('a.issued'), '>=', search.issuedAfter ?? ''),
    )
    .$if(search.issuedBefore !== undefined, (query) =>
      query.where(dayInBelgium('a.issued'), '<=', search.issuedBefore ?? ''),
    )
    .$if(search.changedAfter !== undefined, (query) =>
      query.where(dayInBelgium('a.changed'), '>=', search.changedAfter ?? ''),
    )
    .$if((search.attestationTypes ?? []).length > 0, (query) =>
      query.where('a.type', 'in', search.attestationTypes ?? []),
    )
    .$if((search.attestationsStates ?? []).length > 0, (query) =>
      query.where('a.state', 'in', search.attestationsStates ?? []),
    )
    .$if(search.activeOnly, (query) =>
      query
        .where('a.state', '=', 'ACTIVE')
        .where((eb) => eb.or([eb('a.valid_until', 'is', null), eb('a.valid_until', '>=', today)])),
    );
  const { count } = await matching
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(Number(count), search, maximumAttestationMatches);
  const direction = search.order === 'Asc' ? 'asc' : 'desc';
  const rows =
    window.limit > 0
      ? await matching
          .select(attestationColumns('a') as unknown as readonly 'a.id'[])
          .$castTo<StoredAttestation>()
          .orderBy(`a.${orderColumns[search.orderBy]}`, direction)
          .$if(search.orderBy === 'LAST_NAME', (query) =>
            query.orderBy('a.search_first_name', direction),
          )
          .orderBy('a.id', direction)
          .limit(window.limit)
          .offset(search.skip)
          .execute()
      : [];
  return { rows, window };
}

/** A certificate's sendings, the latest first. */
export async function sendingsOf(db: Executor, attestationId: string) {
  return db
    .selectFrom('health_attestation_sendings')
    .where('attestation_id', '=', attestationId)
    .selectAll()
    .orderBy('requested_at', 'desc')
    .orderBy('reference_id', 'desc')
    .execute();
}

/** The person as the register knows them, or undefined. */
export async function registeredPerson(db: Executor, insz: string) {
  return db
    .selectFrom('persons')
    .where('insz', '=', insz)
    .select(['insz', 'first_names', 'last_name'])
    .executeTakeFirst();
}

/** Whether the register knows the person, and where a letter can go today. */
export async function addressee(db: Executor, insz: string, today: string) {
  const person = await registeredPerson(db, insz);
  if (!person) return { person: null, address: 'none' as const };
  const current = await db
    .selectFrom('person_addresses')
    .where('insz', '=', insz)
    .where('valid_from', '<=', today)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)]))
    .select(['kind', 'house_number'])
    .execute();
  return { person, address: letterAddress(current) };
}

/** The person's one-dose rule as last set, or undefined when it never was. */
export async function oneDoseFlag(db: Executor, insz: string) {
  return db
    .selectFrom('health_one_dose_required')
    .where('insz', '=', insz)
    .selectAll()
    .executeTakeFirst();
}

/** The latest document made of a certificate or a prescription, or undefined. */
export async function storedDocument(db: Executor, kind: DocumentKind, id: string) {
  return db
    .selectFrom('health_documents')
    .where('kind', '=', kind)
    .where('subject_id', '=', id)
    .selectAll()
    .executeTakeFirst();
}

const ctpcColumns = [
  'c.id',
  'c.code',
  'c.first_name',
  'c.last_name',
  sql<string>`c.birthdate::text`.as('birthdate'),
  'c.phone',
  'c.insz',
  'c.created_at',
  sql<string>`c.valid_until::text`.as('valid_until'),
  'c.prescriber',
] as const;

/** A prescription by its id. */
export async function ctpcById(db: Executor, id: string) {
  return db
    .selectFrom('ctpc_records as c')
    .where('c.id', '=', id)
    .select(ctpcColumns)
    .executeTakeFirst();
}

/** One page of the prescriptions a search finds, the latest first. */
export async function searchCtpcRows(db: Executor, search: CtpcSearch) {
  const matching = db
    .selectFrom('ctpc_records as c')
    .$if(search.covidTestPrescriptionCode !== undefined, (query) =>
      query.where('c.code', '=', search.covidTestPrescriptionCode ?? ''),
    )
    .$if(search.phoneNumber !== undefined, (query) =>
      query.where('c.phone', '=', search.phoneNumber ?? ''),
    )
    .$if(search.lastName !== undefined, (query) =>
      query
        .where('c.search_last_name', '=', foldName(search.lastName ?? ''))
        .where('c.search_first_name', '=', foldName(search.firstName ?? ''))
        .where('c.birthdate', '=', search.birthdate ?? ''),
    );
  const { count } = await matching
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(Number(count), search, maximumAttestationMatches);
  const rows =
    window.limit > 0
      ? await matching
          .select(ctpcColumns)
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(window.limit)
          .offset(search.skip)
          .execute()
      : [];
  return { rows, window };
}
