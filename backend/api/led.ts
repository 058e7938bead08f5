// The LED calls over the synthetic learning and experience proofs source: a person's proofs, a
// proof's metadata, registering a proof and cancelling one. Every call is a consultation: its
// legal-log entry is written before the answer leaves (for a registration or a cancellation in the
// same transaction as the change), and nothing is answered or changed when that fails. The source
// answers 40000 'Geen gegevens gevonden.' for a person it does not know, a person without
// registered proofs and a proof that is not the person's; a cancellation that names an older
// mutation of the proof gets 40001.
import type { Express } from 'express';
import {
  cancelProof,
  getProofMetadata,
  getProofs,
  ledErrorCodes,
  ledSource,
  registerProof,
  type Proofs,
} from '@contracts/led';
import { holdKeyLock } from '../db/key-lock';
import {
  CallError,
  idempotencyKeyOf,
  idempotencyKeyReused,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message } from '../http/messages';
import { proofByIdempotencyKey, proofHolder, proofMetadata, proofsOf } from '../led/read';
import {
  cancelProof as cancelProofRow,
  insertProof,
  registeredFacts,
  storedIdempotencyKey,
  type ProofMutation,
  type RegisteredFacts,
} from '../led/register';
import {
  consultationRules,
  recordConsultation,
  type ConsultationRules,
} from '../legal-log/consultation';

/** Any constant of its own: a registration and its repeat under the same key wait for each other. */
const idempotencyLock = 7_291_014;

/** The source's 40000: nothing found for the person or the proof. */
function noData(language: 'nl' | 'en'): CallError {
  const text = message(language, 'ledNoData');
  return new CallError(404, {
    code: 404,
    message: text,
    errors: [{ message: text, code: ledErrorCodes.notFound }],
  });
}

/** The source's 40001: the proof changed since the caller read it. */
function changed(language: 'nl' | 'en'): CallError {
  const text = message(language, 'ledProofChanged');
  return new CallError(409, {
    code: 409,
    message: text,
    errors: [{ message: text, code: ledErrorCodes.changed }],
  });
}

function record(
  context: CallContext,
  rules: ConsultationRules,
  entry: { operation: string; insz: string; reference: string | undefined; outcome: string },
  executor?: Parameters<typeof recordConsultation>[3],
) {
  return recordConsultation(
    context,
    rules,
    {
      operation: entry.operation,
      subjectKind: 'Insz',
      subject: entry.insz,
      reference: entry.reference ?? null,
      source: ledSource,
      outcome: entry.outcome,
    },
    executor,
  );
}

export function ledApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getProofs, async (context) => {
    const { insz } = context.params;
    const { reference } = context.query;
    const rules = consultationRules(context, getProofs, { reference, source: ledSource });
    const db = context.services.db;
    const person = await proofHolder(db, insz);
    const proofs = person ? await proofsOf(db, insz) : [];
    await record(context, rules, {
      operation: getProofs.id,
      insz,
      reference,
      outcome: !person ? 'niet gevonden' : proofs.length === 0 ? 'geen gegevens' : 'gevonden',
    });
    if (!person || proofs.length === 0) throw noData(context.language);
    const answer: Proofs = {
      insz: person.insz,
      persoon: {
        naam: { achternaam: person.last_name, voornamen: person.first_names },
        geboortedatum: person.birth_date,
      },
      bewijzen: proofs,
    };
    return answer;
  });

  serveCall(app, services, getProofMetadata, async (context) => {
    const { insz, bewijsreferte } = context.params;
    const { reference } = context.query;
    const rules = consultationRules(context, getProofMetadata, { reference, source: ledSource });
    const db = context.services.db;
    const person = await proofHolder(db, insz);
    const metadata = person ? await proofMetadata(db, insz, bewijsreferte) : undefined;
    await record(context, rules, {
      operation: getProofMetadata.id,
      insz,
      reference,
      outcome: !person ? 'niet gevonden' : !metadata ? 'geen gegevens' : 'gevonden',
    });
    if (!metadata) throw noData(context.language);
    return metadata;
  });

  serveCall(app, services, registerProof, async (context) => {
    const { reference, ...proof } = context.body;
    const rules = consultationRules(context, registerProof, { reference, source: ledSource });
    const key = idempotencyKeyOf(context);
    const organisation = rules.role.organisatie;
    const registeredBy = context.identity.sub;
    const facts = registeredFacts(proof);
    const outcome = await context.services.db
      .transaction()
      .execute(async (trx): Promise<ProofMutation | 'unknownPerson' | 'keyReused'> => {
        if (key !== null) {
          // Held until commit: a repeat sent at once waits for the first and then finds it.
          const lockName = `${registeredBy} ${storedIdempotencyKey(organisation.code, key)}`;
          await holdKeyLock(trx, idempotencyLock, lockName);
          const earlier = await proofByIdempotencyKey(trx, {
            registeredBy,
            organisationCode: organisation.code,
            key,
          });
          // The same request again answers what the first got, and adds (and records) nothing.
          if (earlier) return sameFacts(earlier.facts, facts) ? earlier.answer : 'keyReused';
        }
        if (!(await proofHolder(trx, proof.insz))) {
          await record(
            context,
            rules,
            { operation: registerProof.id, insz: proof.insz, reference, outcome: 'niet gevonden' },
            trx,
          );
          return 'unknownPerson';
        }
        const registered = await insertProof(trx, proof, {
          channel: 'PORTAAL',
          organisationCode: organisation.code,
          organisationName: organisation.naam,
          registeredBy,
          idempotencyKey: key,
        });
        await record(
          context,
          rules,
          { operation: registerProof.id, insz: proof.insz, reference, outcome: 'geregistreerd' },
          trx,
        );
        return registered;
      });
    if (outcome === 'unknownPerson') throw noData(context.language);
    if (outcome === 'keyReused') {
      throw idempotencyKeyReused(context.language);
    }
    return { melding: 'OK' as const, ...outcome };
  });

  serveCall(app, services, cancelProof, async (context) => {
    const { insz, bewijsreferte, bewijsmutatiereferte } = context.params;
    const { reference } = context.query;
    const rules = consultationRules(context, cancelProof, { reference, source: ledSource });
    const entry = (outcome: string) => ({
      operation: cancelProof.id,
      insz,
      reference,
      outcome,
    });
    const outcome = await context.services.db.transaction().execute(async (trx) => {
      if (!(await proofHolder(trx, insz))) {
        await record(context, rules, entry('niet gevonden'), trx);
        return 'notFound' as const;
      }
      const result = await cancelProofRow(trx, { insz, bewijsreferte, bewijsmutatiereferte });
      await record(
        context,
        rules,
        entry(
          result === 'notFound'
            ? 'geen gegevens'
            : result === 'changed'
              ? 'gewijzigd'
              : 'geannuleerd',
        ),
        trx,
      );
      return result;
    });
    if (outcome === 'notFound') throw noData(context.language);
    if (outcome === 'changed') throw changed(context.language);
    return { melding: 'OK' as const, ...outcome };
  });
}

function sameFacts(a: RegisteredFacts, b: RegisteredFacts): boolean {
  return (Object.keys(a) as (keyof RegisteredFacts)[]).every(
    (field) => JSON.stringify(a[field]) === JSON.stringify(b[field]),
  );
}
