// One lookup of one subject (a national number, a plate, an enterprise number, a capakey) by a
// consultation screen: read the subject from the path and the source and 'Uw referentie' from
// the link, refuse what cannot be consulted without asking the source, call the backend, and
// sort the answer into one of four states. Every domain's detail screen is built on it.
import type { SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/node';
import type { ConsultationOptions } from '@contracts/consultation';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import { readConsultation, type Consultation } from '~/routing/href';
import { markFormFailed } from '~/ui/form/form-reply.server';
import type { FormErrors } from '~/ui/form/parse-form';
import { BackendError } from './errors';

/** The subject as the link names it, and the source and reference it is consulted with. */
export interface SubjectLink extends Required<Consultation> {
  /** The subject in its stored form (the digits of a number), as the backend takes it. */
  subject: string;
  /** The subject as it was typed in the path, shown again on a refused link's form. */
  typed: string;
}

/** What the loader tells the screen: why nothing was consulted, or what was found. */
export type LookupOutcome<Found> =
  | {
      state: 'invalid';
      /** The search form with the link's values and errors, shown instead of the subject. */
      formResult: SubmissionResult<FormErrors>;
      /** A link followed from another site: the user confirms it first (logged in their name). */
      crossSite: boolean;
    }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'found'; found: Found };

export interface Lookup<Found> {
  link: SubjectLink;
  outcome: LookupOutcome<Found>;
  /** The HTTP status the page answers with. */
  status: 200 | 400 | 404 | 502;
}

export interface SubjectRule {
  /** The form field the subject is typed in: its errors are shown there. */
  field: string;
  /** The subject's own check (check digit, format); null when it may exist. */
  validate: (typed: string) => ValidationIssue | null;
  /** The stored form the backend takes (digits only, upper case, …). */
  normalise: (typed: string) => string;
}

export interface LookupRequest<Found> {
  request: Request;
  context: AppLoadContext;
  /** The subject as it stands in the path. */
  typed: string | undefined;
  subject: SubjectRule;
  /** What the role may ask for this lookup (contracts/consultation.ts). */
  options: ConsultationOptions;
  /** The backend call(s): a 404 is 'not found', any other backend failure 'failed'. */
  consult: (link: SubjectLink) => Promise<Found>;
}

/** The link's source when the role may ask it, otherwise the role's first source. */
function chosenSource(asked: string | null, options: ConsultationOptions): string {
  return asked && options.sources.includes(asked) ? asked : (options.sources[0] ?? '');
}

export async function lookupSubject<Found>({
  request,
  context,
  typed = '',
  subject,
  options,
  consult,
}: LookupRequest<Found>): Promise<Lookup<Found>> {
  const asked = readConsultation(new URL(request.url));
  const link: SubjectLink = {
    subject: subject.normalise(typed),
    typed,
    source: chosenSource(asked.source, options),
    reference: asked.reference,
  };
  const invalid = subject.validate(typed);
  const missingReference = options.referenceRequired && !link.reference;
  const crossSite = request.headers.get('sec-fetch-site') === 'cross-site';
  const initialValue = { [subject.field]: typed, bron: link.source, reference: link.reference };

  if (invalid || missingReference) {
    const error: Record<string, FormErrors> = {};
    if (invalid) error[subject.field] = [invalid];
    if (missingReference) error.reference = [issue('required')];
    markFormFailed(context);
    return {
      link,
      outcome: {
        state: 'invalid',
        crossSite,
        formResult: { status: 'error', initialValue, error },
      },
      status: invalid ? 404 : 400,
    };
  }
  if (crossSite) {
    return {
      link,
      outcome: { state: 'invalid', crossSite, formResult: { initialValue } },
      status: 200,
    };
  }

  try {
    return { link, outcome: { state: 'found', found: await consult(link) }, status: 200 };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    // A 404 is the no-result panel, silently; anything else an alert with the reference.
    return error.status === 404
      ? { link, outcome: { state: 'notFound' }, status: 404 }
      : { link, outcome: { state: 'failed' }, status: 502 };
  }
}
