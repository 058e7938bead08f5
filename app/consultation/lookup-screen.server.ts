// What a detail screen's loader answers: the subject lookup as the domain gave it, what the screen
// adds to it (its title, the subject's when found and the search's otherwise, and any links it
// decided), and the request's reference, which the error alert of a failed source names. The
// page's status is the lookup's, so a subject not found answers 404 and a failed source 502 on
// every detail screen alike.
import { data } from '@remix-run/node';
import type { RequestArgs } from '~/load-context';

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
