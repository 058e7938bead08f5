// What the page chrome shows of the signed-in user: names, profiles, expiry. Never a token.
import type { AppLoadContext } from '@remix-run/node';
import type { User } from '@contracts/session';
import { BackendError, SessionLostError } from '~/backend/errors';
import type { AccountSummary } from '~/page-state/account-summary';
import { activeRoleOf, hasLiveSession, loadUser } from './user.server';

export function remainingMs(expiresAt: number | null, now = Date.now()): number | null {
  return expiresAt === null ? null : Math.max(0, expiresAt - now);
}

export async function accountSummary(
  request: Request,
  context: AppLoadContext,
): Promise<AccountSummary | null> {
  if (!hasLiveSession(context)) return null;
  let user: User;
  try {
    user = await loadUser(request, context);
  } catch (error) {
    // The screen's own loader decides what a missing user means; the chrome just shows less.
    if (error instanceof SessionLostError || error instanceof BackendError) return null;
    throw error;
  }
  const active = activeRoleOf(user, context.session.data?.activeRoleUri);
  return {
    name: `${user.givenName} ${user.familyName}`.trim(),
    organisation: user.organisatieNaam,
    profiles: user.roles.map(({ uri, full }) => ({ uri, full })),
    activeProfile: active ? { uri: active.uri, full: active.full } : null,
    sessionRemainingMs: remainingMs(context.session.data?.expiresAt ?? null),
  };
}
