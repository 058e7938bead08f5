// Consultations of personal data and the legal log: which of the call's permissions the active
// role used, the role's rules for the reference and the source, and the entry itself. Recording
// fails closed: when the entry cannot be written the call answers an error and no data.
import type { Kysely } from 'kysely';
import { errorCodes } from '@contracts/http';
import type { Permission } from '@contracts/permissions';
import type { PermissionGrant, Role } from '@contracts/session';
import type { Database } from '../db/schema';
import { CallError, type CallContext } from '../http/call';
import { message } from '../http/messages';
import { appendEntry, legalLogKey } from './chain';

/** The role parameter that makes 'Uw referentie' mandatory (spec §5). */
export const referenceParameter = 'legalLogReferentieVerplicht';

/** Who registered an entry (spec: sources Vip, Solid, Magda): Magda for the source calls answered here, Vip for registrations the portal sends. */
export type RegisteredBy = 'Vip' | 'Solid' | 'Magda';

export interface ConsultationRules {
  grant: PermissionGrant;
  role: Role;
}

function validationFailure(
  context: CallContext<unknown>,
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
 * The grant the call is made under: the first of the call's permissions the active role holds
 * (the access rule already made sure there is one). Checks the reference and the source.
 */
export function consultationRules(
  context: CallContext<unknown>,
  permissions: readonly Permission[],
  {
    reference,
    source,
  }: {
    /** Null for a call that carries no reference (adding a person): the rule does not apply. */
    reference: string | undefined | null;
    source: string | null;
  },
): ConsultationRules {
  const role = context.activeRole;
  // In the call's order of permissions, not the role's: the same call always uses the same grant.
  const grant = permissions
    .map((permission) => role?.permissions.find((candidate) => candidate.naam === permission))
    .find((candidate) => candidate !== undefined);
  if (!role || !grant) {
    throw new CallError(403, {
      code: 403,
      message: message(context.language, 'forbidden'),
      errors: [],
    });
  }
  const referenceRequired = grant.parameters.some(
    (parameter) => parameter.naam === referenceParameter && parameter.waarde === '1',
  );
  if (referenceRequired && reference !== null && !reference)
    throw validationFailure(context, 'reference', 'referenceRequired');
  // A grant that names sources allows only those; one without sources the national register.
  const allowed = grant.bronnen.length > 0 ? grant.bronnen.map((bron) => bron.waarde) : ['RR'];
  if (source && !allowed.includes(source)) {
    throw validationFailure(context, 'bron', 'sourceNotGranted');
  }
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
  context: CallContext<unknown>,
  { grant, role }: ConsultationRules,
  consultation: Consultation,
  /** A transaction the entry belongs to (a change it records); the database otherwise. */
  executor: Kysely<Database> = context.services.db,
): Promise<{ id: string }> {
  try {
    return await appendEntry(executor, legalLogKey(context.services.hashSecret), {
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
      registeredBy: consultation.registeredBy ?? 'Magda',
      source: consultation.source,
      outcome: consultation.outcome,
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
