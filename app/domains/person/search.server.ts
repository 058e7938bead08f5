// The person search forms read on the server. A search by number opens the detail (or the
// family composition), which consults the source itself; a search by name or address lives in
// the screen's URL and lists its matches. The history switch and date are remembered, apart for the family composition.
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isCrossSite } from '~/consultation/cross-site.server';
import { addressFromForm } from '~/domains/address/address-check.server';
import { resolveMunicipality } from '~/domains/address/municipality.server';
import { requestLocale } from '~/i18n/i18next.server';
import { markFormFailed, replyWithErrors, submissionReply } from '~/page-state/form-reply.server';
import { parseForm } from '~/page-state/parse-form';
import { href } from '~/routing/href';
import { resultsFragment } from '~/ui/data-table/results-heading';
import { checkAddressSearch } from './address-search.server';
import {
  searchListParameter,
  searchModeParameter,
  searchModes,
  type PersonCapabilities,
  type SearchMode,
} from './capabilities';
import { searchByAddress, searchByName, type SearchOutcome } from './lookups.server';
import { preferencesCookie, readPreferences } from './preferences.server';
import {
  earliestHistoryDisplayDate,
  familyDateChoiceField,
  inszSearchSchema,
  nameSearchSchema,
} from './search-schema';

type Args = Pick<ActionFunctionArgs, 'request' | 'context'>;

/**
 * A search by number: to the detail screen (the person's, or the family composition's), which
 * consults the source itself; the history switch and date are remembered for that screen.
 */
function openDetail(
  args: Args,
  formData: FormData,
  capabilities: PersonCapabilities,
  screen: 'personDetail' | 'familyDetail',
) {
  const family = screen === 'familyDetail';
  const history = family ? capabilities.familyHistory : capabilities.history;
  const options = family ? capabilities.lookups.family : capabilities.lookups.insz;
  const submission = parseForm(formData, inszSearchSchema(options, history));
  if (submission.status !== 'success') return replyWithErrors(args.context, submission);
  const value = submission.value;
  const preferences = readPreferences(args.request);
  const on = value.history === 'on';
  const remembered = {
    // A forced switch is not a choice: what was stored stays.
    history: history.forced ? undefined : on,
    dateChoice: value.dateChoice,
    date: on ? value.historyDate.trim() : undefined,
  };
  const cookie = preferencesCookie(
    family
      ? {
          ...preferences,
          familyHistory: remembered.history ?? preferences.familyHistory,
          familyHistoryDateChoice: remembered.dateChoice,
          familyDate: remembered.date ?? preferences.familyDate,
        }
      : {
          ...preferences,
          history: remembered.history ?? preferences.history,
          dateChoice: remembered.dateChoice,
          date: remembered.date ?? (preferences.date || earliestHistoryDisplayDate),
        },
  );
  const consultation = { source: value.bron, reference: value.reference };
  const locale = requestLocale(args.request);
  return redirect(href(screen, { insz: value.insz }, locale, consultation), {
    headers: { 'Set-Cookie': cookie },
  });
}

/** A search by name; a place of residence typed rather than chosen is looked up first. */
async function nameSearch(args: Args, params: URLSearchParams, capabilities: PersonCapabilities) {
  const submission = parseForm(params, nameSearchSchema(capabilities.lookups.naam));
  if (submission.status !== 'success') {
    markFormFailed(args.context);
    return { status: 400, result: submissionReply(submission) };
  }
  const value = submission.value;
  let residenceNis = value.residenceNis;
  if (!residenceNis && value.residence) {
    const town = await resolveMunicipality(args, value.residence);
    if (town.problem) {
      markFormFailed(args.context);
      return { status: 400, result: submissionReply(submission, { residence: [town.problem] }) };
    }
    residenceNis = town.nisCode;
  }
  const outcome = await searchByName(args, params, { ...value, residenceNis });
  return {
    status: statusOf(outcome),
    result: submissionReply(submission),
    outcome,
    tolerance: value.tolerance,
  };
}

