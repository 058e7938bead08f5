// Consultations of personal data and the legal log: which of the call's permissions the active
// role used, the role's rules for the reference and the source, and the entry itself. Recording
// fails closed: when the entry cannot be written the call answers an error and no data.
import { errorCodes } from '../../contracts/http';
import type { Permission } from '../../contracts/permissions';
import type { PermissionGrant, Role } from '../../contracts/session';
import { CallError, type CallContext } from '../http/call';
import { message } from '../http/messages';
import { appendEntry } from './chain';

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
  const grant = role?.permissions.find((candidate) =>
    (permissions as readonly string[]).includes(candidate.naam),
  );
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
  // A grant that names sources allows only those; one without sources allows the default.
  if (source && grant.bronnen.length > 0 && !grant.bronnen.some((bron) => bron.waarde === source)) {
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
): Promise<{ id: string }> {
  try {
    return await appendEntry(context.services.db, {
      loggedAt: new Date(),
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
