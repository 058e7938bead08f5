// The education domain's backend call as its screen uses it: a person's enrolment history, asked
// by the national number in the screen's URL through the shared subject lookup. The same
// question again in the session (Back, the other language) is answered from the session's
// memory, without a second legal-log entry.
import { getEnrolmentHistory } from '@contracts/education';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { rememberedConsulted } from '~/consultation/consultation-memory.server';
import { lookupInQuery } from '~/consultation/subject-lookup.server';
import { inszSubject } from '~/consultation/subject-rules';
import type { RequestArgs } from '~/load-context';
import { consultationNames } from '~/routing/href';
import { educationCapabilities } from './capabilities';
import { inszParameter } from './search-fields';

/**
 * The education screen: only the form while its URL asks no number; otherwise the lookup of the
 * number it asks, sorted into invalid, not found, failed or found (with when it was consulted).
 */
export function lookupEnrolments(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = educationCapabilities(role);
  return lookupInQuery(args, {
    capabilities,
    field: inszParameter,
    lookup: () => ({
      subject: inszSubject,
      options: capabilities.lookup,
      referenceField: consultationNames.reference,
      consult: ({ subject, reference }) => {
        const body = { insz: subject, reference: reference || undefined };
        return rememberedConsulted(context, [getEnrolmentHistory.id, body], async () => ({
          history: await callBackend(getEnrolmentHistory, { request, context, body }),
        }));
      },
    }),
  });
}
