// The land registry's backend calls as its screens use them: the start screen's three searches
// that live in its URL (a parcel by capakey, by place through the picker chain, an owner's
// ownership states), a partition by the id in its screen's path, and the owners' download. The
// owner search and the partition are consultations the backend writes to the legal log; the same
// owner search again in the session is answered from its memory (ADR 009). One parcel found opens
// its partition directly.
import { data, redirect } from '@remix-run/node';
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
import { capakeyPathOf } from '@contracts/land-registry-history';
import type { Role } from '@contracts/session';
import { mayOpenScreen } from '~/auth/access';
import { callBackend, downloadFromBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { rememberedConsultation } from '~/consultation/consultation-memory.server';
import { sendBackFromOtherSite } from '~/consultation/cross-site.server';
import {
  lookupSubject,
  rememberReference,
  type Lookup,
} from '~/consultation/subject-lookup.server';
import {
  schemaForm,
  sourceFailure,
  type Failed,
  urlSearch,
  type DetailLink,
  type NotFound,
  type SearchAnswer,
} from '~/consultation/url-search.server';
import { endpointHref } from '~/endpoints';
import { requestLocale } from '~/i18n/i18next.server';
import { issue } from '~/lib/validation/issue';
import type { RequestArgs } from '~/load-context';
import { consultationNames, href, readConsultation } from '~/routing/href';
import { landRegistryCapabilities, type LandRegistryCapabilities } from './capabilities';
import { searchFields as fields } from './search-fields';
import {
  capakeySearchSchema,
  ownerQueryOf,
  ownerSearchSchema,
  placeSearchSchema,
  chainOf,
  type PickerLists,
} from './search-schema';

const source = landRegistrySources[0];

/** What a search found: its rows (at most 100), their total and whether more were left out. */
export type Found<Extra = object> =
  ({ rows: PartitionRow[]; total: number; truncated: boolean } & Extra) | NotFound | Failed;

/** Parcels found by capakey or place. */
async function findParcels(
  args: RequestArgs,
  query: Parameters<typeof callBackend<typeof searchParcels>>[1]['query'],
  reference: string | undefined,
): Promise<Found> {
  const { request, context } = args;
  let found: Found;
  try {
    const page = await callBackend(searchParcels, { request, context, query });
    found = { rows: page.resultaten, total: page.totaal, truncated: page.afgekapt };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) found = { notFound: true };
    else found = sourceFailure(args.context, error);
  }
  rememberReference(context, reference);
  return found;
}

/** One parcel found opens its partition. */
function opensPartition(found: Found, search: { [fields.reference]?: string }): DetailLink | null {
  if (!('rows' in found) || found.rows.length !== 1) return null;
  const [only] = found.rows;
  return only
    ? {
        screen: 'landRegistryPartition',
        params: { capakeyPartitionId: only.id },
        consultation: { source, reference: search[fields.reference] || undefined },
      }
    : null;
}

/** A capakey search in the start screen's URL (see urlSearch). */
export function capakeySearchFromUrl(
  args: RequestArgs,
  capabilities: LandRegistryCapabilities,
): Promise<SearchAnswer<Found> | null> {
  return urlSearch(args, {
    asks: (params) => params.has(fields.capakey),
    form: schemaForm(capakeySearchSchema({ referenceRequired: capabilities.referenceRequired })),
    search: (search) =>
      findParcels(args, { capakey: search[fields.capakey] }, search[fields.reference] || undefined),
    opens: opensPartition,
  });
}

/** The picker lists for the choices in the URL, each read only when the choice before is in its list. */
type PlaceLists = PickerLists;

async function placeLists(args: RequestArgs, params: URLSearchParams): Promise<PlaceLists> {
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
  args: RequestArgs,
  capabilities: LandRegistryCapabilities,
): Promise<{ lists: PlaceLists | null; answer: SearchAnswer<Found> | null }> {
  const params = new URL(args.request.url).searchParams;
  let lists: PlaceLists;
  try {
    lists = await placeLists(args, params);
  } catch (error) {
    return {
      lists: null,
      answer: { status: 502, result: {}, outcome: sourceFailure(args.context, error) },
    };
  }
  const given = (value: string) => (value === '' ? undefined : value);
  const answer = await urlSearch(args, {
    asks: (asked) => asked.has(fields.municipality),
    form: schemaForm(
      placeSearchSchema({
        referenceRequired: capabilities.referenceRequired,
        chain: chainOf(lists),
      }),
    ),
    search: (search) =>
      findParcels(
        args,
        {
          gemeente: search[fields.municipality],
          afdeling: given(search[fields.division]),
          sectie: given(search[fields.section]),
          perceelnummer: given(search[fields.plot]),
        },
        search[fields.reference] || undefined,
      ),
    opens: opensPartition,
  });
  return { lists, answer };
}

/** An owner's ownership states: the owner, and the partitions with the owner's rights in them. */
export type OwnerFound = { owner: OwnerStates['eigenaar']; states: OwnerStates['resultaten'] };

/** An owner search in the start screen's URL: a consultation, logged by the backend. */
export function ownerSearchFromUrl(
  args: RequestArgs,
  capabilities: LandRegistryCapabilities,
): Promise<SearchAnswer<Found<OwnerFound>> | null> {
  const { request, context } = args;
  return urlSearch(args, {
    asks: (params) => params.has(fields.insz) || params.has(fields.enterprise),
    form: schemaForm(
      ownerSearchSchema({ referenceRequired: capabilities.owners.referenceRequired }),
    ),
    search: async (search): Promise<Found<OwnerFound>> => {
      const reference = search[fields.reference] || undefined;
      const query = { ...ownerQueryOf(search), bron: source, reference };
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
        else found = sourceFailure(args.context, error);
      }
      rememberReference(context, reference);
      return found;
    },
  });
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
  args: RequestArgs,
  role: Role | null,
): Promise<
  Lookup<PartitionFound> & {
    capabilities: LandRegistryCapabilities;
    links: { download: string | null; history: string | null };
  }
> {
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
  return { ...lookup, capabilities, links: partitionLinks(args, lookup, role, capabilities) };
}

/**
 * Where a partition's screen leads: its owners' download (a partition with an ownership state,
 * for a role with a source for it) and its earlier ownership states (for a role that may read a
 * history), each asked with the screen's source and reference.
 */
function partitionLinks(
  args: RequestArgs,
  lookup: Lookup<PartitionFound>,
  role: Role | null,
  capabilities: LandRegistryCapabilities,
): { download: string | null; history: string | null } {
  const found = lookup.outcome.state === 'found' ? lookup.outcome.found.detail : null;
  if (!found) return { download: null, history: null };
  const { link } = lookup;
  return {
    download:
      found.eigendomstoestand && capabilities.ownersDownload.sources.length > 0
        ? endpointHref('landRegistryOwners', ownersDownloadQuery(found.perceel.id, link.reference))
        : null,
    history: mayOpenScreen('landRegistryHistoryDetail', role)
      ? href(
          'landRegistryHistoryDetail',
          { capakey: capakeyPathOf(found.perceel.capakey) },
          requestLocale(args.request),
          {
            source: link.source,
            reference: link.reference,
            asked: { partitie: found.perceel.partitie },
          },
        )
      : null,
  };
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
export async function ownersDownload(args: RequestArgs, role: Role | null): Promise<Response> {
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
