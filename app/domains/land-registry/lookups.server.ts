// The land registry's backend calls as its screens use them: the start screen's three searches
// that live in its URL (a parcel by capakey, by place through the picker chain, an owner's
// ownership states), a partition by the id in its screen's path, and the owners' download. The
// owner search and the partition are consultations the backend writes to the legal log; the same
// owner search again in the session is answered from its memory (ADR 009). One parcel found opens
// its partition directly.
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import {
  downloadOwnershipStates,
  getCadastreMunicipalities,
  getDepartments,
  getOwnershipStateDetail,
  getPlots,
  getSections,
  landRegistrySources,
  partitionIdPattern,
  partitionOfId,
  searchOwnershipStates,
  searchParcels,
  type OwnerStates,
  type PartitionDetail,
  type PartitionRow,
} from '@contracts/land-registry';
import type { Role } from '@contracts/session';
import { callBackend, downloadFromBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { rememberedConsultation } from '~/consultation/consultation-memory.server';
import { isCrossSite, sendBackFromOtherSite } from '~/consultation/cross-site.server';
import {
  lookupSubject,
  rememberReference,
  type Lookup,
} from '~/consultation/subject-lookup.server';
import { requestLocale } from '~/i18n/i18next.server';
import { issue } from '~/lib/validation/issue';
import { markFormFailed, submissionReply } from '~/page-state/form-reply.server';
import { parseForm } from '~/page-state/parse-form';
import { consultationNames, href, readConsultation } from '~/routing/href';
import { resultsFragment } from '~/ui/data-table/results-heading';
import { landRegistryCapabilities, type LandRegistryCapabilities } from './capabilities';
import {
  capakeySearchSchema,
  ownerQueryOf,
  ownerSearchSchema,
  placeSearchSchema,
  searchFields as fields,
  searchModeParameter,
  searchModes,
  chainOf,
  type PickerLists,
  type SearchMode,
} from './search-schema';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'> &
  Partial<Pick<LoaderFunctionArgs, 'params'>>;

type Reply = ReturnType<typeof submissionReply>;
type InitialValue = NonNullable<Reply['initialValue']>;

/** Set on the way back to a search that opened its one partition directly: show the list then. */
export const searchListParameter = 'lijst';

const source = landRegistrySources[0];

/** The mode the URL asks, when the role may use it; else the role's first. */
export function chosenMode(request: Request, allowed: readonly SearchMode[]): SearchMode | null {
  const asked = new URL(request.url).searchParams.get(searchModeParameter);
  const mode = searchModes.find((candidate) => candidate === asked);
  return mode && allowed.includes(mode) ? mode : (allowed[0] ?? null);
}

/** What a search found: its rows (at most 100), their total and whether more were left out. */
export type Found<Extra = object> =
  | ({ rows: PartitionRow[]; total: number; truncated: boolean } & Extra)
  | { notFound: true }
  | { failed: string };

/** What a search shows: nothing asked, its form's errors, a refused link, or its answer. */
export type SearchAnswer<Extra = object> =
  | { status: 200 | 400; result: Reply; crossSite?: true }
  | { status: 200 | 404 | 502; result: Reply; found: Found<Extra> };

/** The way back to a one-match search's list, kept in the partition's link. */
function resultsLinkOf(url: URL): string {
  const back = new URLSearchParams(url.searchParams);
  back.set(searchListParameter, '1');
  return `${url.pathname}?${back.toString()}${resultsFragment}`;
}

/** A search link followed from another site: shown on its form to confirm, not consulted. */
function refusedLink<Extra>(payload: unknown): SearchAnswer<Extra> {
  return { status: 200, crossSite: true, result: { initialValue: payload as InitialValue } };
}

/** A failure of the source, as the screen shows it (its correlation id names the request). */
function failure(args: Args, error: unknown): { failed: string } {
  if (!isSourceFailure(error)) throw error;
  return { failed: args.context.correlationId };
}

/** Parcels found by capakey or place; one opens its partition, unless the user came back. */
async function parcelAnswer(
  args: Args,
  query: Parameters<typeof callBackend<typeof searchParcels>>[1]['query'],
  reference: string | undefined,
  result: Reply,
): Promise<SearchAnswer> {
  const { request, context } = args;
  const url = new URL(request.url);
  let found: Found;
  try {
    const page = await callBackend(searchParcels, { request, context, query });
    found = { rows: page.resultaten, total: page.totaal, truncated: page.afgekapt };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) found = { notFound: true };
    else found = failure(args, error);
  }
  rememberReference(context, reference);
  if ('rows' in found && found.rows.length === 1 && !url.searchParams.has(searchListParameter)) {
    const [only] = found.rows;
    if (only) {
      throw redirect(
        href('landRegistryPartition', { capakeyPartitionId: only.id }, requestLocale(request), {
          source,
          reference,
          results: resultsLinkOf(url),
        }),
      );
    }
  }
  const status = 'failed' in found ? 502 : 'notFound' in found ? 404 : 200;
  return { status, result, found };
}

