// POST /download/{guid}/bestand?token=…: the public download page's form. The document itself,
// streamed from the backend, or back to the page (303) with why it was refused. No session is
// read or written; the form is protected from other sites like every post (server/
// forgery-protection.ts), and the nonce it carries counts once (ADR 018).
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import {
  fetchFile,
  linkOf,
  type DownloadFailure,
} from '~/domains/document/download/public-download.server';
import { isLocale, type Locale } from '~/i18n/locale';
import { href } from '~/routing/href';

function backToPage(
  guid: string,
  token: string,
  locale: Locale,
  failure: DownloadFailure,
): Response {
  return redirect(href('publicDownload', { guid }, locale, { token, fout: failure }), 303);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const language = field('taal');
  const locale: Locale = isLocale(language) ? language : 'nl';
  const guid = params.guid ?? '';
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const link = linkOf(guid, request);
  if (!link) return backToPage(guid, token, locale, 'invalid');
  const answer = field('answer').trim();
  // Nothing answered: the check failed without asking the backend.
  if (!answer) return backToPage(guid, token, locale, 'captchaFailed');
  const outcome = await fetchFile(
    context,
    request,
    link,
    field('nonce'),
    { challenge: field('challenge'), answer },
    locale,
  );
  if (!outcome.ok) return backToPage(guid, token, locale, outcome.failure);
  const { response } = outcome;
  return new Response(response.body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': response.headers.get('content-disposition') ?? 'attachment',
      // X-Content-Type-Options: nosniff comes with every answer of the portal.
      'Cache-Control': 'no-store',
    },
  });
}

/** Only the form's post: a GET of this address goes back to the page. */
export function loader({ request, params }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return redirect(href('publicDownload', { guid: params.guid ?? '' }, 'nl', { token }), 303);
}
