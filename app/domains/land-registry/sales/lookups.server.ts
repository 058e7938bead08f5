// The sale prices screens' backend calls as they use them: the search screen's GET form, with the
// code lists its filters offer (asked side by side, together with the search itself), and one sale
// by the id in the path. A sale names no parties: neither is a consultation.
import { redirect } from '@remix-run/node';
import { maximumPagedRows } from '@contracts/http';
import {
  getCadastralNatures,
  getCadastreMunicipalities,
  getConstructionIndications,
  getDepartments,
  getSalesTypes,
} from '@contracts/land-registry';
import {
  downloadSales,
  getSale,
  salesOrderFields,
  searchSales,
  type Sale,
} from '@contracts/land-registry-sales';
import { callBackend, downloadFromBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { sendBackFromOtherSite } from '~/consultation/cross-site.server';
import { pagedSearch, searchQueryOf, type PagedOutcome } from '~/consultation/paged-search.server';
import { schemaForm, urlSearch, type SearchAnswer } from '~/consultation/url-search.server';
import { requestLocale } from '~/i18n/i18next.server';
import type { RequestArgs } from '~/load-context';
import { parseForm } from '~/page-state/parse-form';
import { readTableState } from '~/page-state/table-state';
import { href } from '~/routing/href';
import { redirectWithAlert } from '~/ui/feedback/flash.server';
import { salesFields } from './search-fields';
import { salesFiltersOf, salesSearchSchema } from './search-schema';

/** Sales per page of the results. */
export const salesPageSize = 20;

/** The options of the form's lists; the divisions are those of the municipalities asked. */
export async function salesOptions(args: RequestArgs, params: URLSearchParams) {
  const { request, context } = args;
  const municipalities = params
    .getAll(salesFields.municipalities)
    .filter((code) => /^\d{5}$/.test(code))
    .slice(0, 3);
  // The municipalities and their divisions are the parcel pickers' lists: a role that may read
  // sale prices but not search parcels is offered none, and searches without a place.
  const pickerList = <T>(error: unknown): T[] => {
    if (error instanceof BackendError && error.status < 500) return [];
    throw error;
  };
  const [allMunicipalities, types, natures, buildings, ...divisions] = await Promise.all([
    callBackend(getCadastreMunicipalities, { request, context }).catch(
      pickerList<{
        nisCode: string;
        naam: string;
      }>,
    ),
    callBackend(getSalesTypes, { request, context }),
    callBackend(getCadastralNatures, { request, context }),
    callBackend(getConstructionIndications, { request, context }),
    ...municipalities.map((gemeente) =>
      callBackend(getDepartments, { request, context, query: { gemeente } }).catch(
        pickerList<{ code: string; naam: string }>,
      ),
    ),
  ]);
  return {
    municipalities: allMunicipalities.map((place) => ({ code: place.nisCode, naam: place.naam })),
    divisions: divisions.flat(),
    types,
    natures,
    buildings,
  };
}

export type SalesOptions = Awaited<ReturnType<typeof salesOptions>>;

/** The search in the URL (see urlSearch): its errors (400) or a page of sales. */
export function salesSearchFromUrl(
  args: RequestArgs,
): Promise<SearchAnswer<PagedOutcome<Sale>> | null> {
  const { request, context } = args;
  return urlSearch(args, {
    asks: (params) => params.has(salesFields.search),
    form: schemaForm(salesSearchSchema()),
    consultation: false,
    search: (search, params) => {
      const filters = salesFiltersOf(search);
      return pagedSearch(context, params, {
        fields: salesOrderFields,
        defaults: { orderBy: 'datum', order: 'Desc' },
        pageSize: salesPageSize,
        maximumRows: maximumPagedRows,
        reference: undefined,
        call: (state) => {
          const body = { ...filters, ...state, take: salesPageSize };
          return {
            key: [searchSales.id, body],
            consult: () => callBackend(searchSales, { request, context, body }),
          };
        },
      });
    },
  });
}

/** A sale's id as the cadastre writes it: 44021A0041-00A000-P0000-03-V. */
export const saleIdPattern = /^\d{5}[A-Z]\d{4}-\d{2}[A-Z_]\d{3}-P\d{4}-\d{2}-V$/;

/** One sale: found, unknown (404 from the backend) or failed. */
export async function lookupSale(args: RequestArgs, id: string) {
  try {
    const sale = await callBackend(getSale, { ...args, params: { id } });
    return { state: 'found' as const, sale };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404)
      return { state: 'notFound' as const };
    if (isSourceFailure(error)) return { state: 'failed' as const };
    throw error;
  }
}

/**
 * Every sale the search in the URL matches, in its order, as a workbook streamed from the backend.
 * A search the screen would refuse, or one the backend cannot answer as a file (too many sales),
 * leads back to the screen with that search, which says why.
 */
export async function salesDownload(args: RequestArgs): Promise<Response> {
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const screen = href('landRegistrySales', {}, requestLocale(request), new URLSearchParams(params));
  sendBackFromOtherSite(request, screen);
  const submission = parseForm(params, salesSearchSchema());
  if (submission.status !== 'success' || !submission.value) throw redirect(screen);
  const { orderBy, order } = readTableState(params, salesOrderFields, {
    orderBy: 'datum',
    order: 'Desc',
  });
  try {
    return await downloadFromBackend(downloadSales, {
      request,
      context,
      body: { ...salesFiltersOf(submission.value), orderBy, order },
    });
  } catch (error) {
    // Back to the search, saying why: a search that matches more sales than one workbook holds is
    // refused (400), anything else is the source's failure.
    if (error instanceof BackendError) {
      throw await redirectWithAlert(
        screen,
        error.status === 400
          ? { kind: 'warning', messageKey: 'downloadTooLarge', closable: true }
          : { kind: 'error', messageKey: 'downloadFailed', closable: true },
      );
    }
    throw error;
  }
}

/** The download's query: the search's own fields, without the table's page. */
export function downloadQueryOf(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams(searchQueryOf(params));
}
