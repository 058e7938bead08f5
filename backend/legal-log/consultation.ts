// Consultations of personal data and the legal log: which of the call's permissions the active
// role used, the role's rules for the reference and the source, and the entry itself. Recording
// fails closed: when the entry cannot be written the call answers an error and no data.
import type { Kysely } from 'kysely';
import {
  consultationGrant,
  consultationOptions,
  type ConsultationCall,
} from '@contracts/consultation';
import { errorCodes } from '@contracts/http';
import type { PermissionGrant, Role } from '@contracts/session';
import type { Database } from '../db/schema';
import { CallError, type CallContext } from '../http/call';
import { message } from '../http/messages';
import { appendEntry, legalLogKey, type NewLegalLogEntry } from './chain';
import { groupCommitLog } from './group-commit';

/** Who registered an entry: Magda for the source calls answered here, Vip for registrations the portal sends (Solid is the third registrar the log knows). */
export type RegisteredBy = 'Vip' | 'Solid' | 'Magda';

export interface ConsultationRules {
  grant: PermissionGrant;
  role: Role;
}

function validationFailure(
  context: CallContext,
  field: string,
  key: 'referenceRequired' | 'sourceNotGranted',
) {
  return new CallError(400, {
    code: errorCodes.validation,
    message: message(context.language, 'validation'),
    errors: [{ message: message(context.language, key), code: field }],
  });
}

/**
 * The grant a consultation is made under, after the role's rules for the reference and the
 * source (contracts/consultation.ts, the same rules the portal offers its forms by): the source
 * asked must be one the role's grants for the call allow, and 'Uw referentie' is mandatory when
 * one of those grants demands it. The legal log names the first grant that allows the source.
 */
export function consultationRules(
  context: CallContext,
  call: ConsultationCall,
  {
    reference,
    source,
  }: {
    /** Null for a call that carries no reference (adding a person): the rule does not apply. */
    reference: string | undefined | null;
    /** Null for a call that asks no source. */
    source: string | null;
  },
): ConsultationRules {
  const role = context.activeRole;
  const options = consultationOptions(role, call);
  const anyGrant = consultationGrant(role, call, null);
  if (!role || !anyGrant) {
    throw new CallError(403, {
      code: 403,
      message: message(context.language, 'forbidden'),
      errors: [],
    });
  }
  if (options.referenceRequired && reference !== null && !reference)
    throw validationFailure(context, 'reference', 'referenceRequired');
  const grant = consultationGrant(role, call, source);
  if (!grant) throw validationFailure(context, 'bron', 'sourceNotGranted');
  return { grant, role };
}

export interface Consultation {
  operation: string;
  subjectKind: 'Insz' | 'PersoonsIdentificatie' | 'CapaKey' | 'Nrplaat' | 'KboNummer';
  subject: string;
  reference: string | null;
  source: string;
  outcome: string;
  registeredBy?: RegisteredBy;
}

export async function recordConsultation(
  context: CallContext,
  { grant, role }: ConsultationRules,
  consultation: Consultation,
  /** A transaction the entry belongs to (a change it records); the database otherwise. */
  executor: Kysely<Database> = context.services.db,
): Promise<{ id: string }> {
  const key = legalLogKey(context.services.hashSecret);
  // Within a transaction the entry stands or falls with the change it records; otherwise it waits
  // with the consultations of the same moment for one commit (group-commit.ts).
  const append = (entry: NewLegalLogEntry) =>
    executor.isTransaction
      ? appendEntry(executor, key, entry)
      : groupCommitLog(executor, key).append(entry);
  const registeredBy = consultation.registeredBy ?? 'Magda';
  // The consultations the backend answers itself: how long the source's answer took, from the
  // request's arrival to its entry (the answer leaves once the entry is written).
  const sourceMs =
    registeredBy === 'Magda'
      ? Math.max(0, Math.round(performance.now() - context.receivedAt))
      : null;
  try {
    return await append({
      correlationId: context.correlationId,
      userSubject: context.identity.sub,
      userName: `${context.identity.givenName} ${context.identity.familyName}`,
      organisationCode: role.organisatie.code,
      role: role.uri,
      permission: grant.naam,
      operation: consultation.operation,
      subjectKind: consultation.subjectKind,
      subject: consultation.subject,
      reference: consultation.reference,
      registeredBy,
      source: consultation.source,
      outcome: consultation.outcome,
      sourceMs,
    });
  } catch (error) {
    context.log.error({ err: error, operation: consultation.operation }, 'legal log write failed');
    throw new CallError(503, {
      code: errorCodes.system,
      message: message(context.language, 'legalLogUnavailable'),
      errors: [
        { message: message(context.language, 'legalLogUnavailable'), code: context.correlationId },
      ],
    });
  }
}

/** How many of the operations the user made since the moment given, as the legal log counts them. */
export async function consultationsSince(
  db: Kysely<Database>,
  userSubject: string,
  operations: readonly string[],
  since: Date,
): Promise<number> {
  const made = await db
    .selectFrom('legal_log')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_subject', '=', userSubject)
    .where('operation', 'in', operations)
    .where('logged_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(made.count);
}
