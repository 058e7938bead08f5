// The signed-in user, loaded from the backend once per request however many loaders ask.
import type { AppLoadContext } from '@remix-run/node';
import { getUser, type Role, type User } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { sessionLifetimeSeconds } from './portal-session';

const loaded = new WeakMap<AppLoadContext, Promise<User>>();

export function loadUser(request: Request, context: AppLoadContext): Promise<User> {
  let pending = loaded.get(context);
  if (!pending) {
    pending = callBackend(getUser, { request, context });
    loaded.set(context, pending);
  }
  return pending;
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
