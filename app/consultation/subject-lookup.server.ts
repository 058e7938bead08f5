// One lookup of one subject (a national number, a plate, an enterprise number, a capakey) by a
// consultation screen: read the subject from the path and the source and 'Uw referentie' from
// the link, refuse what cannot be consulted without asking the source, call the backend, and
// sort the answer into one of four states. Every domain's detail screen is built on it.
import type { SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/node';
import type { ConsultationOptions } from '@contracts/consultation';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { markFormFailed } from '~/page-state/form-reply.server';
import type { FormErrors } from '~/page-state/parse-form';
import { clearedFormParameter } from '~/page-state/url-names';
import { readConsultation, readResultsLink, type Consultation } from '~/routing/href';
import { isCrossSite } from './cross-site.server';

/** The subject as the link names it, and the source and reference it is consulted with. */
export interface SubjectLink extends Required<Omit<Consultation, 'asked'>> {
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
  /** The source failed; `timedOut`: it did not answer in time (worth trying again soon). */
  | { state: 'failed'; timedOut: boolean }
  | { state: 'found'; found: Found };

export interface Lookup<Found> {
  link: SubjectLink;
  /** The way back to the results the subject was opened from (their page and order), if any. */
  results: string | null;
  outcome: LookupOutcome<Found>;
  /** The HTTP status the page answers with. */
  status: 200 | 400 | 404 | 502 | 504;
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
  /**
   * The form's field for 'Uw referentie', where a refused link's errors show: 'reference' on a
   * form that posts, the link's own name on a GET form that sends the consultation in its URL.
   */
  referenceField?: string;
  /**
   * What else the link asks with besides its subject (a country, a second plate, the date of the
   * facts), each with its own check: a value that fails it is refused like an impossible subject,
   * with the error on its field.
   */
  alsoAsked?: readonly AlsoAsked[];
}

/** A value of the link next to its subject, as typed, with the result of its check. */
export interface AlsoAsked {
  field: string;
  /** As typed; the ticked values of a group of checkboxes. */
  typed: string | string[];
  issue: ValidationIssue | null;
}

/**
 * 'Uw referentie' the session's last consultation was made under: the search forms offer it again,
 * so switching between searches does not mean typing it again.
 */
export function rememberedReference(context: AppLoadContext, request?: Request): string {
  // A form opened from its clear link starts empty.
  if (request && new URL(request.url).searchParams.has(clearedFormParameter)) return '';
  return context.session.data?.reference ?? '';
}

/** Keeps the reference a consultation was made under for the session's next search forms. */
export function rememberReference(context: AppLoadContext, reference: string | undefined): void {
  const kept = reference?.trim();
  if (kept && kept !== rememberedReference(context)) context.session.update({ reference: kept });
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
  referenceField = 'reference',
  alsoAsked = [],
}: LookupRequest<Found>): Promise<Lookup<Found>> {
  const url = new URL(request.url);
  const asked = readConsultation(url);
  const results = readResultsLink(url);
  const link: SubjectLink = {
    subject: subject.normalise(typed),
    typed,
    source: chosenSource(asked.source, options),
    reference: asked.reference,
  };
  const invalid = subject.validate(typed);
  const otherInvalid = alsoAsked.filter((value) => value.issue !== null);
  const missingReference = options.referenceRequired && !link.reference;
  const crossSite = isCrossSite(request);
  const initialValue = {
    [subject.field]: typed,
    bron: link.source,
    [referenceField]: link.reference,
    ...Object.fromEntries(alsoAsked.map((value) => [value.field, value.typed])),
  };

  if (invalid || otherInvalid.length > 0 || missingReference) {
    const error: Record<string, FormErrors> = {};
    if (invalid) error[subject.field] = [invalid];
    for (const value of otherInvalid) if (value.issue) error[value.field] = [value.issue];
    if (missingReference) error[referenceField] = [issue('required')];
    markFormFailed(context);
    return {
      link,
      results,
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
      results,
      outcome: { state: 'invalid', crossSite, formResult: { initialValue } },
      status: 200,
    };
  }

  try {
    const found = await consult(link);
    rememberReference(context, link.reference);
    return { link, results, outcome: { state: 'found', found }, status: 200 };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    rememberReference(context, link.reference);
    // A 404 is the no-result panel, silently; a failure of the source an alert with the
    // reference: 504 when it did not answer in time, 502 for any other failure. Another refusal
    // is the error page with its status.
    if (error.status === 404) return { link, results, outcome: { state: 'notFound' }, status: 404 };
    if (!isSourceFailure(error)) throw error;
    const timedOut = error.status === 504;
    return {
      link,
      results,
      outcome: { state: 'failed', timedOut },
      status: timedOut ? 504 : 502,
    };
  }
}

/** A lookup as a domain asks it: everything but the request and where its subject was typed. */
export type SubjectLookup<Found> = Omit<LookupRequest<Found>, 'request' | 'context' | 'typed'>;

/** The subject lookup of a detail screen, its subject typed in the path's `param`. */
export function lookupInPath<Found>(
  args: RequestArgs,
  param: string,
  lookup: SubjectLookup<Found>,
): Promise<Lookup<Found>> {
  return lookupSubject({
    request: args.request,
    context: args.context,
    typed: args.params?.[param],
    ...lookup,
  });
}

/**
 * The subject lookup of a screen that asks its subject in its query (a GET form whose URL is the
 * consultation's link), with the role's capabilities and the reference its form offers: nothing
 * while the query's `field` names no subject. A subject that cannot exist is a mistake in the
 * form (400), not a missing page.
 */
export async function lookupInQuery<Found, Capabilities>(
  args: RequestArgs,
  {
    capabilities,
    field,
    lookup,
  }: {
    capabilities: Capabilities;
    field: string;
    /** The lookup, made only when the query names a subject. */
    lookup: () => SubjectLookup<Found>;
  },
) {
  const { request, context } = args;
  const typed = new URL(request.url).searchParams.get(field);
  const reference = rememberedReference(context, request);
  if (typed === null) return { capabilities, reference, lookup: null, status: 200 as const };
  const found = await lookupSubject({ request, context, typed, ...lookup() });
  const status = found.outcome.state === 'invalid' && found.status === 404 ? 400 : found.status;
  return { capabilities, reference, lookup: found, status };
}
