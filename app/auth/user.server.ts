// The signed-in user, once per request however many loaders ask: from the store the replicas
// share when it knows the session with this access token (user-store.server.ts), else from the
// backend, which then goes into the store.
import type { AppLoadContext } from '@remix-run/node';
import { getUser, type Role, type User } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { sessionLifetimeSeconds } from './portal-session';
import { keepingMs, tokenDigest } from './user-store.server';

const loaded = new WeakMap<AppLoadContext, Promise<User>>();

export function loadUser(request: Request, context: AppLoadContext): Promise<User> {
  let pending = loaded.get(context);
  if (!pending) {
    pending = knownOrAsked(request, context);
    loaded.set(context, pending);
  }
  return pending;
}

async function knownOrAsked(request: Request, context: AppLoadContext): Promise<User> {
  const store = context.users;
  const asked = context.session.data;
  if (!store || !asked) return callBackend(getUser, { request, context });
  const known = await store.read(asked.sessionId);
  if (known && known.token === tokenDigest(asked.accessToken)) return known.user;
  const user = await callBackend(getUser, { request, context });
  // The call may have refreshed the access token: the entry goes with the one now in the session.
  const current = context.session.data;
  if (current) {
    await store.keep(
      current.sessionId,
      { user, token: tokenDigest(current.accessToken) },
      keepingMs(user),
    );
  }
  return user;
}

export function activeRoleOf(user: User, activeRoleUri: string | null | undefined): Role | null {
  return user.roles.find((role) => role.uri === activeRoleUri) ?? null;
}

/**
 * A live session: signed in less than the sign-in lifetime ago, and the backend session has not
 * expired as far as we know.
 */
export function hasLiveSession(
  context: Pick<AppLoadContext, 'session'>,
  now = Date.now(),
): boolean {
  const data = context.session.data;
  return Boolean(
    data &&
    now - data.signedInAt < sessionLifetimeSeconds * 1000 &&
    (data.expiresAt === null || data.expiresAt > now),
  );
}
