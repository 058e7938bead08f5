// What the suggestion endpoints share: signed-in check, query validation, JSON answers that the
// browser may cache for five minutes, and JSON errors (never a redirect: scripts fetch these).
// Resource routes answer with a Response: Remix drops the status and headers of data() there.
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import { errorCodes, type ErrorResponse } from '@contracts/http';
import { requireUser } from '~/auth/require-permission.server';
import { BackendError, SessionLostError } from '~/backend/errors';
import { endpointHref } from '~/endpoints';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';

/** Suggestions are reference data, the same for everyone: the browser may reuse them a while. */
const cacheable = { 'Cache-Control': 'private, max-age=300' };

const messageKeys = {
  400: 'errors.messages.400',
  401: 'errors.messages.401',
  502: 'errors.messages.5xx',
} as const;

export async function suggestionLoader<Schema extends z.ZodType, Result>(
  args: LoaderFunctionArgs,
  querySchema: Schema,
  lookup: (query: z.output<Schema>) => Promise<Result>,
) {
  const { request, context } = args;
  const t = await i18nServer.getFixedT(requestLocale(request), 'common');
  const failure = (status: 400 | 401 | 502, code: number, errors: ErrorResponse['errors'] = []) =>
    Response.json({ code, message: t(messageKeys[status]), errors } satisfies ErrorResponse, {
      status,
    });

  try {
    await requireUser(args);
  } catch (error) {
    // requireUser answers with redirects, meant for page loads.
    if (!(error instanceof Response)) throw error;
    const toSignIn = error.headers.get('location')?.startsWith(endpointHref('signIn')) ?? false;
    return toSignIn ? failure(401, 401) : failure(502, errorCodes.system);
  }

  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return failure(
      400,
      errorCodes.validation,
      query.error.issues.map((issue) => ({
        message: issue.message,
        code: issue.path.join('.') || undefined,
      })),
    );
  }

  try {
    return Response.json(await lookup(query.data), { headers: cacheable });
  } catch (error) {
    if (error instanceof SessionLostError) {
      context.session.destroy();
      return failure(401, 401);
    }
    if (error instanceof BackendError) {
      return error.status === 400
        ? failure(400, errorCodes.validation, error.body?.errors)
        : failure(502, errorCodes.system);
    }
    throw error;
  }
}
