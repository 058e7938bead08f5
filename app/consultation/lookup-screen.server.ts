// What a detail screen's loader answers: the subject lookup as the domain gave it, what the screen
// adds to it (its title, the subject's when found and the search's otherwise, and any links it
// decided), and the request's reference, which the error alert of a failed source names. The
// page's status is the lookup's, so a subject not found answers 404 and a failed source 502 on
// every detail screen alike.
import { data } from '@remix-run/node';
import type { RequestArgs } from '~/load-context';
import { rememberedReference } from './subject-lookup.server';

export function lookupScreen<Lookup extends { status: number }, Screen extends { title: string }>(
  args: RequestArgs,
  lookup: Lookup,
  screen: Screen,
) {
  return data(
    { ...lookup, ...screen, correlationId: args.context.correlationId },
    { status: lookup.status },
  );
}

/**
 * What a search screen's loader answers: what the screen shows besides its search, the search in
 * its URL (null while none is asked), the reference the session remembers for its form, and the
 * search's status (200 while none is asked).
 */
export function searchScreen<Search extends { status: number } | null, Screen extends object>(
  args: RequestArgs,
  search: Search,
  screen: Screen,
) {
  return data(
    { ...screen, search, reference: rememberedReference(args.context, args.request) },
    { status: search?.status ?? 200 },
  );
}
