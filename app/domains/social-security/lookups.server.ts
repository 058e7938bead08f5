// The social security domain's backend calls as its screen uses them: the statutes the portal may
// ask (the source's configuration), and a person's social statutes and living wage, asked
// together by the national number in the screen's URL through the shared subject lookup. The two
// questions go out side by side; the same search again in the session (Back, the other language)
// is answered from the session's memory, without a second legal-log entry.
import type { Role } from '@contracts/session';
import {
  getLivingWages,
  getSocialStatusConfiguration,
  getSocialStatuses,
  type LivingWageAnswer,
  type SocialStatusAnswer,
  type SocialStatusConfiguration,
  type SocialStatusRequest,
} from '@contracts/social-security';
import { callBackend } from '~/backend/client.server';
import { rememberedConsultation } from '~/consultation/consultation-memory.server';
import {
  lookupSubject,
  rememberedReference,
  type AlsoAsked,
} from '~/consultation/subject-lookup.server';
import { inszSubject } from '~/consultation/subject-rules';
import { calendarDateInBelgium, displayDateToIso, toIsoDate } from '~/lib/validation/dates';
import type { RequestArgs } from '~/load-context';
import { parseForm } from '~/page-state/parse-form';
import { socialSecurityCapabilities } from './capabilities';
import { livingWageAsked, socialSecurityFields as fields } from './search-fields';
import { socialSecuritySearchSchema, type SocialSecuritySearch } from './search-schema';

/** How long this process keeps the source's configuration: it changes with a release of it. */
const configurationLifetimeMs = 10 * 60_000;
let configuration: { value: SocialStatusConfiguration; until: number } | null = null;

/** The statutes the portal may ask and how many per question, kept for a while per process. */
async function statusConfiguration(args: RequestArgs): Promise<SocialStatusConfiguration> {
  const now = Date.now();
  if (configuration && configuration.until > now) return configuration.value;
  const { request, context } = args;
  const value = await callBackend(getSocialStatusConfiguration, { request, context });
  configuration = { value, until: now + configurationLifetimeMs };
  return value;
}

/** What the search asked, besides the person: shown above the answer. */
export interface AskedFor {
  statutes: SocialSecuritySearch['statuut'];
  livingWage: boolean;
  /** ISO dates: one reference date (both the same), or a period. */
  begin: string;
  end: string;
  period: boolean;
}

export interface SocialSecurityAnswer {
  statuses: SocialStatusAnswer | null;
  livingWage: LivingWageAnswer | null;
  asked: AskedFor;
  consultedAt: string;
}

function askedFor(search: SocialSecuritySearch, today: string): AskedFor {
  const period = search[fields.dateChoice] === 'periode';
  const iso = (value: string) => displayDateToIso(value) ?? today;
  const begin = period
    ? iso(search[fields.from])
    : search[fields.date]
      ? iso(search[fields.date])
      : today;
  const end = period ? iso(search[fields.until]) : begin;
  return {
    statutes: search[fields.statutes],
    livingWage: search[fields.livingWage].includes(livingWageAsked),
    begin,
    end,
    period,
  };
}

/**
 * The social security screen: the configured statutes, and while its URL asks no number only the
 * form; otherwise the lookup of what it asks, sorted into invalid, not found, failed or found.
 */
export async function lookupSocialSecurity(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = socialSecurityCapabilities(role);
  const url = new URL(request.url);
  const typed = url.searchParams.get(fields.insz);
  const reference = rememberedReference(context, request);
  const configured = capabilities.mayAskStatuses
    ? statusConfiguration(args)
    : Promise.resolve(null);
  if (typed === null) {
    return {
      capabilities,
      reference,
      configuration: await configured,
      lookup: null,
      status: 200 as const,
    };
  }
  const submission = parseForm(url.searchParams, socialSecuritySearchSchema(capabilities));
  const errors = submission.status === 'error' ? (submission.error ?? {}) : {};
  // Every value of the link besides the person, with its own check: one that fails it is refused
  // before the source is asked, its error on its own field.
  const alsoAsked: AlsoAsked[] = [
    fields.statutes,
    fields.dateChoice,
    fields.date,
    fields.from,
    fields.until,
    fields.livingWage,
  ].map((field) => ({
    field,
    typed:
      field === fields.statutes
        ? url.searchParams.getAll(field)
        : (url.searchParams.get(field) ?? ''),
    issue: errors[field]?.[0] ?? null,
  }));
  const today = toIsoDate(calendarDateInBelgium(new Date()));
  const [lookup, statuteChoice] = await Promise.all([
    lookupSubject({
      request,
      context,
      typed,
      subject: inszSubject,
      options: capabilities.mayAskStatuses ? capabilities.statuses : capabilities.livingWage,
      referenceField: fields.reference,
      alsoAsked,
      consult: async ({ subject, reference: given }): Promise<SocialSecurityAnswer> => {
        // Only reached when every value passed its check.
        if (submission.status !== 'success' || !submission.value)
          throw new Error('unchecked search');
        const asked = askedFor(submission.value, today);
        const statusesBody: SocialStatusRequest | null =
          asked.statutes.length > 0
            ? {
                reference: given || undefined,
                statuten: asked.statutes,
                ...(asked.period
                  ? { periode: { begin: asked.begin, einde: asked.end } }
                  : { datum: asked.begin }),
              }
            : null;
        const livingWageQuery = asked.livingWage
          ? {
              insz: subject,
              reference: given || undefined,
              begindatum: asked.begin,
              einddatum: asked.end,
            }
          : null;
        return rememberedConsultation(
          context,
          JSON.stringify([getSocialStatuses.id, subject, statusesBody, livingWageQuery]),
          async () => {
            const [statuses, livingWage] = await Promise.all([
              statusesBody
                ? callBackend(getSocialStatuses, {
                    request,
                    context,
                    params: { insz: subject },
                    body: statusesBody,
                  })
                : null,
              livingWageQuery
                ? callBackend(getLivingWages, { request, context, query: livingWageQuery })
                : null,
            ]);
            return { statuses, livingWage, asked, consultedAt: new Date().toISOString() };
          },
        );
      },
    }),
    configured,
  ]);
  // A number that cannot exist is a mistake in the form, not a missing page.
  const status = lookup.outcome.state === 'invalid' && lookup.status === 404 ? 400 : lookup.status;
  return { capabilities, reference, configuration: statuteChoice, lookup, status };
}
