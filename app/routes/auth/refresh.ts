// GET /sss/api/refresh: the browser reports user activity; the backend session is extended.
// A resource route answers with a Response: Remix drops the status of data() here.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { refreshSession } from '@contracts/session';
import { remainingMs } from '~/auth/account.server';
import { hasLiveSession } from '~/auth/user.server';
import { callBackend } from '~/backend/client.server';
import { SessionLostError } from '~/backend/errors';

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasLiveSession(context))
    return Response.json({ expiresAt: null, remainingMs: null }, { status: 401 });
  try {
    const { expiresAt } = await callBackend(refreshSession, { request, context });
    return Response.json({ expiresAt, remainingMs: remainingMs(Date.parse(expiresAt)) });
  } catch (error) {
    if (error instanceof SessionLostError) {
      context.session.destroy();
      return Response.json({ expiresAt: null, remainingMs: null }, { status: 401 });
    }
    throw error;
  }
}
