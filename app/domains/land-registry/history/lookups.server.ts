// The ownership history screens' backend call as they use it: the search screen's GET form, which
// leads a valid capakey to its history (an invalid one comes back with its field's error), and the
// history of the capakey in the path, built on the shared subject lookup. Every view of a history
// names its owners: a consultation the backend writes to the legal log. The screen lists the whole
// history and picks the state to show in full itself (the one of a link, of the day asked, or the
// current one), so browsing from state to state within the session shows the one answer again.
import type { landRegistrySources } from '@contracts/land-registry';
import {
  capakeyOfPath,
  capakeyPathOf,
  getOwnershipHistory,
} from '@contracts/land-registry-history';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { askedPastDate } from '~/consultation/asked-date';
import { rememberedConsulted } from '~/consultation/consultation-memory.server';
import { lookupInPath, type SubjectRule } from '~/consultation/subject-lookup.server';
import { schemaForm, urlLookup } from '~/consultation/url-search.server';
import { issue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { landRegistryHistoryCapabilities } from './capabilities';
import { historyFields } from './search-fields';
import { historySearchSchema } from './search-schema';
import { chooseInTimeline } from './timeline';

/** The capakey in the path, written with '-' for its '/': 44021A0154-00B000. */
export const capakeyPathSubject: SubjectRule = {
  field: historyFields.capakey,
  validate: (typed) => (capakeyOfPath(typed) ? null : issue('capakey.invalid')),
  normalise: (typed) => capakeyOfPath(typed) ?? typed.trim().toUpperCase(),
};

/** The day a link asks for: a real date, not in the future. Empty when none is asked. */
export function askedDate(url: URL, today = new Date()) {
  return askedPastDate(url, historyFields.date, today);
}

/**
 * The search screen's GET form (see urlLookup): a valid capakey leads to its history (with the day
 * asked, if any); an invalid one comes back with its errors. Nothing asked: null.
 */
export function historySearchFromUrl(args: RequestArgs, role: Role | null) {
  const { history } = landRegistryHistoryCapabilities(role);
  return urlLookup(args, {
    asks: (params) => params.has(historyFields.capakey),
    form: schemaForm(historySearchSchema(history)),
    opens: ({ capakey, datum, reference }) => ({
      screen: 'landRegistryHistoryDetail',
      params: { capakey: capakeyPathOf(capakey) },
      consultation: {
        source: history.sources[0] ?? 'AAPD',
        reference,
        asked: { [historyFields.date]: datum },
      },
    }),
  });
}

/**
 * A parcel's history by the capakey in the path, with the partition and state to show in full:
 * the link's, or the day's, or the current one. A partition or state the history does not hold
 * answers 404 with the history still listed.
 */
export async function lookupHistory(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = landRegistryHistoryCapabilities(role);
  const url = new URL(request.url);
  const date = askedDate(url);
  const lookup = await lookupInPath(args, 'capakey', {
    subject: capakeyPathSubject,
    options: capabilities.history,
    alsoAsked: [date],
    // Browsing the states of a history shows the answer of this session's consultation again
    // (for a few minutes): one consultation, one legal-log entry, however many states are read.
    consult: ({ subject, source, reference }) =>
      rememberedConsulted(
        context,
        [getOwnershipHistory.id, subject, source, reference],
        async () => ({
          history: await callBackend(getOwnershipHistory, {
            request,
            context,
            query: {
              capakey: subject,
              bron: source as (typeof landRegistrySources)[number],
              reference: reference || undefined,
            },
          }),
        }),
      ),
  });
  const choice =
    lookup.outcome.state === 'found'
      ? chooseInTimeline(lookup.outcome.found.history.partities, {
          partition: url.searchParams.get(historyFields.partition) ?? undefined,
          state: url.searchParams.get(historyFields.state) ?? undefined,
          date: date.iso || undefined,
        })
      : null;
  return {
    ...lookup,
    status: choice?.unknown ? (404 as const) : lookup.status,
    capabilities,
    date: date.iso,
    choice,
  };
}
