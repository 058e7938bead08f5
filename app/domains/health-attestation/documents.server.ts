// An attestation's or a CTPC's PDF to download, streamed from the source as it arrives: reading it
// is a consultation the backend writes to the legal log. A link without a document (none made
// yet, an id that cannot exist) answers 404; a link followed from another site leads to the
// attestation's screen instead, which asks to confirm first.
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import {
  downloadAttestationDocument,
  downloadCtpcDocument,
  healthAttestationSource,
} from '@contracts/health-attestation';
import { downloadFromBackend } from '~/backend/client.server';
import { BackendError } from '~/backend/errors';
import { sendBackFromOtherSite } from '~/consultation/cross-site.server';
import { endpointHref } from '~/endpoints';
import { requestLocale } from '~/i18n/i18next.server';
import { consultationNames, href, readConsultation } from '~/routing/href';

/** The query names of the download endpoint besides the consultation's. */
export const documentNames = { kind: 'soort', id: 'id' } as const;
export const documentKinds = ['attest', 'ctpc'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The PDF's download, asked with 'Uw referentie' of the screen's link. */
export function documentHref(kind: DocumentKind, id: string, reference: string): string {
  return endpointHref('healthAttestationDocument', {
    [documentNames.kind]: kind,
    [documentNames.id]: id,
    ...(reference ? { [consultationNames.reference]: reference } : {}),
  });
}

/** The kind a download link asks, read before the permission its screen needs is checked. */
export function documentKindOf(request: Request): DocumentKind {
  const kind = new URL(request.url).searchParams.get(documentNames.kind);
  return kind === 'ctpc' ? 'ctpc' : 'attest';
}

export async function documentDownload(args: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const { request, context } = args;
  const url = new URL(request.url);
  const kind = documentKindOf(request);
  const id = (url.searchParams.get(documentNames.id) ?? '').toLowerCase();
  if (!z.uuid().safeParse(id).success) throw data(null, { status: 404 });
  const reference = readConsultation(url).reference ?? '';
  const locale = requestLocale(request);
  const screen =
    kind === 'ctpc'
      ? href('ctpcAttestation', { ctpcId: id }, locale, {
          source: healthAttestationSource,
          reference,
        })
      : href('healthAttestation', { attestId: id }, locale, {
          source: healthAttestationSource,
          reference,
        });
  sendBackFromOtherSite(request, screen);
  const options = {
    request,
    context,
    params: { id },
    query: { reference: reference || undefined },
  };
  try {
    return kind === 'ctpc'
      ? await downloadFromBackend(downloadCtpcDocument, options)
      : await downloadFromBackend(downloadAttestationDocument, options);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof BackendError) throw redirect(screen);
    throw error;
  }
}
