// A search that lives in its screen's URL. Search forms are GET forms, so a search is a link: Back,
// a bookmark and the way back from a detail show it again, without JavaScript too. Every such
// search goes through the same steps, written here once:
//
// 1. nothing is asked while the URL carries none of the form's fields (a tab's own link);
// 2. a link followed from another site is not consulted: its values are shown on the form, for
//    the user to confirm from the portal itself (the consultation is logged in their name);
// 3. the form is read with the screen's rules; invalid values answer 400 with their errors;
// 4. the search is made (a paged search, a single call) and its outcome answers 200, 404 when the
//    source knows nothing, 502 when it failed;
// 5. one match opens its detail directly, with the way back to the list in its link, unless the
//    user came back to that list.
//
// A lookup search (a number that opens its subject's screen, which consults) takes steps 1, 3 and
// then opens the screen. The screen modules say only what differs: their fields, their call and
// the detail a match opens.
import type { Submission } from '@conform-to/react';
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
import { isSourceFailure, type BackendError } from '~/backend/errors';
import { requestLocale } from '~/i18n/i18next.server';
import type { RequestArgs } from '~/load-context';
import { markFormFailed, submissionReply } from '~/page-state/form-reply.server';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { resultsFragment, searchListParameter, searchModeParameter } from '~/page-state/url-names';
import { href, type ConsultationLink, type ScreenParams } from '~/routing/href';
import type { ScreenId, screens } from '~/screens';
import { isCrossSite } from './cross-site.server';

/** A search form's answer as its form reads it back: the values, and errors if any. */
export type FormReply = ReturnType<typeof submissionReply>;

/**
 * What a search screen shows: a link from another site to confirm, the form's errors, or the
 * search's outcome. `Form` is what the form reads back (most forms: conform's reply).
 */
export type SearchAnswer<Outcome, Form = FormReply> =
  | { status: 200; crossSite: true; result: Form }
  | { status: 400; result: Form }
  | { status: 200 | 404 | 502 | 504; result: Form; outcome: Outcome };

/**
 * An outcome that says the source failed (its request's correlation id; `timedOut`: it did not
 * answer in time, worth trying again soon) or knows nothing.
 */
export type Failed = { failed: string; timedOut?: boolean };
export type NotFound = { notFound: true };

/**
 * A failure of the source as a search's outcome (the request's correlation id names it for the
 * service desk); anything but a source's failure is not the user's to see and is thrown on.
 */
export function sourceFailure(context: AppLoadContext, error: unknown): Failed {
  if (!isSourceFailure(error)) throw error;
  return { failed: context.correlationId, timedOut: (error as BackendError).status === 504 };
}

/** The answer's HTTP status: a failed source is not a success, an unknown subject is not found. */
export function statusOf(outcome: object): 200 | 404 | 502 | 504 {
  if ('failed' in outcome) return (outcome as Failed).timedOut ? 504 : 502;
  if ('notFound' in outcome) return 404;
  return 200;
}

/**
 * A screen and its path's values: where a search's one match leads. A consultation screen's link
 * also carries its source and 'Uw referentie', and gets the way back to the list.
 */
export type DetailLink = {
  [Id in ScreenId]: { screen: Id; params: ScreenParams<Id> } & ((typeof screens)[Id] extends {
    consultation: true;
  }
    ? { consultation: ConsultationLink }
    : { consultation?: never });
}[ScreenId];

/** How a search's form is read from its URL. */
export interface SearchForm<Value, Form> {
  /** The values as typed, without errors: what a link from another site shows to confirm. */
  typed: (params: URLSearchParams) => Form;
  /** The form read with its rules: its value, or what it shows again with its errors. */
  read: (
    args: RequestArgs,
    params: URLSearchParams,
  ) => Promise<{ value: Value; result: Form } | { result: Form }>;
}

/** A form read with a zod schema, as most search forms are. */
export function schemaForm<Schema extends z.ZodType>(
  schema: Schema,
): SearchForm<z.output<Schema>, FormReply> {
  return {
    typed: (params) => ({
      initialValue: parseForm(params, schema).payload as NonNullable<FormReply['initialValue']>,
    }),
    read: (_args, params) => {
      const submission = parseForm(params, schema);
      return Promise.resolve(valueOf(submission));
    },
  };
}