/** A capakey search in the start screen's URL. */
export async function capakeySearchFromUrl(
  args: Args,
  capabilities: LandRegistryCapabilities,
): Promise<SearchAnswer | null> {
  const params = new URL(args.request.url).searchParams;
  if (!params.has(fields.capakey)) return null;
  const submission = parseForm(
    params,
    capakeySearchSchema({ referenceRequired: capabilities.referenceRequired }),
  );
  if (isCrossSite(args.request)) return refusedLink(submission.payload);
  if (submission.status !== 'success' || !submission.value) {
    markFormFailed(args.context);
    return { status: 400, result: submissionReply(submission) };
  }
  const search = submission.value;
  return parcelAnswer(
    args,
    { capakey: search[fields.capakey] },
    search[fields.reference] || undefined,
    submissionReply(submission),
  );
}

/** The picker lists for the choices in the URL, each read only when the choice before is in its list. */
type PlaceLists = PickerLists;

async function placeLists(args: Args, params: URLSearchParams): Promise<PlaceLists> {
  const { request, context } = args;
  const municipality = params.get(fields.municipality)?.trim() ?? '';
  const division = params.get(fields.division)?.trim() ?? '';
  const section = params.get(fields.section)?.trim() ?? '';
  // The four lists are asked side by side (no waterfall), each only for choices of the right
  // form; a choice counts only when the list before it holds it, checked once all have answered.
  const asked = <T>(ready: boolean, call: () => Promise<T>): Promise<T | null> =>
    ready ? call() : Promise.resolve(null);
  const [allMunicipalities, divisions, sections, plots] = await Promise.all([
    callBackend(getCadastreMunicipalities, { request, context }),
    asked(/^\d{5}$/.test(municipality), () =>
      callBackend(getDepartments, { request, context, query: { gemeente: municipality } }),
    ),
    asked(/^\d{5}$/.test(division), () =>
      callBackend(getSections, { request, context, query: { afdeling: division } }),
    ),
    asked(/^\d{5}$/.test(division) && /^[A-Z]$/.test(section), () =>
      callBackend(getPlots, { request, context, query: { afdeling: division, sectie: section } }),
    ),
  ]);
  const municipalities = allMunicipalities.map((one) => ({ value: one.nisCode, label: one.naam }));
  const lists: PlaceLists = { municipalities, divisions: null, sections: null, plots: null };
  if (!divisions || !municipalities.some((one) => one.value === municipality)) return lists;
  lists.divisions = divisions.map((one) => ({ value: one.code, label: one.naam }));
  if (!sections || !lists.divisions.some((one) => one.value === division)) return lists;
  lists.sections = sections.map((one) => ({ value: one.sectie, label: one.sectie }));
  if (!plots || !lists.sections.some((one) => one.value === section)) return lists;
  lists.plots = plots.map((one) => ({ value: one.perceelnummer, label: one.perceelnummer }));
  return lists;
}

/**
 * A search by place: the picker lists for the choices made so far (so that, without JavaScript,
 * each choice sent fills the next list), and the parcels of the choices when the form was sent.
 */
export async function placeSearchFromUrl(
  args: Args,
  capabilities: LandRegistryCapabilities,
): Promise<{ lists: PlaceLists | null; answer: SearchAnswer | null }> {
  const params = new URL(args.request.url).searchParams;
  let lists: PlaceLists;
  try {
    lists = await placeLists(args, params);
  } catch (error) {
    return { lists: null, answer: { status: 502, result: {}, found: failure(args, error) } };
  }
  if (!params.has(fields.municipality)) return { lists, answer: null };
  const submission = parseForm(
    params,
    placeSearchSchema({ referenceRequired: capabilities.referenceRequired, chain: chainOf(lists) }),
  );
  if (isCrossSite(args.request)) return { lists, answer: refusedLink(submission.payload) };
  if (submission.status !== 'success' || !submission.value) {
    markFormFailed(args.context);
    return { lists, answer: { status: 400, result: submissionReply(submission) } };
  }
  const search = submission.value;
  const given = (value: string) => (value === '' ? undefined : value);
  const answer = await parcelAnswer(
    args,
    {
      gemeente: search[fields.municipality],
      afdeling: given(search[fields.division]),
      sectie: given(search[fields.section]),
      perceelnummer: given(search[fields.plot]),
    },
    search[fields.reference] || undefined,
    submissionReply(submission),
  );
  return { lists, answer };
}

/** An owner's ownership states: the owner, and the partitions with the owner's rights in them. */
export type OwnerFound = { owner: OwnerStates['eigenaar']; states: OwnerStates['resultaten'] };

