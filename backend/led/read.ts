// Reads the LED source into the shapes of contracts/led.ts, with the Dutch labels the source
// gives (contracts/led-codes.ts). Dates as 'YYYY-MM-DD' text, never through a JavaScript Date.
import { sql, type Kysely } from 'kysely';
import type { Proof, ProofMetadata } from '@contracts/led';
import {
  authenticityCodes,
  awardingBodyCodes,
  categoryCodes,
  proofStageCodes,
  proofStatusCodes,
  proofTypeCodes,
  qualificationLevelCodes,
} from '@contracts/led-codes';
import type { CodeLabels } from '@contracts/person-codes';
import type { Database } from '../db/schema';
import { storedIdempotencyKey, type ProofMutation, type RegisteredFacts } from './register';

type Db = Kysely<Database>;

function labelled(list: Readonly<Record<string, CodeLabels>>, code: string) {
  return { code, omschrijving: list[code]?.nl ?? code };
}

const timestamp = (value: Date | string) => new Date(value).toISOString();

/** The holder as the proofs' answer names them; undefined for a number nobody has. */
export async function proofHolder(db: Db, insz: string) {
  return db
    .selectFrom('persons')
    .where('insz', '=', insz)
    .select(['insz', 'last_name', 'first_names', sql<string>`birth_date::text`.as('birth_date')])
    .executeTakeFirst();
}

const proofColumns = [
  'reference',
  'insz',
  'mutation_reference',
  'status',
  'status_changed_at',
  'supplier_name',
  'supplier_reference',
  'authenticity',
  'category',
  'proof_type',
  'stage',
  'title',
  'field_of_study',
  'institution_name',
  'institution_number',
  'awarding_body',
  'level',
  sql<string>`issue_date::text`.as('issue_date'),
  'validity',
  'country',
  'language',
] as const;

type ProofRecord = Awaited<ReturnType<typeof registeredProofs>>[number];

function registeredProofs(db: Db, insz: string) {
  return db
    .selectFrom('led_proofs')
    .where('insz', '=', insz)
    .where('status', '=', '1')
    .select(proofColumns)
    .orderBy('issue_date', 'desc')
    .orderBy('registered_at', 'desc')
    .orderBy('reference')
    .execute();
}

function proofOf(row: ProofRecord): Proof {
  return {
    bewijsreferte: row.reference,
    bewijsmutatiereferte: row.mutation_reference,
    status: {
      ...labelled(proofStatusCodes, row.status),
      datumModificatie: timestamp(row.status_changed_at),
    },
    leverancier: { naam: row.supplier_name, bewijsreferte: row.supplier_reference },
    authenticiteit: labelled(authenticityCodes, row.authenticity),
    categorie: labelled(categoryCodes, row.category),
    bewijstype: labelled(proofTypeCodes, row.proof_type),
    bewijsstaat: labelled(proofStageCodes, row.stage),
    titel: row.title,
    studierichting: row.field_of_study,
    instelling: { naam: row.institution_name, nummer: row.institution_number },
    instantie: labelled(awardingBodyCodes, row.awarding_body),
    niveau: labelled(qualificationLevelCodes, row.level),
    uitreikingsdatum: row.issue_date,
    geldigheidsperiodes: row.validity.map((period) => ({
      begin: period.begin,
      einde: period.einde ?? null,
    })),
    land: row.country,
    taal: row.language,
  };
}

/** A person's registered proofs, newest issue date first (cancelled ones are no longer given). */
export async function proofsOf(db: Db, insz: string): Promise<Proof[]> {
  return (await registeredProofs(db, insz)).map(proofOf);
}

/** A proof's registration and every mutation; undefined when the person has no such proof. */
export async function proofMetadata(
  db: Db,
  insz: string,
  reference: string,
): Promise<ProofMetadata | undefined> {
  const row = await db
    .selectFrom('led_proofs')
    .where('reference', '=', reference)
    .where('insz', '=', insz)
    .select([
      'reference',
      'insz',
      'mutation_reference',
      'status',
      'status_changed_at',
      'supplier_name',
      'supplier_reference',
      'channel',
      'organisation_code',
      'organisation_name',
      'registered_at',
      'job_id',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const mutations = await db
    .selectFrom('led_proof_mutations')
    .where('proof_reference', '=', reference)
    .select(['mutation_reference', 'status', 'at'])
    .orderBy('at')
    .orderBy('status')
    .execute();
  return {
    insz: row.insz,
    bewijsreferte: row.reference,
    bewijsmutatiereferte: row.mutation_reference,
    status: {
      ...labelled(proofStatusCodes, row.status),
      datumModificatie: timestamp(row.status_changed_at),
    },
    leverancier: { naam: row.supplier_name, bewijsreferte: row.supplier_reference },
    registratie: {
      kanaal: row.channel,
      organisatie:
        row.organisation_code === null
          ? null
          : { code: row.organisation_code, naam: row.organisation_name ?? row.organisation_code },
      tijdstip: timestamp(row.registered_at),
      jobId: row.job_id,
    },
    mutaties: mutations.map((mutation) => ({
      bewijsmutatiereferte: mutation.mutation_reference,
      status: labelled(proofStatusCodes, mutation.status),
      tijdstip: timestamp(mutation.at),
    })),
  };
}

/**
 * The proof a user registered for an organisation under an idempotency key, with the references
 * that registration answered (its first mutation) and its facts; undefined when there is none.
 */
export async function proofByIdempotencyKey(
  db: Db,
  {
    registeredBy,
    organisationCode,
    key,
  }: { registeredBy: string; organisationCode: string; key: string },
): Promise<{ answer: ProofMutation; facts: RegisteredFacts } | undefined> {
  const row = await db
    .selectFrom('led_proofs')
    .where('registered_by', '=', registeredBy)
    .where('idempotency_key', '=', storedIdempotencyKey(organisationCode, key))
    .select([
      'reference',
      'insz',
      'authenticity',
      'category',
      'proof_type',
      'stage',
      'title',
      'field_of_study',
      'institution_name',
      'institution_number',
      'awarding_body',
      'level',
      sql<string>`issue_date::text`.as('issue_date'),
      'validity',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const first = await db
    .selectFrom('led_proof_mutations')
    .where('proof_reference', '=', row.reference)
    .where('status', '=', '1')
    .select('mutation_reference')
    .orderBy('at')
    .executeTakeFirstOrThrow();
  const { reference, validity, ...facts } = row;
  return {
    answer: { bewijsreferte: reference, bewijsmutatiereferte: first.mutation_reference },
    facts: {
      ...facts,
      validity: validity.map((period) => ({ begin: period.begin, einde: period.einde ?? null })),
    },
  };
}

/** The proofs a bulk job registered, each with the sheet line it came from, in the sheet's order. */
export function proofsOfJob(db: Db, jobId: string) {
  return db
    .selectFrom('led_proofs as p')
    .innerJoin('bulk_items as i', (join) =>
      join.onRef('i.job_id', '=', 'p.job_id').onRef('i.position', '=', 'p.job_position'),
    )
    .where('p.job_id', '=', jobId)
    .orderBy('p.job_position')
    .select([
      'p.insz',
      'p.reference',
      'p.mutation_reference',
      'p.status',
      'p.title',
      'p.registered_at',
      'i.line',
    ])
    .execute();
}
