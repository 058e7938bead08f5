// The child-benefits lookup as the screen uses it: what the Groeipakket pays for a child or to a
// beneficiary, asked by the national number in the screen's URL through the shared subject
// lookup. The same question again in the session (Back, the other language) is answered from the
// session's memory, without a second legal-log entry.
import {
  getChildBenefits,
  type ChildBenefits,
  type ChildBenefitsRequest,
} from '@contracts/child-benefits';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { rememberedConsulted } from '~/consultation/consultation-memory.server';
import { lookupInQuery, type AlsoAsked } from '~/consultation/subject-lookup.server';
import { inszSubject } from '~/consultation/subject-rules';
import { parseMonth, toMonthText } from '~/lib/validation/month';
import type { RequestArgs } from '~/load-context';
import { parseForm } from '~/page-state/parse-form';
import { childBenefitsCapabilities } from './capabilities';
import { childBenefitsFields as fields } from './search-fields';
import { childBenefitsSearchSchema } from './search-schema';

export interface ChildBenefitsFound {
  benefits: ChildBenefits;
  consultedAt: string;
}

/**
 * The child-benefits screen's single lookup: nothing while its URL asks no number; otherwise the
 * lookup it asks, sorted into invalid, not found, failed or found.
 */
export function lookupChildBenefits(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = childBenefitsCapabilities(role);
  const url = new URL(request.url);
  return lookupInQuery(args, {
    capabilities,
    field: fields.insz,
    lookup: () => {
      const submission = parseForm(
        url.searchParams,
        childBenefitsSearchSchema(capabilities.lookup),
      );
      const errors = submission.status === 'error' ? (submission.error ?? {}) : {};
      const alsoAsked: AlsoAsked[] = [fields.fundKey, fields.from, fields.until].map((field) => ({
        field,
        typed: url.searchParams.get(field) ?? '',
        issue: errors[field]?.[0] ?? null,
      }));
      return {
        subject: inszSubject,
        options: capabilities.lookup,
        referenceField: fields.reference,
        alsoAsked,
        consult: async ({ subject, reference: given }): Promise<ChildBenefitsFound> => {
          // Only reached when every value passed its check.
          if (submission.status !== 'success' || !submission.value) {
            throw new Error('unchecked search');
          }
          const search = submission.value;
          const from = parseMonth(search[fields.from]);
          const until = parseMonth(search[fields.until]);
          const body: ChildBenefitsRequest = {
            insz: subject,
            zoeksleutel: search[fields.fundKey],
            ...(from || until
              ? {
                  periode: {
                    ...(from ? { beginMaand: toMonthText(from) } : {}),
                    ...(until ? { eindeMaand: toMonthText(until) } : {}),
                  },
                }
              : {}),
            reference: given || undefined,
          };
          return rememberedConsulted(context, [getChildBenefits.id, body], async () => ({
            benefits: await callBackend(getChildBenefits, { request, context, body }),
          }));
        },
      };
    },
  });
}