/** An owner search in the start screen's URL: a consultation, logged by the backend. */
export async function ownerSearchFromUrl(
  args: Args,
  capabilities: LandRegistryCapabilities,
): Promise<SearchAnswer<OwnerFound> | null> {
  const params = new URL(args.request.url).searchParams;
  if (!params.has(fields.insz) && !params.has(fields.enterprise)) return null;
  const submission = parseForm(
    params,
    ownerSearchSchema({ referenceRequired: capabilities.owners.referenceRequired }),
  );
  if (isCrossSite(args.request)) return refusedLink(submission.payload);
  if (submission.status !== 'success' || !submission.value) {
    markFormFailed(args.context);
    return { status: 400, result: submissionReply(submission) };
  }
  const { request, context } = args;
  const reference = submission.value[fields.reference] || undefined;
  const query = { ...ownerQueryOf(submission.value), bron: source, reference };
  let found: Found<OwnerFound>;
  try {
    const answer = await rememberedConsultation(
      context,
      JSON.stringify([searchOwnershipStates.id, query]),
      () => callBackend(searchOwnershipStates, { request, context, query }),
    );
    found = {
      rows: answer.resultaten.map((state) => state.perceel),
      total: answer.totaal,
      truncated: answer.afgekapt,
      owner: answer.eigenaar,
      states: answer.resultaten,
    };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) found = { notFound: true };
    else found = failure(args, error);
  }
  rememberReference(context, reference);
  const status = 'failed' in found ? 502 : 'notFound' in found ? 404 : 200;
  return { status, result: submissionReply(submission), found };
}

/** A partition id as a link may carry it: in upper or lower case. */
function validatePartitionId(typed: string) {
  return partitionIdPattern.test(typed.trim().toUpperCase()) ? null : issue('capakey.invalid');
}

/** A partition, with the other partitions of its parcel when the role may search parcels. */
export interface PartitionFound {
  detail: PartitionDetail;
  siblings: PartitionRow[];
}

/** The partition named in the screen's path: its parcel data and ownership state. */
export async function lookupPartition(
  args: Args,
  role: Role | null,
): Promise<Lookup<PartitionFound> & { capabilities: LandRegistryCapabilities }> {
  const capabilities = landRegistryCapabilities(role);
  const { request, context } = args;
  const lookup = await lookupSubject<PartitionFound>({
    request,
    context,
    typed: args.params?.capakeyPartitionId,
    subject: {
      field: fields.capakey,
      validate: validatePartitionId,
      normalise: (typed) => typed.trim().toUpperCase(),
    },
    options: capabilities.partition,
    referenceField: fields.reference,
    consult: async (link) => {
      // The parcel's other partitions are asked beside the partition itself (its capakey is in
      // the id). A parcel search names no one: it is not a consultation, and its failure hides
      // the list only.
      const capakey = partitionOfId(link.subject)?.capakey;
      const [detail, parcelRows] = await Promise.all([
        callBackend(getOwnershipStateDetail, {
          request,
          context,
          query: {
            perceelPartitieId: link.subject,
            bron: source,
            reference: link.reference || undefined,
          },
        }),
        capabilities.mayFindParcels && capakey
          ? callBackend(searchParcels, { request, context, query: { capakey } })
              .then((page) => page.resultaten)
              .catch((): PartitionRow[] => [])
          : Promise.resolve<PartitionRow[]>([]),
      ]);
      const siblings = parcelRows.filter((row) => row.id !== detail.perceel.id);
      return { detail, siblings };
    },
  });
  return { ...lookup, capabilities };
}

/** The query names of the owners' download. */
export const downloadNames = { partition: 'partitie' } as const;

/** A link to the owners' download of a partition, asked with the screen's 'Uw referentie'. */
export function ownersDownloadQuery(partitionId: string, reference: string) {
  return {
    [downloadNames.partition]: partitionId,
    ...(reference ? { [consultationNames.reference]: reference } : {}),
  };
}

/**
 * The owners of a partition as a workbook, streamed from the backend (a consultation it logs).
 * A link to no partition answers 404; another failure leads back to the partition's screen; a
 * link followed from another site too, where the user sees what they would download.
 */
export async function ownersDownload(args: Args, role: Role | null): Promise<Response> {
  const { request, context } = args;
  const capabilities = landRegistryCapabilities(role);
  if (capabilities.ownersDownload.sources.length === 0) throw data(null, { status: 403 });
  const url = new URL(request.url);
  const id = (url.searchParams.get(downloadNames.partition) ?? '').trim().toUpperCase();
  if (!partitionOfId(id)) throw data(null, { status: 404 });
  const reference = readConsultation(url).reference ?? '';
  const screen = href('landRegistryPartition', { capakeyPartitionId: id }, requestLocale(request), {
    source,
    reference,
  });
  sendBackFromOtherSite(request, screen);
  try {
    return await downloadFromBackend(downloadOwnershipStates, {
      request,
      context,
      body: { perceelPartitieIds: [id], bron: source, reference: reference || undefined },
    });
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof BackendError) throw redirect(screen);
    throw error;
  }
}
