// The shipment search as a zod schema shared by the browser and the server, under the names of the
// start screen's URL: 'Uw referentie' (part of it), the recipient (a national number, an
// enterprise number, an e-mail address or part of the name), a period of the creation date
// (DD.MM.YYYY; its end not before its start), a channel and a status.
import { z } from 'zod';
import { channels, shipmentStatuses, type searchShipments } from '@contracts/document';
import { displayDateToIso } from '~/lib/validation/dates';
import { issue, reportIssue } from '~/lib/validation/issue';
import { isBlank } from '~/lib/validation/required';
import { datePickerSchema } from '~/lib/validation/schemas';
import { shipmentFields } from './search-fields';

const dayOf = datePickerSchema({ required: false }).transform((value) =>
  isBlank(value) ? '' : (displayDateToIso(value.trim()) ?? ''),
);

/** One code of the list, or '' (any). */
const optionalCode = <const T extends readonly [string, ...string[]]>(codes: T) =>
  z.union([z.literal(''), z.enum(codes)]).default('');

export function shipmentSearchSchema() {
  const f = shipmentFields;
  return z
    .object({
      [f.reference]: z.string().trim().max(100).default(''),
      [f.recipient]: z.string().trim().max(128).default(''),
      [f.from]: dayOf,
      [f.to]: dayOf,
      [f.channel]: optionalCode(channels),
      [f.status]: optionalCode(shipmentStatuses),
      [f.search]: z.string().optional(),
    })
    .superRefine((search, ctx) => {
      const from = search[f.from];
      const to = search[f.to];
      if (from && to && to < from) reportIssue(ctx, issue('validityPeriod.endBeforeStart'), [f.to]);
    });
}

export type ShipmentSearch = z.output<ReturnType<typeof shipmentSearchSchema>>;

type Filters = Omit<z.input<typeof searchShipments.request>, 'take' | 'skip' | 'orderBy' | 'order'>;

/** The search's filters as the backend takes them. */
export function shipmentFiltersOf(search: ShipmentSearch): Filters {
  const f = shipmentFields;
  return {
    uwReferentie: search[f.reference],
    ontvanger: search[f.recipient],
    van: search[f.from] || null,
    tot: search[f.to] || null,
    kanaal: search[f.channel] || null,
    status: search[f.status] || null,
  };
}
