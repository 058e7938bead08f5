// The signed-in user, loaded from the backend once per request however many loaders ask, and
// reused by the same session's requests for a short while: every page needs the user (the header,
// the screen's permission check), and asking the backend on each of them doubled the calls of a
// page that reads data. The backend checks every data call itself, so a role withdrawn meanwhile
// is refused there at once; only the header and the screen choice may lag behind by this long.
import type { AppLoadContext } from '@remix-run/node';
import { getUser, type Role, type User } from '@contracts/session';
import { callBackend } from '~/backend/client.server';

const userReuseMs = 30_000;
/** Sessions whose user is kept; beyond this the oldest is forgotten first. */
const keptUsers = 10_000;

const loaded = new WeakMap<AppLoadContext, Promise<User>>();
const recent = new Map<string, { user: User; until: number }>();

function remember(sessionId: string, user: User, now = Date.now()): void {
  recent.delete(sessionId);
  recent.set(sessionId, { user, until: now + userReuseMs });
  if (recent.size > keptUsers) {
    const [oldest] = recent.keys();
    if (oldest !== undefined) recent.delete(oldest);
  }
}

export function loadUser(request: Request, context: AppLoadContext): Promise<User> {
  let pending = loaded.get(context);
  if (!pending) {
    const sessionId = context.session.data?.sessionId;
    const kept = sessionId ? recent.get(sessionId) : undefined;
    if (kept && kept.until > Date.now()) {
      pending = Promise.resolve(kept.user);
    } else {
      pending = callBackend(getUser, { request, context }).then((user) => {
        if (sessionId) remember(sessionId, user);
        return user;
      });
    }
    loaded.set(context, pending);
  }
  return pending;
}

export function activeRoleOf(user: User, activeRoleUri: string | null | undefined): Role | null {
  return user.roles.find((role) => role.uri === activeRoleUri) ?? null;
}

/** A live session: signed in, and the backend session has not expired as far as we know. */
export function hasLiveSession(context: AppLoadContext, now = Date.now()): boolean {
  const data = context.session.data;
  return Boolean(data && (data.expiresAt === null || data.expiresAt > now));
}
