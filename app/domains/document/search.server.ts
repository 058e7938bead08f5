// The shipment search as the start screen asks it: the GET form in the URL, one page of the
// organisation's shipments from the backend (paged and sorted there), remembered for Back.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { searchShipments, shipmentOrderFields, type ShipmentSummary } from '@contracts/document';
import { maximumPagedRows } from '@contracts/http';
import { callBackend } from '~/backend/client.server';
import { isCrossSite } from '~/consultation/cross-site.server';
import { pagedSearch, type PagedOutcome } from '~/consultation/paged-search.server';
import { markFormFailed, submissionReply } from '~/page-state/form-reply.server';
import { parseForm } from '~/page-state/parse-form';
import { shipmentFields, shipmentFiltersOf, shipmentSearchSchema } from './search-schema';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** Shipments per page of the results. */
export const shipmentPageSize = 20;

/** The search in the URL: null when none was asked, its errors (400) or a page of shipments. */
export async function shipmentSearchFromUrl(
  args: Args,
  params: URLSearchParams,
): Promise<{
  status: number;
  result: ReturnType<typeof submissionReply>;
  outcome?: PagedOutcome<ShipmentSummary>;
  /** A search from a link on another site: shown in the form, asked once the user confirms. */
  crossSite?: true;
} | null> {
  if (!params.has(shipmentFields.search)) return null;
  const submission = parseForm(params, shipmentSearchSchema());
  if (isCrossSite(args.request)) {
    return {
      status: 200,
      crossSite: true,
      result: { initialValue: submission.payload as Record<string, string> },
    };
  }
  if (submission.status !== 'success' || !submission.value) {
    markFormFailed(args.context);
    return { status: 400, result: submissionReply(submission) };
  }
  const filters = shipmentFiltersOf(submission.value);
  const { request, context } = args;
  const outcome = await pagedSearch(context, params, {
    fields: shipmentOrderFields,
    defaults: { orderBy: 'aangemaaktOp', order: 'Desc' },
    pageSize: shipmentPageSize,
    maximumRows: maximumPagedRows,
    reference: undefined,
    call: (state) => {
      const body = { ...filters, ...state, take: shipmentPageSize };
      return {
        key: [searchShipments.id, body],
        consult: () => callBackend(searchShipments, { request, context, body }),
      };
    },
  });
  return {
    status: 'failed' in outcome ? 502 : 200,
    result: submissionReply(submission),
    outcome,
  };
}
