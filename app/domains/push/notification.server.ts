// One notification's screen: the notification with its content (each message sanitised again
// here with the editor's rules before the page shows it, whatever the backend kept), and one page
// of its deliveries, optionally of one outcome, paged in the URL. Deliveries grow while a send's
// job runs, so their pages are asked anew every time.
import { z } from 'zod';
import { maximumPagedRows } from '@contracts/http';
import {
  deliveryOutcomes,
  getDeliveries,
  getNotification,
  notificationLanguages,
  type Delivery,
  type DeliveryOutcome,
  type Notification,
} from '@contracts/push-notification';
import { callBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { pagedSearch, type PagedOutcome } from '~/consultation/paged-search.server';
import type { RequestArgs } from '~/load-context';
import { sanitizeRichText } from '../../../rich-text/sanitize';
import { outcomeParameter } from './notification-fields';

export const deliveryPageSize = 50;

export type NotificationLookup =
  { state: 'found'; notification: Notification } | { state: 'notFound' } | { state: 'failed' };

export async function lookupNotification(
  args: RequestArgs,
  id: string,
): Promise<NotificationLookup> {
  if (!z.uuid().safeParse(id).success) return { state: 'notFound' };
  try {
    const notification = await callBackend(getNotification, {
      request: args.request,
      context: args.context,
      params: { notificatie: id },
    });
    const inhoud = { ...notification.inhoud };
    for (const language of notificationLanguages) {
      const text = inhoud[language];
      if (text) inhoud[language] = { ...text, bericht: sanitizeRichText(text.bericht) };
    }
    return { state: 'found', notification: { ...notification, inhoud } };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return { state: 'notFound' };
    if (isSourceFailure(error)) return { state: 'failed' };
    throw error;
  }
}

/** The outcome the URL filters on, if it names one. */
export function outcomeOf(url: URL): DeliveryOutcome | undefined {
  const asked = url.searchParams.get(outcomeParameter);
  return deliveryOutcomes.find((outcome) => outcome === asked);
}

export function deliveryPage(args: RequestArgs, id: string): Promise<PagedOutcome<Delivery>> {
  const { request, context } = args;
  const url = new URL(request.url);
  const uitkomst = outcomeOf(url);
  return pagedSearch(context, url.searchParams, {
    fields: ['tijdstip'] as const,
    defaults: { orderBy: 'tijdstip', order: 'Asc' },
    pageSize: deliveryPageSize,
    maximumRows: maximumPagedRows,
    reference: undefined,
    remember: false,
    call: (state) => {
      const query = { ...state, take: deliveryPageSize, ...(uitkomst ? { uitkomst } : {}) };
      return {
        key: [getDeliveries.id, id, query],
        consult: () =>
          callBackend(getDeliveries, { request, context, params: { notificatie: id }, query }),
      };
    },
  });
}
