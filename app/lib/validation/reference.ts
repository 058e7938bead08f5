// 'Uw referentie': mandatory only when the role's legal-log parameter demands it.
import { issue, stringField, type ValidationIssue } from './issue';
import { isBlank } from './required';

/** The permission parameter that, with value '1', makes a legal-log reference mandatory. */
export const LEGAL_LOG_REFERENCE_PARAMETER = 'legalLogReferentieVerplicht';

export interface PermissionParameter {
  naam: string;
  waarde: string;
}

export function referenceRequired(parameters: readonly PermissionParameter[]): boolean {
  return parameters.some(
    (parameter) => parameter.naam === LEGAL_LOG_REFERENCE_PARAMETER && parameter.waarde === '1',
  );
}

export function validateReference(value: string, required: boolean): ValidationIssue | null {
  return required && isBlank(value) ? issue('required') : null;
}

export function referenceSchema(required: boolean) {
  return stringField((value) => validateReference(value, required)).transform((value) =>
    value.trim(),
  );
}

/** The field of a form: mandatory when required, otherwise it may be left out. */
export function referenceFieldSchema(required: boolean) {
  return required ? referenceSchema(true) : referenceSchema(false).optional();
}
