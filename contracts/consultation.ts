// The rules of a consultation of personal data, read from the active role's permission grants:
// which sources the role may ask, whether 'Uw referentie' is mandatory, and under which grant
// the legal log records the call. The portal offers what these functions allow and the
// reference backend enforces the same functions, so the two cannot disagree.
import { z } from 'zod';
import type { CallContract, ConsultationSources } from './http';
import type { Permission } from './permissions';
import { hasVisibleCharacter, REFERENCE_MAX_LENGTH } from './reference';
import type { PermissionGrant, Role } from './session';

export { hasVisibleCharacter, REFERENCE_MAX_LENGTH };

/**
 * 'Uw referentie' as the backend takes it: at most 100 characters, at least one visible, and no
 * NUL (a database text cannot hold it: the legal log would refuse the entry).
 */
export const referenceText = z
  .string()
  .trim()
  .min(1)
  .max(REFERENCE_MAX_LENGTH)
  .refine(hasVisibleCharacter, { error: 'must contain a visible character' })
  .refine((value) => !value.includes('\u0000'), { error: 'must not contain a NUL character' });

/** The grant parameter that makes 'Uw referentie' mandatory when its value is '1'. */
export const referenceParameter = 'legalLogReferentieVerplicht';

/** A call's permission set and sources: a contract, or the same facts for a group of calls. */
export interface ConsultationCall {
  access: CallContract['access'];
  sources?: ConsultationSources;
}

function permissionsOf(call: ConsultationCall): readonly Permission[] {
  return call.access.kind === 'anyOf' ? call.access.permissions : [];
}

/** The role's grants for the call, in the order the call lists its permissions. */
export function grantsFor(role: Role | null, call: ConsultationCall): PermissionGrant[] {
  if (!role) return [];
  return permissionsOf(call).flatMap((permission) =>
    role.permissions.filter((grant) => grant.naam === permission),
  );
}

/** The sources one grant allows: those it names, or the call's default when it names none. */
export function sourcesOfGrant(grant: PermissionGrant, sources: ConsultationSources): string[] {
  return grant.bronnen.length > 0
    ? grant.bronnen.map((bron) => bron.waarde)
    : [sources.whenUnnamed];
}

/** Whether a grant demands 'Uw referentie'. */
export function grantRequiresReference(grant: PermissionGrant): boolean {
  return grant.parameters.some(
    (parameter) => parameter.naam === referenceParameter && parameter.waarde === '1',
  );
}

export interface ConsultationOptions {
  /** The sources the role may ask for this call, first one the default; empty: no access. */
  sources: string[];
  /** 'Uw referentie' is mandatory: one of the role's grants for the call demands it. */
  referenceRequired: boolean;
}

/**
 * What the role may do with the call: every source any of its grants for the call allows (in the
 * order of the call's known sources), and a mandatory reference when any of those grants asks
 * for one.
 */
export function consultationOptions(
  role: Role | null,
  call: ConsultationCall,
): ConsultationOptions {
  const grants = grantsFor(role, call);
  const known = call.sources?.known ?? [];
  const allowed = new Set(
    grants.flatMap((grant) => (call.sources ? sourcesOfGrant(grant, call.sources) : [])),
  );
  return {
    sources: known.filter((source) => allowed.has(source)),
    referenceRequired: grants.some(grantRequiresReference),
  };
}

/**
 * The grant the legal log records the call under: the first of the role's grants for the call
 * that allows the source asked (any of them for a call without sources); undefined when none does.
 */
export function consultationGrant(
  role: Role | null,
  call: ConsultationCall,
  source: string | null,
): PermissionGrant | undefined {
  const grants = grantsFor(role, call);
  if (source === null || !call.sources) return grants[0];
  const sources = call.sources;
  return grants.find((grant) => sourcesOfGrant(grant, sources).includes(source));
}
