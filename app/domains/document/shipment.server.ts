// One shipment as its screens ask it: the shipment whole (a consultation the backend logs), its
// latest status asked of the postal service (a 503 when the service cannot tell it), and its
// attachments and proof of posting streamed from the backend.
import {
  documentErrorCodes,
  downloadAttachment,
  downloadProofOfPosting,
  getShipment,
  messageIdParam,
  refreshStatus,
  type Shipment,
} from '@contracts/document';
import { callBackend, downloadFromBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { isCrossSite, sendBackFromOtherSite } from '~/consultation/cross-site.server';
import { requestLocale } from '~/i18n/i18next.server';
import type { RequestArgs } from '~/load-context';
import { href } from '~/routing/href';

export type ShipmentLookup =
  | { state: 'found'; shipment: Shipment }
  | { state: 'notFound' }
  | { state: 'failed' }
  /** A link from another site: nothing was asked; the screen asks the user to confirm. */
  | { state: 'confirm' };

/** Whether the text is a shipment id (a UUID): anything else is not a page. */
export function isShipmentId(value: string | undefined): value is string {
  return messageIdParam.safeParse(value).success;
}

/**
 * One shipment: found, unknown or another organisation's (404), or failed; asked from another
 * site, not asked at all (to confirm).
 */
export async function lookupShipment(args: RequestArgs, id: string): Promise<ShipmentLookup> {
  if (isCrossSite(args.request)) return { state: 'confirm' };
  try {
    const shipment = await callBackend(getShipment, { ...args, params: { id } });
    return { state: 'found', shipment };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return { state: 'notFound' };
    if (isSourceFailure(error)) return { state: 'failed' };
    throw error;
  }
}

export type StatusRefresh =
  | { state: 'refreshed'; status: Shipment['status'] }
  | { state: 'unavailable' }
  | { state: 'notFound' }
  | { state: 'failed' };

/** Asks the postal service for the shipment's latest status. */
export async function refreshShipmentStatus(args: RequestArgs, id: string): Promise<StatusRefresh> {
  try {
    const answer = await callBackend(refreshStatus, { ...args, params: { id } });
    return { state: 'refreshed', status: answer.status };
  } catch (error) {
    if (error instanceof BackendError) {
      const codes = error.body?.errors.map((entry) => entry.code) ?? [];
      if (error.status === 503 && codes.includes(documentErrorCodes.statusUnavailable))
        return { state: 'unavailable' };
      if (error.status === 404) return { state: 'notFound' };
      if (isSourceFailure(error)) return { state: 'failed' };
    }
    throw error;
  }
}

/**
 * The download of an attachment (by its name) or of the proof of posting, streamed; asked from
 * another site, the shipment's screen instead, which asks to confirm.
 */
export async function shipmentFileDownload(
  args: RequestArgs,
  what: { kind: 'attachment'; id: string; name: string } | { kind: 'proof'; id: string },
): Promise<Response> {
  sendBackFromOtherSite(
    args.request,
    href('documentShipment', { messageId1: what.id }, requestLocale(args.request)),
  );
  try {
    return what.kind === 'attachment'
      ? await downloadFromBackend(downloadAttachment, {
          ...args,
          params: { id: what.id },
          query: { attachmentName: what.name },
        })
      : await downloadFromBackend(downloadProofOfPosting, { ...args, params: { id: what.id } });
  } catch (error) {
    // A refusal answers with its own status (404, 409, 429 past the download limits); a failure
    // of the source with 502.
    if (error instanceof BackendError) {
      return new Response(null, { status: isSourceFailure(error) ? 502 : error.status });
    }
    throw error;
  }
}

/**
 * The status button's post on a shipment screen: the latest status for one of the screen's
 * shipments. Refreshed: the screen reads the shipment again; otherwise what to say.
 */
export async function statusAction(
  args: RequestArgs,
  shownIds: readonly string[],
): Promise<{ refresh: Exclude<StatusRefresh['state'], 'refreshed'> | 'refreshed'; id: string }> {
  const form = await args.request.formData();
  const id = String(form.get('id') ?? '');
  if (!shownIds.includes(id)) return { refresh: 'notFound', id };
  const answer = await refreshShipmentStatus(args, id);
  return { refresh: answer.state, id };
}
