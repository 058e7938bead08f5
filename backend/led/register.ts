// Registering and cancelling proofs in the synthetic LED source: the changes the single calls and
// the bulk jobs make. Each runs on the executor it is given, so the caller's transaction holds the
// change together with its legal-log entry (and, for a bulk item, the item's status).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { proofItemSchema } from '@contracts/led';
import type { Database } from '../db/schema';
import type { ProofRow } from './generate';

export type ProofFacts = z.output<typeof proofItemSchema>;

export interface Registration {
  /** PORTAAL for a proof registered on its own, BULK for an item of a bulk job. */
  channel: 'PORTAAL' | 'BULK';
  organisationCode: string;
  /** The supplier the proof names: the organisation that registered it. */
  organisationName: string;
  /** The token subject of the user who registered it. */
  registeredBy: string;
  /** The Idempotency-Key the registration was sent with (counts per user and organisation). */
  idempotencyKey?: string | null;
  jobId?: string;
  jobPosition?: number;
}

export interface ProofMutation {
  bewijsreferte: string;
  bewijsmutatiereferte: string;
}

/**
 * The stored form of an idempotency key: it counts for one user acting for one organisation, so
 * the organisation is part of it (the table keeps one key per user).
 */
export function storedIdempotencyKey(organisationCode: string, key: string): string {
  return `${organisationCode} ${key}`;
}

/** The facts of a registration as the request gave them, to compare a repeated request with. */
export type RegisteredFacts = Pick<
  ProofRow,
  | 'insz'
  | 'authenticity'
  | 'category'
  | 'proof_type'
  | 'stage'
  | 'title'
  | 'field_of_study'
  | 'institution_name'
  | 'institution_number'
  | 'awarding_body'
  | 'level'
  | 'issue_date'
  | 'validity'
>;

/** A registration's facts as stored: the columns of the proof the request gives. */
export function registeredFacts(proof: ProofFacts): RegisteredFacts {
  return {
    insz: proof.insz,
    authenticity: proof.authenticiteit,
    category: proof.categorie,
    proof_type: proof.bewijstype,
    stage: proof.bewijsstaat,
    title: proof.titel,
    field_of_study: proof.studierichting ?? null,
    institution_name: proof.instelling.naam,
    institution_number: proof.instelling.nummer ?? null,
    awarding_body: proof.instantie,
    level: proof.niveau,
    issue_date: proof.uitreikingsdatum,
    validity: proof.geldigheidsperiodes.map((period) => ({
      begin: period.begin,
      einde: period.einde ?? null,
    })),
  };
}

/** Inserts a proof and its first mutation (status 1), and answers their new references. */
export async function insertProof(
  executor: Kysely<Database>,
  proof: ProofFacts,
  registration: Registration,
): Promise<ProofMutation> {
  const bewijsreferte = randomUUID();
  const bewijsmutatiereferte = randomUUID();
  const now = new Date();
  const facts = registeredFacts(proof);
  await executor
    .insertInto('led_proofs')
    .values({
      reference: bewijsreferte,
      mutation_reference: bewijsmutatiereferte,
      status: '1',
      status_changed_at: now,
      supplier_name: registration.organisationName,
      supplier_reference: randomUUID(),
      ...facts,
      validity: JSON.stringify(facts.validity),
      country: 'BEL',
      language: 'nld',
      channel: registration.channel,
      organisation_code: registration.organisationCode,
      organisation_name: registration.organisationName,
      registered_at: now,
      job_id: registration.jobId ?? null,
      job_position: registration.jobPosition ?? null,
      idempotency_key: registration.idempotencyKey
        ? storedIdempotencyKey(registration.organisationCode, registration.idempotencyKey)
        : null,
      registered_by: registration.registeredBy,
    })
    .execute();
  await executor
    .insertInto('led_proof_mutations')
    .values({
      mutation_reference: bewijsmutatiereferte,
      proof_reference: bewijsreferte,
      status: '1',
      at: now,
    })
    .execute();
  return { bewijsreferte, bewijsmutatiereferte };
}

/** Why a proof cannot be cancelled. */
export type CancelRefusal = 'notFound' | 'changed';

/**
 * Cancels a registered proof of a person: status 10 with a new mutation. The proof must be the
 * person's and still registered ('notFound' otherwise), and the mutation named the latest one
 * ('changed' when it changed since it was read). The row is locked until the caller's transaction
 * ends, so two cancellations at once cannot both pass.
 */
export async function cancelProof(
  executor: Kysely<Database>,
  target: { insz: string; bewijsreferte: string; bewijsmutatiereferte: string },
): Promise<ProofMutation | CancelRefusal> {
  const proof = await executor
    .selectFrom('led_proofs')
    .where('reference', '=', target.bewijsreferte)
    .where('insz', '=', target.insz)
    .select(['status', 'mutation_reference'])
    .forUpdate()
    .executeTakeFirst();
  if (!proof || proof.status !== '1') return 'notFound';
  if (proof.mutation_reference !== target.bewijsmutatiereferte) return 'changed';
  const bewijsmutatiereferte = randomUUID();
  const now = new Date();
  await executor
    .insertInto('led_proof_mutations')
    .values({
      mutation_reference: bewijsmutatiereferte,
      proof_reference: target.bewijsreferte,
      status: '10',
      at: now,
    })
    .execute();
  await executor
    .updateTable('led_proofs')
    .set({ status: '10', status_changed_at: now, mutation_reference: bewijsmutatiereferte })
    .where('reference', '=', target.bewijsreferte)
    .execute();
  return { bewijsreferte: target.bewijsreferte, bewijsmutatiereferte };
}
