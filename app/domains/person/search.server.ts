// The person search forms read on the server. A search by number opens the detail (or the
// family composition), which consults the source itself; a search by name or address lists its
// matches. The history switch and date are remembered, apart for the family composition.
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { resolveMunicipality } from '~/domains/address/municipality.server';
import { requestLocale } from '~/i18n/i18next.server';
import { href } from '~/routing/href';
import {
  replyWithErrors,
  replyWithFormFailure,
  submissionReply,
} from '~/ui/form/form-reply.server';
import { parseForm } from '~/ui/form/parse-form';
import { checkAddressSearch } from './address-search.server';
import { searchModes, type PersonCapabilities } from './capabilities';
import { searchByAddress, searchByName } from './lookups.server';
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
async function nameSearch(args: Args, formData: FormData, capabilities: PersonCapabilities) {
  const submission = parseForm(formData, nameSearchSchema(capabilities.lookups.naam));
  if (submission.status !== 'success') return replyWithErrors(args.context, submission);
  const value = submission.value;
  let residenceNis = value.residenceNis;
  if (!residenceNis && value.residence) {
    const town = await resolveMunicipality(args, value.residence);
    if (town.problem) {
      return replyWithFormFailure(args.context, {
        result: submissionReply(submission, { residence: [town.problem] }),
      });
    }
    residenceNis = town.nisCode;
  }
  const outcome = await searchByName(args, formData, { ...value, residenceNis });
  return { result: submissionReply(submission), outcome };
}

/** A search by address: the address form checked against the code lists, then the search. */
async function addressSearch(args: Args, formData: FormData, capabilities: PersonCapabilities) {
  const checked = await checkAddressSearch(args, formData, capabilities.lookups.adres);
  if (!checked.search) return replyWithFormFailure(args.context, { address: checked.address });
  const outcome = await searchByAddress(args, formData, checked.search);
  return { address: checked.address, outcome };
}

/** The person search screen's post, in the mode the form names (one the role has). */
export async function personSearch(args: Args, capabilities: PersonCapabilities) {
  const formData = await args.request.formData();
  const mode = searchModes.find((candidate) => candidate === formData.get('mode'));
  if (!mode || !capabilities.modes.includes(mode)) throw data(null, { status: 400 });
  if (mode === 'insz') return openDetail(args, formData, capabilities, 'personDetail');
  if (mode === 'naam') return nameSearch(args, formData, capabilities);
  return addressSearch(args, formData, capabilities);
}

/** The family composition search: to its detail screen, with its own history choice. */
export async function familySearch(args: Args, capabilities: PersonCapabilities) {
  if (!capabilities.family) throw data(null, { status: 403 });
  const formData = await args.request.formData();
  // The family form names its date choice apart; the schema reads one name.
  formData.set('dateChoice', String(formData.get(familyDateChoiceField) ?? 'vanaf'));
  return openDetail(args, formData, capabilities, 'familyDetail');
}
