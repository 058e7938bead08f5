// The education domain's backend call as its screen uses it: a person's enrolment history, asked
// by the national number in the screen's URL through the shared subject lookup. The same
// question again in the session (Back, the other language) is answered from the session's
// memory, without a second legal-log entry.
import { getEnrolmentHistory } from '@contracts/education';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { rememberedConsultation } from '~/consultation/consultation-memory.server';
import { lookupSubject, rememberedReference } from '~/consultation/subject-lookup.server';
import { inszSubject } from '~/consultation/subject-rules';
import type { RequestArgs } from '~/load-context';
import { consultationNames } from '~/routing/href';
import { educationCapabilities } from './capabilities';
import { inszParameter } from './search-schema';

/**
 * The education screen: only the form while its URL asks no number; otherwise the lookup of the
 * number it asks, sorted into invalid, not found, failed or found (with when it was consulted).
 */
export async function lookupEnrolments(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = educationCapabilities(role);
  const typed = new URL(request.url).searchParams.get(inszParameter);
  const reference = rememberedReference(context, request);
  if (typed === null) return { capabilities, reference, lookup: null, status: 200 as const };
  const lookup = await lookupSubject({
    request,
    context,
    typed,
    subject: inszSubject,
    options: capabilities.lookup,
    referenceField: consultationNames.reference,
    consult: async ({ subject, reference: given }) => {
      const body = { insz: subject, reference: given || undefined };
      // The time it was consulted travels with the answer: shown again, it says when that was.
      return rememberedConsultation(
        context,
        JSON.stringify([getEnrolmentHistory.id, body]),
        async () => ({
          history: await callBackend(getEnrolmentHistory, { request, context, body }),
          consultedAt: new Date().toISOString(),
        }),
      );
    },
  });
  // A number that cannot exist is a mistake in the form, not a missing page.
  const status = lookup.outcome.state === 'invalid' && lookup.status === 404 ? 400 : lookup.status;
  return { capabilities, reference, lookup, status };
}
