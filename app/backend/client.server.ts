// The typed client of the backend API: every call sends the user's token, active role, session id,
// language and correlation id; every answer is parsed with the call's contract, and a failure
// becomes a SessionLostError or a BackendError (docs/rules/errors.md).
import type { AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
import {
  errorResponseSchema,
  headers,
  headerTexts,
  metadataPart,
  type CallContract,
  type HeaderValue,
  type OutputOf,
} from '@contracts/http';
import { postMetric } from '@contracts/session';
import { getEnv } from '~/config/env.server';
import { requestLocale } from '~/i18n/i18next.server';
import { fillPath } from '~/routing/href';
import { accessTokenFor } from './access-token.server';
import { BackendError, SessionLostError } from './errors';

type Schemas<C> =
  C extends CallContract<infer P, infer Q, infer Req, infer Res, infer H>
    ? [P, Q, Req, Res, H]
    : never;

/** What the call answers: its response schema's output (undefined for 204 No Content). */
export type CallResult<C> = OutputOf<Schemas<C>[3]>;

/** A scalar of the path or query: sent as text. */
type Scalar = string | number | boolean;

type Part<Name extends string, S> = S extends z.ZodType
  ? Record<Name, z.input<S>>
  : Partial<Record<Name, undefined>>;

/**
 * The header input of a call whose contract reads headers: by the headers' names (lower case),
 * each a text, a number or a list of texts (sent comma-separated, each value percent-encoded:
 * `headerText`); a value left out is not sent.
 */
type HeaderPart<S> = S extends z.ZodObject
  ? { headers?: { [Name in keyof z.output<S>]?: HeaderValue | null } }
  : { headers?: undefined };

/**
 * What a call takes, typed by its contract: `params` when its path has parameters, `query` when
 * it reads the query string, `body` when it takes a JSON body (each required when the contract's
 * schema has required fields).
 */
export type CallOptions<C> = {
  request: Request;
  context: AppLoadContext;
  /** Sent as the Idempotency-Key header: a repeated create answers the first result. */
  idempotencyKey?: string;
  /** The files of a call that takes them (`files` in its contract), sent with `body` as multipart. */
  files?: readonly OutgoingFile[];
} & Part<'params', Schemas<C>[0]> &
  Part<'query', Schemas<C>[1]> &
  Part<'body', Schemas<C>[2]> &
  HeaderPart<Schemas<C>[4]>;

/** A file a multipart call sends. */
export interface OutgoingFile {
  name: string;
  bytes: Uint8Array;
  contentType?: string;
}

/** A multipart call's body: the JSON request as its metadata part, then the files. */
function multipartBody(contract: CallContract, body: unknown, files: readonly OutgoingFile[]) {
  const form = new FormData();
  form.append(metadataPart, JSON.stringify(body ?? {}));
  for (const file of files) {
    form.append(
      contract.files?.field ?? 'files',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], {
        type: file.contentType ?? 'application/octet-stream',
      }),
      file.name,
    );
  }
  return form;
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const entries = Object.entries(query as Record<string, Scalar | undefined | null>).flatMap(
    ([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]]),
  );
  const text = new URLSearchParams(entries).toString();
  return text ? `?${text}` : '';
}

function pathParams(params: unknown): Record<string, string> {
  if (!params || typeof params !== 'object') return {};
  return Object.fromEntries(
    Object.entries(params as Record<string, Scalar>).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The texts of a call's input headers: only those its contract's header schema names, each value
 * percent-encoded and a list's values joined with commas (`headerText` in contracts/http.ts).
 */
export function inputHeaderTexts(
  contract: CallContract,
  values: Readonly<Record<string, HeaderValue | null | undefined>> | undefined,
): Record<string, string> {
  const known = new Set(Object.keys(contract.headers?.shape ?? {}));
  return Object.fromEntries(
    Object.entries(headerTexts(values)).filter(([name]) => known.has(name)),
  );
}

/** Sends a call and reads the answer's status; the body is left to the caller. */
async function sendCall<C extends CallContract>(
  contract: C,
  options: CallOptions<C>,
  accept: string,
): Promise<Response> {
  const { request, context } = options;
  const { params, query, body } = options as { params?: unknown; query?: unknown; body?: unknown };
  const inputHeaders = (options as { headers?: Record<string, HeaderValue | null | undefined> })
    .headers;
  const session = context.session;
  if (!session.data) throw new SessionLostError('no session');
  const accessToken = await accessTokenFor(context);
  const url = `${context.backendUrl}${fillPath(contract.path, pathParams(params))}${queryString(query)}`;
  const requestHeaders: Record<string, string> = {
    // The call's input headers first: none of them may take the place of the ones below.
    ...(contract.headers ? inputHeaderTexts(contract, inputHeaders) : {}),
    authorization: `Bearer ${accessToken}`,
    accept,
    'accept-language': requestLocale(request),
    [headers.correlationId]: context.correlationId,
    [headers.sessionId]: session.data.sessionId,
  };
  if (session.data.activeRoleUri) requestHeaders[headers.activeRole] = session.data.activeRoleUri;
  // A multipart body's type, with its boundary, is set by fetch.
  if (body !== undefined && !contract.files) requestHeaders['content-type'] = 'application/json';
  if (options.idempotencyKey) requestHeaders[headers.idempotencyKey] = options.idempotencyKey;

  const started = performance.now();
  const timeout = AbortSignal.timeout(getEnv().BACKEND_TIMEOUT_SECONDS * 1000);
  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers: requestHeaders,
      body: contract.files
        ? multipartBody(contract, body, options.files ?? [])
        : body === undefined
          ? undefined
          : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, timeout]),
    });
  } catch (error) {
    // No answer in time: 504; no connection at all: 503 (the source is unavailable).
    if (timeout.aborted && !request.signal.aborted) {
      context.log.error({ operation: contract.id }, 'backend did not answer in time');
      throw new BackendError(504, null, contract.id);
    }
    context.log.error({ err: error, operation: contract.id }, 'backend unreachable');
    throw new BackendError(503, null, contract.id);
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
  return response;
}

export async function callBackend<C extends CallContract>(
  contract: C,
  options: CallOptions<C>,
): Promise<CallResult<C>> {
  const response = await sendCall(contract, options, 'application/json');
  if (!contract.response || response.status === 204) return undefined as CallResult<C>;
  const parsed = contract.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    options.context.log.error(
      { operation: contract.id, issues: parsed.error.issues.slice(0, 5) },
      'backend answer breaks its contract',
    );
    throw new BackendError(502, null, contract.id);
  }
  return parsed.data as CallResult<C>;
}

/**
 * A call that answers a file (`answersFile`): the browser's download, streamed from the backend
 * as it arrives, with the backend's status (206 for a file not complete yet), type and file name,
 * and never cached.
 */
export async function downloadFromBackend<C extends CallContract>(
  contract: C,
  options: CallOptions<C>,
): Promise<Response> {
  const response = await sendCall(contract, options, '*/*');
  const disposition = response.headers.get('content-disposition');
  return new Response(response.body, {
    status: response.status,
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
      ...(disposition ? { 'Content-Disposition': disposition } : {}),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
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
