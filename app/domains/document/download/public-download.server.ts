// The public download page's talk with the backend (no session, no bearer token): a nonce and the
// captcha challenges for the link, then the file with the token, the nonce and the captcha's
// answer. The backend verifies all three (ADR 018); the page only carries them.
import type { AppLoadContext } from '@remix-run/node';
import {
  captchaResponse,
  documentErrorCodes,
  downloadFileUrl,
  downloadHeaders,
  downloadIdSchema,
  downloadNonceSchema,
  downloadNonceUrl,
  downloadTokenSchema,
  type DownloadNonce,
} from '@contracts/document-download';
import { headers as callHeaders } from '@contracts/http';
import { getEnv } from '~/config/env.server';

/** Why a download was refused, as the page words it. */
export type DownloadFailure =
  'invalid' | 'expired' | 'captchaFailed' | 'pageExpired' | 'tooMany' | 'unavailable';

/** The link's id and token when both are well-formed; a malformed link is simply invalid. */
export function linkOf(guid: string | undefined, request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!downloadIdSchema.safeParse(guid).success || !downloadTokenSchema.safeParse(token).success) {
    return null;
  }
  return { guid: guid as string, token };
}

function backendFetch(
  context: AppLoadContext,
  request: Request,
  path: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; language: string },
) {
  const timeout = AbortSignal.timeout(getEnv().BACKEND_TIMEOUT_SECONDS * 1000);
  return fetch(`${context.backendUrl}${path}`, {
    method: init.method,
    headers: {
      'accept-language': init.language,
      [callHeaders.correlationId]: context.correlationId,
      // The backend limits tries per client: every request reaches it from the portal.
      [downloadHeaders.client]: context.clientAddress,
      ...init.headers,
    },
    redirect: 'manual',
    signal: AbortSignal.any([request.signal, timeout]),
  });
}

/** A nonce and fresh challenges for the link; null when the backend cannot give them now. */
export async function fetchNonce(
  context: AppLoadContext,
  request: Request,
  guid: string,
  language: string,
): Promise<DownloadNonce | 'tooMany' | null> {
  try {
    const response = await backendFetch(context, request, downloadNonceUrl(guid), {
      method: 'POST',
      language,
    });
    if (response.status === 429) return 'tooMany';
    if (!response.ok) return null;
    return downloadNonceSchema.parse(await response.json());
  } catch (error) {
    context.log.error({ err: error }, 'download nonce not available');
    return null;
  }
}

export interface CaptchaAnswer {
  challenge: string;
  answer: string;
}

/** The file as the backend answers it, or why it was refused. */
export async function fetchFile(
  context: AppLoadContext,
  request: Request,
  link: { guid: string; token: string },
  nonce: string,
  captcha: CaptchaAnswer,
  language: string,
): Promise<{ ok: true; response: Response } | { ok: false; failure: DownloadFailure }> {
  let response: Response;
  try {
    response = await backendFetch(context, request, downloadFileUrl(link.guid, link.token), {
      method: 'GET',
      language,
      headers: {
        [downloadHeaders.nonce]: nonce,
        [downloadHeaders.captcha]: captchaResponse(captcha.challenge, captcha.answer),
      },
    });
  } catch (error) {
    context.log.error({ err: error }, 'download not available');
    return { ok: false, failure: 'unavailable' };
  }
  if (response.ok) return { ok: true, response };
  const body = (await response.json().catch(() => null)) as {
    errors?: { code?: string }[];
  } | null;
  const code = body?.errors?.[0]?.code;
  switch (response.status) {
    case 404:
      return { ok: false, failure: 'invalid' };
    case 410:
      return { ok: false, failure: 'expired' };
    case 403:
      return {
        ok: false,
        failure: code === documentErrorCodes.captchaFailed ? 'captchaFailed' : 'pageExpired',
      };
    case 429:
      return { ok: false, failure: 'tooMany' };
    default:
      context.log.error({ status: response.status }, 'download failed');
      return { ok: false, failure: 'unavailable' };
  }
}
