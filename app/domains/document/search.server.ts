// The shipment search as the start screen asks it: the GET form in the URL, one page of the
// organisation's shipments from the backend (paged and sorted there), remembered for Back; one
// shipment found opens it.
import { searchShipments, shipmentOrderFields, type ShipmentSummary } from '@contracts/document';
import { maximumPagedRows } from '@contracts/http';
import { callBackend } from '~/backend/client.server';
import { onlyRow, pagedSearch, type PagedOutcome } from '~/consultation/paged-search.server';
import { schemaForm, urlSearch, type SearchAnswer } from '~/consultation/url-search.server';
import type { RequestArgs } from '~/load-context';
import { shipmentFields } from './search-fields';
import { shipmentFiltersOf, shipmentSearchSchema } from './search-schema';

/** Shipments per page of the results. */
export const shipmentPageSize = 20;

/**
 * The shipment search in the URL (see urlSearch): one page of the organisation's shipments; a
 * search that finds exactly one opens it.
 */
export function shipmentSearchFromUrl(
  args: RequestArgs,
): Promise<SearchAnswer<PagedOutcome<ShipmentSummary>> | null> {
  const { request, context } = args;
  return urlSearch(args, {
    asks: (params) => params.has(shipmentFields.search),
    form: schemaForm(shipmentSearchSchema()),
    search: (search, params) => {
      const filters = shipmentFiltersOf(search);
      return pagedSearch(context, params, {
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
    },
    opens: (outcome) => {
      const only = onlyRow(outcome);
      return only && { screen: 'documentShipment', params: { messageId1: only.id } };
    },
  });
}
