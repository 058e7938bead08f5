// The typed client of the backend API: every call sends the user's token, active role, session id,
// language and correlation id; every answer is parsed with the call's contract, and a failure
// becomes a SessionLostError or a BackendError (docs/rules/errors.md).
import type { AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
import { errorResponseSchema, headers, type CallContract } from '@contracts/http';
import { postMetric } from '@contracts/session';
import { freshAccessToken } from '~/auth/tokens.server';
import { requestLocale } from '~/i18n/i18next.server';
import { fillPath } from '~/routing/href';
import { BackendError, SessionLostError } from './errors';

type Body<C> =
  C extends CallContract<infer Req, z.ZodType | undefined>
    ? Req extends z.ZodType
      ? z.input<Req>
      : undefined
    : never;

type Result<C> =
  C extends CallContract<z.ZodType | undefined, infer Res>
    ? Res extends z.ZodType
      ? z.output<Res>
      : undefined
    : never;

export interface CallOptions<C> {
  request: Request;
  context: AppLoadContext;
  params?: Record<string, string>;
  /** Query-string parameters; those left undefined are not sent. */
  query?: Record<string, string | undefined>;
  body?: Body<C>;
}

export async function callBackend<C extends CallContract>(
  contract: C,
  { request, context, params = {}, query = {}, body }: CallOptions<C>,
): Promise<Result<C>> {
  const session = context.session;
  if (!session.data) throw new SessionLostError('no session');
  const accessToken = await freshAccessToken(context);
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  ).toString();
  const url = `${context.backendUrl}${fillPath(contract.path, params)}${search ? `?${search}` : ''}`;
  const requestHeaders: Record<string, string> = {
    authorization: `Bearer ${accessToken}`,
    accept: 'application/json',
    'accept-language': requestLocale(request),
    [headers.correlationId]: context.correlationId,
    [headers.sessionId]: session.data.sessionId,
  };
  if (session.data.activeRoleUri) requestHeaders[headers.activeRole] = session.data.activeRoleUri;
  if (body !== undefined) requestHeaders['content-type'] = 'application/json';

  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(30_000)]),
    });
  } catch (error) {
    context.log.error({ err: error, operation: contract.id }, 'backend unreachable');
    throw new BackendError(502, null, contract.id);
  }

  const expiry = response.headers.get(headers.sessionExpiry);
  if (expiry && !Number.isNaN(Date.parse(expiry)))
    session.update({ expiresAt: Date.parse(expiry) });

  const metricName = response.headers.get(headers.metricName);
  if (metricName && contract.id !== postMetric.id) {
    reportTiming(metricName, performance.now() - started, { request, context });
  }

  // A sign-in page or a redirect elsewhere instead of JSON means the session was lost upstream.
  const contentType = response.headers.get('content-type') ?? '';
  if (
    response.status === 401 ||
    (response.status >= 300 && response.status < 400) ||
    contentType.includes('text/html')
  ) {
    throw new SessionLostError(`${contract.id} answered ${response.status}`);
  }

  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(await response.json().catch(() => null));
    context.log.warn({ operation: contract.id, status: response.status }, 'backend call failed');
    throw new BackendError(response.status, parsed.success ? parsed.data : null, contract.id);
  }

  if (!contract.response || response.status === 204) return undefined as Result<C>;
  const parsed = contract.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    context.log.error(
      { operation: contract.id, issues: parsed.error.issues.slice(0, 5) },
      'backend answer breaks its contract',
    );
    throw new BackendError(502, null, contract.id);
  }
  return parsed.data as Result<C>;
}

/** Posts a timing metric for a call that asked for one; never delays or fails the page. */
function reportTiming(
  metricName: string,
  milliseconds: number,
  options: { request: Request; context: AppLoadContext },
) {
  callBackend(postMetric, {
    ...options,
    body: {
      metricName: metricName.slice(0, 100),
      timeStamp: new Date().toISOString(),
      unit: 'Milliseconds',
      value: Math.round(milliseconds),
    },
  }).catch((error: unknown) => options.context.log.debug({ err: error }, 'metric not recorded'));
}