/** A parsed submission as a search form reads it: its value, or its errors. */
export function valueOf<Value>(
  submission: Submission<unknown, FormErrors, Value>,
): { value: Value; result: FormReply } | { result: FormReply } {
  const result = submissionReply(submission);
  return submission.status === 'success' && submission.value !== undefined
    ? { value: submission.value, result }
    : { result };
}

export interface UrlSearch<Value, Outcome extends object, Form> {
  /** Whether the URL asks this search at all. */
  asks: (params: URLSearchParams) => boolean;
  form: SearchForm<Value, Form>;
  /** The search itself, for the form's value; a source's failure is an outcome, not an error. */
  search: (value: NoInfer<Value>, params: URLSearchParams) => Promise<Outcome>;
  /**
   * False for a search that names no one (sale prices): it is not a consultation, so a link from
   * another site is searched at once.
   */
  consultation?: false;
  /** The detail the outcome's one match opens; none when it found more, or nothing. */
  opens?: (outcome: Outcome, value: NoInfer<Value>) => DetailLink | null | undefined;
}

/** The way back to the list a one-match search opened its detail from. */
export function resultsLinkOf(url: URL): string {
  const back = new URLSearchParams(url.searchParams);
  back.set(searchListParameter, '1');
  return `${url.pathname}?${back.toString()}${resultsFragment}`;
}

/** The link to a detail screen, for this request's language; `results` is the way back. */
function linkTo(request: Request, link: DetailLink, results?: string): string {
  const query = link.consultation ? { ...link.consultation, results } : undefined;
  // The union of screens is checked where a link is made (DetailLink); href takes one screen.
  return href(link.screen, link.params as never, requestLocale(request), query as never);
}

/** A search in the URL, through the steps above: null while none is asked. */
export async function urlSearch<Value, Outcome extends object, Form>(
  args: RequestArgs,
  { asks, form, search, opens, consultation }: UrlSearch<Value, Outcome, Form>,
): Promise<SearchAnswer<Outcome, Form> | null> {
  const url = new URL(args.request.url);
  const params = url.searchParams;
  if (!asks(params)) return null;
  if (consultation !== false && isCrossSite(args.request)) {
    return { status: 200, crossSite: true, result: form.typed(params) };
  }
  const read = await form.read(args, params);
  if (!('value' in read)) {
    markFormFailed(args.context);
    return { status: 400, result: read.result };
  }
  const outcome = await search(read.value, params);
  const detail = params.has(searchListParameter) ? null : opens?.(outcome, read.value);
  if (detail) {
    throw redirect(linkTo(args.request, detail, resultsLinkOf(url)));
  }
  return { status: statusOf(outcome), result: read.result, outcome };
}

/**
 * A lookup search: a valid value opens its subject's screen, which consults (and confirms a link
 * from another site itself); invalid values answer 400 with their errors. Null while none is asked.
 */
export async function urlLookup<Value, Form>(
  args: RequestArgs,
  {
    asks,
    form,
    opens,
  }: Pick<UrlSearch<Value, object, Form>, 'asks' | 'form'> & {
    opens: (value: NoInfer<Value>) => DetailLink;
  },
): Promise<{ status: 400; result: Form } | null> {
  const params = new URL(args.request.url).searchParams;
  if (!asks(params)) return null;
  const read = await form.read(args, params);
  if (!('value' in read)) {
    markFormFailed(args.context);
    return { status: 400, result: read.result };
  }
  throw redirect(linkTo(args.request, opens(read.value)));
}

/** The search mode the URL asks, when the role may use it; else the role's first. */
export function chosenMode<Mode extends string>(
  request: Request,
  modes: readonly Mode[],
  allowed: readonly Mode[],
): Mode | null {
  const asked = new URL(request.url).searchParams.get(searchModeParameter);
  const mode = modes.find((candidate) => candidate === asked);
  return mode && allowed.includes(mode) ? mode : (allowed[0] ?? null);
}