function formDataOf(params: URLSearchParams): FormData {
  const formData = new FormData();
  for (const [name, value] of params) formData.append(name, value);
  return formData;
}

/** A search by address: the address form checked against the code lists, then the search. */
async function addressSearch(
  args: Args,
  params: URLSearchParams,
  capabilities: PersonCapabilities,
) {
  const checked = await checkAddressSearch(args, formDataOf(params), capabilities.lookups.adres);
  if (!checked.search) {
    markFormFailed(args.context);
    return { status: 400, address: checked.address };
  }
  const outcome = await searchByAddress(args, params, checked.search);
  return { status: statusOf(outcome), address: checked.address, outcome };
}

/** A search the source could not answer is not a success: 502, as a consultation screen's. */
function statusOf(outcome: SearchOutcome): 200 | 502 {
  return 'failed' in outcome ? 502 : 200;
}

/**
 * A search by name or address lives in the screen's URL (a GET form), so Back and the way back
 * from a detail show its results again; the same search in the same session is answered from
 * the session's last results, without a second consultation. A search URL followed from another
 * site is shown on its form to confirm first, as a link to a detail is. One match opens its
 * detail directly, unless the user came back to the list.
 */
export async function personSearchFromUrl(
  args: Args,
  capabilities: PersonCapabilities,
  mode: SearchMode | null,
) {
  const url = new URL(args.request.url);
  const params = url.searchParams;
  // The forms always send the source; a tab's link does not.
  if ((mode !== 'naam' && mode !== 'adres') || !params.has('bron')) return null;
  if (isCrossSite(args.request)) {
    if (mode === 'adres') {
      const formData = formDataOf(params);
      const reference = String(formData.get('reference') ?? '');
      return {
        status: 200,
        crossSite: true,
        address: { values: addressFromForm(formData), errors: {}, reference },
      };
    }
    const submission = parseForm(params, nameSearchSchema(capabilities.lookups.naam));
    return { status: 200, crossSite: true, result: { initialValue: submission.payload } };
  }
  const answer =
    mode === 'naam'
      ? await nameSearch(args, params, capabilities)
      : await addressSearch(args, params, capabilities);
  const outcome = answer.outcome;
  const [only] = outcome && 'matches' in outcome ? outcome.matches : [];
  if (
    outcome &&
    'matches' in outcome &&
    only &&
    outcome.page.total === 1 &&
    capabilities.modes.includes('insz') &&
    !params.has(searchListParameter)
  ) {
    const back = new URLSearchParams(params);
    back.set(searchListParameter, '1');
    const results = `${url.pathname}?${back.toString()}${resultsFragment}`;
    throw redirect(
      href('personDetail', { insz: only.insz }, requestLocale(args.request), {
        ...outcome.detail,
        results,
      }),
    );
  }
  return answer;
}

/**
 * The person search screen's post. A search by number opens the detail; a search by name or
 * address posted (an older form, a bookmark of one) goes to its URL.
 */
export async function personSearch(args: Args, capabilities: PersonCapabilities) {
  const formData = await args.request.formData();
  const mode = searchModes.find((candidate) => candidate === formData.get('mode'));
  if (!mode || !capabilities.modes.includes(mode)) throw data(null, { status: 400 });
  if (mode === 'insz') return openDetail(args, formData, capabilities, 'personDetail');
  const query = new URLSearchParams([[searchModeParameter, mode]]);
  for (const [name, value] of formData) {
    if (typeof value === 'string' && name !== 'mode') query.append(name, value);
  }
  const locale = requestLocale(args.request);
  return redirect(href('personSearch', {}, locale, query), 303);
}

/** The family composition search: to its detail screen, with its own history choice. */
export async function familySearch(args: Args, capabilities: PersonCapabilities) {
  if (!capabilities.family) throw data(null, { status: 403 });
  const formData = await args.request.formData();
  // The family form names its date choice apart; the schema reads one name.
  formData.set('dateChoice', String(formData.get(familyDateChoiceField) ?? 'vanaf'));
  return openDetail(args, formData, capabilities, 'familyDetail');
}
